/*
 * Copyright 2026-present Janus project
 *
 * Licensed under the Apache License, Version 2.0 (the "License");
 * you may not use this file except in compliance with the License.
 * You may obtain a copy of the License at
 *
 *     http://www.apache.org/licenses/LICENSE-2.0
 *
 * Unless required by applicable law or agreed to in writing, software
 * distributed under the License is distributed on an "AS IS" BASIS,
 * WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
 * See the License for the specific language governing permissions and
 * limitations under the License.
 */
package org.onosproject.janus.testbed.discovery;

import org.onlab.packet.ChassisId;
import org.onlab.packet.Ethernet;
import org.onlab.packet.MacAddress;
import org.onlab.packet.ONOSLLDP;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;

import java.util.Optional;

/**
 * The LLDP probe a switch port sends (ONOS's own LLDP format, naming the device and port), and
 * where a received probe was sent from.
 */
public final class LldpProbes {

    /** The nearest-bridge LLDP group address: bridges do not forward it, so a probe crosses one link. */
    static final MacAddress LLDP_NEAREST_BRIDGE = MacAddress.valueOf("01:80:c2:00:00:0e");
    /** Locally administered source address of every probe (switches do not learn from it). */
    static final MacAddress PROBE_SOURCE = MacAddress.valueOf("02:00:00:00:4a:4e");

    private LldpProbes() {
    }

    /** The probe to send out of {@code port} of {@code device}. */
    public static Ethernet probe(DeviceId device, ChassisId chassis, PortNumber port) {
        ONOSLLDP lldp = ONOSLLDP.onosLLDP(device.toString(), chassis, (int) port.toLong());
        Ethernet frame = new Ethernet();
        frame.setEtherType(Ethernet.TYPE_LLDP)
                .setDestinationMACAddress(LLDP_NEAREST_BRIDGE)
                .setSourceMACAddress(PROBE_SOURCE)
                .setPayload(lldp);
        return frame;
    }

    /** The port that sent {@code frame}, if it is a probe of ours. */
    public static Optional<ConnectPoint> sender(Ethernet frame) {
        if (frame == null || frame.getEtherType() != Ethernet.TYPE_LLDP) {
            return Optional.empty();
        }
        ONOSLLDP lldp = ONOSLLDP.parseONOSLLDP(frame);
        if (lldp == null || lldp.getDeviceString() == null || lldp.getPort() == null) {
            return Optional.empty();
        }
        return Optional.of(new ConnectPoint(DeviceId.deviceId(lldp.getDeviceString()),
                                            PortNumber.portNumber(lldp.getPort())));
    }
}

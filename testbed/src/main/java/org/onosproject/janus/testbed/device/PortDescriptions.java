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
package org.onosproject.janus.testbed.device;

import org.onosproject.janus.testbed.flow.PortNumbers;
import org.onosproject.net.AnnotationKeys;
import org.onosproject.net.DefaultAnnotations;
import org.onosproject.net.Port;
import org.onosproject.net.device.DefaultPortDescription;
import org.onosproject.net.device.PortDescription;
import org.projectfloodlight.openflow.protocol.OFPortConfig;
import org.projectfloodlight.openflow.protocol.OFPortDesc;
import org.projectfloodlight.openflow.protocol.OFPortFeatures;
import org.projectfloodlight.openflow.protocol.OFPortReason;
import org.projectfloodlight.openflow.protocol.OFPortState;
import org.projectfloodlight.openflow.protocol.OFPortStatus;
import org.projectfloodlight.openflow.protocol.OFVersion;

import java.util.List;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * OpenFlow 1.3 port descriptions as ONOS port descriptions. A port is enabled when its link is up
 * and it is not administratively down; its speed is the current speed the switch reports (kbit/s
 * on the wire, Mbit/s in ONOS), which is what Janus takes as the link's capacity.
 * <p>
 * Reserved ports (the bridge's LOCAL port) are left out: they are no fabric port, no host sits on
 * them, and ONOS's edge-port service would otherwise offer them as host attachment points.
 */
public final class PortDescriptions {

    private static final long KBPS_PER_MBPS = 1_000;

    private PortDescriptions() {
    }

    /** The ONOS description of every physical port of {@code ports}, in their order. */
    public static List<PortDescription> of(List<OFPortDesc> ports) {
        return ports.stream().filter(PortDescriptions::isPhysical).map(PortDescriptions::of)
                .collect(Collectors.toList());
    }

    /** The ONOS description of one port. */
    public static PortDescription of(OFPortDesc port) {
        checkArgument(port.getVersion() == OFVersion.OF_13, "OpenFlow 1.3 port descriptions only, not %s",
                      port.getVersion());
        boolean adminDown = port.getConfig().contains(OFPortConfig.PORT_DOWN);
        boolean linkDown = port.getState().contains(OFPortState.LINK_DOWN);
        DefaultAnnotations.Builder annotations = DefaultAnnotations.builder()
                .set(AnnotationKeys.PORT_MAC, port.getHwAddr().toString())
                .set(AnnotationKeys.ADMIN_STATE, adminDown ? "disabled" : "enabled");
        if (port.getName() != null && !port.getName().isEmpty()) {
            annotations.set(AnnotationKeys.PORT_NAME, port.getName());
        }
        return DefaultPortDescription.builder()
                .withPortNumber(PortNumbers.toOnos(port.getPortNo()))
                .isEnabled(!adminDown && !linkDown)
                .type(port.getCurr().contains(OFPortFeatures.PF_FIBER) ? Port.Type.FIBER : Port.Type.COPPER)
                .portSpeed(port.getCurrSpeed() / KBPS_PER_MBPS)
                .annotations(annotations.build())
                .build();
    }

    /**
     * The ONOS description of the port a port-status message is about; a deleted port is
     * described as disabled (ONOS removes it on {@code deletePort}).
     */
    public static PortDescription of(OFPortStatus status) {
        PortDescription port = of(status.getDesc());
        if (status.getReason() == OFPortReason.DELETE && port.isEnabled()) {
            return DefaultPortDescription.builder(port).isEnabled(false).build();
        }
        return port;
    }

    /** Whether {@code port} is a numbered port of the switch rather than a reserved one (LOCAL, ...). */
    public static boolean isPhysical(OFPortDesc port) {
        return !PortNumbers.toOnos(port.getPortNo()).isLogical();
    }
}

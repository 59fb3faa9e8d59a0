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

import org.onlab.packet.ChassisId;
import org.onosproject.net.AnnotationKeys;
import org.onosproject.net.DefaultAnnotations;
import org.onosproject.net.DeviceId;
import org.onosproject.net.device.DefaultDeviceDescription;
import org.onosproject.net.device.DeviceDescription;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowSwitch;

/**
 * A connected OpenFlow switch as an ONOS device: its id is {@code of:<datapath id>}, its
 * descriptions are those of its OFPT_DESC reply, its chassis id its datapath id.
 */
public final class SwitchDescriptions {

    private SwitchDescriptions() {
    }

    /** The ONOS device id of a datapath. */
    public static DeviceId deviceId(Dpid dpid) {
        return DeviceId.deviceId(Dpid.uri(dpid));
    }

    /** The ONOS description of a connected switch. */
    public static DeviceDescription of(OpenFlowSwitch sw) {
        Dpid dpid = sw.getDpid();
        DefaultAnnotations.Builder annotations = DefaultAnnotations.builder()
                .set(AnnotationKeys.PROTOCOL, sw.factory().getVersion().toString());
        String channel = sw.channelId();
        if (channel != null && !channel.isEmpty()) {
            annotations.set(AnnotationKeys.CHANNEL_ID, channel)
                    .set(AnnotationKeys.MANAGEMENT_ADDRESS, channel.split(":")[0]);
        }
        if (sw.datapathDescription() != null && !sw.datapathDescription().isEmpty()) {
            annotations.set(AnnotationKeys.DATAPATH_DESCRIPTION, sw.datapathDescription());
        }
        return new DefaultDeviceDescription(deviceId(dpid).uri(), sw.deviceType(),
                                            sw.manufacturerDescription(), sw.hardwareDescription(),
                                            sw.softwareDescription(), sw.serialNumber(),
                                            new ChassisId(dpid.value()), annotations.build());
    }
}

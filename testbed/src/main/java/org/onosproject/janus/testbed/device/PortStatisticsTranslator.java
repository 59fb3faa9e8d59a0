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
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.PortStatistics;
import org.projectfloodlight.openflow.protocol.OFPortStatsEntry;

import java.util.List;
import java.util.stream.Collectors;

/**
 * OpenFlow 1.3 port counters as ONOS port statistics. The counters are the switch's cumulative
 * ones and the duration is how long the port has existed, as ONOS's PortStatisticsManager expects:
 * it takes the deltas (Janus's link usage) itself, timed by the duration, not by the wall clock.
 */
public final class PortStatisticsTranslator {

    private PortStatisticsTranslator() {
    }

    /** The statistics of every physical port in {@code entries} (reserved ports, e.g. LOCAL, are left out). */
    public static List<PortStatistics> of(DeviceId device, List<OFPortStatsEntry> entries) {
        return entries.stream().filter(e -> !PortNumbers.toOnos(e.getPortNo()).isLogical())
                .map(e -> of(device, e)).collect(Collectors.toList());
    }

    /** The statistics of one port. */
    public static PortStatistics of(DeviceId device, OFPortStatsEntry entry) {
        PortNumber port = PortNumbers.toOnos(entry.getPortNo());
        return DefaultPortStatistics.builder()
                .setDeviceId(device)
                .setPort(port)
                .setPacketsReceived(entry.getRxPackets().getValue())
                .setPacketsSent(entry.getTxPackets().getValue())
                .setBytesReceived(entry.getRxBytes().getValue())
                .setBytesSent(entry.getTxBytes().getValue())
                .setPacketsRxDropped(entry.getRxDropped().getValue())
                .setPacketsTxDropped(entry.getTxDropped().getValue())
                .setPacketsRxErrors(entry.getRxErrors().getValue())
                .setPacketsTxErrors(entry.getTxErrors().getValue())
                .setDurationSec(entry.getDurationSec())
                .setDurationNano(entry.getDurationNsec())
                .build();
    }
}

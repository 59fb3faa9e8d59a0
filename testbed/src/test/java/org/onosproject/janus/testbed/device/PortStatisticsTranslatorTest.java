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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.PortStatistics;
import org.projectfloodlight.openflow.protocol.OFPortStatsEntry;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.U64;

import java.util.List;

import static org.junit.Assert.assertEquals;

public class PortStatisticsTranslatorTest {

    private static final DeviceId SWITCH = DeviceId.deviceId("of:0000000000000001");

    static OFPortStatsEntry entry(OFPort port, long rxBytes, long txBytes, long seconds) {
        return OpenFlow13.FACTORY.buildPortStatsEntry().setPortNo(port)
                .setRxPackets(U64.of(rxBytes / 1000)).setTxPackets(U64.of(txBytes / 1000))
                .setRxBytes(U64.of(rxBytes)).setTxBytes(U64.of(txBytes))
                .setRxDropped(U64.of(1)).setTxDropped(U64.of(2)).setRxErrors(U64.of(3)).setTxErrors(U64.of(4))
                .setRxFrameErr(U64.ZERO).setRxOverErr(U64.ZERO).setRxCrcErr(U64.ZERO).setCollisions(U64.ZERO)
                .setDurationSec(seconds).setDurationNsec(500_000_000).build();
    }

    @Test
    public void thePortCountersAndDurationAreTheSwitchs() {
        PortStatistics stats = PortStatisticsTranslator.of(SWITCH, entry(OFPort.of(2), 5_000_000, 7_000_000, 42));

        assertEquals(PortNumber.portNumber(2), stats.portNumber());
        assertEquals(5_000_000, stats.bytesReceived());
        assertEquals(7_000_000, stats.bytesSent());
        assertEquals(5_000, stats.packetsReceived());
        assertEquals(7_000, stats.packetsSent());
        assertEquals(1, stats.packetsRxDropped());
        assertEquals(2, stats.packetsTxDropped());
        assertEquals(3, stats.packetsRxErrors());
        assertEquals(4, stats.packetsTxErrors());
        assertEquals(42, stats.durationSec());
        assertEquals(500_000_000, stats.durationNano());
    }

    @Test
    public void theBridgesLocalPortIsLeftOut() {
        List<PortStatistics> stats = PortStatisticsTranslator.of(SWITCH, ImmutableList.of(
                entry(OFPort.of(1), 1, 1, 1), entry(OFPort.LOCAL, 1, 1, 1), entry(OFPort.of(3), 1, 1, 1)));

        assertEquals(ImmutableList.of(PortNumber.portNumber(1), PortNumber.portNumber(3)),
                     stats.stream().map(PortStatistics::portNumber).collect(ImmutableList.toImmutableList()));
    }
}

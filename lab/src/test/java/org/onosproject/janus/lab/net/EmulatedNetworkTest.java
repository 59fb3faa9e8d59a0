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
package org.onosproject.janus.lab.net;

import org.junit.After;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpPrefix;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.lab.topo.LinkChange;
import org.onosproject.janus.lab.topo.LinkSchedule;
import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.net.DeviceId;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;
import static org.onosproject.net.PortNumber.portNumber;

/**
 * The emulated network on the real embedded ONOS core, with rules installed by hand through ONOS's
 * flow rule service (no controller application). A line s1 - s2 - s3 of 10 Mb/s links; h1 on s1,
 * h2 on s3, h3 on s2. Ports: s1: 1=h1, 2=s2; s2: 1=h3, 2=s1, 3=s3; s3: 1=h2, 2=s2.
 */
public class EmulatedNetworkTest {

    private static final int H1 = 0;
    private static final int H2 = 1;
    private static final TopologySpec LINE = TopologyJson.parse(
            "{\"capacityMbps\": 10, \"switches\": [\"s1\", \"s2\", \"s3\"],"
                    + " \"links\": [{\"a\": \"s1\", \"b\": \"s2\"}, {\"a\": \"s2\", \"b\": \"s3\"}],"
                    + " \"hosts\": [{\"name\": \"h1\", \"switch\": \"s1\"}, {\"name\": \"h2\", \"switch\": \"s3\"},"
                    + "           {\"name\": \"h3\", \"switch\": \"s2\"}]}").topology();

    private EmulatedNetwork net;
    private final List<FlowResult> results = new ArrayList<>();

    @After
    public void tearDown() {
        if (net != null) {
            net.close();
        }
    }

    private EmulatedNetwork start(NetworkSettings.Builder settings) {
        net = EmulatedNetwork.start(settings.build(), LabController.NONE);
        return net;
    }

    private NetworkSettings.Builder line() {
        return NetworkSettings.builder().topology(LINE);
    }

    private void install(String device, int in, int out) {
        Fabric f = net.fabric();
        DeviceId id = f.device(f.spec().switchIndex(device));
        ApplicationId app = net.onos().coreService().registerApplication("org.onosproject.janus.labtest");
        FlowRule rule = DefaultFlowRule.builder().forDevice(id).fromApp(app).withPriority(100).makePermanent()
                .withSelector(DefaultTrafficSelector.builder().matchInPort(portNumber(in))
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPSrc(IpPrefix.valueOf(f.hostIp(H1), 32))
                                      .matchIPDst(IpPrefix.valueOf(f.hostIp(H2), 32)).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(portNumber(out)).build()).build();
        net.onos().flowRuleService().applyFlowRules(rule);
        net.settle();
    }

    private void installGoodPath() {
        install("s1", 1, 2);
        install("s2", 2, 3);
        install("s3", 2, 1);
    }

    private void send(long bytes) {
        net.startFlow(new FlowSpec(H1, H2, bytes, 0, 0, "test"), results::add);
    }

    @Test
    public void aFlowOverInstalledRulesStartsAtOnceAndEndsAtSizeOverCapacity() {
        start(line());
        installGoodPath();
        long t0 = net.nowMillis();
        send(1_250_000); // 10 Mbit at 10 Mb/s
        net.runUntilQuiet();
        FlowResult r = results.get(0);
        assertTrue(r.delivered());
        assertEquals(t0, r.pathReadyMillis());
        assertEquals(t0 + 1000, r.endMillis());
        assertEquals(0, net.ledger().packetIns());
        assertThat(net.finishedFlows().get(0).path(), contains("s1", "s2", "s3"));
    }

    @Test
    public void twoFlowsOnTheSamePathShareItFairly() {
        start(line());
        installGoodPath();
        long t0 = net.nowMillis();
        send(1_250_000);
        send(1_250_000);
        net.runUntilQuiet();
        assertEquals(t0 + 2000, results.get(0).endMillis());
        assertEquals(t0 + 2000, results.get(1).endMillis());
    }

    @Test
    public void aDeliberatelyWrongRuleIsReportedAsMisrouting() {
        start(line());
        install("s1", 1, 2);
        install("s2", 2, 1); // to h3, not towards h2
        send(1000);
        net.runUntilQuiet();
        FlowResult r = results.get(0);
        assertFalse(r.delivered());
        assertThat(r.failure(), containsString("delivers to host h3 instead of h2"));
        assertEquals(1, net.ledger().failedFlows());
    }

    @Test
    public void aTableMissSendsARealPacketInAndAFlowNobodyRoutesFailsAfterItsRetransmissions() {
        start(line().maxPacketIns(3).retransmitMillis(1000).timing(Timing.DEFAULT.withControlDelayMillis(10)));
        send(1000);
        net.runUntilQuiet();
        FlowResult r = results.get(0);
        assertFalse(r.delivered());
        assertThat(r.failure(), containsString("never routed"));
        assertEquals(3, net.ledger().packetIns());
        // 3 waits of 10 ms, after retransmissions at +1 s and +2 s.
        assertEquals(30, net.ledger().packetInWaitMillis());
        assertEquals(10 + 1000 + 10 + 2000 + 10, r.endMillis() - r.startMillis());
    }

    @Test
    public void aFlowBehindADeadLinkIsReportedAsABlackHoleWhenNothingReroutesIt() {
        start(line().stallTimeoutMillis(3000).linkSchedule(new LinkSchedule(LINE, List.of(
                LinkChange.failure(500, "s2", "s3")))));
        installGoodPath();
        send(1_250_000);
        net.runUntilQuiet();
        FlowResult r = results.get(0);
        assertFalse(r.delivered());
        assertThat(r.failure(), containsString("link down"));
        assertEquals(3500, r.endMillis() - r.startMillis(), 50);
        assertEquals(625_000, net.finishedFlows().get(0).sentBytes(), 1000);
    }

    @Test
    public void everySwitchForwardsTheBytesItReceivesAndHostsGetWhatTheySent() {
        start(line());
        installGoodPath();
        send(1_000_000);
        send(3_000_000);
        net.runUntilQuiet();
        net.pushStatisticsNow();
        long hostPortsIn = 0;
        long hostPortsOut = 0;
        Fabric f = net.fabric();
        for (int s = 0; s < f.devices().size(); s++) {
            long rx = 0;
            long tx = 0;
            for (PortStatistics p : net.onos().deviceService().getPortStatistics(f.device(s))) {
                rx += p.bytesReceived();
                tx += p.bytesSent();
            }
            assertEquals("switch " + s + " bytes in = bytes out", rx, tx);
            assertTrue("switch " + s + " carried the flows", rx >= 4_000_000);
        }
        for (int h = 0; h < f.hostCount(); h++) {
            PortStatistics p = net.onos().deviceService().getStatisticsForPort(
                    f.hostLocation(h).deviceId(), f.hostLocation(h).port());
            hostPortsIn += p.bytesReceived();
            hostPortsOut += p.bytesSent();
        }
        assertEquals(4_000_000, hostPortsIn);
        assertEquals(4_000_000, hostPortsOut);
        assertEquals(4_000_000, net.bytesSent());
        assertEquals(4_000_000, net.bytesReceived());
    }

    @Test
    public void flowStatisticsCountTheBytesOfTheFlowsMatchingEachRule() {
        start(line());
        installGoodPath();
        send(2_000_000);
        net.runUntilQuiet();
        net.pushStatisticsNow();
        int entries = 0;
        for (DeviceId d : net.fabric().devices()) {
            for (org.onosproject.net.flow.FlowEntry e : net.onos().flowRuleService().getFlowEntries(d)) {
                assertEquals(2_000_000, e.bytes());
                assertEquals(1334, e.packets()); // 1500-byte packets, rounded up
                entries++;
            }
        }
        assertEquals(3, entries);
    }
}

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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.TCP;
import org.onosproject.core.ApplicationId;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.FilteredConnectPoint;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.PacketProcessor;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.notNullValue;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.fail;
import static org.onosproject.janus.embedded.FatTree.aggregationId;
import static org.onosproject.janus.embedded.FatTree.coreId;
import static org.onosproject.janus.embedded.FatTree.edgeId;

public class EmbeddedOnosTest {

    private static final long WAIT_MILLIS = 30_000;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private EmbeddedOnos onos;
    private ApplicationId appId;

    @Before
    public void startOnFatTree() {
        onos = EmbeddedOnos.start();
        appId = onos.coreService().registerApplication("org.onosproject.janus.embedded.test");
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
    }

    @After
    public void stop() {
        if (onos != null) {
            onos.stop();
        }
    }

    @Test
    public void fatTreeOfArityFourHasTwentySwitchesSixtyFourDirectedLinksAndSixteenHosts() {
        assertThat(onos.deviceService().getAvailableDeviceCount(), is(20));
        assertThat(onos.linkService().getLinkCount(), is(64));
        assertThat(onos.hostService().getHostCount(), is(16));
        assertThat(onos.topologyService().currentTopology().deviceCount(), is(20));
        assertThat(onos.topologyService().currentTopology().linkCount(), is(64));
    }

    @Test
    public void pointToPointIntentWithSuggestedPathIsInstalledOnlyOnThePathSwitches() {
        List<DeviceId> route = interPodRoute(3);
        PointToPointIntent intent = intentAlong("p2p", route);

        install(intent);

        assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        assertThat(switchesWithRules(), is(ImmutableSet.copyOf(route)));
    }

    @Test
    public void withdrawnAndPurgedIntentLeavesNoIntentAndNoRule() {
        PointToPointIntent intent = intentAlong("gone", interPodRoute(2));
        install(intent);
        IntentEventCounter events = IntentEventCounter.attach(onos.intentService());

        onos.intentService().withdraw(intent);
        events.await(IntentEvent.Type.WITHDRAWN, 1, WAIT_MILLIS);
        onos.intentService().purge(intent);
        events.await(IntentEvent.Type.PURGED, 1, WAIT_MILLIS);
        onos.awaitQuiescent();

        assertThat(onos.intentService().getIntentCount(), is(0L));
        assertThat(onos.switches().installedRuleCount(), is(0));
        assertThat(onos.flowRuleService().getFlowRuleCount(), is(0));
    }

    @Test
    public void packetInReachesARegisteredProcessorWithItsReceivingPort() {
        List<InboundPacket> seen = new ArrayList<>();
        PacketProcessor processor = context -> seen.add(context.inPacket());
        onos.packetService().addProcessor(processor, PacketProcessor.director(1));
        ConnectPoint hostPort = fatTree.hosts().get(0).location();

        onos.switches().injectPacket(hostPort, tcpFrame(0, 5));

        assertThat(seen, hasSize(1));
        assertThat(seen.get(0).receivedFrom(), is(hostPort));
        assertThat(seen.get(0).parsed().getEtherType(), is(Ethernet.TYPE_IPV4));
    }

    @Test
    public void packetSentFromAProcessorIsSeenAsPacketOut() {
        onos.packetService().addProcessor(context -> {
            context.treatmentBuilder().setOutput(PortNumber.FLOOD);
            context.send();
        }, PacketProcessor.director(1));

        onos.switches().injectPacket(fatTree.hosts().get(0).location(), tcpFrame(0, 5));

        assertThat(onos.switches().packetOuts(), hasSize(1));
        assertThat(onos.switches().packetOuts().get(0).sendThrough(), is(edgeId(0, 0)));
    }

    @Test
    public void portStatisticsPushedTwiceGiveNonEmptyDeltas() {
        DeviceId device = edgeId(0, 0);
        onos.switches().updatePortStatistics(device, ImmutableList.of(portStats(device, 1, 1_000, 5)));
        onos.switches().updatePortStatistics(device, ImmutableList.of(portStats(device, 1, 126_000, 10)));

        List<PortStatistics> deltas = onos.deviceService().getPortDeltaStatistics(device);

        assertThat(deltas, not(empty()));
        PortStatistics port1 = onos.deviceService().getDeltaStatisticsForPort(device, PortNumber.portNumber(1));
        assertThat(port1, notNullValue());
        assertThat(port1.bytesSent(), is(125_000L));
        assertThat(port1.durationSec(), is(5L));
    }

    @Test
    public void pushedFlowCountersReachTheFlowEntries() {
        PointToPointIntent intent = intentAlong("counted", interPodRoute(0));
        install(intent);
        DeviceId ingress = edgeId(0, 0);
        FlowRule rule = onos.switches().flowTable(ingress).get(0);

        onos.switches().setRuleCounters(rule, 10, 15_000);
        onos.switches().pushFlowStatistics(ingress);

        FlowEntry entry = onos.flowRuleService().getFlowEntries(ingress).iterator().next();
        assertThat(entry.bytes(), is(15_000L));
        assertThat(entry.state(), is(FlowEntry.FlowEntryState.ADDED));
    }

    @Test
    public void candidateRulesForAPacketHoldTheRulesForItsDestinationAndNoneForOthers() {
        install(intentAlong("toward", interPodRoute(0)));
        DeviceId ingress = edgeId(0, 0);
        FatTree.Host dst = fatTree.hosts().get(4);
        FatTree.Host other = fatTree.hosts().get(5);

        FatTree.Host src = fatTree.hosts().get(0);
        assertThat(onos.switches().candidateRules(ingress, dst.mac(), dst.ip(), src.ip(), 5000),
                   is(onos.switches().flowTable(ingress)));
        assertThat(onos.switches().candidateRules(ingress, other.mac(), other.ip(), src.ip(), 5000), is(empty()));
    }

    @Test
    public void hostsAreFoundByTheirIpAddress() {
        FatTree.Host host = fatTree.hosts().get(3);

        assertThat(onos.hostService().getHostsByIp(host.ip()).iterator().next().mac(), is(host.mac()));
    }

    @Test
    public void linkFailureOnThePathRecompilesTheIntentAroundIt() {
        List<DeviceId> route = interPodRoute(3);
        PointToPointIntent intent = intentAlong("reroute", route);
        install(intent);
        assertThat(onos.switches().flowTable(coreId(3)), not(empty()));

        onos.switches().removeLink(portTowards(aggregationId(0, 1), coreId(3)),
                portTowards(coreId(3), aggregationId(0, 1)));
        onos.awaitQuiescent();

        assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        assertThat(onos.switches().flowTable(coreId(3)), is(empty()));
        assertThat(switchesWithRules().contains(edgeId(1, 0)), is(true));
        assertThat(onos.flowRuleService().getFlowRuleCount(), is(onos.switches().installedRuleCount()));
    }

    @Test
    public void intentSubmittedByAPacketProcessorIsInstalledOnceQuiescent() {
        PointToPointIntent intent = intentAlong("on-packet-in", interPodRoute(1));
        onos.packetService().addProcessor(context -> onos.intentService().submit(intent),
                                          PacketProcessor.director(1));

        onos.switches().injectPacket(fatTree.hosts().get(0).location(), tcpFrame(0, 4));
        onos.awaitQuiescent();

        assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        assertThat(switchesWithRules(), is(ImmutableSet.copyOf(interPodRoute(1))));
    }

    @Test
    public void flowTableListenerSeesTheRulesOfAnInstalledIntent() {
        List<DeviceId> changed = new java.util.concurrent.CopyOnWriteArrayList<>();
        onos.switches().addFlowTableListener((device, added, removed) -> {
            if (!added.isEmpty()) {
                changed.add(device);
            }
        });

        install(intentAlong("watched", interPodRoute(0)));

        assertThat(ImmutableSet.copyOf(changed), is(ImmutableSet.copyOf(interPodRoute(0))));
    }

    @Test
    public void aSecondCoreCannotStartWhileOneRuns() {
        try {
            EmbeddedOnos.start();
            fail("a second embedded ONOS started");
        } catch (IllegalStateException e) {
            assertThat(e.getMessage().contains("already running"), is(true));
        }
    }

    @Test
    public void aStoppedCoreCanBeFollowedByAFreshOneTwice() {
        for (int cycle = 0; cycle < 2; cycle++) {
            onos.stop();
            onos = EmbeddedOnos.start();
            appId = onos.coreService().registerApplication("org.onosproject.janus.embedded.test");
            fatTree.applyTo(onos.switches());
            onos.awaitQuiescent();

            PointToPointIntent intent = intentAlong("cycle" + cycle, interPodRoute(1));
            install(intent);
            assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
            assertThat(onos.switches().installedRuleCount(), greaterThan(0));
        }
    }

    // ---- helpers ----

    /** edge(0,0) -> agg(0, c / 2) -> core(c) -> agg(1, c / 2) -> edge(1,0). */
    private List<DeviceId> interPodRoute(int coreIndex) {
        return ImmutableList.of(edgeId(0, 0), aggregationId(0, coreIndex / 2), coreId(coreIndex),
                                aggregationId(1, coreIndex / 2), edgeId(1, 0));
    }

    private PointToPointIntent intentAlong(String name, List<DeviceId> route) {
        FatTree.Host src = fatTree.hosts().get(0);
        FatTree.Host dst = fatTree.hosts().get(4);
        List<Link> links = new ArrayList<>();
        for (int i = 0; i + 1 < route.size(); i++) {
            links.add(linkBetween(route.get(i), route.get(i + 1)));
        }
        return PointToPointIntent.builder()
                .appId(appId)
                .key(Key.of(name, appId))
                .selector(DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4)
                                  .matchIPDst(dst.ip().toIpPrefix()).build())
                .treatment(DefaultTrafficTreatment.emptyTreatment())
                .filteredIngressPoint(new FilteredConnectPoint(src.location()))
                .filteredEgressPoint(new FilteredConnectPoint(dst.location()))
                .suggestedPath(links)
                .build();
    }

    private void install(PointToPointIntent intent) {
        IntentService intents = onos.intentService();
        IntentEventCounter events = IntentEventCounter.attach(intents);
        intents.submit(intent);
        events.await(IntentEvent.Type.INSTALLED, 1, WAIT_MILLIS);
        events.detach();
        onos.awaitQuiescent();
    }

    private Link linkBetween(DeviceId from, DeviceId to) {
        return onos.linkService().getDeviceEgressLinks(from).stream()
                .filter(l -> l.dst().deviceId().equals(to)).findFirst()
                .orElseThrow(() -> new AssertionError("no link " + from + " -> " + to));
    }

    private ConnectPoint portTowards(DeviceId from, DeviceId to) {
        return linkBetween(from, to).src();
    }

    private Set<DeviceId> switchesWithRules() {
        return onos.switches().flowTables().entrySet().stream()
                .filter(e -> !e.getValue().isEmpty()).map(java.util.Map.Entry::getKey)
                .collect(Collectors.toSet());
    }

    private Ethernet tcpFrame(int srcHost, int dstHost) {
        FatTree.Host src = fatTree.hosts().get(srcHost);
        FatTree.Host dst = fatTree.hosts().get(dstHost);
        TCP tcp = new TCP();
        tcp.setSourcePort(40000);
        tcp.setDestinationPort(5001);
        IPv4 ip = new IPv4();
        ip.setSourceAddress(src.ip().toInt());
        ip.setDestinationAddress(dst.ip().toInt());
        ip.setProtocol(IPv4.PROTOCOL_TCP);
        ip.setPayload(tcp);
        Ethernet eth = new Ethernet();
        eth.setSourceMACAddress(src.mac());
        eth.setDestinationMACAddress(dst.mac());
        eth.setEtherType(Ethernet.TYPE_IPV4);
        eth.setPayload(ip);
        return eth;
    }

    private static PortStatistics portStats(DeviceId device, int port, long bytesSent, long durationSec) {
        return DefaultPortStatistics.builder().setDeviceId(device).setPort(PortNumber.portNumber(port))
                .setBytesSent(bytesSent).setPacketsSent(bytesSent / 1000).setDurationSec(durationSec).build();
    }

}

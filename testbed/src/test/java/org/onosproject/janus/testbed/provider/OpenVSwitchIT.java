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
package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.IpPrefix;
import org.onlab.packet.MacAddress;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.testbed.ovs.RawFrames;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.testbed.ovs.CompiledJanusRules;
import org.onosproject.janus.testbed.ovs.Eventually;
import org.onosproject.janus.testbed.ovs.OvsBridge;
import org.onosproject.janus.testbed.controller.RealOpenFlowController;
import org.onosproject.net.DeviceId;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry.FlowRuleOperation;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.onosproject.openflow.controller.OpenFlowController;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The providers on ONOS's real OpenFlow controller with a real Open vSwitch bridge (userspace
 * datapath, OpenFlow 1.3) of this test's own: the bridge becomes a device with its ports and port
 * statistics, and the rules ONOS's real intent compilers make for Janus's intents are installed on
 * it, read back from its flow table as the same rules with its counters, and removed again.
 * <p>
 * Runs in {@code mvn verify}; needs root and Open vSwitch installed and running (fails, naming what
 * is missing, otherwise). Alone: {@code mvn -pl testbed -am test -Dtest=OpenVSwitchIT
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
public class OpenVSwitchIT {

    private static final long DPID = 0xbeefL;
    private static final DeviceId BRIDGE = DeviceId.deviceId(String.format("of:%016x", DPID));
    private static final int POLL_SECONDS = 1;
    private static final long SWITCH_TIMEOUT_MILLIS = 15_000;
    private static final ApplicationId APP = new DefaultApplicationId(77, "org.onosproject.janus.testbed.it");

    private final ExecutorScheduler scheduler = new ExecutorScheduler("testbed-it");
    private final RecordingDeviceProviderService devices = new RecordingDeviceProviderService();
    private final RecordingFlowRuleProviderService flowRules = new RecordingFlowRuleProviderService();
    private RealOpenFlowController realController;
    private SwitchDeviceProvider deviceProvider;
    private SwitchFlowRuleProvider flowRuleProvider;
    private final RecordingPacketProviderService packets = new RecordingPacketProviderService();
    private SwitchPacketProvider packetProvider;
    private OvsBridge bridge;

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free TCP port", e);
        }
    }

    @Before
    public void connectABridge() {
        int port = freePort();
        realController = RealOpenFlowController.start(port, 2);
        OpenFlowController controller = realController.controller();
        deviceProvider = new SwitchDeviceProvider(controller, devices, scheduler, POLL_SECONDS);
        flowRuleProvider = new SwitchFlowRuleProvider(controller, flowRules, scheduler, POLL_SECONDS);
        packetProvider = new SwitchPacketProvider(controller, packets);
        deviceProvider.start();
        flowRuleProvider.start();
        packetProvider.start();
        bridge = OvsBridge.create(DPID, 2, port);
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the bridge connects", () -> devices.connected.containsKey(BRIDGE));
        // ONOS's DeviceManager would ask for mastership; the pollers only ask a mastered switch.
        deviceProvider.roleChanged(BRIDGE, MastershipRole.MASTER);
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the bridge confirms mastership",
                          () -> devices.roleReplies.contains(MastershipRole.MASTER));
    }

    @After
    public void tearDown() {
        if (bridge != null) {
            bridge.close();
        }
        if (packetProvider != null) {
            packetProvider.stop();
        }
        if (flowRuleProvider != null) {
            flowRuleProvider.stop();
        }
        if (deviceProvider != null) {
            deviceProvider.stop();
        }
        if (realController != null) {
            realController.stop();
        }
        scheduler.shutdown(5_000);
    }

    @Test
    public void theBridgeIsADeviceWithItsPortsAndPortStatistics() {
        assertEquals("Open vSwitch", devices.connected.get(BRIDGE).hwVersion());
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "both ports reported",
                          () -> devices.ports.getOrDefault(BRIDGE, List.of()).size() == 2);
        assertEquals(ImmutableList.of(PortNumber.portNumber(1), PortNumber.portNumber(2)),
                     devices.ports.get(BRIDGE).stream().map(PortDescription::portNumber).sorted(
                             java.util.Comparator.comparingLong(PortNumber::toLong)).collect(Collectors.toList()));

        Eventually.within(SWITCH_TIMEOUT_MILLIS, "port statistics pushed", () -> !devices.portStatistics.isEmpty());
        List<PortStatistics> stats = devices.portStatistics.get(0);
        assertEquals(2, stats.size());
    }

    @Test
    public void janusIntentRulesAreInstalledReadBackAndRemoved() {
        List<FlowRule> rules = onTheBridge(CompiledJanusRules.ofEveryGranularity());
        java.util.Set<org.onosproject.net.flow.criteria.Criterion.Type> criteria = rules.stream()
                .flatMap(r -> r.selector().criteria().stream()).map(org.onosproject.net.flow.criteria.Criterion::type)
                .collect(Collectors.toSet());
        assertTrue("rules of host-pair, TCP and UDP five-tuple intents: " + criteria,
                   criteria.contains(org.onosproject.net.flow.criteria.Criterion.Type.TCP_SRC)
                           && criteria.contains(org.onosproject.net.flow.criteria.Criterion.Type.UDP_SRC));
        assertTrue("host-pair rules: " + rules, rules.stream().anyMatch(
                r -> r.selector().getCriterion(org.onosproject.net.flow.criteria.Criterion.Type.IP_PROTO) == null));

        flowRuleProvider.executeBatch(batch(1, FlowRuleOperation.ADD, rules));
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the add batch is confirmed",
                () -> flowRules.completed.containsKey(1L));
        CompletedBatchOperation added = flowRules.completed.get(1L);
        assertTrue("refused: " + added.failedItems(), added.isSuccess());
        assertThat(bridge.dumpFlows(), hasSize(rules.size()));

        Eventually.within(SWITCH_TIMEOUT_MILLIS, "a flow table with every rule pushed",
                          () -> flowRules.metrics.stream().anyMatch(m -> m.size() == rules.size()));
        List<FlowEntry> table = flowRules.metrics.stream().filter(m -> m.size() == rules.size()).findFirst()
                .orElseThrow();
        Map<FlowRule, FlowEntry> read = table.stream().collect(Collectors.toMap(Function.identity(), e -> e));
        for (FlowRule rule : rules) {
            FlowEntry back = read.get(rule);
            assertTrue("not read back: " + rule, back != null);
            assertEquals(rule.id(), back.id());
            assertEquals(rule.treatment(), back.treatment());
            assertEquals(rule.selector(), back.selector());
            assertEquals(0, back.bytes());
        }

        flowRuleProvider.executeBatch(batch(2, FlowRuleOperation.REMOVE, rules));
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the remove batch is confirmed",
                () -> flowRules.completed.containsKey(2L));
        assertTrue(flowRules.completed.get(2L).isSuccess());
        assertThat(bridge.dumpFlows(), empty());
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "every removal reported",
                          () -> flowRules.removed.size() == rules.size());
    }

    @Test
    public void aPuntedFrameReachesOnosAndIsSentOnOutOfAnotherPort() {
        // The rule ONOS's PacketManager asks for (through a single-table pipeline) for ARP.
        FlowRule puntArp = DefaultFlowRule.builder().forDevice(BRIDGE).fromApp(APP).withPriority(40000)
                .withSelector(DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_ARP).build())
                .withTreatment(DefaultTrafficTreatment.builder().punt().wipeDeferred().build())
                .makePermanent().build();
        flowRuleProvider.executeBatch(batch(3, FlowRuleOperation.ADD, List.of(puntArp)));
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the punt rule is confirmed",
                () -> flowRules.completed.containsKey(3L));
        byte[] arp = TestPackets.arpRequest(MacAddress.valueOf("02:00:00:00:00:01"), "10.99.0.1", "10.99.0.2")
                .serialize();

        RawFrames.Receiver atPort2 = RawFrames.listen(bridge.peerOf(2), Ethernet.TYPE_ARP, 10_000);
        RawFrames.send(bridge.peerOf(1), arp, 1);
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the packet-in reaches ONOS", () -> !packets.processed.isEmpty());
        PacketContext in = packets.processed.get(0);
        assertEquals(new ConnectPoint(BRIDGE, PortNumber.portNumber(1)), in.inPacket().receivedFrom());
        assertEquals(Ethernet.TYPE_ARP, in.inPacket().parsed().getEtherType());
        in.treatmentBuilder().setOutput(PortNumber.portNumber(2));
        in.send();

        assertArrayEquals(arp, atPort2.frame().orElseThrow(() -> new AssertionError("nothing left port 2")));
    }

    @Test
    public void framesForwardedByARuleCountInItsCounters() {
        FlowRule forward = DefaultFlowRule.builder().forDevice(BRIDGE).fromApp(APP).withPriority(40000)
                .withSelector(DefaultTrafficSelector.builder().matchInPort(PortNumber.portNumber(1))
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPSrc(IpPrefix.valueOf("10.99.0.1/32"))
                                      .matchIPDst(IpPrefix.valueOf("10.99.0.2/32")).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(2)).build())
                .makePermanent().build();
        flowRuleProvider.executeBatch(batch(4, FlowRuleOperation.ADD, List.of(forward)));
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "the rule is confirmed", () -> flowRules.completed.containsKey(4L));
        byte[] udp = TestPackets.ipv4(MacAddress.valueOf("02:00:00:00:00:01"), MacAddress.valueOf("02:00:00:00:00:02"),
                                      "10.99.0.1", "10.99.0.2", IPv4.PROTOCOL_UDP, 33000, 4791).serialize();

        RawFrames.send(bridge.peerOf(1), udp, 10);

        Eventually.within(SWITCH_TIMEOUT_MILLIS, "10 frames counted on the rule", () -> flowRules.metrics.stream()
                .flatMap(List::stream).anyMatch(e -> e.equals(forward) && e.packets() == 10
                        && e.bytes() == 10L * udp.length));
        Eventually.within(SWITCH_TIMEOUT_MILLIS, "10 frames counted out of port 2", () -> devices.portStatistics
                .stream().flatMap(List::stream).anyMatch(p -> p.portNumber().equals(PortNumber.portNumber(2))
                        && p.packetsSent() >= 10 && p.bytesSent() >= 10L * udp.length));
    }

    /**
     * The same rules on the one bridge: same selector, treatment, priority and flow id (cookie),
     * one per distinct match (rules of different fabric switches may share one).
     */
    private static List<FlowRule> onTheBridge(Collection<FlowRule> compiled) {
        return compiled.stream()
                .map(r -> (FlowRule) DefaultFlowRule.builder().forDevice(BRIDGE).withSelector(r.selector())
                        .withTreatment(r.treatment()).withPriority(r.priority()).withCookie(r.id().value())
                        .forTable(r.tableId()).makePermanent().build())
                .filter(distinctBy(r -> r.selector().criteria() + "/" + r.priority()))
                .collect(Collectors.toList());
    }

    private static <T> java.util.function.Predicate<T> distinctBy(Function<T, Object> key) {
        java.util.Set<Object> seen = new java.util.HashSet<>();
        return t -> seen.add(Objects.requireNonNull(key.apply(t)));
    }

    private static FlowRuleBatchOperation batch(long id, FlowRuleOperation op, List<FlowRule> rules) {
        return new FlowRuleBatchOperation(rules.stream().map(r -> new FlowRuleBatchEntry(op, r))
                                                  .collect(Collectors.toList()), BRIDGE, id);
    }
}

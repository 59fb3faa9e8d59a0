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
package org.onosproject.janus.impl;

import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.store.service.ConsistentMap;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Two Janus instances as the Janus of two ONOS nodes: one embedded ONOS core (its intent and flow-rule
 * services stand for the cluster-wide ones, as ONOS's are), one shared storage service (maps one per
 * name, as on a cluster), and per node its own packet service, cluster service and work partitions.
 */
public class JanusClusterTest {

    private static final int IDLE_TIMEOUT_SECONDS = 10;
    private static final int POLL_SECONDS = 5;
    private static final int DST_PORT = 5001;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private final EmulatedCluster cluster = new EmulatedCluster("a", "b");
    private final List<JanusManager> janus = new ArrayList<>();
    private final List<NodePacketService> packetIns = new ArrayList<>();
    private EmbeddedOnos onos;
    private ApplicationId appId;

    @Before
    public void startOnosAndTwoJanusNodes() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        for (int node = 0; node < 2; node++) {
            startNode(node);
        }
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    @After
    public void stopAll() {
        for (JanusManager node : ImmutableList.copyOf(janus).reverse()) {
            node.deactivate();
        }
        if (onos != null) {
            onos.stop();
        }
    }

    private void startNode(int node) {
        NodeId id = cluster.node(node);
        NodePacketService packets = new NodePacketService(onos.packetService());
        JanusTestWiring wiring = JanusTestWiring.on(onos).packetService(packets)
                .storageService(onos.storageService())
                .partitionService(cluster.partitionService(id))
                .clusterService(cluster.clusterService(id))
                .scheduler(clock);
        ImmutableMap.of("strategy", "isolated", "matchGranularity", "fiveTuple",
                        "idleTimeout", IDLE_TIMEOUT_SECONDS, "statsPollInterval", POLL_SECONDS)
                .forEach(wiring::property);
        janus.add(wiring.activate());
        packetIns.add(packets);
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    /** The first packet of a TCP flow from {@code src} to {@code dst}, as a packet-in at {@code node}. */
    private void packetIn(int node, Host src, Host dst, int srcPort) {
        packetIns.get(node).deliver(new TestPackets.RecordingContext(inbound(
                src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(), dst.ip().toString(),
                                    srcPort, DST_PORT))));
    }

    private static FlowKey flowKey(Host src, Host dst, int srcPort) {
        return FlowKey.ofFiveTuple(src.ip().getIp4Address(), dst.ip().getIp4Address(), (byte) 6, srcPort, DST_PORT);
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    private int mapSize(String name) {
        ConsistentMap<Object, Object> map = onos.storageService().existingMap(name);
        return map == null ? 0 : map.size();
    }

    private NodeId ownerOf(FlowKey flow) {
        return cluster.ownerOf(FlowIntents.keyOf(flow, appId).hash());
    }

    private List<Link> pathOf(int node, FlowKey flow) {
        return janus.get(node).path(FlowIntents.keyOf(flow, appId).toString()).map(JanusPath::links).orElseThrow();
    }

    /** Lets {@code seconds} of virtual time pass, a poll at a time, ONOS settling after each. */
    private void idleFor(int seconds) {
        for (int t = 0; t < seconds; t += POLL_SECONDS) {
            clock.advance(POLL_SECONDS * 1000L);
            onos.awaitQuiescent();
        }
    }

    /** Flows from pod 0 to pod 3, half of them entering at each node. */
    private List<FlowKey> provisionFlowsOnBothNodes(int count) {
        List<FlowKey> flows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Host src = host(0, i % 4);
            Host dst = host(3, i % 4);
            packetIn(i % 2, src, dst, 40000 + i);
            flows.add(flowKey(src, dst, 40000 + i));
        }
        onos.awaitQuiescent();
        return flows;
    }

    @Test
    public void aPathReservedOnOneNodeIsAvoidedByTheOther() {
        Host src = host(0, 0);
        Host dst = host(3, 0);
        FlowKey first = flowKey(src, dst, 40000);
        packetIn(0, src, dst, 40000);
        // A second flow that hashes to the same of the 4 paths: had node b not heard of node a's record, it
        // would give it the path node a reserved.
        int port = 40001;
        while (Math.floorMod(flowKey(src, dst, port).stableHash(), 4L) != Math.floorMod(first.stableHash(), 4L)) {
            port++;
        }
        FlowKey second = flowKey(src, dst, port);
        packetIn(1, src, dst, port);
        onos.awaitQuiescent();

        assertThat(pathOf(1, second), not(pathOf(0, first)));
        assertEquals(pathOf(0, first), pathOf(1, first));
        for (JanusManager node : janus) {
            assertEquals("both flows hold their paths on every node", 2, node.isolatedHolds.size());
            assertEquals(0, node.statistics().count(Statistic.ISOLATED_SHARED_AFTER_RACE));
        }
    }

    @Test
    public void packetInsOfOneFlowAtBothNodesAtOnceLeaveOneIntentOnTheRecordedPath() throws Exception {
        int flowCount = 12;
        List<FlowKey> flows = new ArrayList<>();
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            for (int i = 0; i < flowCount; i++) {
                Host src = host(0, i % 4);
                Host dst = host(2, i % 4);
                int srcPort = 41000 + i;
                flows.add(flowKey(src, dst, srcPort));
                CyclicBarrier together = new CyclicBarrier(2);
                List<Future<?>> both = new ArrayList<>();
                for (int node = 0; node < 2; node++) {
                    int at = node;
                    both.add(threads.submit(() -> {
                        together.await(10, TimeUnit.SECONDS);
                        packetIn(at, src, dst, srcPort);
                        return null;
                    }));
                }
                for (Future<?> f : both) {
                    f.get(30, TimeUnit.SECONDS);
                }
            }
        } finally {
            threads.shutdownNow();
        }
        onos.awaitQuiescent();

        assertThat(janusIntents(), hasSize(flowCount));
        long programmed = janus.stream().map(JanusManager::statistics)
                .mapToLong(s -> s.count(Statistic.PROGRAMMING) + s.count(Statistic.REPROGRAMMING)).sum();
        long racesLost = janus.stream().mapToLong(j -> j.statistics().count(Statistic.RACES_LOST)).sum();
        assertEquals("each flow's intent submitted once, and again by the node that gave way in a race",
                     flowCount + racesLost, programmed);
        for (FlowKey flow : flows) {
            List<Link> recorded = pathOf(0, flow);
            assertEquals("both nodes see one record", recorded, pathOf(1, flow));
            PointToPointIntent intent = (PointToPointIntent) onos.intentService().getIntent(
                    FlowIntents.keyOf(flow, appId));
            assertEquals("the intent follows the record", recorded, intent.suggestedPath());
            for (JanusManager node : janus) {
                assertThat("the hold follows the record", node.isolatedHolds.holders(recorded), greaterThan(0));
            }
        }
        for (JanusManager node : janus) {
            assertEquals("each flow holds one path", flowCount, node.isolatedHolds.size());
            assertEquals("a flow placed by both nodes is no race", 0, node.statistics()
                    .count(Statistic.ISOLATED_SHARED_AFTER_RACE));
        }
    }

    @Test
    public void eachIdleIntentIsWithdrawnByItsOwnerOnly() {
        List<FlowKey> flows = provisionFlowsOnBothNodes(16);
        long ownedByA = flows.stream().filter(f -> ownerOf(f).equals(cluster.node(0))).count();
        assertThat("both nodes own some flows", ownedByA, greaterThan(0L));
        assertThat("both nodes own some flows", (long) flows.size() - ownedByA, greaterThan(0L));

        idleFor(IDLE_TIMEOUT_SECONDS + 2 * POLL_SECONDS);

        assertThat(janusIntents(), hasSize(0));
        assertEquals(ownedByA, janus.get(0).statistics().count(Statistic.IDLE_WITHDRAWALS));
        assertEquals(flows.size() - ownedByA, janus.get(1).statistics().count(Statistic.IDLE_WITHDRAWALS));
        assertEquals(0, mapSize(JanusManager.FLOWS_MAP));
        janus.forEach(node -> assertEquals(0, node.isolatedHolds.size()));
    }

    @Test
    public void deactivatingOneOfTwoNodesKeepsEveryIntentAndHold() {
        List<FlowKey> flows = provisionFlowsOnBothNodes(8);

        janus.remove(1).deactivate();
        onos.awaitQuiescent();

        List<Intent> intents = janusIntents();
        assertThat(intents, hasSize(flows.size()));
        assertTrue(intents.stream()
                           .allMatch(i -> onos.intentService().getIntentState(i.key()) == IntentState.INSTALLED));
        assertEquals(flows.size(), mapSize(JanusManager.FLOWS_MAP));
        assertEquals(flows.size(), janus.get(0).isolatedHolds.size());
        assertThat(janus.get(0).paths(), hasSize(flows.size()));
    }

    @Test
    public void theRemainingNodeTimesOutTheFlowsOfANodeThatLeft() {
        List<FlowKey> flows = provisionFlowsOnBothNodes(8);
        janus.remove(1).deactivate();
        cluster.markDown(cluster.node(1));

        idleFor(IDLE_TIMEOUT_SECONDS + 2 * POLL_SECONDS);

        assertThat(janusIntents(), hasSize(0));
        assertEquals(flows.size(), janus.get(0).statistics().count(Statistic.IDLE_WITHDRAWALS));
        assertEquals(0, mapSize(JanusManager.FLOWS_MAP));
        assertEquals(0, janus.get(0).isolatedHolds.size());
    }

    @Test
    public void theLastNodeToDeactivateWithdrawsEverythingAndClearsTheSharedMaps() {
        provisionFlowsOnBothNodes(8);
        janus.remove(1).deactivate();
        janus.remove(0).deactivate();
        onos.awaitQuiescent();

        assertThat(janusIntents(), hasSize(0));
        for (String map : List.of(JanusManager.FLOWS_MAP, JanusManager.MEMBERS_MAP)) {
            assertEquals(map + " entries", 0, mapSize(map));
        }
    }

    @Test
    public void aMeasuredChargeReachesEveryNodeWithoutAWriteToTheFlowRecord() {
        packetIn(0, host(0, 0), host(3, 0), 40000);
        onos.awaitQuiescent();
        JanusPath path = janus.get(0).paths().iterator().next();
        long recordVersion = onos.storageService().<String, ProvisionedFlow>existingMap(JanusManager.FLOWS_MAP)
                .get(path.intentKey()).version();
        // 1 MB in the first statistics interval: 200,000 bytes/s measured by the flow's owner.
        onos.switches().flowTables().values().forEach(rules -> rules.forEach(
                rule -> onos.switches().setRuleCounters(rule, 1000, 1_000_000)));
        onos.switches().pushAllFlowStatistics();
        onos.awaitQuiescent();
        clock.advance(POLL_SECONDS * 1000L);
        onos.awaitQuiescent();

        for (JanusManager node : janus) {
            for (Link link : path.links()) {
                assertEquals(200_000d, node.linkUsage().committedRateBytesPerSec(link), 0);
            }
        }
        assertEquals("the record is as the flow was placed", recordVersion,
                     onos.storageService().<String, ProvisionedFlow>existingMap(JanusManager.FLOWS_MAP)
                             .get(path.intentKey()).version());
        assertEquals(1, onos.storageService().eventuallyConsistentMapSize(JanusManager.ACTIVITY_MAP));

        janus.remove(1).deactivate();
        janus.remove(0).deactivate();
        assertEquals("the last node clears the shared activity", 0,
                     onos.storageService().eventuallyConsistentMapSize(JanusManager.ACTIVITY_MAP));
    }

    @Test
    public void aFlowPlacedOnOneNodeIsChargedOnEveryNodeAndLeavesEveryNodeWithIt() {
        janus.forEach(node -> node.setActiveStrategy("luar"));
        packetIn(0, host(0, 0), host(3, 0), 40000);
        onos.awaitQuiescent();
        JanusPath path = janus.get(0).paths().iterator().next();

        for (JanusManager node : janus) {
            for (org.onosproject.net.Link link : path.links()) {
                assertEquals(125_000_000d, node.linkUsage().committedRateBytesPerSec(link), 0);
            }
        }
        // Node b places the next flow from the same edge switch beside it, not on it.
        packetIn(1, host(0, 1), host(3, 1), 40001);
        onos.awaitQuiescent();
        JanusPath second = janus.get(1).path(janus.get(1).paths().stream()
                .filter(p -> !p.intentKey().equals(path.intentKey())).findFirst().orElseThrow().intentKey())
                .orElseThrow();
        assertNotEquals(path.links().get(0), second.links().get(0));

        assertTrue(janus.get(1).withdraw(path.intentKey()));
        onos.awaitQuiescent();
        for (JanusManager node : janus) {
            assertEquals(0, node.linkUsage().committedRateBytesPerSec(path.links().get(0)), 0);
        }
    }

    @Test
    public void onAClusterEachNodeMovesOnlyTheBurstFlowsItProvisionedAndOwns() {
        for (JanusManager node : janus) {
            node.setActiveStrategy("luar");
            JanusTestWiring.modify(node, ImmutableMap.of("burstWindowMillis", 5, "placementRepair", false));
        }
        // Every host sends to the host 5 places on (a permutation), its packet-in at node a or b in turn.
        List<Host> hosts = fatTree.hosts();
        Map<FlowKey, Integer> enteredAt = new HashMap<>();
        for (int i = 0; i < hosts.size(); i++) {
            Host src = hosts.get(i);
            Host dst = hosts.get((i + 5) % hosts.size());
            packetIn(i % 2, src, dst, 40000);
            enteredAt.put(flowKey(src, dst, 40000), i % 2);
        }
        onos.awaitQuiescent();
        Map<FlowKey, List<Link>> placedOnArrival = new HashMap<>();
        enteredAt.keySet().forEach(flow -> placedOnArrival.put(flow, pathOf(0, flow)));

        clock.advance(5);
        onos.awaitQuiescent();

        long moved = 0;
        for (FlowKey flow : enteredAt.keySet()) {
            if (!pathOf(0, flow).equals(placedOnArrival.get(flow))) {
                moved++;
                assertEquals("moved by the node that provisioned it, which owns it: " + flow,
                             cluster.node(enteredAt.get(flow)), ownerOf(flow));
            }
            assertEquals(pathOf(1, flow), pathOf(0, flow));
        }
        assertThat(moved, greaterThan(0L));
        assertEquals(moved, janus.stream().mapToLong(node -> node.statistics().count(Statistic.BURST_MOVES)).sum());
        for (Intent intent : janusIntents()) {
            assertEquals(IntentState.INSTALLED, onos.intentService().getIntentState(intent.key()));
        }
    }
}

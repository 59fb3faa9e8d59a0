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

import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.ClassRule;
import org.junit.Test;
import org.onosproject.cluster.NodeId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.realcluster.SharedRealCluster;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.JanusOnCluster.flowKey;
import static org.onosproject.janus.impl.JanusOnCluster.since;
import static org.onosproject.janus.impl.JanusOnCluster.total;

/**
 * Three Janus instances, one on each node of a real three-node ONOS cluster (ONOS's StorageManager on
 * Atomix Raft for Janus's shared maps, ONOS's WorkPartitionManager for ownership, ONOS's
 * ClusterManager), sharing one embedded data plane and intent service as ONOS nodes share the
 * network and the cluster-wide intent store ({@link JanusOnCluster}). Each Janus's storage is counted,
 * so the test reports the store operations a new flow and a statistics poll cost, and checks the
 * bounds Janus keeps. One cluster for the class, a fresh ONOS core and fresh Janus instances per test.
 */
public class JanusOnRealClusterTest {

    private static final int NODES = 3;
    private static final long BOUND_SECONDS = 60;
    private static final int POLL_SECONDS = 5;
    private static final long POLL_MILLIS = POLL_SECONDS * 1000L;
    private static final String FLOWS = JanusManager.FLOWS_MAP;
    private static final String ACTIVITY = JanusManager.ACTIVITY_MAP;

    @ClassRule
    public static final SharedRealCluster CLUSTER = new SharedRealCluster(NODES);

    private JanusOnCluster janus;

    @Before
    public void startOnosAndJanus() {
        janus = new JanusOnCluster(CLUSTER.cluster(), ImmutableMap.of(
                "strategy", "isolated", "matchGranularity", "fiveTuple",
                "idleTimeout", 10 * POLL_SECONDS, "statsPollInterval", POLL_SECONDS));
    }

    /**
     * Stops every Janus, then checks on the real store what the last one to stop must leave: no
     * flow or member in the shared maps (the next test starts from empty maps too).
     */
    @After
    public void stopJanusAndOnos() {
        janus.close();
        for (String map : List.of(FLOWS, JanusManager.MEMBERS_MAP)) {
            assertEquals(map + " entries after every Janus stopped", 0, janus.sharedMapSize(map));
        }
    }

    private NodeId ownerOf(FlowKey flow) {
        return CLUSTER.cluster().node(0).workPartitionService().getLeader(janus.intentKey(flow), Key::hash);
    }

    private static long flowTableOps(Map<String, Long> ops) {
        return ops.entrySet().stream().filter(e -> e.getKey().startsWith(FLOWS + "."))
                .mapToLong(Map.Entry::getValue).sum();
    }

    @Test
    public void eachNewFlowArrivingAtOneNodeCostsOneFlowTableCallAfterItsIntentIsSubmitted() {
        int flowCount = 30;
        Map<String, Long> before = janus.storeOperationsByKind();
        long[] handlingMicros = new long[flowCount];
        long[] toSubmitMicros = new long[flowCount];
        Map<NodeId, Integer> ingressIsOwner = new HashMap<>();
        for (int i = 0; i < flowCount; i++) {
            Host src = janus.host(0, i % 4);
            Host dst = janus.host(3, i % 4);
            int at = i % NODES;
            long began = System.nanoTime();
            janus.packetIn(at, src, dst, 40000 + i);
            handlingMicros[i] = (System.nanoTime() - began) / 1000;
            toSubmitMicros[i] = (janus.submittedNanos(flowKey(src, dst, 40000 + i)) - began) / 1000;
            if (ownerOf(flowKey(src, dst, 40000 + i)).equals(CLUSTER.cluster().node(at).id())) {
                ingressIsOwner.merge(CLUSTER.cluster().node(at).id(), 1, Integer::sum);
            }
        }
        janus.awaitInstalled(flowCount);
        janus.awaitRecords(flowCount);
        janus.awaitHolds(flowCount);

        assertThat(janus.janusIntents(), hasSize(flowCount));
        assertEquals("each flow's intent submitted once", flowCount, janus.programmed());
        assertEquals("one record per flow", flowCount, janus.sharedMapSize(FLOWS));

        Map<String, Long> ops = since(before, janus.storeOperationsByKind());
        Arrays.sort(handlingMicros);
        Arrays.sort(toSubmitMicros);
        System.out.printf("%d new flows on %d nodes, each at one node: %.1f store operations per flow, %.1f of them "
                                  + "on the flow table (%s); packet-in to intent submitted p50 %.1f ms, p99 %.1f ms, "
                                  + "max %.1f ms; whole packet-in handling p50 %.1f ms, p99 %.1f ms; the packet-in "
                                  + "node was the flow's work-partition owner for %s of them%n",
                          flowCount, NODES, (double) total(ops) / flowCount, (double) flowTableOps(ops) / flowCount,
                          ops, toSubmitMicros[flowCount / 2] / 1000.0, toSubmitMicros[flowCount * 99 / 100] / 1000.0,
                          toSubmitMicros[flowCount - 1] / 1000.0, handlingMicros[flowCount / 2] / 1000.0,
                          handlingMicros[flowCount * 99 / 100] / 1000.0, ingressIsOwner);
        assertEquals("the record, written after the submit: one flow-table call per new flow",
                     Map.of(FLOWS + ".putIfAbsent", (long) flowCount), ops.entrySet().stream()
                             .filter(e -> e.getKey().startsWith(FLOWS + "."))
                             .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
    }

    @Test
    public void newIsolatedFlowsOneAfterAnotherAtEveryNodeCostNoStoreCallBeyondTheirRecordsAndNeverShareAPath() {
        int flowCount = 8;
        Map<String, Long> before = janus.storeOperationsByKind();
        for (int i = 0; i < flowCount; i++) {
            // Pod 0's first host to pod 3's first: one edge pair, four paths.
            janus.packetIn(i % NODES, janus.host(0, 0), janus.host(3, 0), 43000 + i);
            // A store round trip apart: every node has heard the flows before.
            janus.awaitHolds(i + 1);
        }
        janus.awaitInstalled(flowCount);
        Map<String, Long> ops = since(before, janus.storeOperationsByKind());

        assertEquals("the records, one putIfAbsent each, are the only flow-table calls",
                     Map.of(FLOWS + ".putIfAbsent", (long) flowCount), ops.entrySet().stream()
                             .filter(e -> e.getKey().startsWith(FLOWS + "."))
                             .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue)));
        assertTrue("no reservation map: " + ops, ops.keySet().stream().noneMatch(k -> k.contains("reservation")));
        Map<List<Link>, Long> flowsPerPath = janus.janus().get(0).paths().stream()
                .collect(Collectors.groupingBy(JanusPath::links, Collectors.counting()));
        assertEquals("two flows on each of the four paths", Map.of(2L, 4L), flowsPerPath.values().stream()
                .collect(Collectors.groupingBy(n -> n, Collectors.counting())));
        assertEquals("no race", 0L, janus.janus().stream()
                .mapToLong(j -> j.statistics().count(Statistic.ISOLATED_SHARED_AFTER_RACE)).sum());
    }

    /** One statistics poll on every node, its counters at {@code bytes}: the store calls it made. */
    private Map<String, Long> pollAt(long bytes) {
        janus.trafficOnEveryRule(bytes);
        Map<String, Long> before = janus.storeOperationsByKind();
        janus.clock().advance(POLL_MILLIS);
        janus.onos().awaitQuiescent();
        return since(before, janus.storeOperationsByKind());
    }

    private static long callsOn(Map<String, Long> ops, String map) {
        return ops.entrySet().stream().filter(e -> e.getKey().startsWith(map + "."))
                .mapToLong(Map.Entry::getValue).sum();
    }

    /** Every node charges every Janus flow on every link of its path {@code rate} (every rule counts alike). */
    private void awaitEveryNodeCharging(long rate) {
        JanusOnCluster.await("every node charging every flow " + rate + " B/s", () -> janus.janus().stream()
                .allMatch(node -> {
                    var links = node.linkUsage().all().stream().filter(u -> u.committedFlows() > 0)
                            .collect(java.util.stream.Collectors.toList());
                    return !links.isEmpty() && links.stream().allMatch(
                            u -> u.committedRateBytesPerSec() == (double) rate * u.committedFlows());
                }));
    }

    @Test
    public void aPollWritesNoFlowRecordAndSharesEveryChangedChargeInOneWritePerNode() {
        int flowCount = 30;
        for (int i = 0; i < flowCount; i++) {
            janus.packetIn(i % NODES, janus.host(1, i % 4), janus.host(2, i % 4), 42000 + i);
        }
        janus.awaitInstalled(flowCount);
        // 5 s polls, the counters growing 200,000 B/s from the install: 1 MB (the first poll after the install
        // measures the flows it finds owned), 2 MB (ownership of partitions gained since the start settled
        // within that lease: the rest measured, at the same rate), 7 MB (1 MB/s: every rate five times
        // higher), 12 MB (the same rate).
        Map<String, Long> atInstall = pollAt(1_000_000);
        Map<String, Long> settled = pollAt(2_000_000);
        awaitEveryNodeCharging(200_000);
        Map<String, Long> fiveTimes = pollAt(7_000_000);
        awaitEveryNodeCharging(1_000_000);
        Map<String, Long> steady = pollAt(12_000_000);

        System.out.printf("%d active flows on %d nodes, store calls of one poll on every node: the first after "
                                  + "the install %s; the next %s; every rate five times higher %s; steady %s%n",
                          flowCount, NODES, atInstall, settled, fiveTimes, steady);
        assertThat(janus.janusIntents(), hasSize(flowCount));
        for (Map<String, Long> poll : List.of(atInstall, fiveTimes)) {
            assertEquals("no flow record written: " + poll, 0,
                         callsOn(poll, FLOWS));
            long putAll = poll.getOrDefault(ACTIVITY + ".putAll", 0L);
            assertTrue("one write of the shared activity per node at most, whatever the number of flows: " + poll,
                       putAll >= 1 && putAll <= NODES && callsOn(poll, ACTIVITY) == putAll);
        }
        assertTrue("the next poll at most shares the flows measured late, in one write per node: " + settled,
                   callsOn(settled, FLOWS) == 0 && callsOn(settled, ACTIVITY) <= NODES);
        assertEquals("a steady poll shares nothing: " + steady, 0, callsOn(steady, ACTIVITY) + callsOn(steady, FLOWS));
    }

    @Test
    public void packetInsOfOneFlowAtEveryNodeAtOnceLeaveOneIntentOnTheRecordedPath() throws Exception {
        int flowCount = 12;
        List<FlowKey> flows = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(NODES);
        try {
            for (int i = 0; i < flowCount; i++) {
                Host src = janus.host(0, i % 4);
                Host dst = janus.host(2, i % 4);
                int srcPort = 41000 + i;
                flows.add(flowKey(src, dst, srcPort));
                CyclicBarrier together = new CyclicBarrier(NODES);
                List<Future<?>> all = new ArrayList<>();
                for (int node = 0; node < NODES; node++) {
                    int at = node;
                    all.add(pool.submit(() -> {
                        together.await(10, TimeUnit.SECONDS);
                        janus.packetIn(at, src, dst, srcPort);
                        return null;
                    }));
                }
                for (Future<?> f : all) {
                    f.get(BOUND_SECONDS, TimeUnit.SECONDS);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        janus.awaitRecords(flowCount);
        janus.awaitInstalled(flowCount);
        janus.awaitHolds(flowCount);

        long racesLost = janus.racesLost();
        System.out.printf("%d flows, a packet-in of each at all %d nodes at once: %d races lost%n", flowCount, NODES,
                          racesLost);
        assertThat(janus.janusIntents(), hasSize(flowCount));
        assertEquals("each flow's intent submitted once, and again by each node that gave way in a race",
                     flowCount + racesLost, janus.programmed());
        for (FlowKey flow : flows) {
            List<Link> recorded = janus.recordedPath(flow);
            PointToPointIntent intent = (PointToPointIntent) janus.intent(flow);
            assertEquals("the intent follows the record", recorded, intent.suggestedPath());
            for (JanusManager node : janus.janus()) {
                assertTrue("the hold follows the record", node.isolatedHolds.holders(recorded) > 0);
            }
        }
    }
}

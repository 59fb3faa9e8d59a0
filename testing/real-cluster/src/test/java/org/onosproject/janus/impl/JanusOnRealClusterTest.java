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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.realcluster.CountingStorageService;
import org.onosproject.janus.realcluster.RealCluster;
import org.onosproject.janus.realcluster.RealClusterNode;
import org.onosproject.janus.realcluster.ThreadLeaks;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;

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
import java.util.function.BooleanSupplier;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Three Janus instances, one on each node of a real three-node ONOS cluster (ONOS's StorageManager on
 * Atomix Raft for Janus's shared maps, ONOS's WorkPartitionManager for ownership, ONOS's
 * ClusterManager), sharing one embedded data plane and intent service as ONOS nodes share the
 * network and the cluster-wide intent store. Each Janus's storage is counted, so the test reports
 * the store operations a new flow and a statistics poll cost. One cluster for the class, a fresh
 * ONOS core and fresh Janus instances for each test.
 */
public class JanusOnRealClusterTest {

    private static final int NODES = 3;
    private static final int DST_PORT = 5001;
    private static final long BOUND_SECONDS = 60;
    private static final int POLL_SECONDS = 5;
    private static final long POLL_MILLIS = POLL_SECONDS * 1000L;

    private static ThreadLeaks threads;
    private static RealCluster cluster;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private final List<JanusManager> janus = new ArrayList<>();
    private final List<NodePacketService> packetIns = new ArrayList<>();
    private final List<CountingStorageService> stores = new ArrayList<>();
    private EmbeddedOnos onos;
    private ApplicationId appId;

    /** One cluster for the class: starting one takes 12-25 s here; each test starts its own ONOS core and Janus. */
    @BeforeClass
    public static void startCluster() {
        threads = ThreadLeaks.snapshot();
        cluster = RealCluster.start(NODES);
    }

    @AfterClass
    public static void stopCluster() {
        if (cluster != null) {
            cluster.close();
        }
        threads.assertAllEnded();
    }

    @Before
    public void startOnosAndJanus() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        for (RealClusterNode node : cluster.nodes()) {
            startJanus(node);
        }
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    /**
     * Stops every Janus, then checks on the real store what the last one to stop must leave: no
     * flow, claim or reservation in the shared maps (the next test starts from empty maps too).
     */
    @After
    public void stopJanusAndOnos() {
        try {
            for (JanusManager node : ImmutableList.copyOf(janus).reverse()) {
                node.deactivate();
            }
            for (String map : List.of(JanusManager.FLOWS_MAP, JanusManager.CLAIMS_MAP, JanusManager.RESERVATIONS_MAP,
                                      JanusManager.RESERVATION_HOLDERS_MAP, JanusManager.MEMBERS_MAP)) {
                assertEquals(map + " entries after every Janus stopped", 0, sharedMapSize(map));
            }
        } finally {
            if (onos != null) {
                onos.stop();
            }
        }
    }

    private void startJanus(RealClusterNode node) {
        NodePacketService packets = new NodePacketService(onos.packetService());
        CountingStorageService storage = new CountingStorageService(node.storageService());
        JanusTestWiring wiring = JanusTestWiring.on(onos).packetService(packets)
                .storageService(storage.service())
                .partitionService(node.workPartitionService())
                .clusterService(node.clusterService())
                .scheduler(clock);
        ImmutableMap.of("strategy", "isolated", "matchGranularity", "fiveTuple",
                        "idleTimeout", 10 * POLL_SECONDS, "statsPollInterval", POLL_SECONDS)
                .forEach(wiring::property);
        janus.add(wiring.activate());
        packetIns.add(packets);
        stores.add(storage);
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

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

    private long programmed() {
        return janus.stream().map(j -> j.statistics().provisioning())
                .mapToLong(p -> p.programming() + p.reprogramming()).sum();
    }

    private long storeOperations() {
        return stores.stream().mapToLong(CountingStorageService::total).sum();
    }

    private Map<String, Long> storeOperationsByKind() {
        Map<String, Long> sum = new java.util.TreeMap<>();
        stores.forEach(s -> s.counts().forEach((op, n) -> sum.merge(op, n, Long::sum)));
        return sum;
    }

    private int sharedMapSize(String name) {
        return cluster.node(0).storageService().consistentMapBuilder().withName(name)
                .withSerializer(JanusSerializers.serializer(appId)).build().size();
    }

    private static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not within " + BOUND_SECONDS + " s: " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private void awaitInstalled(int count) {
        onos.awaitQuiescent();
        await(count + " Janus intents installed", () -> {
            List<Intent> intents = janusIntents();
            return intents.size() == count && intents.stream()
                    .allMatch(i -> onos.intentService().getIntentState(i.key()) == IntentState.INSTALLED);
        });
    }

    private NodeId ownerOf(FlowKey flow) {
        Key key = FlowIntents.keyOf(flow, appId);
        return cluster.node(0).workPartitionService().getLeader(key, Key::hash);
    }

    @Test
    public void eachNewFlowArrivingAtOneNodeIsProvisionedOnceWithItsStoreOperationsCounted() {
        int flowCount = 30;
        long opsBefore = storeOperations();
        Map<String, Long> byKindBefore = storeOperationsByKind();
        long[] packetInMicros = new long[flowCount];
        Map<NodeId, Integer> ingressIsOwner = new HashMap<>();
        for (int i = 0; i < flowCount; i++) {
            Host src = host(0, i % 4);
            Host dst = host(3, i % 4);
            int at = i % NODES;
            long began = System.nanoTime();
            packetIn(at, src, dst, 40000 + i);
            packetInMicros[i] = (System.nanoTime() - began) / 1000;
            if (ownerOf(flowKey(src, dst, 40000 + i)).equals(cluster.node(at).id())) {
                ingressIsOwner.merge(cluster.node(at).id(), 1, Integer::sum);
            }
        }
        awaitInstalled(flowCount);

        assertThat(janusIntents(), hasSize(flowCount));
        assertEquals("each flow's intent submitted once", flowCount, programmed());
        assertEquals("one reservation per flow", flowCount, sharedMapSize(JanusManager.RESERVATIONS_MAP));
        assertEquals("one record per flow", flowCount, sharedMapSize(JanusManager.FLOWS_MAP));
        assertEquals("no claim left", 0, sharedMapSize(JanusManager.CLAIMS_MAP));

        long ops = storeOperations() - opsBefore;
        Map<String, Long> perKind = new java.util.TreeMap<>();
        storeOperationsByKind().forEach((op, n) -> {
            long delta = n - byKindBefore.getOrDefault(op, 0L);
            if (delta > 0) {
                perKind.put(op, delta);
            }
        });
        Arrays.sort(packetInMicros);
        System.out.printf("%d new flows, each at one node: %.1f store operations per flow (%s); packet-in handling "
                                  + "p50 %.1f ms, p99 %.1f ms, max %.1f ms; provisioned by the packet-in node, which "
                                  + "was the flow's work-partition owner for %s of them%n",
                          flowCount, (double) ops / flowCount, perKind, packetInMicros[flowCount / 2] / 1000.0,
                          packetInMicros[flowCount * 99 / 100] / 1000.0, packetInMicros[flowCount - 1] / 1000.0,
                          ingressIsOwner);
        assertTrue("Janus uses the shared store for new flows", ops > 0);
    }

    /** Every rule in the data plane counts {@code bytes} more, as a statistics reply would report. */
    private void trafficOnEveryRule(long bytes) {
        onos.switches().flowTables().values().forEach(rules -> rules.forEach(
                rule -> onos.switches().setRuleCounters(rule, bytes / 1000, bytes)));
        onos.switches().pushAllFlowStatistics();
        onos.awaitQuiescent();
    }

    @Test
    public void oneStatisticsPollCostsStoreOperationsPerActiveFlow() {
        int flowCount = 30;
        for (int i = 0; i < flowCount; i++) {
            packetIn(i % NODES, host(1, i % 4), host(2, i % 4), 42000 + i);
        }
        awaitInstalled(flowCount);
        trafficOnEveryRule(1_000_000);
        clock.advance(POLL_MILLIS);
        onos.awaitQuiescent();

        trafficOnEveryRule(2_000_000);
        long opsBefore = storeOperations();
        Map<String, Long> byKindBefore = storeOperationsByKind();
        long began = System.nanoTime();
        clock.advance(POLL_MILLIS);
        long pollMicros = (System.nanoTime() - began) / 1000;
        onos.awaitQuiescent();
        long ops = storeOperations() - opsBefore;

        Map<String, Long> perKind = new java.util.TreeMap<>();
        storeOperationsByKind().forEach((op, n) -> {
            long delta = n - byKindBefore.getOrDefault(op, 0L);
            if (delta > 0) {
                perKind.put(op, delta);
            }
        });
        System.out.printf("one poll of %d active flows (every counter grew) on %d nodes: %d store operations, "
                                  + "%.1f per flow (%s), %.1f ms of polling on the three nodes' threads%n",
                          flowCount, NODES, ops, (double) ops / flowCount, perKind, pollMicros / 1000.0);
        assertThat(janusIntents(), hasSize(flowCount));
        assertTrue("each active flow's counter is read from and written to the shared table",
                   perKind.getOrDefault(JanusManager.FLOWS_MAP + ".replace", 0L) >= flowCount);
    }

    @Test
    public void packetInsOfOneFlowAtEveryNodeAtOnceMakeOneIntent() throws Exception {
        int flowCount = 12;
        ExecutorService threads = Executors.newFixedThreadPool(NODES);
        try {
            for (int i = 0; i < flowCount; i++) {
                Host src = host(0, i % 4);
                Host dst = host(2, i % 4);
                int srcPort = 41000 + i;
                CyclicBarrier together = new CyclicBarrier(NODES);
                List<Future<?>> all = new ArrayList<>();
                for (int node = 0; node < NODES; node++) {
                    int at = node;
                    all.add(threads.submit(() -> {
                        together.await(10, TimeUnit.SECONDS);
                        packetIn(at, src, dst, srcPort);
                        return null;
                    }));
                }
                for (Future<?> f : all) {
                    f.get(BOUND_SECONDS, TimeUnit.SECONDS);
                }
            }
        } finally {
            threads.shutdownNow();
        }
        awaitInstalled(flowCount);

        assertThat(janusIntents(), hasSize(flowCount));
        assertEquals("each flow's intent submitted by one node only", flowCount, programmed());
        assertEquals("one reservation per flow", flowCount, sharedMapSize(JanusManager.RESERVATIONS_MAP));
        assertEquals("no claim left", 0, sharedMapSize(JanusManager.CLAIMS_MAP));
    }
}

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
import org.onosproject.janus.impl.store.JanusSerializers;
import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.realcluster.CountingStorageService;
import org.onosproject.janus.realcluster.RealCluster;
import org.onosproject.janus.realcluster.RealClusterNode;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.Serializer;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.Assert.fail;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * One Janus on each node of a {@link RealCluster}, over one embedded ONOS core and data plane (a k=4
 * fat tree), on one virtual clock: each Janus's storage is counted ({@link CountingStorageService})
 * and the moment each flow's intent is submitted is noted, so tests and benchmarks can tell what a
 * new flow or a poll costs the store and how long a packet-in waits for its intent.
 */
final class JanusOnCluster implements AutoCloseable {

    static final int DST_PORT = 5001;
    private static final long BOUND_SECONDS = 60;

    private final RealCluster cluster;
    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private final List<JanusManager> janus = new ArrayList<>();
    private final List<NodePacketService> packetIns = new ArrayList<>();
    private final List<CountingStorageService> stores = new ArrayList<>();
    private final Map<String, Long> submittedNanos = new ConcurrentHashMap<>();
    private final EmbeddedOnos onos;
    private final ApplicationId appId;

    /** Starts the core and a Janus with {@code properties} on every node of {@code cluster}. */
    JanusOnCluster(RealCluster cluster, Map<String, Object> properties) {
        this.cluster = cluster;
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        IntentService timedIntents = submitTimed(onos.intentService());
        for (RealClusterNode node : cluster.nodes()) {
            NodePacketService packets = new NodePacketService(onos.packetService());
            CountingStorageService storage = new CountingStorageService(node.storageService());
            JanusTestWiring wiring = JanusTestWiring.on(onos).packetService(packets)
                    .intentService(timedIntents)
                    .storageService(storage.service())
                    .partitionService(node.workPartitionService())
                    .clusterService(node.clusterService())
                    .scheduler(clock);
            properties.forEach(wiring::property);
            janus.add(wiring.activate());
            packetIns.add(packets);
            stores.add(storage);
        }
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    // ONOS's intent service, noting when each key's intent is first submitted.
    private IntentService submitTimed(IntentService real) {
        return (IntentService) Proxy.newProxyInstance(
                IntentService.class.getClassLoader(), new Class<?>[]{IntentService.class}, (self, method, args) -> {
                    if (method.getName().equals("submit")) {
                        submittedNanos.putIfAbsent(((Intent) args[0]).key().toString(), System.nanoTime());
                    }
                    try {
                        return method.invoke(real, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    EmbeddedOnos onos() {
        return onos;
    }

    ManualScheduler clock() {
        return clock;
    }

    List<JanusManager> janus() {
        return janus;
    }

    ApplicationId appId() {
        return appId;
    }

    Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    /** A TCP packet-in of {@code src} to {@code dst} at node {@code node}; provisioning runs on this thread. */
    void packetIn(int node, Host src, Host dst, int srcPort) {
        packetIns.get(node).deliver(new TestPackets.RecordingContext(inbound(
                src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(), dst.ip().toString(),
                                    srcPort, DST_PORT))));
    }

    static FlowKey flowKey(Host src, Host dst, int srcPort) {
        return FlowKey.ofFiveTuple(src.ip().getIp4Address(), dst.ip().getIp4Address(), (byte) 6, srcPort, DST_PORT);
    }

    Key intentKey(FlowKey flow) {
        return FlowIntents.keyOf(flow, appId);
    }

    /** When the intent of {@code flow} was first submitted ({@link System#nanoTime}), if it was. */
    Long submittedNanos(FlowKey flow) {
        return submittedNanos.get(intentKey(flow).toString());
    }

    List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    /** New flows the nodes provisioned in the same moment as another node, and gave way on. */
    long racesLost() {
        return janus.stream().mapToLong(j -> j.statistics().count(Statistic.RACES_LOST)).sum();
    }

    /** The path of the record of {@code flow}, as the cluster's first node sees it. */
    List<Link> recordedPath(FlowKey flow) {
        return janus.get(0).path(intentKey(flow).toString()).map(JanusPath::links).orElseThrow();
    }

    /** Waits until the store holds {@code count} flow records (a record is written after its flow's submit). */
    void awaitRecords(int count) {
        await(count + " flow records in the store", () -> sharedMapSize(JanusManager.FLOWS_MAP) == count);
    }

    long programmed() {
        return janus.stream().map(JanusManager::statistics)
                .mapToLong(s -> s.count(Statistic.PROGRAMMING) + s.count(Statistic.REPROGRAMMING)).sum();
    }

    /** Store operations of every Janus so far, by {@code map.operation}. */
    Map<String, Long> storeOperationsByKind() {
        Map<String, Long> sum = new TreeMap<>();
        stores.forEach(s -> s.counts().forEach((op, n) -> sum.merge(op, n, Long::sum)));
        return sum;
    }

    /** What happened between two {@link #storeOperationsByKind} readings. */
    static Map<String, Long> since(Map<String, Long> before, Map<String, Long> after) {
        Map<String, Long> delta = new TreeMap<>();
        after.forEach((op, n) -> {
            long d = n - before.getOrDefault(op, 0L);
            if (d > 0) {
                delta.put(op, d);
            }
        });
        return delta;
    }

    static long total(Map<String, Long> ops) {
        return ops.values().stream().mapToLong(Long::longValue).sum();
    }

    /** How Janus serializes the entries of its shared maps. */
    Serializer serializer() {
        return JanusSerializers.serializer();
    }

    /** The shared map {@code name}, on the cluster's first node. */
    <K, V> ConsistentMap<K, V> sharedMap(String name) {
        return cluster.node(0).storageService().<K, V>consistentMapBuilder().withName(name)
                .withSerializer(JanusSerializers.serializer()).build();
    }

    /** The intent of {@code flow}, if there is one. */
    Intent intent(FlowKey flow) {
        return onos.intentService().getIntent(intentKey(flow));
    }

    /** Entries in the shared map {@code name}, read on the cluster's first node. */
    int sharedMapSize(String name) {
        return sharedMap(name).size();
    }

    /**
     * Waits until every Janus node knows {@code count} isolated flows holding a path (each node derives them
     * from the flow records, which reach it after the flows' submits).
     */
    void awaitHolds(int count) {
        await("every node knowing " + count + " isolated holds",
              () -> janus().stream().allMatch(j -> j.isolatedHolds.size() == count));
    }

    void awaitInstalled(int count) {
        onos.awaitQuiescent();
        await(count + " Janus intents installed", () -> {
            List<Intent> intents = janusIntents();
            return intents.size() == count && intents.stream()
                    .allMatch(i -> onos.intentService().getIntentState(i.key()) == IntentState.INSTALLED);
        });
    }

    /** Every rule in the data plane counts {@code bytes}, as a statistics reply would report. */
    void trafficOnEveryRule(long bytes) {
        onos.switches().flowTables().values().forEach(rules -> rules.forEach(
                rule -> onos.switches().setRuleCounters(rule, bytes / 1000, bytes)));
        onos.switches().pushAllFlowStatistics();
        onos.awaitQuiescent();
    }

    static void await(String what, BooleanSupplier condition) {
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

    /** Stops every Janus, the last one withdrawing everything, then the core. */
    @Override
    public void close() {
        try {
            for (JanusManager node : ImmutableList.copyOf(janus).reverse()) {
                node.deactivate();
            }
        } finally {
            onos.stop();
        }
    }
}

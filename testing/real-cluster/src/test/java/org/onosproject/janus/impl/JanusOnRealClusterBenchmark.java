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

import org.onosproject.janus.impl.store.FlowStoreEvent;
import org.onosproject.janus.impl.store.DistributedFlowStore;
import org.onosproject.janus.impl.store.ActivityBucket;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.JanusSerializers;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.realcluster.CountingStorageService;
import org.onosproject.janus.realcluster.RealCluster;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.WallClockTimestamp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

import static org.onosproject.janus.impl.JanusOnCluster.flowKey;
import static org.onosproject.janus.impl.JanusOnCluster.since;
import static org.onosproject.janus.impl.JanusOnCluster.total;

/**
 * Measurements of Janus on a real ONOS cluster, printed, never asserted (timings on a loaded machine
 * are no test): run it on purpose, it is not a {@code *Test} so the build never runs it.
 * <pre>
 * mvn -B -q -pl testing/real-cluster -am test -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dtest=JanusOnRealClusterBenchmark -Dbench.nodes=1,3 -Dbench.flows=60 -Dbench.polled=10000
 * </pre>
 * For each cluster size: new flows (packet-in at one node each, round robin) with the {@code ecmp}
 * strategy and the {@code isolated} one (holds derived from the records): store calls per flow,
 * packet-in to intent submitted p50/p99; then statistics polls' store work over {@code bench.polled}
 * active flows (their records written straight into the shared map, then polled through the flow table
 * of node 1 as the idle reaper polls them): (a) the first poll after their install, every charge newly
 * measured; (b) a steady poll; (c) a poll after every flow's rate changed materially; and, on more than
 * one node, how long until node 2's flow table (what its committed load hears) had every flow at its
 * new rate. Over 100,000 flows give the fork more heap: {@code -Djanus.test.heap=8g}. {@code -Dbench.warmup=N}:
 * N unmeasured new flows before each variant's measured ones (default: one per node).
 */
public class JanusOnRealClusterBenchmark {

    private static final ApplicationId APP = new DefaultApplicationId(9, "org.onosproject.janus.bench");

    private static int[] ints(String property, String defaults) {
        return Arrays.stream(System.getProperty(property, defaults).split(",")).mapToInt(Integer::parseInt)
                .toArray();
    }

    @Test
    public void measure() {
        int flows = ints("bench.flows", "60")[0];
        int[] polled = ints("bench.polled", "10000");
        for (int nodes : ints("bench.nodes", "1,3")) {
            try (RealCluster cluster = RealCluster.start(nodes)) {
                newFlows(cluster, nodes, "ecmp", flows);
                newFlows(cluster, nodes, "isolated", flows);
                recordWrite(cluster, nodes, flows);
                for (int n : polled) {
                    poll(cluster, nodes, n);
                }
            }
        }
    }

    private static void newFlows(RealCluster cluster, int nodes, String strategy, int flowCount) {
        try (JanusOnCluster janus = new JanusOnCluster(cluster, ImmutableMap.of(
                "strategy", strategy, "matchGranularity", "fiveTuple"))) {
            // Warm up, not counted: at least one flow per node, and -Dbench.warmup flows in all, so that each
            // variant is measured with the JIT's work on its code done (the first variant would pay it otherwise).
            int warmup = Math.max(nodes, ints("bench.warmup", "1")[0]);
            for (int i = 0; i < warmup; i++) {
                janus.packetIn(i % nodes, janus.host(0, i % 2), janus.host(1, (i + 1) % 2), 30000 + i);
            }
            Map<String, Long> before = janus.storeOperationsByKind();
            long[] toSubmit = new long[flowCount];
            for (int i = 0; i < flowCount; i++) {
                Host src = janus.host(i % 4, i % 2);
                Host dst = janus.host((i + 2) % 4, (i + 1) % 2);
                long began = System.nanoTime();
                janus.packetIn(i % nodes, src, dst, 40000 + i);
                Long submitted = janus.submittedNanos(flowKey(src, dst, 40000 + i));
                toSubmit[i] = submitted == null ? Long.MAX_VALUE : (submitted - began) / 1000;
            }
            // A record is written after the submit: counted once it is, and every node has heard it.
            janus.awaitRecords(flowCount + warmup);
            if (strategy.equals("isolated")) {
                janus.awaitHolds(flowCount + warmup);
            }
            Map<String, Long> ops = since(before, janus.storeOperationsByKind());
            long shared = janus.janus().stream()
                    .mapToLong(j -> j.statistics().count(Statistic.ISOLATED_SHARED_AFTER_RACE)).sum();
            Arrays.sort(toSubmit);
            System.out.printf("BENCH nodes=%d strategy=%s flows=%d: %.1f store calls per new flow "
                                      + "(%s); packet-in to intent submitted p50 %.1f ms, p99 %.1f ms; "
                                      + "paths shared after a race %d; races lost %d%n",
                              nodes, strategy, flowCount, (double) total(ops) / flowCount, ops,
                              toSubmit[flowCount / 2] / 1000.0, toSubmit[flowCount * 99 / 100] / 1000.0, shared,
                              janus.racesLost());
        }
    }

    /**
     * The flow table's one store call for a new flow, alone: the record's {@code putIfAbsent}, written after
     * the submit (off the packet-in's path), on a map like Janus's, at each node in turn (removed after,
     * untimed). The round trip a packet-in waited for, twice, when the flow table claimed a key before the
     * submit.
     */
    private static void recordWrite(RealCluster cluster, int nodes, int count) {
        List<ConsistentMap<String, ProvisionedFlow>> records = new ArrayList<>();
        for (int node = 0; node < nodes; node++) {
            records.add(cluster.node(node).storageService().<String, ProvisionedFlow>consistentMapBuilder()
                                .withName("bench-record-writes").withSerializer(JanusSerializers.serializer())
                                .build());
        }
        int warmup = Math.max(nodes, ints("bench.warmup", "1")[0]);
        long[] micros = new long[count];
        for (int i = -warmup; i < count; i++) {
            int node = Math.floorMod(i, nodes);
            ProvisionedFlow flow = record(i + warmup, System.currentTimeMillis());
            long began = System.nanoTime();
            records.get(node).putIfAbsent(flow.intentKey().toString(), flow);
            long took = (System.nanoTime() - began) / 1000;
            records.get(node).remove(flow.intentKey().toString());
            if (i >= 0) {
                micros[i] = took;
            }
        }
        Arrays.sort(micros);
        System.out.printf("BENCH nodes=%d a flow record's putIfAbsent alone (after the submit), %d times: p50 %.1f "
                                  + "ms, p99 %.1f ms%n", nodes, count, micros[count / 2] / 1000.0,
                          micros[count * 99 / 100] / 1000.0);
    }

    private static ProvisionedFlow record(int i, long nowMillis) {
        Key key = Key.of("bench-" + i, APP);
        FlowRequest request = new FlowRequest(
                FlowKey.ofFiveTuple(Ip4Address.valueOf(0x0a000000 + i / 50_000), Ip4Address.valueOf("10.0.1.1"),
                                    (byte) 6, 1 + i % 50_000, 5001),
                HostId.hostId("00:00:00:00:00:01/None"), HostId.hostId("00:00:00:00:00:02/None"),
                ConnectPoint.deviceConnectPoint("of:0000000000000001/1"),
                ConnectPoint.deviceConnectPoint("of:0000000000000002/1"));
        return new ProvisionedFlow(key, request, Selection.of(ImmutableList.of(), "bench"), "ecmp", nowMillis,
                                   125_000_000L);
    }

    /** A flow store on one node of the cluster, on the benchmark's maps, its store calls counted. */
    private static final class NodeTable implements AutoCloseable {
        private final CountingStorageService storage;
        private final EventuallyConsistentMap<String, ActivityBucket> activity;
        private final FlowStore table;

        NodeTable(RealCluster cluster, int node, String suffix, ManualScheduler clock) {
            storage = new CountingStorageService(cluster.node(node).storageService());
            AsyncConsistentMap<String, ProvisionedFlow> flowsMap = storage.service()
                    .<String, ProvisionedFlow>consistentMapBuilder().withName("bench-flows" + suffix)
                    .withSerializer(JanusSerializers.serializer()).buildAsyncMap();
            // As JanusManager builds its activity map.
            activity = storage.service().<String, ActivityBucket>eventuallyConsistentMapBuilder()
                    .withName("bench-activity" + suffix).withSerializer(JanusSerializers.namespace())
                    .withTimestampProvider((group, bucket) -> new WallClockTimestamp(
                            bucket == null ? clock.nowMillis() : bucket.writtenAtMillis()))
                    .build();
            table = new DistributedFlowStore(flowsMap, activity, clock, MoreExecutors.directExecutor());
        }

        @Override
        public void close() {
            table.close();
            activity.destroy();
        }
    }

    /** One poll's figures on the polling node, and when another node saw every flow at its new rate. */
    private static String pollOnce(NodeTable poller, ManualScheduler clock, long counter,
                                   Map<Long, LongAdder> flowsAtRate, long rate, int flowCount) {
        clock.advance(5_000);
        Map<String, Long> before = poller.storage.counts();
        long began = System.nanoTime();
        for (ProvisionedFlow f : poller.table.all()) {
            poller.table.observeBytes(f.intentKey(), counter, clock.nowMillis());
        }
        long observed = System.nanoTime();
        int groups = poller.table.shareActivity();
        long sharedAt = System.nanoTime();
        poller.table.forgetStaleInstalls();
        long ended = System.nanoTime();
        long pollMillis = TimeUnit.NANOSECONDS.toMillis(ended - began);
        Map<String, Long> ops = since(before, poller.storage.counts());
        String seen = "";
        if (flowsAtRate != null && groups > 0) {
            long deadline = began + TimeUnit.SECONDS.toNanos(300);
            while (atRate(flowsAtRate, rate) < flowCount && System.nanoTime() < deadline) {
                sleepMillis(5);
            }
            long atRate = atRate(flowsAtRate, rate);
            seen = String.format("; node 2 saw %d of them at the new rate %d ms after the poll began", atRate,
                                 TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began));
        }
        return String.format("%d ms (reading the node's copy and observing every flow %d ms, no store call; "
                                     + "shareActivity %d ms; forgetStaleInstalls %d ms), %d store calls %s, %d groups "
                                     + "of activity written%s", pollMillis,
                             TimeUnit.NANOSECONDS.toMillis(observed - began),
                             TimeUnit.NANOSECONDS.toMillis(sharedAt - observed),
                             TimeUnit.NANOSECONDS.toMillis(ended - sharedAt), total(ops), ops, groups, seen);
    }

    private static long atRate(Map<Long, LongAdder> flowsAtRate, long rate) {
        LongAdder n = flowsAtRate.get(rate);
        return n == null ? 0 : n.sum();
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private static void poll(RealCluster cluster, int nodes, int flowCount) {
        String suffix = "-" + flowCount;
        AsyncConsistentMap<String, ProvisionedFlow> raw = cluster.node(0).storageService()
                .<String, ProvisionedFlow>consistentMapBuilder().withName("bench-flows" + suffix)
                .withSerializer(JanusSerializers.serializer()).buildAsyncMap();
        ManualScheduler clock = new ManualScheduler(1_000);
        long fillBegan = System.nanoTime();
        Semaphore inFlight = new Semaphore(64);
        List<CompletableFuture<?>> writes = new ArrayList<>();
        for (int i = 0; i < flowCount; i++) {
            inFlight.acquireUninterruptibly();
            writes.add(raw.put("bench-" + i, record(i, clock.nowMillis())).whenComplete((v, e) -> inFlight.release()));
        }
        CompletableFuture.allOf(writes.toArray(new CompletableFuture[0])).join();
        long fillMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - fillBegan);

        long loadBegan = System.nanoTime();
        NodeTable poller = new NodeTable(cluster, 0, suffix, clock);
        long loadMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - loadBegan);
        // Another node's view: the rate each flow is charged there, as its listeners (the committed load) hear it.
        // (The flow store tells its delegate one change at a time.)
        Map<String, Long> seenRates = new HashMap<>();
        Map<Long, LongAdder> flowsAtRate = new ConcurrentHashMap<>();
        NodeTable observer = nodes > 1 ? new NodeTable(cluster, 1, suffix, clock) : null;
        if (observer != null) {
            observer.table.setDelegate(e -> {
                if (e.type() == FlowStoreEvent.Type.UPDATED && e.subject().charge().isMeasured()) {
                    long rate = e.subject().charge().rateBytesPerSec();
                    Long previous = seenRates.put(e.subject().intentKey().toString(), rate);
                    if (previous == null || previous != rate) {
                        if (previous != null) {
                            flowsAtRate.get(previous).decrement();
                        }
                        flowsAtRate.computeIfAbsent(rate, r -> new LongAdder()).increment();
                    }
                }
            });
        }
        try {
            for (ProvisionedFlow f : poller.table.all()) {
                poller.table.markInstalled(f.intentKey(), clock.nowMillis());
            }
            Map<Long, LongAdder> watched = observer == null ? null : flowsAtRate;
            // Counters over 5 s polls: 1 MB (first measurement: 200,000 B/s), 2 MB (steady), 7 MB (1 MB/s:
            // every rate changed materially), 12 MB (steady again).
            String first = pollOnce(poller, clock, 1_000_000L, watched, 200_000L, flowCount);
            String steady = pollOnce(poller, clock, 2_000_000L, watched, 200_000L, flowCount);
            String changed = pollOnce(poller, clock, 7_000_000L, watched, 1_000_000L, flowCount);
            String steadyAgain = pollOnce(poller, clock, 12_000_000L, watched, 1_000_000L, flowCount);
            System.out.printf("BENCH nodes=%d poll of %d active flows: written in %d ms, loaded into a node's copy "
                                      + "in %d ms (one entrySet); (a) first poll after install (every charge newly "
                                      + "measured): %s; (b) steady poll: %s; (c) every rate changed materially: %s; "
                                      + "steady again: %s%n",
                              nodes, flowCount, fillMillis, loadMillis, first, steady, changed, steadyAgain);
        } finally {
            if (observer != null) {
                observer.close();
            }
            poller.close();
            raw.clear().join();
        }
    }
}

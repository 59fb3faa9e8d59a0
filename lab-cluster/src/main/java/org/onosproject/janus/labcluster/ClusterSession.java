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
package org.onosproject.janus.labcluster;

import com.google.common.collect.ImmutableList;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.experiment.PlaneSnapshot;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.realcluster.AgentTopologyCluster;
import org.onosproject.janus.realcluster.RealClusterNode;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.Serializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * One run on a real cluster: the lab's emulated network with a {@link ClusterController}, the node that
 * dies killed and brought back as the {@link ClusterPlan} says, and what that did read into a
 * {@link ClusterOutcome} when the runner closes the session.
 *
 * <p><b>Time.</b> The lab's time is virtual; the cluster's (Raft elections, session timeouts, ONOS's
 * failure detection) is wall time. From the kill until every flow has one owner after the rejoin,
 * virtual time is paced so that it never runs ahead of wall time (a tick every
 * {@value #TICK_MILLIS} ms of virtual time waits for the wall clock): what the cluster does in
 * 20 s of wall time then happens within 20 s of the run. Before the kill and after the rebalancing it
 * runs as fast as the lab can. Store calls block the lab's one thread, so they take no virtual time;
 * their wall time is what the packet-in to submission latencies measure.
 */
final class ClusterSession implements LabSession {

    private static final Logger log = LoggerFactory.getLogger(ClusterSession.class);
    static final long TICK_MILLIS = 100;
    /** Ownership is read every this many ticks (half a second). */
    private static final int CHECK_EVERY = 5;
    /** Work-partition sample: every partition gets some of these keys (identity hash). */
    private static final int SAMPLE_KEYS = 1000;
    /** After the idle timeout, this many polls for the owners to reap and ONOS to purge; then as many more at most. */
    private static final int LEAK_CHECK_POLLS = 3;
    private static final long FINISH_BOUND_WALL_MILLIS = TimeUnit.MINUTES.toMillis(10);
    private static final Serializer SIZE_ONLY = Serializer.using(KryoNamespaces.API);
    /**
     * Probe flows while the cluster is degraded: a new small flow on a host pair not used before by the
     * probes, every {@value #PROBE_GAP_MILLIS} ms from the kill until the rebalancing, so that packet-in
     * to submission is measured through the stall and the rejoin, not only when the workloads happen to
     * start flows there.
     */
    static final long PROBE_GAP_MILLIS = 250;
    static final long PROBE_BYTES = 10_000;
    private static final long PROBE_SALT = 0x9b0be5L;

    private final ClusterScenario scenario;
    private final String strategy;
    private final int idleTimeoutSeconds;
    private final int pollSeconds;
    private final AgentTopologyCluster cluster;
    private final EmulatedNetwork network;
    private final ClusterController controller;
    private final ActLedger ledger;
    private final long clusterStartMillis;
    private final Consumer<ClusterOutcome> outcomes;
    private final Timeline timeline = new Timeline();
    private final Set<Key> deadKeys = new HashSet<>();
    /** Chosen at the kill; null before. */
    private KillChoice killed;
    private String deadName = "none (no kill)";
    /** The Janus flows each node owned at the kill, by node name. */
    private final Map<String, Integer> ownedAtKill = new TreeMap<>();
    private CompletableFuture<RealClusterNode> rejoin;
    private long killWallNanos;
    private long rejoinWallNanos;
    private boolean pacing;
    private long paceVirtualAnchor;
    private long paceWallAnchor;
    private long ticks;
    private final List<int[]> probePairs;
    private int probesSent;
    private String problem;
    private boolean closed;

    ClusterSession(ClusterScenario scenario, String strategy, long seed, int idleTimeoutSeconds, int pollSeconds,
                   AgentTopologyCluster cluster, EmulatedNetwork network, ClusterController controller,
                   ActLedger ledger, long clusterStartMillis, Consumer<ClusterOutcome> outcomes) {
        this.scenario = scenario;
        this.strategy = strategy;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.pollSeconds = pollSeconds;
        this.cluster = cluster;
        this.network = network;
        this.controller = controller;
        this.ledger = ledger;
        this.clusterStartMillis = clusterStartMillis;
        this.outcomes = outcomes;
        this.probePairs = probePairs(network.hosts().size(), seed ^ PROBE_SALT);
        long now = network.nowMillis();
        network.engine().scheduleMillis(Math.max(0, scenario.killMillis() - now), this::kill);
        network.engine().scheduleMillis(Math.max(0, scenario.rejoinMillis() - now), this::beginRejoin);
    }

    // ---- the cluster's events ----

    /**
     * Kills the node the plan chooses from who owns the Janus flows now (by node-1's view of the work
     * partitions: every node reads the same leaderships), and notes the flows it owned.
     */
    private void kill() {
        List<Key> live = janusIntents().stream().map(Intent::key).collect(Collectors.toList());
        RealClusterNode reader = cluster.node(0);
        List<Set<Key>> owned = new ArrayList<>();
        List<Integer> ownedCounts = new ArrayList<>();
        for (int i = 0; i < cluster.nodes().size(); i++) {
            NodeId id = cluster.node(i).id();
            Set<Key> mine = live.stream()
                    .filter(key -> id.equals(reader.workPartitionService().getLeader(key, Key::hash)))
                    .collect(Collectors.toSet());
            owned.add(mine);
            ownedCounts.add(mine.size());
            ownedAtKill.put(id.id(), mine.size());
        }
        killed = scenario.plan().chooseDeadNode(ownedCounts);
        int dead = killed.index();
        deadName = controller.node(dead).name();
        deadKeys.addAll(owned.get(dead));
        controller.kill(dead);
        killWallNanos = System.nanoTime();
        cluster.crash(dead);
        timeline.killMillis = network.nowMillis();
        log.info("{} killed at {} ms (virtual) owning {} Janus flows: {}", deadName, timeline.killMillis,
                 deadKeys.size(), killed);
        pacing = true;
        paceVirtualAnchor = network.engine().nowNanos();
        paceWallAnchor = System.nanoTime();
        network.engine().scheduleMillis(TICK_MILLIS, this::tick);
        network.engine().scheduleMillis(TICK_MILLIS, this::probe);
    }

    /** Every ordered pair of distinct hosts once, in a seeded order. */
    private static List<int[]> probePairs(int hosts, long seed) {
        List<int[]> pairs = new java.util.ArrayList<>();
        for (int a = 0; a < hosts; a++) {
            for (int b = 0; b < hosts; b++) {
                if (a != b) {
                    pairs.add(new int[]{a, b});
                }
            }
        }
        java.util.Collections.shuffle(pairs, new java.util.Random(seed));
        return pairs;
    }

    private void probe() {
        if (!pacing || probesSent >= probePairs.size()) {
            return;
        }
        int[] pair = probePairs.get(probesSent++);
        network.startFlow(new FlowSpec(pair[0], pair[1], PROBE_BYTES, 0, 0, "probe"), result -> { });
        network.engine().scheduleMillis(PROBE_GAP_MILLIS, this::probe);
    }

    /** Probe flows started so far. */
    int probesSent() {
        return probesSent;
    }

    private void beginRejoin() {
        timeline.rejoinBeganMillis = network.nowMillis();
        rejoinWallNanos = System.nanoTime();
        int dead = killed.index();
        rejoin = CompletableFuture.supplyAsync(() -> cluster.rejoinWithEmptyDisk(dead), runnable -> {
            Thread t = new Thread(runnable, "cluster-lab-rejoin");
            t.setDaemon(true);
            t.start();
        });
    }

    /** While pacing: waits for the wall clock, then reads ownership every {@link #CHECK_EVERY} ticks. */
    private void tick() {
        long ahead = (network.engine().nowNanos() - paceVirtualAnchor) - (System.nanoTime() - paceWallAnchor);
        if (ahead > 0) {
            sleepNanos(ahead);
        }
        if (++ticks % CHECK_EVERY == 0) {
            checkCluster();
        }
        if (pacing) {
            network.engine().scheduleMillis(TICK_MILLIS, this::tick);
        }
    }

    private void checkCluster() {
        int dead = killed.index();
        if (timeline.movedMillis < 0 && everyKeyHasOneOwner(survivors(), Set.copyOf(deadKeys))) {
            timeline.movedMillis = network.nowMillis();
            timeline.movedWallMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killWallNanos);
        }
        if (rejoin != null && timeline.rejoinedMillis < 0 && rejoin.isDone()) {
            try {
                RealClusterNode fresh = rejoin.join();
                timeline.rejoinWallMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - rejoinWallNanos);
                controller.rejoin(dead, fresh);
                timeline.rejoinedMillis = network.nowMillis();
            } catch (RuntimeException e) {
                problem = "the rejoin failed: " + e;
                pacing = false;
                log.warn("rejoin failed", e);
                return;
            }
        }
        if (timeline.rejoinedMillis >= 0 && timeline.rebalancedMillis < 0) {
            RealClusterNode fresh = cluster.node(dead);
            boolean ownsSome = LongStream.range(0, SAMPLE_KEYS).anyMatch(
                    k -> fresh.workPartitionService().isMine(k, x -> x));
            if (ownsSome && everyKeyHasOneOwner(cluster.liveNodes(), allKeys())) {
                timeline.rebalancedMillis = network.nowMillis();
                timeline.rebalancedWallMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - rejoinWallNanos);
                pacing = false;
            }
        }
    }

    private List<RealClusterNode> survivors() {
        RealClusterNode deadNode = cluster.node(killed.index());
        return cluster.liveNodes().stream().filter(n -> n != deadNode).collect(Collectors.toList());
    }

    /**
     * Every sample key of every work partition, and every one of {@code keys}, owned by exactly one of {@code nodes}.
     */
    private static boolean everyKeyHasOneOwner(List<RealClusterNode> nodes, Set<Key> keys) {
        boolean partitions = LongStream.range(0, SAMPLE_KEYS).allMatch(k -> nodes.stream()
                .filter(n -> n.workPartitionService().isMine(k, x -> x)).count() == 1);
        return partitions && withoutOneOwner(nodes, keys) == 0;
    }

    private static int withoutOneOwner(List<RealClusterNode> nodes, Set<Key> keys) {
        return (int) keys.stream().filter(key -> nodes.stream()
                .filter(n -> n.workPartitionService().isMine(key, Key::hash)).count() != 1).count();
    }

    /** Every intent key any node touched, and every Janus intent now. */
    private Set<Key> allKeys() {
        Set<Key> keys = new HashSet<>();
        ledger.acts().forEach(a -> {
            if (a.key != null) {
                keys.add(a.key);
            }
        });
        janusIntents().forEach(i -> keys.add(i.key()));
        return keys;
    }

    private List<Intent> janusIntents() {
        ApplicationId appId = network.onos().coreService().getAppId(JanusManager.APP_NAME);
        IntentService intents = network.onos().intentService();
        return appId == null ? List.of() : ImmutableList.copyOf(intents.getIntentsByAppId(appId));
    }

    private static void sleepNanos(long nanos) {
        try {
            TimeUnit.NANOSECONDS.sleep(nanos);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while pacing virtual time", e);
        }
    }

    // ---- LabSession ----

    @Override
    public LabNetwork network() {
        return network;
    }

    @Override
    public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
        return network.runUntil(done, deadlineMillis);
    }

    @Override
    public void drain() {
        network.runUntilQuiet();
    }

    @Override
    public void idle(long millis) {
        network.idle(millis);
    }

    @Override
    public FlowLedger flows() {
        return network.ledger();
    }

    @Override
    public List<Long> recentMoveMillis() {
        return List.of();
    }

    /** Paths between two of {@code hosts}, as the first live node lists them (the flow table is shared). */
    @Override
    public long janusPathsAmong(Collection<Integer> hosts) {
        return LabSession.janusPathsAmong(controller.liveNodes().get(0).janus(), network.fabric(), hosts);
    }

    /** The first live node's Janus statistics (each node counts only what it did itself). */
    @Override
    public JanusStatistics janusStatistics() {
        return controller.liveNodes().get(0).janus().statistics();
    }

    @Override
    public PlaneSnapshot snapshot() {
        throw new UnsupportedOperationException("a cluster run reports its own end state (ClusterOutcome)");
    }

    @Override
    public Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                               Predicate<FlowSpec> appFlow) {
        throw new UnsupportedOperationException("a cluster run injects its own failure: the death of a node");
    }

    /**
     * Finishes the run (the rejoin and rebalancing, every flow to its end, the idle timeout and the
     * owners' reaping), reads the outcome, then stops Janus, the network and the cluster.
     */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            finish();
            outcomes.accept(readOutcome());
        } finally {
            try {
                network.close();
            } finally {
                cluster.close();
            }
        }
    }

    private void finish() {
        long bound = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(FINISH_BOUND_WALL_MILLIS);
        while (timeline.rebalancedMillis < 0 && problem == null && System.nanoTime() < bound
                && network.engine().step()) {
            // the kill, the rejoin and the rebalancing, paced
        }
        if (timeline.rebalancedMillis < 0 && problem == null) {
            problem = "no rebalancing within " + FINISH_BOUND_WALL_MILLIS / 1000 + " s of wall time";
        }
        pacing = false;
        network.runUntilQuiet();
        long poll = pollSeconds * 1000L;
        network.runFor(idleTimeoutSeconds * 1000L + LEAK_CHECK_POLLS * poll);
        network.settle();
        for (int round = 0; round < LEAK_CHECK_POLLS && !janusIntents().isEmpty(); round++) {
            network.runFor(poll);
            network.settle();
        }
    }

    private ClusterOutcome readOutcome() {
        List<RealClusterNode> live = cluster.liveNodes();
        Set<Key> keys = allKeys();
        RealClusterNode reader = live.get(0);
        ClusterOutcome.Leftovers left = new ClusterOutcome.Leftovers(janusIntents().size(),
                network.onos().switches().installedRuleCount(), mapSize(reader, JanusManager.FLOWS_MAP));
        return new ClusterOutcome(strategy, clusterStartMillis, deadName, ownedAtKill, timeline, network.nowMillis(),
                                  ledger, deadKeys, keys.size(), withoutOneOwner(live, keys), left, probesSent,
                                  problem);
    }

    private static int mapSize(RealClusterNode node, String name) {
        return node.storageService().consistentMapBuilder().withName(name).withSerializer(SIZE_ONLY).build().size();
    }
}

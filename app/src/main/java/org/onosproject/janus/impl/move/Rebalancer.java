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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.config.RebalanceConfig;
import com.google.common.collect.EvictingQueue;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.strategy.LeastCostPath;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.function.Supplier;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Moves running elephants (flows charged at least {@link #ELEPHANT_SHARE} of their path's capacity) off
 * hot links between idle timeouts (in the manner of Hedera's global
 * scheduler). Every statistics interval: for each link whose expected utilisation is above the
 * threshold, hottest first, take the flows crossing it, largest charge first, and move a flow to the
 * equal-cost path whose busiest link, with the flow on it, is least utilised, if that is lower than
 * its current busiest link by more than the hysteresis margin. The move goes through the {@link FlowMover}
 * (the flow's intent resubmitted under the same key with the new suggested path) and moves its charge at
 * once, so the next decision of the round already sees it.
 * <p>
 * Bounded: at most {@code maxMoves} moves per round, no flow moved again within the cool-down, and
 * only flows placed by a strategy that {@link PathSelector#rebalances() rebalances}, installed, and
 * owned by this node (so on a cluster each flow has one mover). A move never makes the flow's own
 * bottleneck worse, and with the margin two flows cannot swap back and forth: each move lowers the
 * moved flow's bottleneck by more than the margin.
 */
public final class Rebalancer {

    /**
     * Only elephants are moved: flows charged at least this share of their narrowest link's capacity
     * (Hedera's 10% of the NIC rate). Moving a mouse off a hot link relieves nothing, and a flow measured
     * near idle (an MPI rank between phases) would be put on a path chosen for its idle rate.
     */
    static final double ELEPHANT_SHARE = 0.1;

    /** How many recent moves {@link #recentMoves()} keeps. */
    static final int RECENT_MOVES = 100;

    private static final Logger log = getLogger(Rebalancer.class);
    private static final long MILLIS_PER_SECOND = 1000L;

    private final FlowStore flows;
    private final FabricTracker fabric;
    private final ExpectedUsage usage;
    private final FlowMover mover;
    private final JanusCounters counters;
    private final Supplier<JanusConfig> config;
    private final Scheduler scheduler;
    private final Map<Key, Long> lastMoved = new ConcurrentHashMap<>();
    // Guarded by itself.
    private final EvictingQueue<RebalanceMove> recent = EvictingQueue.create(RECENT_MOVES);

    public Rebalancer(JanusContext context, FlowState state, Placement placement, FlowMover mover) {
        this.flows = state.flows();
        this.fabric = placement.fabric();
        this.usage = placement.usage();
        this.mover = mover;
        this.counters = context.counters();
        this.config = context.configSupplier();
        this.scheduler = context.scheduler();
    }

    /** Forgets when flows were last moved: every flow may move again at once. */
    public void resetCoolDowns() {
        lastMoved.clear();
    }

    /** The most recent moves, oldest first. */
    public List<RebalanceMove> recentMoves() {
        synchronized (recent) {
            return ImmutableList.copyOf(recent);
        }
    }

    /**
     * One round.
     *
     * @return the number of flows moved
     */
    public synchronized int rebalance() {
        RebalanceConfig cfg = config.get().rebalance();
        if (!cfg.enabled() || cfg.maxMoves() == 0) {
            return 0;
        }
        long now = scheduler.nowMillis();
        long cooldownMillis = cfg.cooldownSeconds() * MILLIS_PER_SECOND;
        lastMoved.values().removeIf(at -> now - at >= cooldownMillis);
        List<LinkUsage> hot = hotLinks(cfg.threshold());
        if (hot.isEmpty()) {
            return 0;
        }
        counters.increment(Statistic.REBALANCE_ROUNDS);
        Map<LinkEnds, List<ProvisionedFlow>> movable = movableFlowsByLink();
        int moves = 0;
        for (LinkUsage link : hot) {
            LinkEnds ends = LinkEnds.of(link.src(), link.dst());
            for (ProvisionedFlow flow : movable.getOrDefault(ends, List.of())) {
                if (moves >= cfg.maxMoves() || usage.utilisation(ends) <= cfg.threshold()) {
                    break;
                }
                // A flow moved already this round is in its cool-down: tryMove leaves it.
                if (tryMove(flow, cfg.hysteresis(), now)) {
                    moves++;
                }
            }
        }
        return moves;
    }

    private List<LinkUsage> hotLinks(double threshold) {
        return usage.all().stream().filter(link -> link.expectedUtilisation() > threshold)
                .sorted(Comparator.comparingDouble(LinkUsage::expectedUtilisation).reversed()
                                .thenComparing(l -> l.src().toString()).thenComparing(l -> l.dst().toString()))
                .collect(Collectors.toList());
    }

    // Flows this node may move, by the links they cross, largest charge first (then by key, for determinism).
    private Map<LinkEnds, List<ProvisionedFlow>> movableFlowsByLink() {
        Map<LinkEnds, List<ProvisionedFlow>> byLink = new HashMap<>();
        for (ProvisionedFlow flow : flows.all()) {
            if (movable(flow)) {
                for (Link link : flow.links()) {
                    byLink.computeIfAbsent(LinkEnds.of(link), l -> new ArrayList<>()).add(flow);
                }
            }
        }
        Comparator<ProvisionedFlow> largestFirst = Comparator
                .comparingLong((ProvisionedFlow f) -> f.charge().rateBytesPerSec()).reversed()
                .thenComparing(f -> f.intentKey().toString());
        byLink.values().forEach(list -> list.sort(largestFirst));
        return byLink;
    }

    private boolean movable(ProvisionedFlow flow) {
        return flow.state() == ProvisionedFlow.State.INSTALLED && !flow.links().isEmpty() && isElephant(flow)
                && !lastMoved.containsKey(flow.intentKey()) && mover.mayMove(flow);
    }

    private boolean isElephant(ProvisionedFlow flow) {
        return flow.charge().rateBytesPerSec() >= ELEPHANT_SHARE * usage.narrowestCapacityBytesPerSec(flow.links());
    }

    private boolean tryMove(ProvisionedFlow stale, double hysteresis, long now) {
        // The record may have changed since the round began (withdrawn, rerouted).
        Optional<ProvisionedFlow> current = flows.get(stale.intentKey());
        if (current.isEmpty() || !current.get().links().equals(stale.links()) || !movable(current.get())) {
            return false;
        }
        ProvisionedFlow flow = current.get();
        CandidatePaths candidates = fabric.current().candidates(flow.request());
        if (candidates.pathCount() < 2) {
            return false;
        }
        Set<LinkEnds> onPath = new HashSet<>();
        double before = 0;
        for (Link link : flow.links()) {
            onPath.add(LinkEnds.of(link));
            before = Math.max(before, usage.utilisation(link));
        }
        double rate = flow.charge().rateBytesPerSec();
        // Each link's utilisation with the flow on it: links of its path already carry it.
        LeastCostPath best = LeastCostPath.leastBottleneck(candidates, (dag, costs) -> {
            usage.utilisationCost().costsOf(dag, costs);
            for (int i = 0; i < dag.dagLinkCount(); i++) {
                Link link = dag.dagLink(i);
                costs[i] += onPath.contains(LinkEnds.of(link)) ? 0 : rate / usage.capacityBytesPerSec(link);
            }
        }, LeastCostPath.Ties.byHash(flow.request().key().stableHash()));
        double after = best.bottleneck();
        if (best.path().equals(flow.links()) || !(after + hysteresis < before)) {
            return false;
        }
        Selection selection = Selection.of(best.path(), String.format(
                Locale.ROOT, "rebalanced: busiest link %.3f -> %.3f", before, after));
        if (mover.move(flow, selection, FlowMover.Reason.REBALANCE) != FlowMover.Outcome.MOVED) {
            return false;
        }
        lastMoved.put(flow.intentKey(), now);
        counters.increment(Statistic.REBALANCE_MOVES);
        synchronized (recent) {
            recent.add(new RebalanceMove(flow.intentKey().toString(), now, flow.links(), best.path(), before, after,
                                         rate));
        }
        log.debug("Moved {}: busiest link {} -> {}", flow.intentKey(), before, after);
        return true;
    }
}

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
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkEnds;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Makes room for a new flow that would otherwise overload a link, by moving flows placed moments
 * before it: the joint decision greedy placement lacks when many flows start together (an MPI phase).
 * <p>
 * Fat-trees and leaf-spine fabrics are rearrangeably non-blocking: a permutation always has a
 * placement with no shared link, but placing flows one at a time, each on the least-loaded path, still
 * leaves about one shared link per permutation (the lab's permutation experiment shows it). When the
 * new flow's best path would overload a link (its expected utilisation plus the new flow's charge
 * above 1), this searches, depth first, for a chain of moves in the manner of an augmenting path in
 * bipartite edge colouring: the new flow takes a path blocked by exactly one movable flow, that flow
 * takes a path blocked by exactly one other, and so on, until a flow finds a path with room. Bounded
 * by {@link #MAX_CHAIN} moves and {@link #MAX_STEPS} explored steps per placement.
 * <p>
 * Movable flows are the <em>young</em> ones: placed by a strategy that {@link PathSelector#rebalances()
 * rebalances}, owned by this node, not being withdrawn, and still charged their placement estimate (no
 * counter reading yet, so little or nothing has been sent on their path). Moving one resubmits its
 * intent under the same key, as a rebalancing does. Each search scans the flow table once for them.
 */
final class PlacementRepair {

    /** Longest chain of moved flows for one placement. */
    static final int MAX_CHAIN = 8;
    /** Most chain steps explored for one placement. */
    static final int MAX_STEPS = 2_000;

    private static final double EPSILON = 1e-9;

    private final FlowTable flows;
    private final FlowOwnership ownership;
    private final FabricTracker fabric;
    private final ExpectedUsage usage;
    private final SelectorRegistry selectors;

    PlacementRepair(FlowTable flows, FlowOwnership ownership, FabricTracker fabric, ExpectedUsage usage,
                    SelectorRegistry selectors) {
        this.flows = flows;
        this.ownership = ownership;
        this.fabric = fabric;
        this.usage = usage;
        this.selectors = selectors;
    }

    /** A flow to move, and where. */
    static final class Move {
        private final ProvisionedFlow flow;
        private final List<Link> to;

        Move(ProvisionedFlow flow, List<Link> to) {
            this.flow = flow;
            this.to = ImmutableList.copyOf(to);
        }

        ProvisionedFlow flow() {
            return flow;
        }

        List<Link> to() {
            return to;
        }
    }

    /** A path for the new flow and the moves that make room for it. */
    static final class Plan {
        private final List<Link> path;
        private final List<Move> moves;

        private Plan(List<Link> path, List<Move> moves) {
            this.path = ImmutableList.copyOf(path);
            this.moves = ImmutableList.copyOf(moves);
        }

        List<Link> path() {
            return path;
        }

        List<Move> moves() {
            return moves;
        }
    }

    /** True if placing a flow charged {@code rate} on {@code path} would push a link above capacity. */
    boolean overloads(List<Link> path, double rate) {
        for (Link link : path) {
            if (usage.utilisation(link) + rate / usage.capacityBytesPerSec(link) > 1 + EPSILON) {
                return true;
            }
        }
        return false;
    }

    /**
     * A plan that places the new flow with no link above capacity, moving young flows; empty if none
     * was found within the bounds.
     */
    Optional<Plan> plan(Key newKey, CandidatePaths candidates, double rate) {
        Search search = new Search(youngFlows(newKey));
        if (search.young.isEmpty()) {
            return Optional.empty();
        }
        return search.place(newKey, candidates, rate, MAX_CHAIN);
    }

    private Collection<ProvisionedFlow> youngFlows(Key exclude) {
        List<ProvisionedFlow> young = new ArrayList<>();
        for (ProvisionedFlow flow : flows.all()) {
            if (flow.state() != ProvisionedFlow.State.WITHDRAWING && !flow.charge().isMeasured()
                    && !flow.links().isEmpty() && !flow.intentKey().equals(exclude)
                    && selectors.rebalances(flow.strategy())
                    && ownership.isMine(flow.intentKey())) {
                young.add(flow);
            }
        }
        return young;
    }

    /** One depth-first search, over the measured state plus the moves tried so far. */
    private final class Search {
        private final Map<Key, ProvisionedFlow> young = new HashMap<>();
        private final Map<Key, List<Link>> pathOf = new HashMap<>();
        private final Map<LinkEnds, Set<Key>> youngOn = new HashMap<>();
        private final Map<LinkEnds, Double> delta = new HashMap<>();
        private final Set<Key> inChain = new HashSet<>();
        private int steps;

        Search(Collection<ProvisionedFlow> flows) {
            for (ProvisionedFlow flow : flows) {
                young.put(flow.intentKey(), flow);
                pathOf.put(flow.intentKey(), flow.links());
                for (Link link : flow.links()) {
                    youngOn.computeIfAbsent(LinkEnds.of(link), l -> new LinkedHashSet<>()).add(flow.intentKey());
                }
            }
        }

        Optional<Plan> place(Key key, CandidatePaths candidates, double rate, int depth) {
            inChain.add(key);
            List<List<Link>> order = byLoad(candidates);
            for (List<Link> path : order) {
                Set<Key> blocking = blockers(path, rate);
                if (blocking != null && blocking.isEmpty()) {
                    return Optional.of(new Plan(path, ImmutableList.of()));
                }
            }
            if (depth == 0) {
                return Optional.empty();
            }
            for (List<Link> path : order) {
                Set<Key> blocking = blockers(path, rate);
                if (blocking == null || blocking.size() != 1 || steps++ >= MAX_STEPS) {
                    continue;
                }
                Key displaced = blocking.iterator().next();
                ProvisionedFlow other = young.get(displaced);
                if (other == null || inChain.contains(displaced)) {
                    continue;
                }
                double otherRate = other.charge().rateBytesPerSec();
                List<Link> otherPath = pathOf.get(displaced);
                CandidatePaths otherCandidates = candidatesOf(other.request());
                if (otherCandidates.pathCount() < 2) {
                    continue;
                }
                // Tentatively: the displaced flow leaves its path, this one takes the blocked path.
                shift(displaced, otherPath, -otherRate);
                shift(key, path, rate);
                Optional<Plan> rest = placeDisplaced(displaced, other, otherCandidates, otherRate, depth - 1);
                if (rest.isPresent()) {
                    return Optional.of(new Plan(path, rest.get().moves()));
                }
                shift(key, path, -rate);
                shift(displaced, otherPath, otherRate);
                if (steps >= MAX_STEPS) {
                    break;
                }
            }
            inChain.remove(key);
            return Optional.empty();
        }

        // The displaced flow's own placement, recorded as a move in the chain.
        private Optional<Plan> placeDisplaced(Key key, ProvisionedFlow flow, CandidatePaths candidates,
                                              double rate, int depth) {
            Optional<Plan> placed = place(key, candidates, rate, depth);
            if (placed.isEmpty()) {
                return Optional.empty();
            }
            List<Move> moves = new ArrayList<>(placed.get().moves());
            moves.add(new Move(flow, placed.get().path()));
            return Optional.of(new Plan(placed.get().path(), moves));
        }

        // The young flows whose presence on a link of path keeps rate from fitting; null if load that
        // cannot move (measured traffic, older flows) alone leaves no room on some link.
        private Set<Key> blockers(List<Link> path, double rate) {
            Set<Key> blocking = new LinkedHashSet<>();
            for (Link link : path) {
                LinkEnds ends = LinkEnds.of(link);
                double capacity = usage.capacityBytesPerSec(link);
                double load = usage.utilisation(ends) + delta.getOrDefault(ends, 0.0);
                if (load + rate / capacity <= 1 + EPSILON) {
                    continue;
                }
                // Flows already placed in this chain (the new one among them) stay where they are.
                double movable = 0;
                Set<Key> movers = new LinkedHashSet<>();
                for (Key k : youngOn.getOrDefault(ends, Set.of())) {
                    ProvisionedFlow flow = young.get(k);
                    if (flow != null && !inChain.contains(k)) {
                        movable += flow.charge().rateBytesPerSec() / capacity;
                        movers.add(k);
                    }
                }
                if (load - movable + rate / capacity > 1 + EPSILON) {
                    return null;
                }
                blocking.addAll(movers);
            }
            return blocking;
        }

        private void shift(Key key, List<Link> path, double rate) {
            boolean adding = rate > 0;
            for (Link link : path) {
                LinkEnds ends = LinkEnds.of(link);
                delta.merge(ends, rate / usage.capacityBytesPerSec(link), Double::sum);
                Set<Key> on = youngOn.computeIfAbsent(ends, l -> new LinkedHashSet<>());
                if (adding) {
                    on.add(key);
                } else {
                    on.remove(key);
                }
            }
            if (adding) {
                pathOf.put(key, path);
            }
        }

        // Each path's load read once: the usage view may change while we sort (other threads charge flows).
        private List<List<Link>> byLoad(CandidatePaths candidates) {
            List<List<Link>> paths = candidates.paths();
            double[] load = new double[paths.size()];
            Integer[] order = new Integer[paths.size()];
            for (int i = 0; i < order.length; i++) {
                load[i] = summedLoad(paths.get(i));
                order[i] = i;
            }
            java.util.Arrays.sort(order, Comparator.comparingDouble(i -> load[i]));
            List<List<Link>> sorted = new ArrayList<>(order.length);
            for (Integer i : order) {
                sorted.add(paths.get(i));
            }
            return sorted;
        }

        private double summedLoad(List<Link> path) {
            double sum = 0;
            for (Link link : path) {
                LinkEnds ends = LinkEnds.of(link);
                sum += usage.utilisation(ends) + delta.getOrDefault(ends, 0.0);
            }
            return sum;
        }
    }

    private CandidatePaths candidatesOf(FlowRequest request) {
        FabricGraph graph = fabric.current();
        return graph.candidates(request.ingress().deviceId(), request.egress().deviceId());
    }
}

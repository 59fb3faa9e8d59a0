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

import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Places the flows of a burst (flows that reached provisioning together) jointly, so that no link is
 * pushed above its capacity whenever such a placement exists.
 * <p>
 * Fat-trees and 1:1 leaf-spines are rearrangeably non-blocking: their equal-cost paths form nested Clos
 * stages, and choosing a path one stage at a time is edge colouring of a bipartite multigraph (König:
 * degree colours suffice). Stage by stage from the outside in, each flow is an edge between the switch
 * its path leaves at that stage and the switch it enters at the mirror stage, and a colour is a class of
 * links that the candidate paths pair up there (an aggregation plane of a fat-tree, a spine of a
 * leaf-spine), found by joining the two links of every candidate's stage; links without room for a flow
 * (load committed by flows outside the burst) are not offered. Colours are given with alternating-path
 * (Kempe chain) swaps, as in the proof of König's theorem.
 * <p>
 * If that leaves a flow unplaced or a link overloaded (committed load can make the instance a list
 * colouring, which swaps alone need not solve; a fabric of another shape), an exhaustive search over the
 * candidates, bounded by {@link #MAX_SEARCH_STEPS}, looks for a placement with no overload. Failing that
 * there is no placement (the caller places each flow as it arrives, the greedy order, with placement
 * repair); there is none at once if some flow has no candidate with room even alone.
 */
final class BurstPlacement {

    /** Most paths an exhaustive search tries in all, per burst. */
    static final int MAX_SEARCH_STEPS = 20_000;

    private static final double EPSILON = 1e-9;

    private final ToDoubleFunction<Link> utilisation;
    private final ToDoubleFunction<Link> capacity;

    /**
     * @param utilisation a link's expected utilisation from flows outside the burst (committed load)
     * @param capacity    a link's capacity, bytes/s (positive)
     */
    BurstPlacement(ToDoubleFunction<Link> utilisation, ToDoubleFunction<Link> capacity) {
        this.utilisation = checkNotNull(utilisation, "utilisation");
        this.capacity = checkNotNull(capacity, "capacity");
    }

    /** How a burst was placed. */
    enum Method {
        /** Stage by stage by edge colouring: no link above capacity. */
        COLOURED,
        /** By the bounded exhaustive search: no link above capacity. */
        SEARCHED
    }

    /** The path of each demand, in the demands' order, and how they were found. */
    static final class Placement {
        private final List<List<Link>> paths;
        private final Method method;

        private Placement(List<List<Link>> paths, Method method) {
            this.paths = paths;
            this.method = method;
        }

        List<List<Link>> paths() {
            return paths;
        }

        Method method() {
            return method;
        }
    }

    /**
     * Places {@code demands} together with no link above capacity; empty if no such placement was found
     * (none exists, or the search reached its bound).
     */
    Optional<Placement> place(List<Demand> demands) {
        Instance instance = new Instance(demands);
        if (!instance.eachFitsAlone) {
            return Optional.empty();
        }
        int[] coloured = instance.colour();
        if (coloured != null && instance.fits(coloured)) {
            return Optional.of(new Placement(instance.paths(coloured), Method.COLOURED));
        }
        int[] searched = instance.search(coloured);
        return searched == null ? Optional.empty()
                : Optional.of(new Placement(instance.paths(searched), Method.SEARCHED));
    }

    /** The burst with its links numbered; options are candidate paths as arrays of link numbers. */
    private final class Instance {
        private final int flows;
        private final double[] rate;
        private final List<List<List<Link>>> paths = new ArrayList<>();
        private final int[][][] options;
        private final Map<LinkKey, Integer> ids = new HashMap<>();
        private final List<Link> links = new ArrayList<>();
        private double[] room = new double[64];
        // By flow, its options with room for it alone.
        private final List<List<Integer>> withRoom = new ArrayList<>();
        // False as soon as one flow has no candidate with room for it alone: then no placement of all fits,
        // and the rest of the burst is not even numbered (a storm on full links meets this at once).
        private boolean eachFitsAlone = true;

        Instance(List<Demand> demands) {
            flows = demands.size();
            rate = new double[flows];
            options = new int[flows][][];
            for (int f = 0; f < flows; f++) {
                Demand demand = demands.get(f);
                rate[f] = demand.rate();
                List<List<Link>> own = demand.paths();
                checkArgument(!own.isEmpty(), "a demand needs a candidate path");
                options[f] = new int[own.size()][];
                for (int p = 0; p < own.size(); p++) {
                    List<Link> path = own.get(p);
                    options[f][p] = new int[path.size()];
                    for (int h = 0; h < path.size(); h++) {
                        options[f][p][h] = id(path.get(h));
                    }
                }
                paths.add(own);
                withRoom.add(withRoom(f));
                if (withRoom.get(f).isEmpty()) {
                    eachFitsAlone = false;
                    break;
                }
            }
            room = Arrays.copyOf(room, links.size());
        }

        // A link's number; its room is read once, when it is first met.
        private int id(Link link) {
            return ids.computeIfAbsent(LinkKey.linkKey(link), k -> {
                links.add(link);
                int l = links.size() - 1;
                if (l == room.length) {
                    room = Arrays.copyOf(room, 2 * room.length);
                }
                double cap = capacity.applyAsDouble(link);
                room[l] = cap * (1 - utilisation.applyAsDouble(link)) + EPSILON * cap;
                return l;
            });
        }

        List<List<Link>> paths(int[] chosen) {
            List<List<Link>> result = new ArrayList<>(flows);
            for (int f = 0; f < flows; f++) {
                result.add(paths.get(f).get(chosen[f]));
            }
            return result;
        }

        boolean fits(int[] chosen) {
            double[] load = new double[room.length];
            for (int f = 0; f < flows; f++) {
                if (!add(f, chosen[f], load)) {
                    return false;
                }
            }
            return true;
        }

        private List<Integer> withRoom(int f) {
            List<Integer> open = new ArrayList<>();
            for (int p = 0; p < options[f].length; p++) {
                if (hasRoom(f, p)) {
                    open.add(p);
                }
            }
            return open;
        }

        private boolean hasRoom(int f, int option) {
            for (int l : options[f][option]) {
                if (rate[f] > room[l]) {
                    return false;
                }
            }
            return true;
        }

        /**
         * Stage by stage edge colouring; a chosen option per flow, or null if some flow found no colour. A
         * flow's options narrow at each stage to those in its colour there.
         */
        int[] colour() {
            List<List<Integer>> remaining = new ArrayList<>(withRoom);
            int longest = 0;
            for (int f = 0; f < flows; f++) {
                longest = Math.max(longest, options[f][0].length);
            }
            for (int stage = 0; 2 * stage < longest; stage++) {
                if (!new Stage(stage, remaining).colour()) {
                    return null;
                }
            }
            int[] chosen = new int[flows];
            for (int f = 0; f < flows; f++) {
                chosen[f] = remaining.get(f).get(0);
            }
            return chosen;
        }

        /**
         * Depth-first search for a placement with no link above capacity, most constrained flows first,
         * trying each flow's coloured option (if any) first; null if none was found within the bound.
         */
        int[] search(int[] hint) {
            Integer[] order = new Integer[flows];
            for (int f = 0; f < flows; f++) {
                order[f] = f;
            }
            Arrays.sort(order, Comparator.comparingInt((Integer f) -> options[f].length)
                    .thenComparing(f -> -rate[f]));
            int[] chosen = new int[flows];
            double[] load = new double[room.length];
            int[] steps = {0};
            return descend(order, 0, chosen, load, hint, steps) ? chosen : null;
        }

        private boolean descend(Integer[] order, int depth, int[] chosen, double[] load, int[] hint, int[] steps) {
            if (depth == flows) {
                return true;
            }
            int f = order[depth];
            int count = options[f].length;
            int first = hint == null ? 0 : hint[f];
            for (int i = 0; i < count; i++) {
                if (steps[0]++ >= MAX_SEARCH_STEPS) {
                    return false;
                }
                int p = (first + i) % count;
                if (!add(f, p, load)) {
                    continue;
                }
                chosen[f] = p;
                if (descend(order, depth + 1, chosen, load, hint, steps)) {
                    return true;
                }
                remove(f, p, load);
                if (steps[0] >= MAX_SEARCH_STEPS) {
                    return false;
                }
            }
            return false;
        }

        private boolean add(int f, int p, double[] load) {
            int[] path = options[f][p];
            for (int l : path) {
                if (load[l] + rate[f] > room[l]) {
                    return false;
                }
            }
            for (int l : path) {
                load[l] += rate[f];
            }
            return true;
        }

        private void remove(int f, int p, double[] load) {
            for (int l : options[f][p]) {
                load[l] -= rate[f];
            }
        }

        /**
         * One Clos stage: the links a path takes {@code stage} hops after its first and before its last.
         * Every flow long enough is an edge from the switch its stage link leaves (left) to the switch its
         * mirror link enters (right), coloured with a class of joined links.
         */
        private final class Stage {
            private final int stage;
            private final List<List<Integer>> remaining;
            private final int[] parent = new int[links.size()];
            private final int[] colourOf = new int[flows];
            private final DeviceId[] leftOf = new DeviceId[flows];
            private final DeviceId[] rightOf = new DeviceId[flows];
            // By vertex, the flow holding each colour there.
            private final Map<DeviceId, Map<Integer, Integer>> left = new HashMap<>();
            private final Map<DeviceId, Map<Integer, Integer>> right = new HashMap<>();
            // By flow, its options by colour.
            private final List<Map<Integer, List<Integer>>> byColour = new ArrayList<>();

            Stage(int stage, List<List<Integer>> remaining) {
                this.stage = stage;
                this.remaining = remaining;
                for (int l = 0; l < parent.length; l++) {
                    parent[l] = l;
                }
            }

            private boolean inStage(int f) {
                return 2 * stage < options[f][0].length;
            }

            private int mirror(int f, int p) {
                int[] path = options[f][p];
                return path[path.length - 1 - stage];
            }

            private int root(int l) {
                while (parent[l] != l) {
                    parent[l] = parent[parent[l]];
                    l = parent[l];
                }
                return l;
            }

            boolean colour() {
                for (int f = 0; f < flows; f++) {
                    if (inStage(f)) {
                        for (int p : remaining.get(f)) {
                            parent[root(options[f][p][stage])] = root(mirror(f, p));
                        }
                    }
                }
                for (int f = 0; f < flows; f++) {
                    Map<Integer, List<Integer>> own = new HashMap<>();
                    byColour.add(own);
                    colourOf[f] = -1;
                    if (!inStage(f)) {
                        continue;
                    }
                    int first = remaining.get(f).get(0);
                    leftOf[f] = links.get(options[f][first][stage]).src().deviceId();
                    rightOf[f] = links.get(mirror(f, first)).dst().deviceId();
                    left.computeIfAbsent(leftOf[f], d -> new HashMap<>());
                    right.computeIfAbsent(rightOf[f], d -> new HashMap<>());
                    for (int p : remaining.get(f)) {
                        own.computeIfAbsent(root(options[f][p][stage]), c -> new ArrayList<>()).add(p);
                    }
                }
                for (int f = 0; f < flows; f++) {
                    if (inStage(f) && !give(f)) {
                        return false;
                    }
                }
                for (int f = 0; f < flows; f++) {
                    if (inStage(f)) {
                        remaining.set(f, byColour.get(f).get(colourOf[f]));
                    }
                }
                return true;
            }

            // A colour for flow f: one free at both its ends, else one free at each end and a Kempe chain swap.
            private boolean give(int f) {
                Map<Integer, Integer> atLeft = left.get(leftOf[f]);
                Map<Integer, Integer> atRight = right.get(rightOf[f]);
                List<Integer> allowed = new ArrayList<>(byColour.get(f).keySet());
                allowed.sort(null);
                for (int c : allowed) {
                    if (!atLeft.containsKey(c) && !atRight.containsKey(c)) {
                        set(f, c);
                        return true;
                    }
                }
                for (int alpha : allowed) {
                    if (atLeft.containsKey(alpha)) {
                        continue;
                    }
                    for (int beta : allowed) {
                        if (beta == alpha || atRight.containsKey(beta)) {
                            continue;
                        }
                        // alpha is free at f's left end but taken at its right end; beta the other way round.
                        if (swap(rightOf[f], alpha, beta)) {
                            set(f, alpha);
                            return true;
                        }
                    }
                }
                return false;
            }

            /*
             * Swaps alpha and beta along the alternating chain that starts at right vertex v with its alpha
             * edge. In a bipartite graph the chain cannot reach the left end of the flow being coloured (alpha
             * is free there). Refused if some flow on the chain may not take the other colour.
             */
            private boolean swap(DeviceId v, int alpha, int beta) {
                List<Integer> chain = new ArrayList<>();
                boolean atRight = true;
                DeviceId vertex = v;
                int want = alpha;
                while (true) {
                    Integer g = (atRight ? right.get(vertex) : left.get(vertex)).get(want);
                    if (g == null || chain.contains(g)) {
                        break;
                    }
                    chain.add(g);
                    int other = want == alpha ? beta : alpha;
                    if (!byColour.get(g).containsKey(other)) {
                        return false;
                    }
                    vertex = atRight ? leftOf[g] : rightOf[g];
                    atRight = !atRight;
                    want = other;
                }
                chain.forEach(this::unset);
                for (int i = 0; i < chain.size(); i++) {
                    // The chain's flows had alpha, beta, alpha...: each takes the colour it did not have.
                    set(chain.get(i), i % 2 == 0 ? beta : alpha);
                }
                return true;
            }

            private void unset(int g) {
                left.get(leftOf[g]).remove(colourOf[g]);
                right.get(rightOf[g]).remove(colourOf[g]);
                colourOf[g] = -1;
            }

            private void set(int f, int c) {
                colourOf[f] = c;
                left.get(leftOf[f]).put(c, f);
                right.get(rightOf[f]).put(c, f);
            }
        }
    }
}

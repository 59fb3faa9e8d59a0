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
package org.onosproject.janus.impl.jobs;

import org.junit.Test;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.is;

/**
 * Joint placement against the optimum found by trying every assignment of paths to pairs, on a k=4
 * fat-tree (four equal-cost paths between pods, two within one): the busiest link's utilisation must be
 * the optimum's.
 */
public class JointPlacementTest {

    private static final double CAPACITY = 100.0;

    private final FatTree fatTree = FatTree.of(4);
    private final FabricGraph graph = FabricGraph.of(fatTree.links());
    private final List<DeviceId> edges = fatTree.edges();

    /** A pair between two edge switches with a rate. */
    private static final class Pair {
        final DeviceId src;
        final DeviceId dst;
        final double rate;

        Pair(DeviceId src, DeviceId dst, double rate) {
            this.src = src;
            this.dst = dst;
            this.rate = rate;
        }
    }

    private double placedMax(List<Pair> pairs, Map<LinkKey, Double> base) {
        JointPlacement placement = new JointPlacement(l -> base.getOrDefault(LinkKey.linkKey(l), 0.0), l -> CAPACITY);
        List<Demand> demands = new ArrayList<>();
        for (Pair pair : pairs) {
            demands.add(new Demand(graph.candidates(pair.src, pair.dst), pair.rate));
        }
        List<Optional<List<Link>>> paths = placement.place(demands);
        Map<LinkKey, Double> load = new HashMap<>(base);
        for (int i = 0; i < pairs.size(); i++) {
            for (Link link : paths.get(i).orElseThrow()) {
                load.merge(LinkKey.linkKey(link), pairs.get(i).rate, Double::sum);
            }
        }
        return maxUtilisation(load);
    }

    // Every assignment of candidate paths to pairs.
    private double optimumMax(List<Pair> pairs, Map<LinkKey, Double> base) {
        List<List<List<Link>>> options = new ArrayList<>();
        for (Pair pair : pairs) {
            CandidatePaths candidates = graph.candidates(pair.src, pair.dst);
            options.add(candidates.paths());
        }
        return search(pairs, options, 0, new HashMap<>(base), Double.MAX_VALUE);
    }

    // Depth first; a partial assignment already as bad as the best complete one is not extended (loads only grow).
    private double search(List<Pair> pairs, List<List<List<Link>>> options, int i, Map<LinkKey, Double> load,
                          double bestSoFar) {
        double partial = maxUtilisation(load);
        if (i == pairs.size() || partial >= bestSoFar) {
            return Math.min(partial, bestSoFar);
        }
        double best = bestSoFar;
        for (List<Link> path : options.get(i)) {
            path.forEach(l -> load.merge(LinkKey.linkKey(l), pairs.get(i).rate, Double::sum));
            best = Math.min(best, search(pairs, options, i + 1, load, best));
            path.forEach(l -> load.merge(LinkKey.linkKey(l), -pairs.get(i).rate, Double::sum));
        }
        return best;
    }

    private static double maxUtilisation(Map<LinkKey, Double> load) {
        return load.values().stream().mapToDouble(v -> v / CAPACITY).max().orElse(0);
    }

    private DeviceId edge(int pod, int index) {
        return fatTree.edges(pod).get(index);
    }

    @Test
    public void aPermutationOfEqualPairsSharesNoLink() {
        // Every edge switch sends to the edge switch of the same index two pods on: 8 inter-pod pairs.
        List<Pair> pairs = new ArrayList<>();
        for (int pod = 0; pod < 4; pod++) {
            for (int e = 0; e < 2; e++) {
                pairs.add(new Pair(edge(pod, e), edge((pod + 2) % 4, e), 100));
            }
        }
        Map<LinkKey, Double> none = new HashMap<>();
        assertThat(optimumMax(pairs, none), closeTo(1.0, 1e-9));
        assertThat(placedMax(pairs, none), closeTo(1.0, 1e-9));
    }

    @Test
    public void allToAllAmongThreePodsMatchesTheOptimum() {
        List<Pair> pairs = new ArrayList<>();
        for (int a = 0; a < 3; a++) {
            for (int b = 0; b < 3; b++) {
                if (a != b) {
                    pairs.add(new Pair(edge(a, 0), edge(b, 0), 50));
                }
            }
        }
        Map<LinkKey, Double> none = new HashMap<>();
        assertThat(placedMax(pairs, none), closeTo(optimumMax(pairs, none), 1e-9));
    }

    @Test
    public void ringOverFourPodsMatchesTheOptimum() {
        // Ranks on the first edge switch of pods 0, 1, 2, 3 and the second of pods 0 and 2: a ring of six.
        List<DeviceId> ranks = List.of(edge(0, 0), edge(1, 0), edge(2, 0), edge(3, 0), edge(0, 1), edge(2, 1));
        List<Pair> pairs = new ArrayList<>();
        for (int r = 0; r < ranks.size(); r++) {
            DeviceId next = ranks.get((r + 1) % ranks.size());
            pairs.add(new Pair(ranks.get(r), next, 60));
            pairs.add(new Pair(next, ranks.get(r), 60));
        }
        Map<LinkKey, Double> none = new HashMap<>();
        assertThat(placedMax(pairs, none), closeTo(optimumMax(pairs, none), 1e-9));
    }

    @Test
    public void loadFromOutsideTheJobIsAvoided() {
        // One core-facing uplink of pod 0's first edge switch is busy: both pairs leave by the other one.
        Map<LinkKey, Double> base = new HashMap<>();
        Link busy = graph.candidates(edge(0, 0), edge(1, 0)).path(0).get(0);
        base.put(LinkKey.linkKey(busy), 90.0);
        List<Pair> pairs = List.of(new Pair(edge(0, 0), edge(1, 0), 10), new Pair(edge(0, 0), edge(2, 0), 10));
        assertThat(optimumMax(pairs, base), closeTo(0.9, 1e-9));
        assertThat(placedMax(pairs, base), closeTo(0.9, 1e-9));
    }

    @Test
    public void unequalDemandsOnRandomSmallInstancesMatchTheOptimum() {
        Random random = new Random(42);
        int instances = 60;
        int optimal = 0;
        double worstRatio = 1;
        for (int n = 0; n < instances; n++) {
            List<Pair> pairs = new ArrayList<>();
            int count = 4 + random.nextInt(3);
            while (pairs.size() < count) {
                DeviceId src = edges.get(random.nextInt(edges.size()));
                DeviceId dst = edges.get(random.nextInt(edges.size()));
                if (!src.equals(dst)) {
                    pairs.add(new Pair(src, dst, 10 + random.nextInt(40)));
                }
            }
            Map<LinkKey, Double> base = new HashMap<>();
            for (int b = 0; b < 3; b++) {
                Link link = fatTree.links().get(random.nextInt(fatTree.links().size()));
                base.put(LinkKey.linkKey(link), (double) random.nextInt(60));
            }
            double placed = placedMax(pairs, base);
            double optimum = optimumMax(pairs, base);
            if (Math.abs(placed - optimum) < 1e-9) {
                optimal++;
            }
            worstRatio = Math.max(worstRatio, placed / optimum);
        }
        assertThat("instances placed at the optimum (worst ratio " + worstRatio + ")", optimal, is(instances));
    }
}

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
package org.onosproject.janus.impl.strategy;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * Reference answers by enumerating every candidate path: the least-cost paths under an objective,
 * the flow's hash choosing among the tied ones in path order.
 */
final class BruteForce {

    /** What a path costs. */
    enum Objective {
        /** Summed expected utilisation. */
        SUM,
        /** Busiest link's expected utilisation, then the sum. */
        BOTTLENECK
    }

    private static final double TOLERANCE = 1e-9;

    private BruteForce() {
    }

    /** The path a hash-tied least-cost selector must choose. */
    static List<Link> choice(CandidatePaths candidates, LinkUsageView usage, Objective objective, FlowKey flow) {
        List<List<Link>> tied = new ArrayList<>();
        double bestMax = Double.POSITIVE_INFINITY;
        double bestSum = Double.POSITIVE_INFINITY;
        for (List<Link> path : candidates.paths()) {
            double sum = 0;
            double max = 0;
            for (Link link : path) {
                sum += usage.utilisation(link);
                max = Math.max(max, usage.utilisation(link));
            }
            if (objective == Objective.SUM) {
                max = 0;
            }
            int order = compare(max, bestMax) != 0 ? compare(max, bestMax) : compare(sum, bestSum);
            if (order < 0) {
                tied.clear();
                bestMax = max;
                bestSum = sum;
            }
            if (order <= 0) {
                tied.add(path);
            }
        }
        return tied.get((int) Math.floorMod(flow.stableHash(), (long) tied.size()));
    }

    private static int compare(double a, double b) {
        if (Double.isInfinite(a) || Double.isInfinite(b)) {
            return Double.compare(a, b);
        }
        if (Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.max(Math.abs(a), Math.abs(b)))) {
            return 0;
        }
        return a < b ? -1 : 1;
    }

    /*
     * Random source and destination edge switches (inter- and intra-pod), random flows and random
     * utilisations; half the trials draw from {0, 0.25, 0.5, 0.75}, which sum exactly, so ties are
     * frequent and the tie rule is checked too.
     */
    static void checkAgainst(Function<Supplier<ExpectedUsage>, PathSelector> selector, FatTree tree, int trials,
                             long seed, Objective objective) {
        Random random = new Random(seed);
        FabricGraph graph = FabricGraph.of(tree.links());
        List<DeviceId> edges = tree.edges();
        for (int trial = 0; trial < trials; trial++) {
            boolean coarse = trial % 2 == 0;
            TestExpectedUsage usage = new TestExpectedUsage();
            for (Link link : tree.links()) {
                usage.setUtilisation(link, coarse ? random.nextInt(4) * 0.25 : random.nextDouble());
            }
            DeviceId src = edges.get(random.nextInt(edges.size()));
            DeviceId dst = edges.get(random.nextInt(edges.size()));
            FlowKey flow = FlowKey.ofFiveTuple(Ip4Address.valueOf(random.nextInt()),
                                               Ip4Address.valueOf(random.nextInt()), (byte) 6,
                                               1024 + random.nextInt(60000), 5001);
            CandidatePaths candidates = graph.candidates(src, dst);
            List<Link> chosen = selector.apply(usage::usage)
                    .select(SimpleSelectionContext.of(flow, candidates, usage.usage())).path();
            assertThat("trial " + trial + " " + src + " -> " + dst, chosen,
                       is(choice(candidates, usage.usage(), objective, flow)));
        }
    }
}

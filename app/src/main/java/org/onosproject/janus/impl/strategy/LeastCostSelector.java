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

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.impl.graph.LinkCost;
import org.onosproject.janus.impl.monitor.ExpectedUsage;

import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The load-aware strategies: each takes the equal-cost shortest path of least cost by one
 * {@link LeastCostPath} search over one kind of link cost, and they differ only in that objective, that
 * cost and their tie rule, so one class serves them all (made by {@link #luar}, {@link #traffic},
 * {@link #bottleneck} and {@link #luarThesis}). Stateless.
 */
public final class LeastCostSelector extends NamedSelector {

    /** One least-cost search over a candidate DAG: {@link LeastCostPath#leastSum} or its bottleneck form. */
    @FunctionalInterface
    private interface Search {
        LeastCostPath find(CandidatePaths candidates, LinkCost cost, LeastCostPath.Ties ties);
    }

    private final Search search;
    private final Supplier<LinkCost> cost;
    // Hashed ties and rebalancing go together: only the thesis's published algorithm has neither.
    private final boolean loadAware;
    private final Function<LeastCostPath, String> costText;

    private LeastCostSelector(String name, String description, Search search, Supplier<LinkCost> cost,
                              boolean loadAware, Function<LeastCostPath, String> costText) {
        super(name, description);
        this.search = search;
        this.cost = cost;
        this.loadAware = loadAware;
        this.costText = costText;
    }

    /**
     * {@code luar}: Link Usage-Aware Routing, as Janus improves it over thesis 002 Algorithm 1. Among the
     * equal-cost shortest paths, the one whose summed <em>expected</em> link utilisation
     * ({@link LinkUsageView#utilisation}: the load Janus has committed to each link, its own just-placed
     * flows included, plus the measured load it did not place) is least.
     * <p>
     * Equally cheap paths are told apart by the flow's stable hash ({@link LeastCostPath.Ties#byHash}),
     * so with no load information at all {@code luar} picks exactly {@code ecmp}'s path, never a fixed
     * first path. The thesis's algorithm as published (measured load only, ties to the first path) is
     * {@link #luarThesis}. Its flows may be moved by the rebalancer.
     *
     * @param usage the expected load (Janus's, bound when the app activates)
     * @return the strategy
     */
    public static LeastCostSelector luar(Supplier<ExpectedUsage> usage) {
        return new LeastCostSelector(
                "luar", "least summed expected link utilisation (measured + committed), ties by flow hash (LUAR)",
                LeastCostPath::leastSum, () -> usage.get().utilisationCost(), true,
                best -> String.format(Locale.ROOT, "least summed utilisation %.3f", best.cost()));
    }

    /**
     * {@code traffic}: the candidate with the least sum of expected link rates along it (the Janus paper
     * Algorithm 2, made to see Janus's own placements): {@link LinkUsageView#rateBytesPerSec} is the load
     * Janus committed to the link plus the measured load it did not place. Found by dynamic programming
     * over the candidate DAG rather than by the paper's loop over every path; same answer, linear time.
     * <p>
     * Tie rule: the paper compares with {@code <=}, so among equal sums its last path wins. We pick among
     * the tied paths by the flow's stable hash instead, the same rule as {@code luar}: with no traffic at
     * all (the common cold start) both then agree with {@code ecmp} rather than piling every flow on one
     * end of the order. Its flows may be moved by the rebalancer.
     *
     * @param usage the expected load (Janus's, bound when the app activates)
     * @return the strategy
     */
    public static LeastCostSelector traffic(Supplier<ExpectedUsage> usage) {
        return new LeastCostSelector(
                "traffic", "least summed expected byte rate along the path (paper 000 \"traffic\"), ties by flow hash",
                LeastCostPath::leastSum, () -> usage.get().rateCost(), true,
                best -> String.format(Locale.ROOT, "least summed rate %.0f B/s", best.cost()));
    }

    /**
     * {@code bottleneck}: among the equal-cost shortest paths, the one whose most utilised link (expected
     * utilisation, {@link LinkUsageView#utilisation}) is least utilised; among those, the least summed
     * utilisation; then the flow's stable hash. A flow's rate is set by its busiest link, which a sum can
     * hide behind idle links (0.9 + 0 + 0 + 0 sums lower than 0.3 x 4); a sum, on the other hand, also
     * avoids loading links that other pairs' paths need. Which wins on which traffic is measured in the
     * lab (docs/lab.md). Its flows may be moved by the rebalancer.
     *
     * @param usage the expected load (Janus's, bound when the app activates)
     * @return the strategy
     */
    public static LeastCostSelector bottleneck(Supplier<ExpectedUsage> usage) {
        return new LeastCostSelector(
                "bottleneck",
                "least utilised busiest link (expected), then least summed utilisation, ties by flow hash",
                LeastCostPath::leastBottleneck, () -> usage.get().utilisationCost(), true,
                best -> String.format(Locale.ROOT, "busiest link %.3f, summed %.3f", best.bottleneck(), best.cost()));
    }

    /**
     * {@code luar-thesis}: thesis 002 Algorithm 1 as published, kept so its results can be reproduced.
     * Among the equal-cost shortest paths, the one whose summed <em>measured</em> link utilisation
     * ({@link LinkUsageView#measuredUtilisation}: port statistics only; stale or unsampled links count as
     * 0) is least; ties go to the lowest path index, which is the path the thesis's depth-first search
     * (strict {@code <}) keeps. Blind to flows placed since the last statistics, so flows that start
     * together all take the first path. Never rebalanced.
     * <p>
     * Block 1 (the predecessor DAG) is the candidate set itself; Block 2 is done by dynamic programming
     * over the DAG ({@link LeastCostPath}) instead of enumerating every path: same answer, O(nodes + links).
     *
     * @param usage the measured load (Janus's, bound when the app activates)
     * @return the strategy
     */
    public static LeastCostSelector luarThesis(Supplier<ExpectedUsage> usage) {
        return new LeastCostSelector(
                "luar-thesis",
                "thesis Algorithm 1 as published: least summed measured utilisation, ties to the first path",
                LeastCostPath::leastSum, () -> usage.get().measuredUtilisationCost(), false,
                best -> String.format(Locale.ROOT, "least summed measured utilisation %.3f", best.cost()));
    }

    @Override
    public boolean rebalances() {
        return loadAware;
    }

    @Override
    public Selection select(SelectionContext context) {
        CandidatePaths candidates = context.candidates();
        LeastCostPath best = search.find(candidates, cost.get(), loadAware
                ? LeastCostPath.Ties.byHash(context.flow().key().stableHash()) : LeastCostPath.Ties.FIRST);
        return Selection.of(best.path(), costText.apply(best) + ": path " + best.index() + " of "
                + candidates.pathCount() + (loadAware ? " (" + best.tiedPaths() + " tied)" : ""));
    }
}

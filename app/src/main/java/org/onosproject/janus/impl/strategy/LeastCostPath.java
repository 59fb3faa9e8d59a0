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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.janus.impl.graph.LinkCost;
import org.onosproject.net.Link;

import java.util.List;

/**
 * The least-cost candidate path, found by dynamic programming over the predecessor DAG instead of
 * enumerating paths (thesis 002 Algorithm 1, Block 2, in O(nodes + links)): in breadth-first order,
 * {@code best(v) = min over links u->v of best(u) + cost(u->v)}, and {@code count(v)} = the number of
 * paths to {@code v} that reach that minimum.
 * <p>
 * Two objectives:
 * <ul>
 * <li>{@link #leastSum}: the least summed link cost;</li>
 * <li>{@link #leastBottleneck}: the least cost of the path's most expensive link, then, among the
 * paths with that bottleneck, the least sum. A first pass finds the least bottleneck {@code B} (min-max
 * composes along a DAG); the second is {@link #leastSum} over the links costing at most {@code B}.
 * Lexicographic (max, sum) does not compose link by link, so one pass could not do both.</li>
 * </ul>
 * Two tie rules among equally cheap paths (equal within {@link #TIE_TOLERANCE}):
 * <ul>
 * <li>{@link Ties#FIRST}: the lowest path index of {@link CandidatePaths#path(long)}, which is what
 * the thesis's depth-first search with its strict {@code <} keeps;</li>
 * <li>{@link Ties#byHash(long)}: the {@code hash mod n}-th of the {@code n} tied paths in index order.
 * When every path ties (no load information at all) that is exactly {@code ecmp}'s path
 * ({@code hash mod pathCount}); when some tie, flows still spread over the tied paths.</li>
 * </ul>
 * Costs are summed from the source towards the destination, so a brute-force sum along a path in that
 * order gives bit-identical totals.
 * <p>
 * Each DAG link's cost is read once per search, all at once, through a {@link LinkCost} (e.g. the
 * expected utilisation, {@code ExpectedUsage.utilisationCost()}, which reads them by the fabric graph's
 * dense link indices).
 */
public final class LeastCostPath {

    /** Two costs closer than this (relative to the larger, absolute below 1) are a tie. */
    static final double TIE_TOLERANCE = 1e-9;

    private final List<Link> path;
    private final long index;
    private final double cost;
    private final double bottleneck;
    private final long tiedPaths;

    private LeastCostPath(List<Link> path, long index, double cost, double bottleneck, long tiedPaths) {
        this.path = path;
        this.index = index;
        this.cost = cost;
        this.bottleneck = bottleneck;
        this.tiedPaths = tiedPaths;
    }

    /** How to choose among equally cheap paths: which of the {@code tied} ones, in index order. */
    @FunctionalInterface
    public interface Ties {
        /** The first of the tied paths. */
        Ties FIRST = tied -> 0;

        /** The {@code hash mod n}-th of the {@code n} tied paths, in index order. */
        static Ties byHash(long hash) {
            return tied -> NamedSelector.hashIndex(hash, tied);
        }

        /** The number, from 0, of the path chosen among {@code tied} equally cheap ones. */
        long pick(long tied);
    }

    /**
     * The candidate with the least summed cost.
     *
     * @throws IllegalArgumentException if there is no candidate
     */
    public static LeastCostPath leastSum(CandidatePaths candidates, LinkCost cost, Ties ties) {
        return find(candidates, cost, ties, false);
    }

    /**
     * The candidate whose most expensive link is cheapest; among those, the least summed cost.
     *
     * @throws IllegalArgumentException if there is no candidate
     */
    public static LeastCostPath leastBottleneck(CandidatePaths candidates, LinkCost cost, Ties ties) {
        return find(candidates, cost, ties, true);
    }

    // Each link's cost read once, all at once: the bottleneck search walks the DAG twice.
    private static LeastCostPath find(CandidatePaths candidates, LinkCost cost, Ties ties, boolean bottleneckFirst) {
        NamedSelector.requireCandidates(candidates);
        IndexedCandidates dag = IndexedCandidates.of(candidates);
        Scratch scratch = Scratch.take(dag);
        try {
            double[] linkCost = scratch.linkCost;
            cost.costsOf(dag, linkCost);
            double ceiling = bottleneckFirst ? leastBottleneck(dag, linkCost, scratch) : Double.POSITIVE_INFINITY;
            return search(dag, linkCost, ceiling, ties, scratch);
        } finally {
            scratch.release();
        }
    }

    /**
     * Working arrays of one search, kept per thread so that a selection allocates only its result.
     * Taken for the duration of a search; a search started while the thread's are taken (a cost
     * function that itself searches) gets fresh ones.
     */
    private static final class Scratch {
        private static final ThreadLocal<Scratch> PER_THREAD = ThreadLocal.withInitial(Scratch::new);

        private double[] linkCost = new double[0];
        private double[] best = new double[0];
        private long[] tied = new long[0];
        private long[] pathsTo = new long[0];
        private boolean taken;

        static Scratch take(IndexedCandidates dag) {
            Scratch scratch = PER_THREAD.get();
            if (scratch.taken) {
                scratch = new Scratch();
            }
            scratch.taken = true;
            int links = dag.dagLinkCount();
            int devices = dag.dagSize();
            if (scratch.linkCost.length < links) {
                scratch.linkCost = new double[links];
            }
            if (scratch.best.length < devices) {
                scratch.best = new double[devices];
                scratch.tied = new long[devices];
                scratch.pathsTo = new long[devices];
            }
            return scratch;
        }

        void release() {
            taken = false;
        }
    }

    // Uses scratch.best as its working array (search overwrites it afterwards).
    private static double leastBottleneck(IndexedCandidates dag, double[] linkCost, Scratch scratch) {
        int n = dag.dagSize();
        double[] worst = scratch.best;
        worst[0] = Double.NEGATIVE_INFINITY;
        for (int v = 1; v < n; v++) {
            worst[v] = Double.POSITIVE_INFINITY;
            for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
                worst[v] = Math.min(worst[v], Math.max(worst[dag.dagLinkSource(i)], linkCost[i]));
            }
        }
        return worst[n - 1];
    }

    // Least sum over the links costing at most ceiling (plus tolerance), with the given tie rule.
    private static LeastCostPath search(IndexedCandidates dag, double[] linkCost, double ceiling, Ties ties,
                                        Scratch scratch) {
        int n = dag.dagSize();
        double[] best = scratch.best;
        long[] tied = scratch.tied;      // least-cost paths to v
        long[] pathsTo = scratch.pathsTo; // all candidate paths to v, to number the chosen one
        best[0] = 0;
        tied[0] = 1;
        pathsTo[0] = 1;
        for (int v = 1; v < n; v++) {
            best[v] = Double.POSITIVE_INFINITY;
            long all = 0;
            for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
                int u = dag.dagLinkSource(i);
                all += pathsTo[u];
                if (allowed(linkCost[i], ceiling) && tied[u] > 0) {
                    best[v] = Math.min(best[v], best[u] + linkCost[i]);
                }
            }
            pathsTo[v] = all;
            long count = 0;
            for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
                if (tight(dag, linkCost, ceiling, best, tied, i, v)) {
                    count += tied[dag.dagLinkSource(i)];
                }
            }
            tied[v] = count;
        }
        // Walk back from the destination to the pick-th tied path, numbering it among all paths.
        long pick = ties.pick(tied[n - 1]);
        Link[] links = new Link[dag.hopCount()];
        long index = 0;
        double bottleneck = links.length == 0 ? 0 : Double.NEGATIVE_INFINITY;
        int v = n - 1;
        for (int hop = links.length - 1; hop >= 0; hop--) {
            long offset = 0;
            int chosen = -1;
            for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
                int u = dag.dagLinkSource(i);
                if (tight(dag, linkCost, ceiling, best, tied, i, v)) {
                    if (pick < tied[u]) {
                        chosen = i;
                        break;
                    }
                    pick -= tied[u];
                }
                offset += pathsTo[u];
            }
            links[hop] = dag.dagLink(chosen);
            bottleneck = Math.max(bottleneck, linkCost[chosen]);
            index += offset;
            v = dag.dagLinkSource(chosen);
        }
        return new LeastCostPath(ImmutableList.copyOf(links), index, best[n - 1], bottleneck, tied[n - 1]);
    }

    private static boolean allowed(double linkCost, double ceiling) {
        return linkCost <= ceiling || ties(linkCost, ceiling);
    }

    private static boolean tight(IndexedCandidates dag, double[] linkCost, double ceiling, double[] best,
                                 long[] tied, int link, int v) {
        int u = dag.dagLinkSource(link);
        return tied[u] > 0 && allowed(linkCost[link], ceiling) && ties(best[u] + linkCost[link], best[v]);
    }

    private static boolean ties(double a, double b) {
        if (a == b) {
            return true;
        }
        return Math.abs(a - b) <= TIE_TOLERANCE * Math.max(1.0, Math.max(Math.abs(a), Math.abs(b)));
    }

    /** The chosen path, source to destination. */
    public List<Link> path() {
        return path;
    }

    /** Its index in candidate order. */
    public long index() {
        return index;
    }

    /** Its summed cost. */
    public double cost() {
        return cost;
    }

    /** The cost of its most expensive link (0 for a path with no links). */
    public double bottleneck() {
        return bottleneck;
    }

    /** How many candidates were as cheap as it (1 when it was the only least-cost path). */
    public long tiedPaths() {
        return tiedPaths;
    }
}

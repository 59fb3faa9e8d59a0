package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.net.Link;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * The candidate path with the least summed link cost, found by dynamic programming over the
 * predecessor DAG instead of enumerating paths (thesis 002 Algorithm 1, Block 2, in O(nodes +
 * links)): in breadth-first order, {@code best(v) = min over links u->v of best(u) + cost(u->v)}.
 * <p>
 * Ties go to the lowest path index of {@link CandidatePaths#path(long)}: at every device the first
 * link into it (in candidate order) that reaches the minimum is kept, which is what the thesis's
 * depth-first search with its strict {@code <} keeps, since it meets paths in index order. Costs
 * are summed from the source towards the destination, so a brute-force sum along a path in that
 * order gives bit-identical totals.
 */
final class LeastCostPath {

    private final List<Link> path;
    private final long index;
    private final double cost;

    private LeastCostPath(List<Link> path, long index, double cost) {
        this.path = path;
        this.index = index;
        this.cost = cost;
    }

    /**
     * The least-cost candidate.
     *
     * @throws IllegalArgumentException if there is no candidate
     */
    static LeastCostPath of(CandidatePaths candidates, ToDoubleFunction<Link> cost) {
        Selectors.requireCandidates(candidates);
        IndexedCandidates dag = IndexedCandidates.of(candidates);
        int n = dag.dagSize();
        double[] best = new double[n];
        long[] pathsTo = new long[n];
        long[] bestIndex = new long[n]; // index, among the paths to v, of the best one
        int[] bestLink = new int[n];
        pathsTo[0] = 1;
        for (int v = 1; v < n; v++) {
            best[v] = Double.POSITIVE_INFINITY;
            bestLink[v] = -1;
            long offset = 0;
            for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
                int u = dag.dagLinkSource(i);
                double via = best[u] + cost.applyAsDouble(dag.dagLink(i));
                if (via < best[v] || bestLink[v] < 0) {
                    best[v] = via;
                    bestLink[v] = i;
                    bestIndex[v] = offset + bestIndex[u];
                }
                offset += pathsTo[u];
            }
            pathsTo[v] = offset;
        }
        Link[] links = new Link[candidates.hopCount()];
        int v = n - 1;
        for (int hop = links.length - 1; hop >= 0; hop--) {
            links[hop] = dag.dagLink(bestLink[v]);
            v = dag.dagLinkSource(bestLink[v]);
        }
        return new LeastCostPath(ImmutableList.copyOf(links), bestIndex[n - 1], best[n - 1]);
    }

    /** The chosen path, source to destination. */
    List<Link> path() {
        return path;
    }

    /** Its index in candidate order. */
    long index() {
        return index;
    }

    /** Its summed cost. */
    double cost() {
        return cost;
    }
}

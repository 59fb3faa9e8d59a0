package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
        List<DeviceId> devices = candidates.devicesInBfsOrder();
        int n = devices.size();
        Map<DeviceId, Integer> local = new HashMap<>(n * 2);
        for (int v = 0; v < n; v++) {
            local.put(devices.get(v), v);
        }
        double[] best = new double[n];
        long[] pathsTo = new long[n];
        long[] firstIndex = new long[n]; // index (among paths to v) of the best path to v
        Link[] bestLink = new Link[n];
        int[] bestFrom = new int[n];
        pathsTo[0] = 1;
        for (int v = 1; v < n; v++) {
            best[v] = Double.POSITIVE_INFINITY;
            long offset = 0;
            for (Link link : candidates.linksInto(devices.get(v))) {
                int u = local.get(link.src().deviceId());
                double via = best[u] + cost.applyAsDouble(link);
                if (via < best[v] || bestLink[v] == null) {
                    best[v] = via;
                    bestLink[v] = link;
                    bestFrom[v] = u;
                    firstIndex[v] = offset + firstIndex[u];
                }
                offset += pathsTo[u];
            }
            pathsTo[v] = offset;
        }
        int t = n - 1;
        Link[] links = new Link[candidates.hopCount()];
        int v = t;
        for (int hop = links.length - 1; hop >= 0; hop--) {
            links[hop] = bestLink[v];
            v = bestFrom[v];
        }
        return new LeastCostPath(ImmutableList.copyOf(links), firstIndex[t], best[t]);
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

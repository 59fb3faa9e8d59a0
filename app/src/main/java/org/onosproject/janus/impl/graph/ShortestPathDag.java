package org.onosproject.janus.impl.graph;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The equal-cost shortest paths between two devices of a {@link FabricGraph}, as the predecessor
 * DAG of thesis 002 Algorithm 1 (Block 1) cut down to the devices that lie on some shortest path.
 * <p>
 * Path numbering: path {@code i} is found by walking back from the destination. At each device the
 * links into it are taken in their fixed order, and the first link owns the first
 * {@code count(predecessor)} path numbers, the next link the following ones, and so on, where
 * {@code count(v)} is the number of shortest paths from the source to {@code v}. This is the order
 * in which the thesis's depth-first Block 2 meets the paths, and it lets {@link #path(long)}
 * unrank in O(hops x in-degree) without enumerating. Immutable.
 */
final class ShortestPathDag implements CandidatePaths {

    private final DeviceId source;
    private final DeviceId destination;
    private final int hopCount;
    private final ImmutableList<DeviceId> devices;
    private final Map<DeviceId, Integer> localIndex;
    // Per device, in BFS order: the links into it and the local index each one comes from.
    private final ImmutableList<Link>[] linksInto;
    private final int[][] predecessorOf;
    private final long[] pathsTo;

    private ShortestPathDag(DeviceId source, DeviceId destination, int hopCount,
                            ImmutableList<DeviceId> devices, ImmutableList<Link>[] linksInto,
                            int[][] predecessorOf, long[] pathsTo) {
        this.source = source;
        this.destination = destination;
        this.hopCount = hopCount;
        this.devices = devices;
        this.linksInto = linksInto;
        this.predecessorOf = predecessorOf;
        this.pathsTo = pathsTo;
        ImmutableMap.Builder<DeviceId, Integer> index = ImmutableMap.builder();
        for (int v = 0; v < devices.size(); v++) {
            index.put(devices.get(v), v);
        }
        this.localIndex = index.build();
    }

    @SuppressWarnings("unchecked")
    static ShortestPathDag sameDevice(DeviceId device) {
        return new ShortestPathDag(device, device, 0, ImmutableList.of(device),
                                   new ImmutableList[]{ImmutableList.of()}, new int[][]{{}}, new long[]{1});
    }

    @SuppressWarnings("unchecked")
    static ShortestPathDag unreachable(DeviceId src, DeviceId dst) {
        return new ShortestPathDag(src, dst, 0, ImmutableList.of(), new ImmutableList[0],
                                   new int[0][], new long[0]);
    }

    /**
     * Builds the DAG from BFS levels ({@code level[t] > 0}, -1 for unseen devices): walks back from
     * {@code t} keeping every link that climbs exactly one level, then numbers the kept devices by
     * (level, device order).
     */
    @SuppressWarnings("unchecked")
    static ShortestPathDag build(FabricGraph graph, int s, int t, int[] level) {
        int[] kept = new int[level.length];
        boolean[] onPath = new boolean[level.length];
        int keptCount = 0;
        kept[keptCount++] = t;
        onPath[t] = true;
        for (int head = 0; head < keptCount; head++) {
            int v = kept[head];
            if (v == s) {
                continue;
            }
            for (int i = graph.inStart(v); i < graph.inEnd(v); i++) {
                int u = graph.linkSource(graph.inLink(i));
                if (level[u] == level[v] - 1 && !onPath[u]) {
                    onPath[u] = true;
                    kept[keptCount++] = u;
                }
            }
        }
        long[] byLevel = new long[keptCount];
        for (int i = 0; i < keptCount; i++) {
            byLevel[i] = (long) level[kept[i]] * level.length + kept[i];
        }
        Arrays.sort(byLevel);
        int[] localOf = kept; // reused: global index -> local index, valid for kept devices only
        int[] globalOf = new int[keptCount];
        ImmutableList.Builder<DeviceId> devices = ImmutableList.builder();
        for (int v = 0; v < keptCount; v++) {
            globalOf[v] = (int) (byLevel[v] % level.length);
            localOf[globalOf[v]] = v;
            devices.add(graph.device(globalOf[v]));
        }

        ImmutableList<Link>[] linksInto = new ImmutableList[keptCount];
        int[][] predecessorOf = new int[keptCount][];
        long[] pathsTo = new long[keptCount];
        linksInto[0] = ImmutableList.of();
        predecessorOf[0] = new int[0];
        pathsTo[0] = 1;
        int[] from = new int[64];
        for (int v = 1; v < keptCount; v++) {
            int g = globalOf[v];
            ImmutableList.Builder<Link> links = ImmutableList.builder();
            int n = 0;
            long paths = 0;
            for (int i = graph.inStart(g); i < graph.inEnd(g); i++) {
                int l = graph.inLink(i);
                int u = graph.linkSource(l);
                if (level[u] == level[g] - 1) {
                    links.add(graph.link(l));
                    if (n == from.length) {
                        from = Arrays.copyOf(from, n * 2);
                    }
                    from[n++] = localOf[u];
                    paths = addPaths(paths, pathsTo[localOf[u]]);
                }
            }
            linksInto[v] = links.build();
            predecessorOf[v] = Arrays.copyOf(from, n);
            pathsTo[v] = paths;
        }
        return new ShortestPathDag(graph.device(s), graph.device(t), level[t], devices.build(),
                                   linksInto, predecessorOf, pathsTo);
    }

    private static long addPaths(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw new IllegalStateException("more than " + Long.MAX_VALUE + " shortest paths", e);
        }
    }

    @Override
    public DeviceId source() {
        return source;
    }

    @Override
    public DeviceId destination() {
        return destination;
    }

    @Override
    public int hopCount() {
        return hopCount;
    }

    @Override
    public long pathCount() {
        return devices.isEmpty() ? 0 : pathsTo[devices.size() - 1];
    }

    @Override
    public List<DeviceId> devicesInBfsOrder() {
        return devices;
    }

    @Override
    public List<Link> linksInto(DeviceId device) {
        Integer v = localIndex.get(device);
        return v == null ? ImmutableList.of() : linksInto[v];
    }

    @Override
    public List<Link> path(long index) {
        long count = pathCount();
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("path " + index + " of " + count);
        }
        Link[] path = new Link[hopCount];
        int v = devices.size() - 1;
        long rest = index;
        for (int hop = hopCount - 1; hop >= 0; hop--) {
            int[] preds = predecessorOf[v];
            int j = 0;
            while (rest >= pathsTo[preds[j]]) {
                rest -= pathsTo[preds[j]];
                j++;
            }
            path[hop] = linksInto[v].get(j);
            v = preds[j];
        }
        return ImmutableList.copyOf(path);
    }

    @Override
    public List<List<Link>> paths() {
        long count = pathCount();
        if (count > Integer.MAX_VALUE) {
            throw new IllegalStateException(count + " paths are too many to list");
        }
        ImmutableList.Builder<List<Link>> all = ImmutableList.builder();
        for (long i = 0; i < count; i++) {
            all.add(path(i));
        }
        return all.build();
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("source", source).add("destination", destination)
                .add("hops", hopCount).add("paths", pathCount()).toString();
    }
}

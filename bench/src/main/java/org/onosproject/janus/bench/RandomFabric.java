package org.onosproject.janus.bench;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.testing.FatTree;
import org.onosproject.janus.testing.MapLinkUsageView;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A k-ary fat-tree with a random utilisation on every directed link and a fixed set of random
 * inter-pod flows (5-tuples between random hosts of two different pods), seeded so every run and
 * every strategy sees the same fabric and flows. The utilisations are served either by a map
 * ({@link MapLinkUsageView}, {@code "map"}) or by the production {@code LinkUsageMonitor} fed port
 * statistics for every link ({@code "monitor"}); both hold the same random rates.
 */
final class RandomFabric {

    /** Flows per fabric; a power of two so the benchmark can cycle with a mask. */
    static final int FLOWS = 1024;

    /** The usage views {@link #RandomFabric} can serve the utilisations from. */
    static final String MAP_VIEW = "map";
    static final String MONITOR_VIEW = "monitor";

    final FabricGraph graph;
    final LinkUsageView usage;
    final DeviceId[] sources = new DeviceId[FLOWS];
    final DeviceId[] destinations = new DeviceId[FLOWS];
    final FlowRequest[] requests = new FlowRequest[FLOWS];

    RandomFabric(int k, long seed, String usageView) {
        Random random = new Random(seed);
        FatTree tree = FatTree.of(k);
        graph = FabricGraph.of(tree.links());
        Map<Link, Long> bytesPerSecond = new HashMap<>();
        for (Link link : tree.links()) {
            bytesPerSecond.put(link, (long) (random.nextDouble() * MapLinkUsageView.GIGABIT));
        }
        usage = usageView(usageView, tree.links(), bytesPerSecond);
        int half = k / 2;
        for (int i = 0; i < FLOWS; i++) {
            int srcPod = random.nextInt(k);
            int dstPod = (srcPod + 1 + random.nextInt(k - 1)) % k;
            DeviceId src = tree.edge(srcPod, random.nextInt(half));
            DeviceId dst = tree.edge(dstPod, random.nextInt(half));
            int srcSlot = random.nextInt(half);
            int dstSlot = random.nextInt(half);
            Ip4Address srcIp = tree.hostIp(src, srcSlot);
            Ip4Address dstIp = tree.hostIp(dst, dstSlot);
            FlowKey key = FlowKey.ofFiveTuple(srcIp, dstIp, (byte) 6, 1024 + random.nextInt(60000),
                                              1 + random.nextInt(65535));
            sources[i] = src;
            destinations[i] = dst;
            requests[i] = new FlowRequest(key, SimpleSelectionContext.hostOf(srcIp),
                                          SimpleSelectionContext.hostOf(dstIp),
                                          tree.hostPoint(src, srcSlot), tree.hostPoint(dst, dstSlot));
        }
    }

    private static LinkUsageView usageView(String name, List<Link> links, Map<Link, Long> bytesPerSecond) {
        switch (name) {
            case MAP_VIEW:
                MapLinkUsageView map = new MapLinkUsageView();
                links.forEach(l -> map.set(l, bytesPerSecond.get(l), MapLinkUsageView.GIGABIT));
                return map;
            case MONITOR_VIEW:
                return MonitoredLinkUsage.of(links, l -> bytesPerSecond.get(l) * MonitoredLinkUsage.DELTA_SECONDS);
            default:
                throw new IllegalArgumentException("no usage view " + name + "; valid: map, monitor");
        }
    }
}

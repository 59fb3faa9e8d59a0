package org.onosproject.janus.bench;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.testing.FatTree;
import org.onosproject.janus.testing.MapLinkUsageView;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.Random;

/**
 * A k-ary fat-tree with a random utilisation on every directed link and a fixed set of random
 * inter-pod flows (5-tuples between random hosts of two different pods), seeded so every run and
 * every strategy sees the same fabric and flows.
 */
final class RandomFabric {

    /** Flows per fabric; a power of two so the benchmark can cycle with a mask. */
    static final int FLOWS = 1024;

    final FabricGraph graph;
    final MapLinkUsageView usage = new MapLinkUsageView();
    final DeviceId[] sources = new DeviceId[FLOWS];
    final DeviceId[] destinations = new DeviceId[FLOWS];
    final FlowRequest[] requests = new FlowRequest[FLOWS];

    RandomFabric(int k, long seed) {
        Random random = new Random(seed);
        FatTree tree = FatTree.of(k);
        graph = FabricGraph.of(tree.links());
        for (Link link : tree.links()) {
            usage.set(link, random.nextDouble() * MapLinkUsageView.GIGABIT, MapLinkUsageView.GIGABIT);
        }
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
}

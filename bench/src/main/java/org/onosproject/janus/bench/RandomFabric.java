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
package org.onosproject.janus.bench;

import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.embedded.FatTree;
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
 * every strategy sees the same fabric and flows. The utilisations are served by the production view
 * Janus's strategies are given: {@code ExpectedUsage} over the production {@code LinkUsageMonitor}, fed
 * port statistics for every link, and a {@code CommittedLoad} holding one live Janus flow per host (see
 * {@link #commitOneFlowPerHost}).
 */
final class RandomFabric {

    /** Flows per fabric; a power of two so the benchmark can cycle with a mask. */
    static final int FLOWS = 1024;

    /** 1 Gbit/s in bytes per second: the links' speed, and the bound of their random rates. */
    private static final double GIGABIT = 125_000_000d;

    /** One committed flow in this many is a just-placed flow charged its placement estimate. */
    static final int ESTIMATED_ONE_IN = 16;

    final FabricGraph graph;
    final ExpectedUsage usage;
    final DeviceId[] sources = new DeviceId[FLOWS];
    final DeviceId[] destinations = new DeviceId[FLOWS];
    final FlowRequest[] requests = new FlowRequest[FLOWS];

    final FatTree tree;
    /** Janus flows charged to the committed load. */
    final int committedFlows;

    RandomFabric(int k, long seed) {
        Random random = new Random(seed);
        tree = FatTree.of(k);
        graph = FabricGraph.of(tree.links());
        Map<Link, Long> bytesPerSecond = new HashMap<>();
        for (Link link : tree.links()) {
            bytesPerSecond.put(link, (long) (random.nextDouble() * GIGABIT));
        }
        LinkUsageMonitor monitor = MonitoredLinkUsage.of(
                tree.links(), l -> bytesPerSecond.get(l) * MonitoredLinkUsage.DELTA_SECONDS);
        CommittedLoad committed = new CommittedLoad();
        committedFlows = commitOneFlowPerHost(committed, new Random(seed + 1));
        usage = new ExpectedUsage(monitor, committed);
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

    /**
     * Charges one Janus flow per host of the fabric (k^3/4 flows: 27,648 at k=48), each from its host to
     * a random host in another pod, on a random one of the equal-cost paths between their edge switches,
     * as Janus would have placed them: {@value #ESTIMATED_ONE_IN - 1} in {@value #ESTIMATED_ONE_IN}
     * charged a measured rate (uniform below 10% of the 1 Gb/s links), the rest just placed and charged
     * the path's capacity (Janus's placement estimate until the flow is measured).
     */
    private int commitOneFlowPerHost(CommittedLoad committed, Random random) {
        int k = tree.k();
        int half = k / 2;
        double capacity = MonitoredLinkUsage.PORT_SPEED_MBPS * 125_000.0;
        int flows = 0;
        for (int pod = 0; pod < k; pod++) {
            for (int e = 0; e < half; e++) {
                DeviceId src = tree.edge(pod, e);
                for (int slot = 0; slot < half; slot++) {
                    int dstPod = (pod + 1 + random.nextInt(k - 1)) % k;
                    DeviceId dst = tree.edge(dstPod, random.nextInt(half));
                    CandidatePaths paths = graph.searchCandidates(src, dst);
                    List<Link> path = paths.path((long) (random.nextDouble() * paths.pathCount()));
                    boolean estimate = random.nextInt(ESTIMATED_ONE_IN) == 0;
                    long rate = estimate ? (long) capacity : (long) (random.nextDouble() * 0.1 * capacity);
                    committed.charge("flow-" + flows, path, rate, !estimate);
                    flows++;
                }
            }
        }
        return flows;
    }
}

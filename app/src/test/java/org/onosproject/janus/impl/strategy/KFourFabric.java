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
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.List;

/** A k=4 fat-tree, its graph and a usage view the test fills; shared set-up of the selector tests. */
final class KFourFabric {

    final FatTree tree = FatTree.of(4);
    final FabricGraph graph = FabricGraph.of(tree.links());
    final TestExpectedUsage usage = new TestExpectedUsage();
    /** First edge switch of pod 0 to first edge switch of pod 1: four paths, one per core. */
    final DeviceId src = tree.edge(0, 0);
    final DeviceId dst = tree.edge(1, 0);
    final CandidatePaths interPod = graph.candidates(src, dst);

    /** A host-pair flow between host 0 of the source and host 0 of the destination edge switch. */
    FlowKey hostPair() {
        return FlowKey.ofHostPair(tree.hostIp(src, 0), tree.hostIp(dst, 0));
    }

    /** A TCP flow from host 0 to host 0 of the two edge switches with the given source port. */
    FlowKey tcp(int srcPort) {
        Ip4Address from = tree.hostIp(src, 0);
        Ip4Address to = tree.hostIp(dst, 0);
        return FlowKey.ofFiveTuple(from, to, (byte) 6, srcPort, 5001);
    }

    /** A TCP flow whose ecmp index among {@code pathCount} paths is {@code index}, the n-th such. */
    FlowKey tcpHashingTo(long index, long pathCount, int nth) {
        int seen = 0;
        for (int port = 1024; port <= 0xffff; port++) {
            FlowKey key = tcp(port);
            if (NamedSelector.hashIndex(key.stableHash(), pathCount) == index && seen++ == nth) {
                return key;
            }
        }
        throw new AssertionError("no flow hashes to " + index);
    }

    SimpleSelectionContext context(FlowKey key) {
        return SimpleSelectionContext.of(key, interPod, usage.usage());
    }

    SimpleSelectionContext context(FlowKey key, CandidatePaths candidates) {
        return SimpleSelectionContext.of(key, candidates, usage.usage());
    }

    /** The core switch a k=4 inter-pod path climbs to. */
    static DeviceId coreOf(List<Link> path) {
        return path.get(1).dst().deviceId();
    }
}

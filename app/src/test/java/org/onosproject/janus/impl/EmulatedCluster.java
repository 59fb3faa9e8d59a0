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
package org.onosproject.janus.impl;

import org.onosproject.janus.impl.cluster.FlowOwnership;
import com.google.common.collect.ImmutableSet;
import org.onlab.packet.IpAddress;
import org.onosproject.cluster.ClusterServiceAdapter;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.cluster.DefaultControllerNode;
import org.onosproject.cluster.NodeId;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Function;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The cluster side of a few ONOS nodes emulated in one JVM: each node's {@link ClusterServiceAdapter}
 * (itself as local node, every node's state) and its work partitions. Keys are spread over the nodes
 * that are up by their hash, as ONOS spreads intent keys over its partitions and partitions over
 * nodes; a node marked down loses its keys to the others.
 */
final class EmulatedCluster {

    private final List<NodeId> nodes;
    private final Set<NodeId> up;

    EmulatedCluster(String... names) {
        checkArgument(names.length > 0, "no nodes");
        this.nodes = java.util.Arrays.stream(names).map(NodeId::nodeId).collect(Collectors.toList());
        this.up = new CopyOnWriteArraySet<>(nodes);
    }

    NodeId node(int index) {
        return nodes.get(index);
    }

    /** The node leaves the cluster (ONOS then reports it INACTIVE and moves its partitions). */
    void markDown(NodeId node) {
        up.remove(node);
    }

    /**
     * The node among those up that owns {@code hash}: as in ONOS, the hash picks one of the work
     * partitions, and the partitions are spread over the nodes that are up.
     */
    NodeId ownerOf(long hash) {
        List<NodeId> live = nodes.stream().filter(up::contains).collect(Collectors.toList());
        return live.get(Math.floorMod(FlowOwnership.partitionOf(hash), live.size()));
    }

    ClusterServiceAdapter clusterService(NodeId self) {
        return new ClusterServiceAdapter() {
            @Override
            public ControllerNode getLocalNode() {
                return new DefaultControllerNode(self, IpAddress.valueOf("127.0.0.1"));
            }

            @Override
            public Set<ControllerNode> getNodes() {
                return nodes.stream().map(n -> new DefaultControllerNode(n, IpAddress.valueOf("127.0.0.1")))
                        .collect(ImmutableSet.toImmutableSet());
            }

            @Override
            public ControllerNode.State getState(NodeId node) {
                return up.contains(node) ? ControllerNode.State.ACTIVE : ControllerNode.State.INACTIVE;
            }
        };
    }

    WorkPartitionServiceAdapter partitionService(NodeId self) {
        return new WorkPartitionServiceAdapter() {
            @Override
            public <K> boolean isMine(K id, Function<K, Long> hasher) {
                return ownerOf(hasher.apply(id)).equals(self);
            }

            @Override
            public <K> NodeId getLeader(K id, Function<K, Long> hasher) {
                return ownerOf(hasher.apply(id));
            }
        };
    }
}

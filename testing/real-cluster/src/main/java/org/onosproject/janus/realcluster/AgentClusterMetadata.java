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
package org.onosproject.janus.realcluster;

import org.onlab.packet.IpAddress;
import org.onosproject.cluster.ClusterMetadata;
import org.onosproject.cluster.ClusterMetadataEventListener;
import org.onosproject.cluster.ClusterMetadataService;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.cluster.DefaultControllerNode;
import org.onosproject.cluster.Node;
import org.onosproject.cluster.NodeId;
import org.onosproject.janus.realcluster.process.ServerAddress;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Cluster metadata as ONOS reads it from {@code cluster.json} in the atomix-agent topology: the ONOS
 * nodes as controller nodes, and the separate Atomix servers as storage nodes, which ONOS's own
 * {@code AtomixManager} then joins as a client. It never changes.
 */
final class AgentClusterMetadata implements ClusterMetadataService {

    private final ClusterMetadata metadata;
    private final ControllerNode localNode;

    AgentClusterMetadata(String clusterName, List<NodeAddress> onosNodes, NodeAddress self,
                         List<ServerAddress> storageNodes) {
        this.localNode = controllerNode(self.id(), self.port());
        Set<ControllerNode> controllers = onosNodes.stream().map(n -> controllerNode(n.id(), n.port()))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        Set<Node> storage = storageNodes.stream()
                .map(s -> (Node) controllerNode(NodeId.nodeId(s.id()), s.port()))
                .collect(Collectors.toCollection(LinkedHashSet::new));
        this.metadata = new ClusterMetadata(clusterName, localNode, controllers, storage);
    }

    private static ControllerNode controllerNode(NodeId id, int port) {
        return new DefaultControllerNode(id, IpAddress.valueOf(NodeAddress.HOST), port);
    }

    @Override
    public ClusterMetadata getClusterMetadata() {
        return metadata;
    }

    @Override
    public ControllerNode getLocalNode() {
        return localNode;
    }

    @Override
    public void addListener(ClusterMetadataEventListener listener) {
        // the metadata never changes
    }

    @Override
    public void removeListener(ClusterMetadataEventListener listener) {
        // the metadata never changes
    }
}

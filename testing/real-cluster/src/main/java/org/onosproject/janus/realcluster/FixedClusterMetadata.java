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

import com.google.common.collect.ImmutableSet;
import org.onlab.packet.IpAddress;
import org.onosproject.cluster.ClusterMetadata;
import org.onosproject.cluster.ClusterMetadataEventListener;
import org.onosproject.cluster.ClusterMetadataService;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.cluster.DefaultControllerNode;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The cluster metadata ONOS would read from its cluster.json, fixed at construction: every node is a
 * controller node, there are no separate storage nodes. ONOS's ClusterMetadataManager would read the
 * same from a file or URL; nothing here changes at run time, so it never posts events.
 */
final class FixedClusterMetadata implements ClusterMetadataService {

    private final ClusterMetadata metadata;
    private final ControllerNode localNode;

    FixedClusterMetadata(String clusterName, List<NodeAddress> nodes, NodeAddress self) {
        this.localNode = controllerNode(self);
        Set<ControllerNode> controllers = nodes.stream().map(FixedClusterMetadata::controllerNode)
                .collect(Collectors.toCollection(java.util.LinkedHashSet::new));
        this.metadata = new ClusterMetadata(clusterName, localNode, controllers, ImmutableSet.of());
    }

    private static ControllerNode controllerNode(NodeAddress address) {
        return new DefaultControllerNode(address.id(), IpAddress.valueOf(NodeAddress.HOST), address.port());
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

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

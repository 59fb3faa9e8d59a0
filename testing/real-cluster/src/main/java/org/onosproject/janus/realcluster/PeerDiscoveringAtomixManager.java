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

import io.atomix.cluster.Node;
import io.atomix.cluster.discovery.BootstrapDiscoveryProvider;
import io.atomix.core.Atomix;
import io.atomix.protocols.raft.partition.RaftPartitionGroup;
import org.onosproject.cluster.ClusterMetadata;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.store.atomix.impl.AtomixManager;

import java.io.File;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

/**
 * ONOS's {@link AtomixManager} with the one change a cluster of controller nodes only (no separate
 * Atomix storage nodes) needs to form at all. Given no storage nodes, ONOS builds its Raft groups on
 * the controller nodes but bootstraps membership discovery with an empty node list, so the nodes
 * never find each other. This builds the same groups ({@code system}: one partition; {@code raft}:
 * one partition per node, every node a member of each) and bootstraps discovery with the controller
 * nodes of the metadata. Data goes to a directory of the caller's, not under {@code karaf.data}.
 *
 * <p>Every other component that uses Atomix asks {@link #getAtomix()}, so overriding the life cycle
 * and that getter is all it takes.
 */
final class PeerDiscoveringAtomixManager extends AtomixManager {

    private final File dataDirectory;
    private final long startTimeoutMillis;
    private volatile Atomix atomix;

    /** The metadata service ONOS would inject; set here since nothing else reads this component's fields. */
    PeerDiscoveringAtomixManager(FixedClusterMetadata metadata, File dataDirectory, long startTimeoutMillis) {
        this.metadataService = metadata;
        this.dataDirectory = dataDirectory;
        this.startTimeoutMillis = startTimeoutMillis;
    }

    @Override
    public Atomix getAtomix() {
        return atomix;
    }

    /**
     * Builds and starts Atomix; returns once this node's Raft partitions have a quorum. If that does
     * not happen in time, stops what did start (no one else will: the component never became active)
     * and throws.
     */
    @Override
    public void activate() {
        atomix = build();
        try {
            atomix.start().get(startTimeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopAfterFailedStart();
            throw new IllegalStateException("interrupted starting Atomix", e);
        } catch (ExecutionException | TimeoutException e) {
            stopAfterFailedStart();
            throw new IllegalStateException("Atomix of " + metadataService.getLocalNode().id()
                                                    + " did not start in " + startTimeoutMillis + " ms", e);
        }
    }

    private void stopAfterFailedStart() {
        try {
            atomix.stop().get(startTimeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // reported by the caller's failure; the threads that did not stop show in the test
        }
    }

    /**
     * Stops Atomix. If its orderly stop has not finished in 20 s (it hangs
     * on a node that was cut off the network), ends it as a kill would ({@link AtomixForcedStop}).
     */
    @Override
    public void deactivate() {
        Atomix started = atomix;
        if (started == null) {
            return;
        }
        AtomixForcedStop.stopInOrderOrForce(started, metadataService.getLocalNode().id());
    }

    private Atomix build() {
        ClusterMetadata metadata = metadataService.getClusterMetadata();
        ControllerNode local = metadataService.getLocalNode();
        List<String> members = metadata.getControllerNodes().stream()
                .map(node -> node.id().id()).sorted().collect(Collectors.toList());
        List<Node> peers = metadata.getControllerNodes().stream()
                .map(node -> Node.builder().withId(node.id().id()).withHost(node.ip().toString())
                        .withPort(node.tcpPort()).build())
                .collect(Collectors.toList());
        return Atomix.builder(getClass().getClassLoader())
                .withClusterId(metadata.getName())
                .withMemberId(local.id().id())
                .withHost(local.ip().toString())
                .withPort(local.tcpPort())
                // AtomixClusterStore counts as ONOS nodes only the members of this type.
                .withProperty("type", "onos")
                .withMembershipProvider(BootstrapDiscoveryProvider.builder().withNodes(peers).build())
                .withManagementGroup(RaftPartitionGroup.builder("system")
                                             .withNumPartitions(1)
                                             .withDataDirectory(new File(dataDirectory, "system"))
                                             .withMembers(members)
                                             .build())
                .addPartitionGroup(RaftPartitionGroup.builder("raft")
                                           .withNumPartitions(members.size())
                                           .withDataDirectory(new File(dataDirectory, "data"))
                                           .withMembers(members)
                                           .build())
                .build();
    }
}

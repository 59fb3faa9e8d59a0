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

import org.apache.karaf.system.SystemService;
import org.onosproject.cfg.ComponentConfigAdapter;
import org.onosproject.cluster.ClusterService;
import org.onosproject.cluster.LeadershipService;
import org.onosproject.cluster.NodeId;
import org.onosproject.cluster.impl.ClusterManager;
import org.onosproject.cluster.impl.LeadershipManager;
import org.onosproject.cluster.impl.MembershipManager;
import org.onosproject.event.EventDeliveryService;
import org.onosproject.janus.embedded.Wiring;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.persistence.PersistenceService;
import org.onosproject.store.atomix.cluster.impl.AtomixClusterStore;
import org.onosproject.store.atomix.cluster.messaging.impl.AtomixMessagingManager;
import org.onosproject.store.atomix.impl.AtomixManager;
import org.onosproject.store.atomix.primitives.impl.CoordinationManager;
import org.onosproject.store.atomix.primitives.impl.PartitionManager;
import org.onosproject.store.atomix.primitives.impl.StorageManager;
import org.onosproject.store.cluster.impl.DistributedLeadershipStore;
import org.onosproject.store.cluster.messaging.ClusterCommunicationService;
import org.onosproject.store.cluster.messaging.impl.ClusterCommunicationManager;
import org.onosproject.store.intent.impl.WorkPartitionManager;
import org.onosproject.store.service.CoordinationService;
import org.onosproject.store.service.StorageService;

import java.io.File;
import java.util.List;
import java.util.function.Supplier;

/**
 * One ONOS node's cluster and store stack, made of ONOS's own components wired by hand in the order
 * OSGi would activate them: Atomix (Raft), cluster membership, messaging, partitions, storage,
 * coordination, leadership elections and work partitions. Only the services the note on the real
 * cluster names as not needed for real (metadata, version, upgrade, system, persistence, component
 * config) are stand-ins.
 */
public final class RealClusterNode {

    private final NodeAddress address;
    private final Supplier<? extends AtomixManager> atomixFactory;
    private final ComponentChain components = new ComponentChain();

    private volatile ThreadFreeingEventDispatcher eventDispatcher;
    private volatile ClusterManager clusterService;
    private volatile ClusterCommunicationManager clusterCommunicator;
    private volatile StorageManager storageService;
    private volatile CoordinationManager coordinationService;
    private volatile LeadershipManager leadershipService;
    private volatile WorkPartitionManager workPartitionService;
    private volatile AtomixManager atomixManager;
    private volatile boolean running;
    private volatile boolean cutOff;

    RealClusterNode(String clusterName, List<NodeAddress> members, NodeAddress self, File dataDirectory,
                    long startTimeoutMillis) {
        this(self, () -> new PeerDiscoveringAtomixManager(new FixedClusterMetadata(clusterName, members, self),
                                                          dataDirectory, startTimeoutMillis));
    }

    /**
     * A node whose Atomix component {@code atomixFactory} makes (a new one on each start), e.g. ONOS's
     * own {@code AtomixManager} as a client of separate Atomix servers.
     */
    RealClusterNode(NodeAddress self, Supplier<? extends AtomixManager> atomixFactory) {
        this.address = self;
        this.atomixFactory = atomixFactory;
    }

    /**
     * Activates the stack. Blocks until Atomix has formed its Raft partitions, which needs a majority
     * of the nodes starting at the same time.
     */
    synchronized void start() {
        SteadyVersion version = new SteadyVersion();
        AtomixManager atomix = components.activate(atomixFactory.get());
        atomixManager = atomix;
        eventDispatcher = components.activate(new ThreadFreeingEventDispatcher());

        AtomixClusterStore clusterStore = new AtomixClusterStore();
        Wiring.inject(clusterStore, "atomixManager", atomix);
        Wiring.inject(clusterStore, "versionService", version);
        components.activate(clusterStore);

        ClusterManager cluster = new ClusterManager();
        Wiring.inject(cluster, "store", clusterStore);
        Wiring.inject(cluster, "systemService", Unused.service(SystemService.class));
        Wiring.inject(cluster, "eventDispatcher", eventDispatcher);
        clusterService = components.activate(cluster);

        MembershipManager membership = new MembershipManager();
        Wiring.inject(membership, "clusterService", cluster);
        components.activate(membership);

        AtomixMessagingManager messaging = new AtomixMessagingManager();
        Wiring.inject(messaging, "atomixManager", atomix);
        components.activate(messaging);

        ClusterCommunicationManager communicator = new ClusterCommunicationManager();
        Wiring.inject(communicator, "clusterService", cluster);
        Wiring.inject(communicator, "messagingService", messaging);
        clusterCommunicator = components.activate(communicator);

        PartitionManager partitions = new PartitionManager();
        Wiring.inject(partitions, "atomixManager", atomix);
        Wiring.inject(partitions, "eventDispatcher", eventDispatcher);
        components.activate(partitions);

        PersistenceService noPersistence = Unused.service(PersistenceService.class);
        StorageManager storage = new StorageManager();
        Wiring.inject(storage, "clusterService", cluster);
        Wiring.inject(storage, "clusterCommunicator", communicator);
        Wiring.inject(storage, "persistenceService", noPersistence);
        Wiring.inject(storage, "partitionAdminService", partitions);
        Wiring.inject(storage, "membershipService", membership);
        Wiring.inject(storage, "atomixManager", atomix);
        storageService = components.activate(storage);

        CoordinationManager coordination = new CoordinationManager();
        Wiring.inject(coordination, "clusterService", cluster);
        Wiring.inject(coordination, "clusterCommunicator", communicator);
        Wiring.inject(coordination, "persistenceService", noPersistence);
        Wiring.inject(coordination, "atomixManager", atomix);
        coordinationService = components.activate(coordination);

        DistributedLeadershipStore leadershipStore = new DistributedLeadershipStore();
        Wiring.inject(leadershipStore, "clusterService", cluster);
        Wiring.inject(leadershipStore, "storageService", coordination);
        Wiring.inject(leadershipStore, "configService", new ComponentConfigAdapter());
        Wiring.inject(leadershipStore, "versionService", version);
        Wiring.inject(leadershipStore, "upgradeService", version);
        components.activate(leadershipStore);

        LeadershipManager leadership = new LeadershipManager();
        Wiring.inject(leadership, "clusterService", cluster);
        Wiring.inject(leadership, "store", leadershipStore);
        Wiring.inject(leadership, "eventDispatcher", eventDispatcher);
        leadershipService = components.activate(leadership);

        WorkPartitionManager workPartitions = new WorkPartitionManager();
        Wiring.inject(workPartitions, "leadershipService", leadership);
        Wiring.inject(workPartitions, "clusterService", cluster);
        Wiring.inject(workPartitions, "eventDispatcher", eventDispatcher);
        workPartitionService = components.activate(workPartitions);
        running = true;
    }

    /**
     * Cuts the node off the network, as a crash or a partition does for its peers: closes its Atomix
     * messaging (TCP) and unicast (UDP) endpoints, so peers' connections are refused and its own
     * requests fail. The node's threads keep running and keep their last view of the cluster (as an
     * isolated ONOS node does) until {@link #stop}.
     */
    synchronized void cutOff() {
        io.atomix.core.Atomix atomix = atomixManager.getAtomix();
        cutOff = true;
        ((io.atomix.utils.Managed<?>) atomix.getMessagingService()).stop().join();
        ((io.atomix.utils.Managed<?>) atomix.getUnicastService()).stop().join();
    }

    /**
     * Opens the node's messaging endpoints again, on the same port. Stopping a node that is still cut
     * off hangs: requests it sent before the cut wait for replies forever, as the timeouts of Atomix's
     * messaging stopped with it, and Atomix's stop waits for them.
     */
    private void reconnect() {
        io.atomix.core.Atomix atomix = atomixManager.getAtomix();
        ((io.atomix.utils.Managed<?>) atomix.getMessagingService()).start().join();
        ((io.atomix.utils.Managed<?>) atomix.getUnicastService()).start().join();
        cutOff = false;
    }

    /** True once {@link #cutOff} was called, until the node stops. */
    public boolean isCutOff() {
        return cutOff;
    }

    /**
     * Deactivates every component, last activated first, as ONOS does on a clean shutdown: the node
     * withdraws from its leaderships and leaves the Atomix cluster. Goes on past failures; throws the
     * first one at the end.
     */
    synchronized void stop() {
        running = false;
        if (cutOff) {
            reconnect();
        }
        RuntimeException failure = components.deactivateAll();
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * The leader of each Raft partition of the data group ({@code raft-1}...), as this node knows it
     * (null where it knows none); these are the partitions StorageManager puts consistent maps on.
     */
    public java.util.Map<String, String> raftPartitionLeaders() {
        java.util.Map<String, String> leaders = new java.util.TreeMap<>();
        atomixManager.getAtomix().getPartitionService().getPartitionGroup("raft").getPartitions().forEach(
                p -> leaders.put(p.id().group() + "-" + p.id().id(), p.primary() == null ? null : p.primary().id()));
        return leaders;
    }

    public NodeId id() {
        return address.id();
    }

    public NodeAddress address() {
        return address;
    }

    public boolean isRunning() {
        return running;
    }

    public ClusterService clusterService() {
        return clusterService;
    }

    public ClusterCommunicationService clusterCommunicator() {
        return clusterCommunicator;
    }

    public StorageService storageService() {
        return storageService;
    }

    public CoordinationService coordinationService() {
        return coordinationService;
    }

    public LeadershipService leadershipService() {
        return leadershipService;
    }

    public WorkPartitionService workPartitionService() {
        return workPartitionService;
    }

    public EventDeliveryService eventDispatcher() {
        return eventDispatcher;
    }

    @Override
    public String toString() {
        return address.toString();
    }
}

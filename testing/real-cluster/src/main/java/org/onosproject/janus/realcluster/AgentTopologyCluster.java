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

import com.google.common.collect.ImmutableList;
import org.onosproject.cluster.NodeId;
import org.onosproject.janus.realcluster.process.AtomixServerProcess;
import org.onosproject.janus.realcluster.process.ServerAddress;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A real ONOS cluster in ONOS's production atomix-agent topology, on loopback: N plain Atomix 3.1.9
 * servers, each in a child JVM of its own ({@link AtomixServerProcess}), hold the Raft partitions;
 * N ONOS nodes in this JVM ({@link RealClusterNode}, with ONOS's own {@code AtomixManager} as their
 * client) hold the cluster membership, leaderships and work partitions. Host {@code i} is server
 * {@code i} and ONOS node {@code i}.
 *
 * <p>{@link #crash(int)} is the death of host {@code i}: its Atomix server is killed as
 * {@code kill -9} does (a true crash of a Raft member), and its ONOS node is cut off the network
 * at the same moment, so for its peers it is gone; its threads still run, alone, until close.
 * Every port is asked of the OS; every server gets a fresh data directory under one temporary
 * directory; {@link #close()} stops every ONOS node, kills every child JVM and deletes the data,
 * also after a failed start.
 */
public final class AgentTopologyCluster implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(AgentTopologyCluster.class);
    /** How long forming the cluster (and starting a rejoining host) may take unless a caller says otherwise. */
    public static final long DEFAULT_FORMATION_MILLIS = 120_000;
    private static final long STOP_TIMEOUT_MILLIS = 90_000;

    private final Path root;
    private final String clusterName;
    private final List<ServerAddress> serverAddresses;
    private final List<NodeAddress> nodeAddresses;
    private final List<AtomixServerProcess> servers;
    private final List<RealClusterNode> nodes;
    private final List<Thread> cutOffs = new ArrayList<>();
    private final long formationMillis;
    private volatile long startMillis;

    private AgentTopologyCluster(Path root, List<ServerAddress> serverAddresses, List<NodeAddress> nodeAddresses,
                                 long formationMillis) {
        this.root = root;
        this.formationMillis = formationMillis;
        this.clusterName = "janus-agent-" + root.getFileName();
        this.serverAddresses = serverAddresses;
        this.nodeAddresses = nodeAddresses;
        this.servers = new ArrayList<>();
        this.nodes = new ArrayList<>();
    }

    /**
     * Starts {@code size} Atomix servers ({@code atomix-1..N}, child JVMs) and, once they have formed
     * their Raft groups, {@code size} ONOS nodes ({@code node-1..N}) joined to them, each stage within
     * {@link #DEFAULT_FORMATION_MILLIS}. On failure, stops whatever started and deletes the data before
     * throwing.
     */
    public static AgentTopologyCluster start(int size) {
        return start(size, DEFAULT_FORMATION_MILLIS);
    }

    /**
     * As {@link #start(int)}, the servers given {@code formationMillis} to form their Raft groups and the
     * ONOS nodes as long to join them; a rejoining host ({@link #rejoinWithEmptyDisk}) gets the same bound.
     * A loaded machine needs more than the default: three server JVMs starting at once share its cores.
     */
    public static AgentTopologyCluster start(int size, long formationMillis) {
        checkArgument(size > 0, "a cluster needs a node");
        checkArgument(formationMillis > 0, "the formation bound must be positive, not %s ms", formationMillis);
        Path root = createRoot();
        List<Integer> ports = FreePorts.take(2 * size);
        List<ServerAddress> serverAddresses = new ArrayList<>();
        List<NodeAddress> nodeAddresses = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            serverAddresses.add(new ServerAddress("atomix-" + (i + 1), ports.get(i)));
            nodeAddresses.add(new NodeAddress(NodeId.nodeId("node-" + (i + 1)), ports.get(size + i)));
        }
        AgentTopologyCluster cluster = new AgentTopologyCluster(root, ImmutableList.copyOf(serverAddresses),
                                                                ImmutableList.copyOf(nodeAddresses), formationMillis);
        long began = System.nanoTime();
        try {
            synchronized (cluster) {
                for (int i = 0; i < size; i++) {
                    cluster.servers.add(cluster.launchServer(i));
                }
                AllAtOnce.run(cluster.servers, s -> s.awaitReady(formationMillis), formationMillis + 10_000);
                for (int i = 0; i < size; i++) {
                    cluster.nodes.add(cluster.newNode(i));
                }
            }
            AllAtOnce.run(cluster.nodes(), RealClusterNode::start, formationMillis);
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
        cluster.startMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began);
        log.info("{} Atomix servers (child JVMs) and {} ONOS nodes started in {} ms", size, size, cluster.startMillis);
        return cluster;
    }

    private AtomixServerProcess launchServer(int index) {
        ServerAddress address = serverAddresses.get(index);
        return AtomixServerProcess.launch(clusterName, address.id(), address.port(),
                                          root.resolve(address.id()).toFile(), serverAddresses);
    }

    private RealClusterNode newNode(int index) {
        AgentClusterMetadata metadata = new AgentClusterMetadata(clusterName, nodeAddresses,
                                                                 nodeAddresses.get(index), serverAddresses);
        return new RealClusterNode(nodeAddresses.get(index), () -> new StorageClientAtomixManager(metadata));
    }

    /** The ONOS nodes, by host, including crashed ones. */
    public synchronized List<RealClusterNode> nodes() {
        return ImmutableList.copyOf(nodes);
    }

    public synchronized RealClusterNode node(int index) {
        return nodes.get(index);
    }

    /** The ONOS nodes that run and were not crashed. */
    public synchronized List<RealClusterNode> liveNodes() {
        return nodes.stream().filter(n -> n.isRunning() && !n.isCutOff()).collect(ImmutableList.toImmutableList());
    }

    /** The Atomix server of host {@code index}, its current incarnation. */
    public synchronized AtomixServerProcess server(int index) {
        return servers.get(index);
    }

    /** The bound on forming the cluster and on starting a rejoining host, in ms. */
    public long formationMillis() {
        return formationMillis;
    }

    /** How long starting the servers and the nodes took, in ms. */
    public long startMillis() {
        return startMillis;
    }

    /**
     * Host {@code index} dies: its Atomix server is killed ({@code kill -9}; gone when this returns)
     * and, at the same moment, its ONOS node is cut off the network. The cut-off closes the node's
     * endpoints at once but its orderly end takes Netty up to 15 s more; it goes on in the background
     * ({@link #awaitCutOffs()}), so that a test sees the cluster right after the crash.
     */
    public void crash(int index) {
        AtomixServerProcess server = server(index);
        RealClusterNode node = node(index);
        Thread cut = new Thread(node::cutOff, "cut-off-" + node.id());
        cut.setDaemon(true);
        synchronized (this) {
            cutOffs.add(cut);
        }
        cut.start();
        server.kill();
        log.info("host {} crashed: {} killed, {} being cut off", index + 1, server, node);
    }

    /**
     * ONOS node {@code index} alone is cut off the network (its Atomix server goes on): a minority of one,
     * which reaches no Raft member and no peer, while it still runs. Returns once it is cut off.
     */
    public void cutOff(int index) {
        node(index).cutOff();
    }

    /** Waits until every cut-off begun by {@link #crash} has finished. */
    public void awaitCutOffs() {
        List<Thread> pending;
        synchronized (this) {
            pending = ImmutableList.copyOf(cutOffs);
        }
        for (Thread cut : pending) {
            try {
                cut.join(STOP_TIMEOUT_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + cut.getName(), e);
            }
        }
    }

    /**
     * Host {@code index}, crashed before, comes back with an empty disk: its old ONOS node is stopped
     * (its threads only ran alone since the crash), its server's data directory is deleted, a new
     * server starts on the same port with an empty data directory and rejoins the Raft groups, and a
     * new ONOS node joins the cluster. Returns the new node.
     */
    public RealClusterNode rejoinWithEmptyDisk(int index) {
        awaitCutOffs();
        RealClusterNode old = node(index);
        checkArgument(old.isCutOff(), "host %s has not crashed", index + 1);
        try {
            AllAtOnce.run(List.of(old), RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
        } catch (RuntimeException e) {
            // its leadership store times out withdrawing from elections it lost long ago; it is stopped
            log.warn("the crashed {} did not stop cleanly", old, e);
        }
        AtomixServerProcess deadServer = server(index);
        deadServer.kill();
        deleteRecursively(deadServer.dataDirectory().toPath());
        AtomixServerProcess server = launchServer(index);
        RealClusterNode node;
        synchronized (this) {
            servers.set(index, server);
            node = newNode(index);
            nodes.set(index, node);
        }
        server.awaitReady(formationMillis);
        AllAtOnce.run(List.of(node), RealClusterNode::start, formationMillis);
        return node;
    }

    /**
     * Stops every ONOS node (crashed ones first, one by one, each reconnected so that its stop can
     * finish; then the others at once, while the servers still hold their quorum), then kills every
     * server and deletes the data. Never throws.
     */
    @Override
    public void close() {
        try {
            awaitCutOffs();
        } catch (RuntimeException e) {
            log.warn("a cut-off did not finish", e);
        }
        List<RealClusterNode> all = nodes();
        try {
            for (RealClusterNode node : all) {
                if (node.isRunning() && node.isCutOff()) {
                    AllAtOnce.run(List.of(node), RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
                }
            }
        } catch (RuntimeException e) {
            log.warn("stopping a crashed ONOS node failed", e);
        }
        try {
            AllAtOnce.run(all.stream().filter(RealClusterNode::isRunning).collect(Collectors.toList()),
                          RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
        } catch (RuntimeException e) {
            log.warn("stopping the ONOS nodes failed", e);
        }
        List<AtomixServerProcess> children;
        synchronized (this) {
            children = ImmutableList.copyOf(servers);
        }
        for (AtomixServerProcess server : children) {
            try {
                server.kill();
            } catch (RuntimeException e) {
                log.warn("killing {} failed", server, e);
            }
        }
        deleteRecursively(root);
    }

    private static Path createRoot() {
        try {
            return Files.createTempDirectory("janus-agent-cluster-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteRecursively(Path path) {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(path)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            log.warn("could not delete {}", path, e);
        }
    }
}

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
import java.util.function.Consumer;
import java.util.stream.Stream;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A real ONOS cluster of N nodes in this JVM: each node a full {@link RealClusterNode} stack with
 * its own loopback port (asked of the OS) and its own fresh data directory, all under one temporary
 * directory that {@link #close()} deletes.
 *
 * <p>Nodes start together (Raft needs a majority up to form) and are stopped together: stopping the
 * survivors one by one hangs the last in deactivation once it has lost its quorum. Use it in
 * try-with-resources or close it in an {@code @After}, so a failing test still stops every thread.
 */
public final class RealCluster implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(RealCluster.class);

    /** Atomix start, per node; the note measured 13-17 s on a loaded 2-core machine. */
    private static final long START_TIMEOUT_MILLIS = 90_000;
    /** Bound on stopping all nodes; a node that does not stop in time is reported, not waited for. */
    private static final long STOP_TIMEOUT_MILLIS = 90_000;

    private final Path root;
    private final List<RealClusterNode> nodes;
    private volatile long startMillis;

    private RealCluster(Path root, List<RealClusterNode> nodes) {
        this.root = root;
        this.nodes = nodes;
    }

    /**
     * Starts {@code size} nodes named {@code node-1..node-N} and returns once every node's stack is
     * active. On failure, stops whatever started and deletes the data before throwing.
     */
    public static RealCluster start(int size) {
        checkArgument(size > 0, "a cluster needs a node");
        Path root = createRoot();
        List<Integer> ports = FreePorts.take(size);
        List<NodeAddress> members = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            members.add(new NodeAddress(NodeId.nodeId("node-" + (i + 1)), ports.get(i)));
        }
        String clusterName = "janus-test-" + root.getFileName();
        List<RealClusterNode> nodes = new ArrayList<>();
        for (NodeAddress member : members) {
            File dataDirectory = root.resolve(member.id().id()).toFile();
            nodes.add(new RealClusterNode(clusterName, members, member, dataDirectory, START_TIMEOUT_MILLIS));
        }
        RealCluster cluster = new RealCluster(root, ImmutableList.copyOf(nodes));
        long began = System.nanoTime();
        try {
            cluster.onEachAtOnce(nodes, RealClusterNode::start, START_TIMEOUT_MILLIS + 30_000);
        } catch (RuntimeException e) {
            cluster.close();
            throw e;
        }
        cluster.startMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began);
        log.info("{} nodes started in {} ms: {}", size, cluster.startMillis, members);
        return cluster;
    }

    /** Every node, running or stopped, in the order of their names. */
    public List<RealClusterNode> nodes() {
        return nodes;
    }

    public RealClusterNode node(int index) {
        return nodes.get(index);
    }

    /** The nodes still running. */
    public List<RealClusterNode> runningNodes() {
        return nodes.stream().filter(RealClusterNode::isRunning).collect(ImmutableList.toImmutableList());
    }

    /** How long starting all nodes took, in ms. */
    public long startMillis() {
        return startMillis;
    }

    /** Stops one node cleanly, as ONOS stops: it withdraws from its elections and leaves the cluster. */
    public void stop(RealClusterNode node) {
        checkArgument(nodes.contains(node), "%s is not a node of this cluster", node);
        onEachAtOnce(List.of(node), RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
    }

    /**
     * Cuts {@code node} off the network (see {@link RealClusterNode#cutOff}): for the others it is as
     * if it had crashed; it goes on running alone, a minority of one, until the cluster is closed.
     */
    public void cutOff(RealClusterNode node) {
        checkArgument(nodes.contains(node), "%s is not a node of this cluster", node);
        node.cutOff();
    }

    /**
     * Stops every node (a stopped node has nothing left to stop; one whose start failed half-way stops
     * what did start), then deletes every node's data. Never throws. Nodes cut off the network go
     * first, each reconnected and stopped while its peers still run, so that its stop can finish;
     * then all the others at once.
     */
    @Override
    public void close() {
        try {
            for (RealClusterNode node : nodes) {
                if (node.isCutOff()) {
                    onEachAtOnce(List.of(node), RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
                }
            }
        } catch (RuntimeException e) {
            log.warn("stopping a cut-off node failed", e);
        }
        try {
            onEachAtOnce(nodes, RealClusterNode::stop, STOP_TIMEOUT_MILLIS);
        } catch (RuntimeException e) {
            log.warn("stopping the cluster failed", e);
        } finally {
            deleteRecursively(root);
        }
    }

    private void onEachAtOnce(List<RealClusterNode> targets, Consumer<RealClusterNode> action, long timeoutMillis) {
        AllAtOnce.run(targets, action, timeoutMillis);
    }

    private static Path createRoot() {
        try {
            return Files.createTempDirectory("janus-real-cluster-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteRecursively(Path root) {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
        } catch (IOException e) {
            log.warn("could not delete {}", root, e);
        }
    }
}

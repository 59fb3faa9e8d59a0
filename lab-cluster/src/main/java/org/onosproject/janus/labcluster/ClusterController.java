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
package org.onosproject.janus.labcluster;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.LabController;
import org.onosproject.janus.realcluster.RealClusterNode;
import org.onosproject.net.packet.PacketProcessor;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkState;

/**
 * The lab's controller on a cluster run: one {@link NodeJanus} per cluster node on the one embedded core
 * and data plane, packet-ins dealt out by a {@link PacketInDispatch}. A node can die ({@link #kill}) and
 * a new node take its place ({@link #rejoin}) with a new Janus, as a restarted host would.
 */
final class ClusterController implements LabController {

    private final List<RealClusterNode> clusterNodes;
    private final Supplier<JanusController.Builder> janus;
    private final ActLedger ledger;
    private final List<NodeJanus> nodes = new ArrayList<>();
    private final List<NodeJanus> dead = new ArrayList<>();
    private EmbeddedOnos onos;
    private Scheduler scheduler;
    private PacketInDispatch dispatch;

    /**
     * @param clusterNodes the cluster's nodes, node-1 first
     * @param janus        makes the builder of one Janus with this run's properties
     */
    ClusterController(List<RealClusterNode> clusterNodes, Supplier<JanusController.Builder> janus, ActLedger ledger) {
        this.clusterNodes = ImmutableList.copyOf(clusterNodes);
        this.janus = janus;
        this.ledger = ledger;
    }

    @Override
    public synchronized void start(EmbeddedOnos core, Scheduler clock) {
        checkState(onos == null, "already started");
        this.onos = core;
        this.scheduler = clock;
        for (RealClusterNode node : clusterNodes) {
            NodeJanus j = new NodeJanus(node.id().id(), node, core, clock, janus, ledger);
            nodes.add(j);
            j.start();
        }
        dispatch = new PacketInDispatch(this::liveNodes, ledger);
        core.packetService().addProcessor(dispatch, PacketProcessor.director(2));
    }

    /** The Janus instances of the nodes alive now, node-1 first. */
    synchronized List<NodeJanus> liveNodes() {
        return nodes.stream().filter(NodeJanus::alive).collect(ImmutableList.toImmutableList());
    }

    /** Every Janus of the run, the dead ones included, in the order they started. */
    synchronized List<NodeJanus> allNodes() {
        List<NodeJanus> all = new ArrayList<>(nodes);
        all.addAll(dead);
        return ImmutableList.copyOf(all);
    }

    synchronized NodeJanus node(int index) {
        return nodes.get(index);
    }

    /** Node {@code index} dies: its Janus gets nothing more; it stays in place until a rejoin. */
    synchronized void kill(int index) {
        nodes.get(index).die();
    }

    /** {@code node} takes the place of dead node {@code index}, with a new Janus, started now. */
    synchronized NodeJanus rejoin(int index, RealClusterNode node) {
        NodeJanus old = nodes.get(index);
        checkState(!old.alive(), "%s has not died", old);
        NodeJanus fresh = new NodeJanus(node.id().id() + "'", node, onos, scheduler, janus, ledger);
        dead.add(old);
        nodes.set(index, fresh);
        fresh.start();
        return fresh;
    }

    /** Deactivates every live Janus, the last one (which withdraws everything Janus left) at the end. */
    @Override
    public synchronized void stop() {
        if (onos == null) {
            return;
        }
        onos.packetService().removeProcessor(dispatch);
        RuntimeException first = null;
        for (NodeJanus j : ImmutableList.copyOf(liveNodes()).reverse()) {
            try {
                j.stop();
            } catch (RuntimeException e) {
                first = first == null ? e : first;
            }
        }
        onos = null;
        if (first != null) {
            throw first;
        }
    }
}

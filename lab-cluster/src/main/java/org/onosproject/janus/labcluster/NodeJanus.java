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

import org.onosproject.cluster.ClusterService;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.realcluster.RealClusterNode;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.host.HostService;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketService;
import org.onosproject.store.service.StorageService;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * One cluster node's Janus: the real {@code JanusManager} with that node's storage, work partitions,
 * cluster service and packet service, the shared core's network services seen through
 * {@link NodeServiceView}s, and its own timers ({@link NodeClock}) on the run's virtual clock.
 * {@link #die()} is the node's death: no more events, packets or timers.
 */
final class NodeJanus {

    private final String name;
    private final EmbeddedOnos onos;
    private final RealClusterNode node;
    private final NodePackets packets;
    private final NodeClock clock;
    private final JanusController controller;
    private final List<NodeServiceView<?>> views = new ArrayList<>();
    private volatile boolean dead;

    /**
     * @param name    the node's name in the ledger and the report ({@code node-3} or, after a rejoin,
     *                {@code node-3'})
     * @param janus   Janus's properties for this run (strategy, idle timeout, poll interval)
     */
    NodeJanus(String name, RealClusterNode node, EmbeddedOnos onos, Scheduler shared,
              Supplier<JanusController.Builder> janus, ActLedger ledger) {
        this.name = name;
        this.onos = onos;
        this.node = node;
        this.packets = new NodePackets(onos.packetService());
        this.clock = new NodeClock(shared);
        JanusController.Builder b = janus.get()
                .service(PacketService.class, packets)
                .service(StorageService.class, node.storageService())
                .service(WorkPartitionService.class, node.workPartitionService())
                .service(ClusterService.class, node.clusterService())
                .service(IntentService.class, view(IntentService.class, onos.intentService(), ledger))
                .service(FlowRuleService.class, view(FlowRuleService.class, onos.flowRuleService(), ledger))
                .service(DeviceService.class, view(DeviceService.class, onos.deviceService(), ledger))
                .service(LinkService.class, view(LinkService.class, onos.linkService(), ledger))
                .service(HostService.class, view(HostService.class, onos.hostService(), ledger))
                .service(EdgePortService.class, view(EdgePortService.class, onos.edgePortService(), ledger));
        this.controller = b.build();
    }

    private <T> T view(Class<T> type, T shared, ActLedger ledger) {
        NodeServiceView<T> v = NodeServiceView.of(type, shared, name, ledger);
        views.add(v);
        return v.service();
    }

    /** Activates this node's Janus (its store calls go to its cluster node). */
    void start() {
        controller.start(onos, clock);
    }

    /** The node dies: its Janus gets no more events, packet-ins or timer runs. */
    void die() {
        dead = true;
        clock.die();
        views.forEach(NodeServiceView::die);
    }

    boolean alive() {
        return !dead;
    }

    String name() {
        return name;
    }

    RealClusterNode node() {
        return node;
    }

    NodePackets packets() {
        return packets;
    }

    JanusService janus() {
        return controller.janus();
    }

    /** Deactivates this node's Janus (a live node only: a dead one's store is gone). */
    void stop() {
        controller.stop();
    }

    @Override
    public String toString() {
        return name + (dead ? " (dead)" : "");
    }
}

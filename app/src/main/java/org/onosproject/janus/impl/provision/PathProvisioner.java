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
package org.onosproject.janus.impl.provision;

import org.onosproject.janus.impl.packet.ClassifiedPacket;
import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.lifecycle.FlowReaper;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.packet.HostResolver;
import org.onosproject.janus.impl.stats.IgnoreReason;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.move.PlacementRepair;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.cluster.StoreBackoff;
import com.google.common.base.Ticker;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Host;
import org.onosproject.net.HostLocation;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.intent.Key;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketService;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * The Path Orchestrator and Path Provisioner of thesis 002 §3.1: for the first packet of an IPv4
 * flow between known hosts, asks the active strategy for one of the equal-cost paths, submits the
 * point-to-point intent that pins it, and sends the packet on along it. Later packets of a flow
 * whose intent is still being installed are only sent on.
 * <p>
 * The source must be what the host store knows: the frame's MAC is a host that owns the source IP,
 * and a new flow enters at that host's port; anything else is counted as spoofed and ignored.
 */
public final class PathProvisioner {

    private static final Logger log = getLogger(PathProvisioner.class);

    private final ApplicationId appId;
    private final HostResolver hosts;
    private final FabricTracker fabric;
    private final ExpectedUsage usage;
    private final FlowCharges charges;
    private final SelectorRegistry selectors;
    private final FlowIntents intents;
    private final FlowStore flows;
    private final JanusCounters counters;
    private final Supplier<JanusConfig> config;
    private final Scheduler scheduler;
    private final Ticker ticker;
    private final PacketService packetService;
    private final ProvisioningQueue queue;
    private final FlowReaper reaper;
    private final StoreBackoff backoff;
    private final FlowStore.Settlement settlement = new GiveWay();
    // The host pairs that got a path from this node, to tell programming from reprogramming.
    private final Set<FlowKey> pairsWithPath = ConcurrentHashMap.newKeySet();
    private final PlacementRepair repair;
    private final BurstWindow bursts;

    /**
     * @param intents submits the flows' intents
     * @param repair  moves young flows aside for a new one (see {@link PlacementRepair}); null: never
     * @param bursts  the bursts new flows of a load-aware strategy join, to be re-placed together, while
     *                {@code burstWindowMillis} > 0; null: none
     */
    public PathProvisioner(OnosServices onos, JanusContext context, FlowState state, Placement placement,
                    HostResolver hosts, ProvisioningQueue queue, FlowReaper reaper, FlowIntents intents,
                    PlacementRepair repair, BurstWindow bursts) {
        this.appId = onos.appId();
        this.intents = intents;
        this.repair = repair;
        this.bursts = bursts;
        this.packetService = onos.packets();
        this.config = context.configSupplier();
        this.counters = context.counters();
        this.scheduler = context.scheduler();
        this.ticker = context.ticker();
        this.flows = state.flows();
        this.charges = state.charges();
        this.backoff = state.backoff();
        this.fabric = placement.fabric();
        this.usage = placement.usage();
        this.selectors = placement.selectors();
        this.hosts = hosts;
        this.queue = queue;
        this.reaper = reaper;
    }

    /**
     * Forwards one IPv4 packet-in of a flow Janus already provisioned, or queues the new flow for
     * provisioning. Runs on ONOS's packet threads, so it only reads the host store and the flow
     * table; path selection and the intent submit run from the bounded {@link ProvisioningQueue}.
     */
    public void handle(PacketContext context, ClassifiedPacket packet) {
        long setupStart = ticker.read();
        Optional<Host> src = hosts.byMac(packet.srcMac(), packet.vlan());
        if (src.isEmpty()) {
            counters.ignored(hosts.byIp(packet.srcIp()).isPresent()
                                     ? IgnoreReason.SPOOFED_SOURCE : IgnoreReason.UNKNOWN_HOST);
            return;
        }
        if (!src.get().ipAddresses().contains(packet.srcIp())) {
            counters.ignored(IgnoreReason.SPOOFED_SOURCE);
            return;
        }
        Optional<Host> dst = hosts.byIp(packet.dstIp());
        if (dst.isEmpty()) {
            counters.ignored(IgnoreReason.UNKNOWN_HOST);
            return;
        }
        if (src.get().id().equals(dst.get().id())) {
            counters.ignored(IgnoreReason.SAME_HOST);
            return;
        }
        FlowKey flowKey = packet.flowKey(config.get().granularity());
        Key key = FlowIntents.keyOf(flowKey, appId);
        // This node's copy only: what it does not know yet it provisions (the store settles a race after).
        Optional<ProvisionedFlow> known = flows.cached(key);
        if (known.isPresent()) {
            if (known.get().state() == ProvisionedFlow.State.WITHDRAWING) {
                counters.ignored(IgnoreReason.WITHDRAWING);
            } else {
                FlowIntents.forward(context, known);
            }
            return;
        }
        ConnectPoint in = context.inPacket().receivedFrom();
        if (!attachedAt(src.get(), in)) {
            // A flow's first packet comes from its source host's port; transit packet-ins only ever
            // follow a flow Janus already has.
            counters.ignored(IgnoreReason.SPOOFED_SOURCE);
            return;
        }
        FlowRequest request = new FlowRequest(flowKey, src.get().id(), dst.get().id(),
                                              attachment(src.get()), attachment(dst.get()));
        ByteBuffer data = context.inPacket().unparsed();
        if (queue.offer(key, () -> provision(key, request, in.deviceId(), data, setupStart))) {
            context.block();
        }
    }

    // Provisioning work, from the queue: cap, select, submit, send the first packet on; the flow table records
    // the flow after the submit without waiting. While the store is failing, a new flow is dropped at once
    // rather than risking a wait for the store's timeout (a later packet tries again).
    private void provision(Key key, FlowRequest request, DeviceId ingress, ByteBuffer data, long setupStart) {
        if (!backoff.mayCall()) {
            counters.ignored(IgnoreReason.STORE_UNREACHABLE);
            return;
        }
        try {
            provisionNew(key, request, ingress, data, setupStart);
        } catch (StorageException e) {
            backoff.failed();
            counters.ignored(IgnoreReason.STORE_UNREACHABLE);
            log.warn("Janus could not reach the store to provision {}; new flows are dropped for {} ms: {}",
                     key, StoreBackoff.RETRY_AFTER_FAILURE_MILLIS, e.toString());
        }
    }

    // Gives the flow a path, sends its first packet on along it and, with a burst window, has it join its burst.
    private void provisionNew(Key key, FlowRequest request, DeviceId ingress, ByteBuffer data, long setupStart) {
        if (flows.cached(key).isEmpty()) {
            reaper.makeRoom();
        }
        Optional<ProvisionedFlow> flow = flows.provision(key, () -> {
            ProvisionedFlow fresh = choosePath(key, request);
            if (fresh == null) {
                counters.ignored(IgnoreReason.NO_PATH);
            }
            return fresh;
        }, fresh -> submit(fresh, setupStart), settlement);
        if (flow.isEmpty()) {
            // No path, or ONOS refused the intent: counted where that happened.
            return;
        }
        if (flow.get().state() == ProvisionedFlow.State.WITHDRAWING) {
            counters.ignored(IgnoreReason.WITHDRAWING);
            return;
        }
        Optional<PortNumber> out = flow.get().outputAt(ingress);
        if (out.isPresent() && data != null) {
            packetService.emit(new DefaultOutboundPacket(
                    ingress, DefaultTrafficTreatment.builder().setOutput(out.get()).build(), data.duplicate()));
        }
        // With a burst window, the flow joins the open burst, to be re-placed with it at the window's close.
        long windowMillis = config.get().burstWindowMillis();
        if (windowMillis > 0 && bursts != null && selectors.active().rebalances()) {
            bursts.join(key, windowMillis);
        }
    }

    /**
     * Undoes, in favour of the flow the store recorded, what this node did for a new flow that another node
     * provisioned in the same moment, or for one the store failed to record.
     */
    private final class GiveWay implements FlowStore.Settlement {
        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            counters.increment(Statistic.RACES_LOST);
            // The recorded flow's charge, and its isolated hold, replace ours.
            charges.charge(recorded);
            selectors.flowRemoved(ours);
            if (recorded.state() == ProvisionedFlow.State.WITHDRAWING) {
                // This node's submit may have come after the owner's withdrawal: withdrawn again, the owner
                // purges it as it does every withdrawn intent of its flows.
                intents.withdraw(ours.intentKey());
            } else if (!recorded.links().equals(ours.links())) {
                intents.submit(recorded);
            }
        }

        @Override
        public void failed(ProvisionedFlow ours) {
            // As a new flow the store fails before its submit: counted, and new flows dropped for a while.
            backoff.failed();
            counters.ignored(IgnoreReason.STORE_UNREACHABLE);
            intents.withdraw(ours.intentKey());
            charges.discharge(ours.intentKey().toString());
            selectors.flowRemoved(ours);
        }
    }

    private static boolean attachedAt(Host host, ConnectPoint point) {
        // A loop, not a stream: this runs on ONOS's packet thread for every new flow's packet-in.
        for (HostLocation location : host.locations()) {
            if (location.deviceId().equals(point.deviceId()) && location.port().equals(point.port())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A new choice for an existing flow, by the active strategy over the fabric as it is now (after a
     * link died); empty if no path is left. Counted as a selection like any other.
     */
    public Optional<ProvisionedFlow> reselect(ProvisionedFlow flow) {
        return Optional.ofNullable(choosePath(flow.intentKey(), flow.request()));
    }

    // Runs at most once at a time per key this node does not know (inside the flow table's local gate).
    private ProvisionedFlow choosePath(Key key, FlowRequest request) {
        PathSelector selector = selectors.active();
        long start = ticker.read();
        CandidatePaths candidates = fabric.current().candidates(request);
        if (candidates.pathCount() == 0) {
            return null;
        }
        Selection selection = select(selector, request, candidates);
        // What a flow just placed is charged (see FlowCharge): its path's narrowest link.
        long estimate = (long) usage.narrowestCapacityBytesPerSec(selection.path());
        if (selector.rebalances() && config.get().placementRepair() && repair != null
                && repair.overloads(selection.path(), estimate)) {
            selection = repair.makeRoom(key, candidates, estimate).orElse(selection);
        }
        counters.selected(selector.name(), selection.isFallback(), ticker.read() - start);
        return new ProvisionedFlow(key, request, selection, selector.name(), scheduler.nowMillis(), estimate);
    }

    // A selector that throws or answers a non-path must not cost the flow its path: use the first one.
    private Selection select(PathSelector selector, FlowRequest request, CandidatePaths candidates) {
        // What the selector sees.
        SelectionContext context = new SelectionContext() {
            @Override
            public FlowRequest flow() {
                return request;
            }

            @Override
            public CandidatePaths candidates() {
                return candidates;
            }

            @Override
            public LinkUsageView usage() {
                return usage;
            }
        };
        try {
            Selection selection = selector.select(context);
            if (selection != null && connects(selection.path(), candidates)) {
                return selection;
            }
            log.warn("Strategy {} answered {} for {}; using the first candidate", selector.name(),
                     selection, request.key());
        } catch (RuntimeException e) {
            log.warn("Strategy {} failed for {}; using the first candidate", selector.name(), request.key(), e);
        }
        return Selection.fallback(candidates.path(0), "first candidate (strategy failed)");
    }

    // True if path has the candidates' hop count and walks, link by link, from their source to their destination.
    private static boolean connects(List<Link> path, CandidatePaths candidates) {
        if (path.size() != candidates.hopCount()) {
            return false;
        }
        DeviceId at = candidates.source();
        for (Link link : path) {
            if (!link.src().deviceId().equals(at)) {
                return false;
            }
            at = link.dst().deviceId();
        }
        return at.equals(candidates.destination());
    }

    // Charges a new flow and submits its intent; false, counted, if ONOS refused it.
    private boolean submit(ProvisionedFlow flow, long setupStart) {
        // Seen by the next flow's selection at once, not when the shared map's event arrives.
        charges.charge(flow);
        if (!intents.submit(flow)) {
            // Not recorded yet: release what the strategy holds for it and its charge.
            selectors.flowRemoved(flow);
            charges.discharge(flow.intentKey().toString());
            counters.ignored(IgnoreReason.PROVISIONING_ERROR);
            return false;
        }
        counters.record(Statistic.SETUP_LATENCY, ticker.read() - setupStart);
        FlowKey pair = flow.request().key();
        // A pair's first path is programming, a later one reprogramming (thesis §5.3).
        boolean first = pairsWithPath.add(FlowKey.ofHostPair(pair.srcIp(), pair.dstIp()));
        counters.increment(first ? Statistic.PROGRAMMING : Statistic.REPROGRAMMING);
        return true;
    }

    private static ConnectPoint attachment(Host host) {
        return new ConnectPoint(host.location().deviceId(), host.location().port());
    }
}

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
package org.onosproject.janus.lab.net;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.lab.sim.EventEngine;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The flows of the network from start to end. A table miss at the ingress sends a packet-in (a real
 * IPv4/TCP frame; TCP retransmits up to {@code maxPacketIns}) and the flow waits {@code controlDelayMillis}
 * before its path is looked up again through the installed rules ({@link PathResolver}). A delivered
 * path is carried at its max-min fair share ({@link FluidTraffic}) until the last byte; a loop, black hole
 * or wrong exit port fails the flow, with the reason. A carried flow is looked up again when a switch it
 * crosses changes (reroute); one behind a dead link stalls (a {@link Disruption}) until rules move it, or
 * fails as black-holed after {@code stallTimeoutMillis}.
 */
final class FlowLifecycle {

    /** Default TCP destination port for flows that give none (iperf's). */
    private static final int DEFAULT_DST_PORT = 5001;
    private static final int EPHEMERAL_BASE = 49152;
    private static final int EPHEMERAL_RANGE = 16384;
    private static final DeviceId[] NO_DEVICES = new DeviceId[0];

    private enum State { WAITING_FOR_CONTROLLER, CARRIED, STALLED }

    private final NetworkSettings settings;
    private final Fabric fabric;
    private final EventEngine engine;
    private final EmulatedSwitches switches;
    private final Runnable touchControlPlane;
    private final FluidTraffic traffic;
    private final PathResolver resolver;

    private final Map<Long, ActiveFlow> active = new LinkedHashMap<>();
    private final List<FlowRecord> finished = new ArrayList<>();
    private final List<Disruption> disruptions = new ArrayList<>();
    private long nextFlowId;
    private final FlowLedger ledger = new FlowLedger();
    /** With {@link NetworkSettings#sprayed()}: the directed host pairs (src * hosts + dst) that have sent. */
    private final Set<Long> sprayedPairs = new HashSet<>();
    /** The ids of the carried flows whose rules are on each switch (see {@link #indexAt}). */
    private final Map<DeviceId, Set<Long>> crossing = new HashMap<>();
    /** The ids of flows stalled by a dead link (and of some that since moved on: see {@link #candidates}). */
    private final Set<Long> stalled = new HashSet<>();

    /**
     * @param touchControlPlane called whenever the flows give the control plane work (a packet-in)
     */
    FlowLifecycle(NetworkSettings settings, Fabric fabric, EventEngine engine, EmulatedSwitches switches,
                  Runnable touchControlPlane) {
        this.settings = settings;
        this.fabric = fabric;
        this.engine = engine;
        this.switches = switches;
        this.touchControlPlane = touchControlPlane;
        this.traffic = new FluidTraffic(engine, IntStream.range(0, fabric.linkCount())
                .mapToDouble(fabric::capacityBps).toArray(), this::completed);
        this.resolver = new PathResolver(fabric,
                (device, packet) -> switches.candidateRules(device, packet.ethDst(), packet.ipDst(),
                        packet.ipSrc(), packet.tcpSrc()),
                traffic::isUp);
    }

    /** The traffic model carrying the flows (link and rule counters, link capacities). */
    FluidTraffic traffic() {
        return traffic;
    }

    /** Starts a flow now: its first packet meets the ingress switch's rules. */
    void start(FlowSpec spec, Consumer<FlowResult> onComplete) {
        checkArgument(spec.srcHost() >= 0 && spec.srcHost() < fabric.hostCount(), "no host %s", spec.srcHost());
        checkArgument(spec.dstHost() >= 0 && spec.dstHost() < fabric.hostCount(), "no host %s", spec.dstHost());
        long id = nextFlowId++;
        int srcPort = spec.srcPort() != 0 ? spec.srcPort() : EPHEMERAL_BASE + (int) (id % EPHEMERAL_RANGE);
        int dstPort = spec.dstPort() != 0 ? spec.dstPort() : DEFAULT_DST_PORT;
        PacketHeader header = new PacketHeader(fabric.hostMac(spec.srcHost()), fabric.hostMac(spec.dstHost()),
                                               fabric.hostIp(spec.srcHost()), fabric.hostIp(spec.dstHost()),
                                               srcPort, dstPort);
        ActiveFlow flow = new ActiveFlow(id, spec, header, onComplete, engine.nowNanos());
        active.put(id, flow);
        if (settings.sprayed()) {
            if (sprayedPairs.add((long) spec.srcHost() * fabric.hostCount() + spec.dstHost())) {
                unlessChangedAfter(flow, settings.timing().controlDelayMillis(), () -> spray(flow));
            } else {
                spray(flow);
            }
            return;
        }
        lookUpResult(flow, resolve(flow));
    }

    /**
     * Carries a flow over all its equal-cost shortest paths; it matches no rules, so it is never looked up
     * again. A host pair's first flow has waited one control delay, as the bound charges it and as a
     * reactive controller costs, so that the reference differs from its peers in routing alone.
     */
    private void spray(ActiveFlow flow) {
        EqualCostSpread spread;
        try {
            spread = EqualCostSpread.between(fabric, flow.spec.srcHost(), flow.spec.dstHost(), traffic::isUp);
        } catch (IllegalArgumentException e) {
            fail(flow, Resolution.of(Resolution.Outcome.MISROUTED, new int[0], List.of(),
                                     "black hole: " + e.getMessage()));
            return;
        }
        flow.pathReadyNanos = engine.nowNanos();
        flow.carriedLinks = spread.links();
        flow.resolution = Resolution.delivered(spread.links(), List.of());
        flow.state = State.CARRIED;
        flow.fluid = traffic.addSpread(flow.id, flow.spec.bytes(), spread.links(), spread.shares());
    }

    /**
     * Looks up again every stalled flow and every carried flow that crosses a changed switch, in the order
     * they started. A carried flow whose path the change cannot have moved ({@link
     * DataPlaneChange#mayRedirect}) keeps its resolution without following it through the switches again:
     * the same rules and links, carried again as a fresh look-up would carry them.
     */
    void lookUpAgain(DataPlaneChange change) {
        Set<DeviceId> changed = change.devices();
        for (long id : candidates(changed)) {
            ActiveFlow flow = active.get(id);
            if (flow == null) {
                continue;
            }
            if (flow.state == State.STALLED) {
                lookUpResult(flow, resolve(flow));
            } else if (flow.state == State.CARRIED && crossesAny(flow.resolution, changed)) {
                lookUpResult(flow, mayRedirect(flow, change) ? resolve(flow) : flow.resolution);
            }
        }
    }

    /** The stalled flows and those carried across a changed switch, by id (the order they started). */
    private long[] candidates(Set<DeviceId> changed) {
        stalled.removeIf(id -> {
            ActiveFlow flow = active.get(id);
            return flow == null || flow.state != State.STALLED;
        });
        Set<Long> ids = new HashSet<>(stalled);
        for (DeviceId device : changed) {
            Set<Long> there = crossing.get(device);
            if (there != null) {
                ids.addAll(there);
            }
        }
        long[] sorted = new long[ids.size()];
        int i = 0;
        for (long id : ids) {
            sorted[i++] = id;
        }
        Arrays.sort(sorted);
        return sorted;
    }

    /** Files a flow under the switches its rules are on (none: not carried by rules). */
    private void indexAt(ActiveFlow flow, List<FlowRule> rules) {
        DeviceId[] devices = new DeviceId[rules.size()];
        for (int i = 0; i < devices.length; i++) {
            devices[i] = rules.get(i).deviceId();
        }
        if (Arrays.equals(devices, flow.indexedAt)) {
            return;
        }
        unindex(flow);
        for (DeviceId device : devices) {
            crossing.computeIfAbsent(device, d -> new HashSet<>()).add(flow.id);
        }
        flow.indexedAt = devices;
    }

    private void unindex(ActiveFlow flow) {
        for (DeviceId device : flow.indexedAt) {
            Set<Long> there = crossing.get(device);
            if (there != null) {
                there.remove(flow.id);
            }
        }
        flow.indexedAt = NO_DEVICES;
    }

    private boolean mayRedirect(ActiveFlow flow, DataPlaneChange change) {
        int[] links = flow.resolution.links();
        return change.mayRedirect(flow.resolution, flow.header, hop -> hop == 0
                ? fabric.hostLocation(flow.spec.srcHost()) : fabric.linkDst(links[hop]));
    }

    /** A plain loop: this runs for every flow over a changed switch at every change of the data plane. */
    private static boolean crossesAny(Resolution r, Set<DeviceId> devices) {
        for (FlowRule rule : r.rules()) {
            if (devices.contains(rule.deviceId())) {
                return true;
            }
        }
        return false;
    }

    /** Flows still running or waiting. */
    int activeCount() {
        return active.size();
    }

    /** The flows being carried now, with their paths. */
    List<CarriedFlow> carried() {
        return active.values().stream().filter(flow -> flow.state == State.CARRIED)
                .map(flow -> new CarriedFlow(flow.id, flow.spec, flow.carriedLinks)).collect(Collectors.toList());
    }

    /** Finished flows (delivered or failed), in the order they finished. */
    List<FlowRecord> finished() {
        return ImmutableList.copyOf(finished);
    }

    /** Every flow stopped by a dead link or switch so far, in the order they resumed or gave up. */
    List<Disruption> disruptions() {
        return ImmutableList.copyOf(disruptions);
    }

    /** The ledger of every flow so far, a snapshot. */
    FlowLedger ledger() {
        return ledger.snapshot();
    }

    /** Flows started so far. */
    long started() {
        return nextFlowId;
    }

    /** Bytes all hosts' NICs sent into the fabric ({@code fromHosts}) or the fabric delivered to hosts. */
    long hostBytes(boolean fromHosts) {
        traffic.advance();
        double bytes = 0;
        for (int h = 0; h < fabric.hostCount(); h++) {
            bytes += traffic.linkBytes(fromHosts ? fabric.hostUplink(h) : fabric.hostDownlink(h));
        }
        return Math.round(bytes);
    }

    private Resolution resolve(ActiveFlow flow) {
        return resolver.resolve(flow.spec.srcHost(), flow.spec.dstHost(), flow.header);
    }

    private void lookUpResult(ActiveFlow flow, Resolution r) {
        switch (r.outcome()) {
            case DELIVERED:
                carry(flow, r);
                break;
            case TABLE_MISS:
                packetIn(flow);
                break;
            case LINK_DOWN:
                stall(flow, r);
                break;
            default:
                fail(flow, r);
        }
    }

    private void packetIn(ActiveFlow flow) {
        if (flow.state == State.CARRIED && flow.gapSinceNanos < 0) {
            // A flow that was being delivered lost its rules mid-flight (e.g. while its path was changed).
            flow.gapSinceNanos = engine.nowNanos();
        }
        hold(flow);
        unindex(flow);
        flow.state = State.WAITING_FOR_CONTROLLER;
        flow.packetIns++;
        ledger.packetIn();
        touchControlPlane.run();
        switches.injectPacket(fabric.hostLocation(flow.spec.srcHost()), flow.header.toFrame());
        unlessChangedAfter(flow, settings.timing().controlDelayMillis(), () -> afterControlDelay(flow));
    }

    private void afterControlDelay(ActiveFlow flow) {
        ledger.waitedForController(settings.timing().controlDelayMillis()); // the wait since the packet-in
        Resolution r = resolve(flow);
        if (r.outcome() != Resolution.Outcome.TABLE_MISS) {
            lookUpResult(flow, r);
            return;
        }
        if (flow.packetIns >= settings.maxPacketIns()) {
            fail(flow, r.misrouted("never routed: " + r.reason() + " after " + flow.packetIns + " packet-ins"));
            return;
        }
        // The controller installed nothing: TCP retransmits the SYN after an exponential backoff.
        long backoff = settings.retransmitMillis() << Math.min(20, flow.packetIns - 1);
        unlessChangedAfter(flow, backoff, () -> packetIn(flow));
    }

    /** Runs {@code action} after {@code delayMillis} unless the flow changed state or ended meanwhile. */
    private void unlessChangedAfter(ActiveFlow flow, long delayMillis, Runnable action) {
        long generation = ++flow.generation;
        engine.scheduleMillis(delayMillis, () -> {
            if (active.get(flow.id) == flow && flow.generation == generation) {
                action.run();
            }
        });
    }

    private void carry(ActiveFlow flow, Resolution r) {
        flow.generation++;
        if (flow.pathReadyNanos < 0) {
            flow.pathReadyNanos = engine.nowNanos();
        }
        List<FlowRule> rules = r.rules();
        long[] ruleIds = new long[rules.size()];
        for (int i = 0; i < ruleIds.length; i++) {
            ruleIds[i] = rules.get(i).id().value();
        }
        int[] links = r.links();
        if (flow.carriedLinks != null && !Arrays.equals(links, flow.carriedLinks)) {
            flow.reroutes++;
        }
        if (flow.stalledSinceNanos >= 0) {
            disruptions.add(new Disruption(flow.id, flow.spec, flow.stalledSinceNanos, engine.nowNanos(),
                                           switchNames(r)));
            flow.stalledSinceNanos = -1;
        }
        if (flow.gapSinceNanos >= 0) {
            ledger.deliveryGap(engine.nowNanos() - flow.gapSinceNanos);
            flow.gapSinceNanos = -1;
        }
        flow.carriedLinks = links;
        if (flow.fluid == null) {
            flow.fluid = traffic.add(flow.id, flow.spec.bytes(), links, ruleIds);
        } else {
            traffic.reroute(flow.fluid, links, ruleIds);
        }
        flow.state = State.CARRIED;
        flow.resolution = r;
        indexAt(flow, rules);
    }

    private void hold(ActiveFlow flow) {
        if (flow.fluid != null && flow.fluid.links().length > 0) {
            traffic.reroute(flow.fluid, new int[0], new long[0]);
        }
    }

    private void stall(ActiveFlow flow, Resolution r) {
        hold(flow);
        unindex(flow);
        stalled.add(flow.id);
        flow.resolution = r;
        if (flow.state == State.STALLED) {
            return;
        }
        flow.state = State.STALLED;
        if (flow.stalledSinceNanos < 0) {
            flow.stalledSinceNanos = engine.nowNanos();
        }
        long since = engine.nowMillis();
        unlessChangedAfter(flow, settings.stallTimeoutMillis(), () -> fail(flow, flow.resolution.misrouted(
                "black hole: " + flow.resolution.reason() + " since " + since + " ms, no reroute within "
                        + settings.stallTimeoutMillis() + " ms")));
    }

    private void fail(ActiveFlow flow, Resolution r) {
        if (flow.fluid != null) {
            traffic.remove(flow.fluid);
        }
        active.remove(flow.id);
        unindex(flow);
        if (flow.stalledSinceNanos >= 0) {
            disruptions.add(new Disruption(flow.id, flow.spec, flow.stalledSinceNanos, -1, ImmutableList.of()));
        }
        finish(flow, r, false, r.reason());
    }

    private void completed(FluidTraffic.Flow fluid) {
        ActiveFlow flow = active.remove(fluid.id());
        if (flow == null) {
            return;
        }
        unindex(flow);
        finish(flow, flow.resolution, true, null);
    }

    private void finish(ActiveFlow flow, Resolution last, boolean ok, String failure) {
        long now = engine.nowNanos();
        long ready = flow.pathReadyNanos >= 0 ? flow.pathReadyNanos : now;
        FlowResult result = new FlowResult(flow.spec, flow.startNanos / EventEngine.MILLIS,
                                           ready / EventEngine.MILLIS, now / EventEngine.MILLIS, ok, failure);
        long sent = flow.fluid == null ? 0 : Math.round(flow.fluid.sentBytes());
        finished.add(new FlowRecord(flow.id, result, switchNames(last), sent, flow.reroutes));
        ledger.record(result);
        flow.onComplete.accept(result);
    }

    private List<String> switchNames(Resolution r) {
        return r == null ? List.of() : r.rules().stream().map(rule -> {
            int s = fabric.switchIndex(rule.deviceId());
            return s < 0 ? rule.deviceId().toString() : fabric.spec().switches().get(s).name();
        }).collect(Collectors.toList());
    }

    /** A flow while it runs. */
    private static final class ActiveFlow {
        private final long id;
        private final FlowSpec spec;
        private final PacketHeader header;
        private final Consumer<FlowResult> onComplete;
        private final long startNanos;
        private long pathReadyNanos = -1;
        /** When a dead link stopped it, until it is carried again; -1 when not stopped. */
        private long stalledSinceNanos = -1;
        /** When a carried flow met a table miss, until it is carried again; -1 otherwise. */
        private long gapSinceNanos = -1;
        private State state = State.WAITING_FOR_CONTROLLER;
        private Resolution resolution;
        private FluidTraffic.Flow fluid;
        /** Links of the last delivered path, null before the first. */
        private int[] carriedLinks;
        /** The switches it is filed under in {@code crossing}. */
        private DeviceId[] indexedAt = NO_DEVICES;
        private int packetIns;
        private int reroutes;
        /** Bumped whenever the flow changes state, so stale timers know to do nothing. */
        private long generation;

        private ActiveFlow(long id, FlowSpec spec, PacketHeader header, Consumer<FlowResult> onComplete,
                           long startNanos) {
            this.id = id;
            this.spec = spec;
            this.header = header;
            this.onComplete = onComplete;
            this.startNanos = startNanos;
        }
    }
}

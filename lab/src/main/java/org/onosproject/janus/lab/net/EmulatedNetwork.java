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
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.lab.sim.EventEngine;
import org.onosproject.janus.lab.sim.VirtualScheduler;
import org.onosproject.janus.lab.topo.LinkChange;
import org.onosproject.janus.lab.topo.SwitchChange;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.flow.FlowRule;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

/**
 * The lab's network: the settings' topology built into an embedded ONOS core through its emulated
 * switches, a controller application (Janus) on the same virtual clock, and flows carried by the flow
 * rules ONOS actually installed. A facade that builds and wires the parts doing the work:
 * {@link FlowLifecycle}, {@link FailureInjection}, {@link StatisticsPush} and {@link ControlPlaneQuiescence}.
 * Not thread-safe: drive it from one thread.
 */
public final class EmulatedNetwork implements LabNetwork, AutoCloseable {

    /** Build stages, in order, as {@link BuildListener} hears them. */
    public static final String STAGE_ONOS = "fabric index and embedded ONOS core";
    public static final String STAGE_SWITCHES = "switches";
    public static final String STAGE_LINKS = "links";
    public static final String STAGE_HOSTS = "hosts";
    public static final String STAGE_SETTLE = "ONOS topology settling";
    public static final String STAGE_CONTROLLER = "Janus starting";

    private final NetworkSettings settings;
    private final LabController controller;
    private final Fabric fabric;
    private final List<LabHost> hosts;
    private final EmbeddedOnos onos;
    private final EmulatedSwitches switches;
    private final ControlPlaneQuiescence quiescence;
    private final EventEngine engine;
    private final VirtualScheduler scheduler;
    private final FlowLifecycle flows;
    private final FailureInjection failures;
    private final StatisticsPush statistics;
    private final AtomicLong packetOuts = new AtomicLong();
    private long pendingWorkloadEvents;
    private boolean closed;

    private EmulatedNetwork(NetworkSettings settings, LabController controller) {
        this.settings = checkNotNull(settings, "settings");
        this.controller = checkNotNull(controller, "controller");
        this.fabric = new Fabric(settings.topology());
        this.hosts = labHosts(fabric);
        this.onos = EmbeddedOnos.start();
        this.switches = onos.switches();
        this.quiescence = new ControlPlaneQuiescence(onos::awaitQuiescent, this::forgetRemovedRules,
                                                     this::lookUpAgain);
        this.engine = new EventEngine(settings.seed(), quiescence);
        this.scheduler = new VirtualScheduler(engine, quiescence::touch);
        this.flows = new FlowLifecycle(settings, fabric, engine, switches, quiescence::touch);
        this.failures = new FailureInjection(settings, fabric, engine, switches, flows.traffic(), quiescence);
        this.statistics = new StatisticsPush(settings, fabric, engine, switches, flows.traffic(), quiescence);
    }

    /**
     * Starts an embedded ONOS, builds the settings' topology into it, starts {@code controller} on the
     * virtual clock, and schedules statistics and the link schedule. Close it when done (one embedded
     * ONOS per JVM at a time).
     */
    public static EmulatedNetwork start(NetworkSettings settings, LabController controller) {
        return start(settings, controller, BuildListener.SILENT);
    }

    /** As {@link #start(NetworkSettings, LabController)}, telling {@code progress} how the building goes. */
    public static EmulatedNetwork start(NetworkSettings settings, LabController controller, BuildListener progress) {
        checkNotNull(progress, "progress");
        progress.progress(STAGE_ONOS, 0, 1);
        EmulatedNetwork net = new EmulatedNetwork(settings, controller);
        progress.progress(STAGE_ONOS, 1, 1);
        try {
            net.build(progress);
            return net;
        } catch (RuntimeException e) {
            try {
                net.close();
            } catch (RuntimeException cleanup) {
                e.addSuppressed(cleanup); // the cause of the failure matters more than the failed cleanup
            }
            throw e;
        }
    }

    private void build(BuildListener progress) {
        stage(progress, STAGE_SWITCHES, fabric.devices().size(),
              s -> switches.addSwitch(fabric.device(s), fabric.ports(s).size(), portSpeedMbps(s)));
        stage(progress, STAGE_LINKS, fabric.spec().links().size(),
              i -> switches.addLink(fabric.linkSrc(2 * i), fabric.linkDst(2 * i)));
        stage(progress, STAGE_HOSTS, fabric.hostCount(),
              h -> switches.addHost(fabric.hostMac(h), fabric.hostIp(h), fabric.hostLocation(h)));
        stage(progress, STAGE_SETTLE, 1, once -> onos.awaitQuiescent());
        switches.addFlowTableListener(quiescence::tableChanged);
        switches.addPacketOutListener(p -> packetOuts.incrementAndGet());
        stage(progress, STAGE_CONTROLLER, 1, once -> {
            controller.start(onos, scheduler);
            onos.awaitQuiescent();
        });
        statistics.schedulePeriodicPushes();
        failures.schedule(settings.linkSchedule());
    }

    /** The speed a switch reports for its ports: its fastest link's, at least 1 Mb/s. */
    private long portSpeedMbps(int switchIndex) {
        return fabric.ports(switchIndex).stream().mapToLong(p -> Math.round(fabric.capacityBps(
                fabric.egressLink(new ConnectPoint(fabric.device(switchIndex), p))) / 1e6)).reduce(1, Math::max);
    }

    /**
     * Builds the {@code total} items of a stage, reporting {@code (stage, 0, total)} first, then after about
     * every twentieth item and after the last.
     */
    private static void stage(BuildListener progress, String stage, int total, IntConsumer buildItem) {
        progress.progress(stage, 0, total);
        long step = Math.max(1, total / 20);
        for (int i = 0; i < total; i++) {
            buildItem.accept(i);
            if ((i + 1) % step == 0 || i + 1 == total) {
                progress.progress(stage, i + 1, total);
            }
        }
    }

    /** Once ONOS is quiescent, first: the counters of removed rules that are not installed again go. */
    private void forgetRemovedRules(List<FlowRule> removed) {
        statistics.forgetRemovedRules(removed);
    }

    /** Once ONOS is quiescent, after the removed rules' counters went: flows a change may redirect. */
    private void lookUpAgain(DataPlaneChange change) {
        flows.lookUpAgain(change);
    }

    // ---- LabNetwork ----

    @Override
    public long nowMillis() {
        return engine.nowMillis();
    }

    @Override
    public List<LabHost> hosts() {
        return hosts;
    }

    @Override
    public void startFlow(FlowSpec spec, Consumer<FlowResult> onComplete) {
        checkNotNull(spec, "flow");
        checkNotNull(onComplete, "onComplete");
        checkState(!closed, "the network is closed");
        flows.start(spec, onComplete);
    }

    @Override
    public void schedule(long delayMillis, Runnable action) {
        checkNotNull(action, "action");
        pendingWorkloadEvents++;
        engine.scheduleMillis(delayMillis, () -> {
            pendingWorkloadEvents--;
            action.run();
        });
    }

    // ---- driving the run ----

    /** Runs until no flow is active and no workload event is pending. */
    public void runUntilQuiet() {
        while ((flows.activeCount() > 0 || pendingWorkloadEvents > 0) && engine.step()) {
            // one event at a time
        }
    }

    /** Runs every event up to {@code millis} of virtual time (e.g. to let idle timeouts pass). */
    public void runUntil(long millis) {
        engine.runUntil(Math.multiplyExact(millis, EventEngine.MILLIS));
    }

    /** Runs for {@code millis} more of virtual time. */
    public void runFor(long millis) {
        runUntil(engine.nowMillis() + millis);
    }

    /**
     * Runs one event at a time until {@code done}, past {@code deadlineMillis} of virtual time, or until no
     * event is left.
     *
     * @return whether {@code done} holds at the end
     */
    public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
        while (!done.getAsBoolean()) {
            if (nowMillis() > deadlineMillis || !engine.step()) {
                return done.getAsBoolean();
            }
        }
        return true;
    }

    /** Lets {@code millis} more of virtual time pass, then lets ONOS and the data plane settle. */
    public void idle(long millis) {
        runFor(millis);
        settle();
    }

    // ---- what the lab can see ----

    public NetworkSettings settings() {
        return settings;
    }

    public Fabric fabric() {
        return fabric;
    }

    /** The embedded core, for assertions and for the controller's services. */
    public EmbeddedOnos onos() {
        return onos;
    }

    public EventEngine engine() {
        return engine;
    }

    /** Finished flows (delivered or failed), in the order they finished. */
    public List<FlowRecord> finishedFlows() {
        return flows.finished();
    }

    /** Flows still running or waiting. */
    public int activeFlows() {
        return flows.activeCount();
    }

    /** The ledger of every flow of the network so far (packet-ins included), a snapshot. */
    public FlowLedger ledger() {
        return flows.ledger();
    }

    /** Flows started so far. */
    public long flowsStarted() {
        return flows.started();
    }

    /** Packets the controller sent out through the switches. */
    public long packetOuts() {
        return packetOuts.get();
    }

    /** Bytes all hosts' NICs sent into the fabric (switch host-port receive counters). */
    public long bytesSent() {
        return flows.hostBytes(true);
    }

    /** Bytes the fabric delivered to hosts (switch host-port transmit counters). */
    public long bytesReceived() {
        return flows.hostBytes(false);
    }

    /** Every flow stopped by a dead link or switch so far, in the order they resumed or gave up. */
    public List<Disruption> disruptions() {
        return flows.disruptions();
    }

    /** The flows being carried now, with their paths. */
    public List<CarriedFlow> carriedFlows() {
        return flows.carried();
    }

    /**
     * Fails ({@code up == false}) or restores the link between two named switches now, as a
     * scheduled {@link LinkChange} would.
     */
    public void changeLinkNow(String a, String b, boolean up) {
        failures.changeLink(a, b, up);
    }

    /** Fails or restores every link of a named switch now, as a scheduled {@link SwitchChange} would. */
    public void changeSwitchNow(String name, boolean up) {
        failures.changeSwitch(name, up);
    }

    /**
     * Waits until ONOS is quiescent and lets the data plane catch up with any rule changes; for callers
     * that changed ONOS directly (e.g. installed rules through the flow rule service).
     */
    public void settle() {
        quiescence.touch();
        quiescence.awaitQuiescent();
    }

    /** Pushes port and flow statistics now (they are also pushed periodically). */
    public void pushStatisticsNow() {
        statistics.pushNow();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            controller.stop();
            onos.awaitQuiescent();
        } finally {
            onos.stop();
        }
    }

    private static List<LabHost> labHosts(Fabric fabric) {
        return IntStream.range(0, fabric.hostCount()).mapToObj(h -> new LabHost(
                h, fabric.hostLocation(h).deviceId().toString(), fabric.spec().hosts().get(h).pod()))
                .collect(ImmutableList.toImmutableList());
    }
}

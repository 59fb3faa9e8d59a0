package org.onosproject.janus.lab.net;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.EmulatedSwitches;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.lab.sim.EventEngine;
import org.onosproject.janus.lab.sim.LabNetwork;
import org.onosproject.janus.lab.sim.VirtualScheduler;
import org.onosproject.janus.lab.topo.LinkChange;
import org.onosproject.janus.lab.topo.SwitchChange;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.topo.TopologySpec.HostSpec;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

/**
 * The lab's network: the settings' topology built into an embedded ONOS core through its emulated
 * switches, a controller application (Janus) on the same virtual clock, and flows carried by the flow
 * rules ONOS actually installed, sharing bandwidth max-min fairly.
 * <p>
 * A flow's life: at its start the ingress switch looks the packet up; on a table miss it sends a
 * packet-in (a real IPv4/TCP frame) and the flow waits {@code controlDelayMillis} (the packet-in to
 * install delay) before the lookup is repeated hop by hop over every switch's installed rules. A
 * delivered path is carried at its fair share until the last byte; a loop, black hole or wrong exit
 * port ends the flow as failed, with the reason. When rules change on a switch a carried flow crosses,
 * or a link changes, its path is looked up again (reroute; a miss at the ingress means a new packet-in).
 * A link or switch failure stops the flows over it at once; ONOS hears of it
 * {@code failureDetectionMillis + controlDelayMillis} later (see {@link NetworkSettings}), and the
 * stopped flows resume on whatever rules it leaves. Each stop is recorded as a {@link Disruption}.
 * <p>
 * Virtual time advances only once the ONOS side is quiescent. Not thread-safe: drive it from one thread.
 */
public final class EmulatedNetwork implements LabNetwork, AutoCloseable {

    /** Default TCP destination port for flows that give none (iperf's). */
    static final int DEFAULT_DST_PORT = 5001;
    private static final int EPHEMERAL_BASE = 49152;
    private static final int EPHEMERAL_RANGE = 16384;

    /** Build stages, in order, as {@link BuildListener} hears them. */
    public static final String STAGE_ONOS = "fabric index and embedded ONOS core";
    public static final String STAGE_SWITCHES = "switches";
    public static final String STAGE_LINKS = "links";
    public static final String STAGE_HOSTS = "hosts";
    public static final String STAGE_SETTLE = "ONOS topology settling";
    public static final String STAGE_CONTROLLER = "Janus starting";

    private enum State { WAITING_FOR_CONTROLLER, CARRIED, STALLED }

    private final NetworkSettings settings;
    private final LabController controller;
    private final EventEngine engine;
    private final VirtualScheduler scheduler;
    private final Fabric fabric;
    private final List<LabHost> hosts;
    private final EmbeddedOnos onos;
    private final EmulatedSwitches switches;
    private final boolean[] linkUp;
    private final FluidTraffic traffic;
    private final PathResolver resolver;

    private final Map<Long, ActiveFlow> active = new LinkedHashMap<>();
    private final List<FlowRecord> finished = new ArrayList<>();
    private final List<Disruption> disruptions = new ArrayList<>();
    private final Set<DeviceId> changedDevices = new HashSet<>();
    private final List<FlowRule> removedRules = new ArrayList<>();
    private volatile boolean controlPlaneTouched;
    private long nextFlowId;
    private long pendingWorkloadEvents;
    private final AtomicLong packetOuts = new AtomicLong();
    private long packetIns;
    private long controlDelayNanos;
    private long reroutes;
    private long deliveryGaps;
    private long deliveryGapNanos;
    private long delivered;
    private long failed;
    private boolean closed;

    private EmulatedNetwork(NetworkSettings settings, LabController controller) {
        this.settings = checkNotNull(settings, "settings");
        this.controller = checkNotNull(controller, "controller");
        this.fabric = new Fabric(settings.topology());
        this.hosts = labHosts(fabric);
        this.engine = new EventEngine(settings.seed(), this::settleControlPlane);
        this.scheduler = new VirtualScheduler(engine, this::touchControlPlane);
        this.linkUp = new boolean[fabric.linkCount()];
        Arrays.fill(linkUp, true);
        double[] capacities = new double[fabric.linkCount()];
        for (int l = 0; l < capacities.length; l++) {
            capacities[l] = fabric.capacityBps(l);
        }
        this.traffic = new FluidTraffic(engine, capacities, this::completed);
        this.onos = EmbeddedOnos.start();
        this.switches = onos.switches();
        this.resolver = new PathResolver(fabric,
                (device, packet) -> switches.candidateRules(device, packet.ethDst(), packet.ipDst(),
                        packet.ipSrc(), packet.tcpSrc()),
                l -> linkUp[l]);
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
        TopologySpec spec = fabric.spec();
        int switchCount = spec.switches().size();
        progress.progress(STAGE_SWITCHES, 0, switchCount);
        for (int s = 0; s < switchCount; s++) {
            List<PortNumber> ports = fabric.ports(s);
            long speedMbps = 1;
            for (PortNumber p : ports) {
                speedMbps = Math.max(speedMbps, Math.round(
                        fabric.capacityBps(fabric.egressLink(new ConnectPoint(fabric.device(s), p))) / 1e6));
            }
            switches.addSwitch(fabric.device(s), ports.size(), speedMbps);
            report(progress, STAGE_SWITCHES, s + 1, switchCount);
        }
        int linkCount = spec.links().size();
        progress.progress(STAGE_LINKS, 0, linkCount);
        for (int i = 0; i < linkCount; i++) {
            switches.addLink(fabric.linkSrc(2 * i), fabric.linkDst(2 * i));
            report(progress, STAGE_LINKS, i + 1, linkCount);
        }
        int hostCount = fabric.hostCount();
        progress.progress(STAGE_HOSTS, 0, hostCount);
        for (int h = 0; h < hostCount; h++) {
            switches.addHost(fabric.hostMac(h), fabric.hostIp(h), fabric.hostLocation(h));
            report(progress, STAGE_HOSTS, h + 1, hostCount);
        }
        progress.progress(STAGE_SETTLE, 0, 1);
        onos.awaitQuiescent();
        progress.progress(STAGE_SETTLE, 1, 1);
        switches.addFlowTableListener(this::tableChanged);
        switches.addPacketOutListener(p -> packetOuts.incrementAndGet());
        progress.progress(STAGE_CONTROLLER, 0, 1);
        controller.start(onos, scheduler);
        onos.awaitQuiescent();
        progress.progress(STAGE_CONTROLLER, 1, 1);
        long portPeriod = settings.portStatsIntervalMillis();
        long flowPeriod = settings.flowStatsIntervalMillis();
        periodic(portPeriod, this::pushPortStatistics);
        periodic(flowPeriod, this::pushFlowStatistics);
        for (LinkChange change : settings.linkSchedule().changes()) {
            engine.scheduleMillis(change.atMillis(), () -> changeLinkNow(change.a(), change.b(), change.up()));
        }
        for (SwitchChange change : settings.linkSchedule().switchChanges()) {
            engine.scheduleMillis(change.atMillis(), () -> changeSwitchNow(change.name(), change.up()));
        }
    }

    /** Reports item {@code done} of {@code total} when it ends a twentieth of the stage (or the stage). */
    private static void report(BuildListener progress, String stage, long done, long total) {
        long step = Math.max(1, total / 20);
        if (done % step == 0 || done == total) {
            progress.progress(stage, done, total);
        }
    }

    private void periodic(long periodMillis, Runnable task) {
        engine.scheduleMillis(periodMillis, new Runnable() {
            @Override
            public void run() {
                task.run();
                engine.scheduleMillis(periodMillis, this);
            }
        });
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
        checkArgument(spec.srcHost() >= 0 && spec.srcHost() < hosts.size(), "no host %s", spec.srcHost());
        checkArgument(spec.dstHost() >= 0 && spec.dstHost() < hosts.size(), "no host %s", spec.dstHost());
        long id = nextFlowId++;
        int srcPort = spec.srcPort() != 0 ? spec.srcPort() : EPHEMERAL_BASE + (int) (id % EPHEMERAL_RANGE);
        int dstPort = spec.dstPort() != 0 ? spec.dstPort() : DEFAULT_DST_PORT;
        PacketHeader header = new PacketHeader(fabric.hostMac(spec.srcHost()), fabric.hostMac(spec.dstHost()),
                                               fabric.hostIp(spec.srcHost()), fabric.hostIp(spec.dstHost()),
                                               srcPort, dstPort);
        ActiveFlow flow = new ActiveFlow(id, spec, header, onComplete, engine.nowNanos());
        active.put(id, flow);
        lookUp(flow);
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
        while ((!active.isEmpty() || pendingWorkloadEvents > 0) && engine.step()) {
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

    /** Janus's scheduler on the lab's virtual clock. */
    public Scheduler scheduler() {
        return scheduler;
    }

    public EventEngine engine() {
        return engine;
    }

    /** Finished flows (delivered or failed), in the order they finished. */
    public List<FlowRecord> finishedFlows() {
        return ImmutableList.copyOf(finished);
    }

    /** Flows still running or waiting. */
    public int activeFlows() {
        return active.size();
    }

    public NetworkCounters counters() {
        traffic.advance();
        double sent = 0;
        double received = 0;
        for (int h = 0; h < fabric.hostCount(); h++) {
            sent += traffic.linkBytes(fabric.hostUplink(h));
            received += traffic.linkBytes(fabric.hostDownlink(h));
        }
        return new NetworkCounters(packetIns, packetOuts.get(), controlDelayNanos / EventEngine.MILLIS,
                                        nextFlowId, delivered, failed, reroutes, Math.round(sent),
                                        Math.round(received), deliveryGaps, deliveryGapNanos / EventEngine.MILLIS);
    }

    /** Every flow stopped by a dead link or switch so far, in the order they resumed or gave up. */
    public List<Disruption> disruptions() {
        return ImmutableList.copyOf(disruptions);
    }

    /** The flows being carried now, with their paths. */
    public List<CarriedFlow> carriedFlows() {
        List<CarriedFlow> carried = new ArrayList<>();
        for (ActiveFlow flow : active.values()) {
            if (flow.state == State.CARRIED) {
                carried.add(new CarriedFlow(flow.id, flow.spec, flow.carriedLinks));
            }
        }
        return carried;
    }

    /**
     * Fails ({@code up == false}) or restores the link between two named switches now, as a
     * scheduled {@link LinkChange} would.
     */
    public void changeLinkNow(String a, String b, boolean up) {
        int index = fabric.spec().linkIndex(a, b);
        checkArgument(index >= 0, "no link between %s and %s", a, b);
        changeCables(new int[]{index}, up);
    }

    /** Fails or restores every link of a named switch now, as a scheduled {@link SwitchChange} would. */
    public void changeSwitchNow(String name, boolean up) {
        checkArgument(fabric.spec().switchIndex(name) >= 0, "no switch %s", name);
        List<TopologySpec.LinkSpec> links = fabric.spec().links();
        int[] cables = java.util.stream.IntStream.range(0, links.size())
                .filter(i -> links.get(i).a().equals(name) || links.get(i).b().equals(name)).toArray();
        changeCables(cables, up);
    }

    /** Bytes carried so far by a directed link (see {@link Fabric} for the numbering). */
    public double linkBytes(int link) {
        traffic.advance();
        return traffic.linkBytes(link);
    }

    /** Current max-min rate of every carried flow, by flow id. */
    public Map<Long, Double> flowRatesBps() {
        Map<Long, Double> rates = new LinkedHashMap<>();
        for (FluidTraffic.Flow f : traffic.flows()) {
            rates.put(f.id(), f.rateBps());
        }
        return rates;
    }

    /**
     * Waits until ONOS is quiescent and lets the data plane catch up with any rule changes; for callers
     * that changed ONOS directly (e.g. installed rules through the flow rule service).
     */
    public void settle() {
        touchControlPlane();
        settleControlPlane();
    }

    /** Pushes port and flow statistics now (they are also pushed periodically). */
    public void pushStatisticsNow() {
        pushPortStatistics();
        pushFlowStatistics();
        settleControlPlane();
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

    // ---- flows ----

    private void lookUp(ActiveFlow flow) {
        lookUpResult(flow, resolver.resolve(flow.spec.srcHost(), flow.spec.dstHost(), flow.header));
    }

    private void packetIn(ActiveFlow flow) {
        if (flow.state == State.CARRIED && flow.gapSinceNanos < 0) {
            // A flow that was being delivered lost its rules mid-flight (e.g. while its path was changed).
            flow.gapSinceNanos = engine.nowNanos();
        }
        hold(flow);
        flow.state = State.WAITING_FOR_CONTROLLER;
        flow.waitingSince = engine.nowNanos();
        flow.packetIns++;
        packetIns++;
        touchControlPlane();
        switches.injectPacket(fabric.hostLocation(flow.spec.srcHost()), flow.header.toFrame());
        long generation = ++flow.generation;
        engine.scheduleMillis(settings.controlDelayMillis(), () -> afterControlDelay(flow, generation));
    }

    private void afterControlDelay(ActiveFlow flow, long generation) {
        if (!isCurrent(flow, generation)) {
            return;
        }
        controlDelayNanos += engine.nowNanos() - flow.waitingSince;
        Resolution r = resolver.resolve(flow.spec.srcHost(), flow.spec.dstHost(), flow.header);
        if (r.outcome() != Resolution.Outcome.TABLE_MISS) {
            lookUpResult(flow, r);
            return;
        }
        if (flow.packetIns >= settings.maxPacketIns()) {
            fail(flow, Resolution.of(Resolution.Outcome.MISROUTED, r.links(), r.rules(),
                    "never routed: " + r.reason() + " after " + flow.packetIns + " packet-ins"));
            return;
        }
        // The controller installed nothing: TCP retransmits the SYN after an exponential backoff.
        long backoff = settings.retransmitMillis() << Math.min(20, flow.packetIns - 1);
        long retry = ++flow.generation;
        engine.scheduleMillis(backoff, () -> {
            if (isCurrent(flow, retry)) {
                packetIn(flow);
            }
        });
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

    private boolean isCurrent(ActiveFlow flow, long generation) {
        return active.get(flow.id) == flow && flow.generation == generation;
    }

    private void carry(ActiveFlow flow, Resolution r) {
        flow.generation++;
        if (flow.pathReadyNanos < 0) {
            flow.pathReadyNanos = engine.nowNanos();
        }
        long[] ruleIds = r.rules().stream().mapToLong(rule -> rule.id().value()).toArray();
        int[] links = r.links();
        if (flow.carriedLinks != null && !Arrays.equals(links, flow.carriedLinks)) {
            flow.reroutes++;
            reroutes++;
        }
        if (flow.stalledSinceNanos >= 0) {
            disruptions.add(new Disruption(flow.id, flow.spec, flow.stalledSinceNanos, engine.nowNanos(),
                                           switchNames(r)));
            flow.stalledSinceNanos = -1;
        }
        if (flow.gapSinceNanos >= 0) {
            deliveryGaps++;
            deliveryGapNanos += engine.nowNanos() - flow.gapSinceNanos;
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
    }

    private void hold(ActiveFlow flow) {
        if (flow.fluid != null && flow.fluid.links().length > 0) {
            traffic.reroute(flow.fluid, new int[0], new long[0]);
        }
    }

    private void stall(ActiveFlow flow, Resolution r) {
        hold(flow);
        flow.resolution = r;
        if (flow.state == State.STALLED) {
            return;
        }
        flow.state = State.STALLED;
        if (flow.stalledSinceNanos < 0) {
            flow.stalledSinceNanos = engine.nowNanos();
        }
        long generation = ++flow.generation;
        long since = engine.nowMillis();
        engine.scheduleMillis(settings.stallTimeoutMillis(), () -> {
            if (isCurrent(flow, generation) && flow.state == State.STALLED) {
                fail(flow, Resolution.of(Resolution.Outcome.MISROUTED, flow.resolution.links(),
                        flow.resolution.rules(), "black hole: " + flow.resolution.reason() + " since "
                                + since + " ms, no reroute within " + settings.stallTimeoutMillis() + " ms"));
            }
        });
    }

    private void fail(ActiveFlow flow, Resolution r) {
        if (flow.fluid != null) {
            traffic.remove(flow.fluid);
        }
        active.remove(flow.id);
        failed++;
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
        delivered++;
        finish(flow, flow.resolution, true, null);
    }

    private void finish(ActiveFlow flow, Resolution last, boolean ok, String failure) {
        long now = engine.nowNanos();
        long ready = flow.pathReadyNanos >= 0 ? flow.pathReadyNanos : now;
        FlowResult result = new FlowResult(flow.spec, flow.startNanos / EventEngine.MILLIS,
                                           ready / EventEngine.MILLIS, now / EventEngine.MILLIS, ok, failure);
        long sent = flow.fluid == null ? 0 : Math.round(flow.fluid.sentBytes());
        finished.add(new FlowRecord(flow.id, result, switchNames(last), sent, flow.packetIns, flow.reroutes));
        flow.onComplete.accept(result);
    }

    private List<String> switchNames(Resolution r) {
        List<String> names = new ArrayList<>();
        if (r == null) {
            return names;
        }
        for (FlowRule rule : r.rules()) {
            int s = fabric.switchIndex(rule.deviceId());
            names.add(s < 0 ? rule.deviceId().toString() : fabric.spec().switches().get(s).name());
        }
        return names;
    }

    // ---- control plane ----

    private void touchControlPlane() {
        controlPlaneTouched = true;
    }

    /**
     * The engine's barrier: once ONOS has settled, the data plane catches up with the rules it
     * changed (which may send packet-ins, so settle again).
     */
    private void settleControlPlane() {
        while (controlPlaneTouched || hasChangedDevices()) {
            if (controlPlaneTouched) {
                controlPlaneTouched = false;
                onos.awaitQuiescent();
            }
            Set<DeviceId> changed;
            List<FlowRule> removed;
            synchronized (changedDevices) {
                changed = new HashSet<>(changedDevices);
                changedDevices.clear();
                removed = new ArrayList<>(removedRules);
                removedRules.clear();
            }
            if (!changed.isEmpty()) {
                lookUpAgain(changed);
            }
            forgetRemovedRules(removed);
        }
    }

    private boolean hasChangedDevices() {
        synchronized (changedDevices) {
            return !changedDevices.isEmpty();
        }
    }

    private void tableChanged(DeviceId device, List<FlowRule> added, List<FlowRule> removed) {
        synchronized (changedDevices) {
            changedDevices.add(device);
            removedRules.addAll(removed);
        }
    }

    /** A switch's counters for a removed rule are gone; a rule installed again starts from zero. */
    private void forgetRemovedRules(List<FlowRule> removed) {
        for (FlowRule rule : removed) {
            if (!switches.isInstalled(rule)) {
                traffic.forgetRule(rule.id().value());
            }
        }
    }

    /** Looks up again every carried flow that crosses a changed switch, and every stalled flow. */
    private void lookUpAgain(Set<DeviceId> changed) {
        for (ActiveFlow flow : new ArrayList<>(active.values())) {
            if (active.get(flow.id) != flow) {
                continue;
            }
            boolean affected = flow.state == State.STALLED
                    || (flow.state == State.CARRIED && crosses(flow.resolution, changed));
            if (affected) {
                lookUp(flow);
            }
        }
    }

    private static boolean crosses(Resolution r, Set<DeviceId> devices) {
        for (FlowRule rule : r.rules()) {
            if (devices.contains(rule.deviceId())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The data plane changes now: flows over a dead link stop (they are looked up again and stall).
     * ONOS hears of it after the failure-detection and control delays.
     */
    private void changeCables(int[] cables, boolean up) {
        touchControlPlane();
        for (int cable : cables) {
            for (int l : fabric.directedLinksOf(cable)) {
                linkUp[l] = up;
                traffic.setCapacity(l, up ? fabric.capacityBps(l) : 0);
            }
            markChanged(cable);
        }
        long delay = settings.failureDetectionMillis() + settings.controlDelayMillis();
        if (delay == 0) {
            tellOnos(cables, up);
        } else {
            engine.scheduleMillis(delay, () -> tellOnos(cables, up));
        }
    }

    private void tellOnos(int[] cables, boolean up) {
        touchControlPlane();
        for (int cable : cables) {
            int directed = fabric.directedLinksOf(cable)[0];
            ConnectPoint one = fabric.linkSrc(directed);
            ConnectPoint other = fabric.linkDst(directed);
            if (up) {
                switches.restoreLink(one, other);
            } else {
                switches.removeLink(one, other);
            }
            markChanged(cable);
        }
    }

    private void markChanged(int cable) {
        int directed = fabric.directedLinksOf(cable)[0];
        synchronized (changedDevices) {
            changedDevices.add(fabric.linkSrc(directed).deviceId());
            changedDevices.add(fabric.linkDst(directed).deviceId());
        }
    }

    private void pushPortStatistics() {
        traffic.advance();
        touchControlPlane();
        long nowMillis = engine.nowMillis();
        for (int s = 0; s < fabric.devices().size(); s++) {
            DeviceId device = fabric.device(s);
            List<PortStatistics> stats = new ArrayList<>();
            for (PortNumber port : fabric.ports(s)) {
                int out = fabric.egressLink(new ConnectPoint(device, port));
                int in = out ^ 1; // the reverse direction of the same cable
                long txBytes = (long) traffic.linkBytes(out);
                long rxBytes = (long) traffic.linkBytes(in);
                stats.add(DefaultPortStatistics.builder().setDeviceId(device).setPort(port)
                                  .setBytesSent(txBytes).setBytesReceived(rxBytes)
                                  .setPacketsSent(packets(txBytes)).setPacketsReceived(packets(rxBytes))
                                  .setDurationSec(nowMillis / 1000)
                                  .setDurationNano((nowMillis % 1000) * 1_000_000).build());
            }
            switches.updatePortStatistics(device, stats);
        }
    }

    private void pushFlowStatistics() {
        traffic.advance();
        touchControlPlane();
        for (Map.Entry<DeviceId, List<FlowRule>> table : switches.flowTables().entrySet()) {
            for (FlowRule rule : table.getValue()) {
                long bytes = (long) traffic.ruleBytes(rule.id().value());
                switches.setRuleCounters(rule, packets(bytes), bytes);
            }
        }
        switches.pushAllFlowStatistics();
    }

    private long packets(long bytes) {
        return (bytes + settings.packetBytes() - 1) / settings.packetBytes();
    }

    private static List<LabHost> labHosts(Fabric fabric) {
        ImmutableList.Builder<LabHost> hosts = ImmutableList.builder();
        for (int h = 0; h < fabric.hostCount(); h++) {
            HostSpec spec = fabric.spec().hosts().get(h);
            hosts.add(new LabHost(h, spec.ip(), fabric.hostLocation(h).deviceId().toString(), spec.pod()));
        }
        return hosts.build();
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
        private long waitingSince;
        private State state = State.WAITING_FOR_CONTROLLER;
        private Resolution resolution;
        private FluidTraffic.Flow fluid;
        /** Links of the last delivered path, null before the first. */
        private int[] carriedLinks;
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

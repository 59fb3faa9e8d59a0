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
package org.onosproject.janus.impl;

import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import com.google.common.util.concurrent.MoreExecutors;
import org.onlab.packet.Ethernet;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cluster.ClusterService;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.CoreService;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusProperties;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.jobs.JobManager;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.strategy.EdgePortHostIndex;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.Link;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.host.HostService;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketService;
import org.onosproject.net.topology.TopologyService;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.Serializer;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.WallClockTimestamp;
import org.osgi.service.component.ComponentContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.slf4j.Logger;

import java.util.Collection;
import java.util.Dictionary;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;
import static org.onlab.util.Tools.groupedThreads;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Janus: just-in-time, link-usage-aware paths for the flows of a fat-tree fabric. Wires the Event
 * Manager (packet processor), Path Orchestrator (strategies), Path Provisioner (intents), Link Monitor
 * and Topology Manager of thesis 002 §3.1, and gives the intents idle and hard timeouts.
 * <p>
 * On an ONOS cluster, the flows Janus provisioned and the set of nodes running Janus live in ONOS
 * ConsistentMaps shared by every node (what each node derives from the flows, committed load and isolated
 * holds, it keeps itself); each flow is acted on (timed out,
 * purged) only by the node that owns its intent key's work partition. Deactivation on one node hands
 * its flows over to the other Janus nodes; only the last node withdraws every Janus intent and clears
 * the shared state.
 * <p>
 * Outside OSGi (tests, the lab): set the {@code @Reference} fields, optionally
 * {@link #setScheduler(Scheduler)}, then call {@link #activate(ComponentContext)} (a null context
 * means the defaults) and {@link #deactivate()}.
 */
@Component(
        immediate = true,
        service = {JanusService.class, JanusJobService.class}
)
public class JanusManager implements JanusService, JanusJobService {

    /** The ONOS application name. */
    public static final String APP_NAME = "org.onosproject.janus";

    /** Names of Janus's shared ONOS maps (one per cluster; an application-scoped primitive each). */
    public static final String FLOWS_MAP = "janus-flows";
    public static final String MEMBERS_MAP = "janus-members";
    /**
     * Name of the eventually consistent map of the flows' activity as their owners shared it, by group
     * of flows (not application-scoped: ONOS's eventually consistent maps have no application id).
     */
    public static final String ACTIVITY_MAP = "janus-flow-activity";

    /** How long deactivation waits for ONOS to withdraw and purge Janus's intents. */
    static final long DEACTIVATION_WAIT_MILLIS = 10_000;

    private static final long MILLIS_PER_SECOND = 1000L;
    private static final int PROCESSOR_PRIORITY = 2;

    private final Logger log = getLogger(getClass());

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected CoreService coreService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected PacketService packetService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected HostService hostService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected TopologyService topologyService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected LinkService linkService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected DeviceService deviceService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected IntentService intentService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected FlowRuleService flowRuleService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected EdgePortService edgePortService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected ComponentConfigService cfgService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected StorageService storageService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected WorkPartitionService partitionService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected ClusterService clusterService;

    // Where new flows' records settle once the store answered their writes (never a store thread: they may
    // block on it).
    private EventWorker recordWork;
    private final JanusCounters counters = new JanusCounters();
    // The paths isolated flows hold: the strategy's own choices, then the flow records (see FlowCharges).
    private final IsolatedHolds isolatedHolds =
            new IsolatedHolds(() -> counters.increment(Statistic.ISOLATED_SHARED_AFTER_RACE));
    private final SelectorRegistry selectors =
            new SelectorRegistry(BuiltInSelectors.create(isolatedHolds, new EdgePortHostIndex(() -> edgePortService),
                                                         () -> this.usage),
                                 JanusProperties.STRATEGY.defaultValue());

    private Scheduler injectedScheduler;
    private ThreadPoolExecutor ownProvisioningExecutor;
    private ProvisioningQueue queue;
    private BurstWindow bursts;
    // Measures selection and reroute latency and bounds the deactivation wait: real time, also on virtual time.
    private final Ticker ticker = Ticker.systemTicker();

    // Guards read-modify-write of the configuration: the CLI, REST and ONOS's config admin change it
    // from their own threads.
    private final Object configLock = new Object();
    private volatile JanusConfig config = JanusConfig.defaults();
    private volatile boolean active;
    private volatile Scheduler scheduler;
    private ExecutorScheduler ownScheduler;
    private ApplicationId appId;
    private volatile FlowTable flows;
    private EventuallyConsistentMap<String, ActivityBucket> sharedActivity;
    private JanusMembers members;
    private FlowOwnership ownership;
    private LinkUsageMonitor monitor;
    private final CommittedLoad committedLoad = new CommittedLoad();
    private final YoungFlows youngFlows = new YoungFlows();
    private final FlowCharges charges = new FlowCharges(committedLoad, youngFlows, isolatedHolds);
    private ExpectedUsage usage;
    private FabricTracker fabric;
    private IntentLifecycle lifecycle;
    private IdleReaper reaper;
    // The idle gaps of the host pairs whose flows this node owns (owner-local, never in the store).
    private final IdleGapLearner idleGaps = new IdleGapLearner(IdleGapLearner.DEFAULT_CAPACITY);
    private PacketProcessor processor;
    // Janus's event executor (see EventWorker): where the work of its listeners runs.
    private EventWorker events;
    private boolean propertiesRegistered;
    private boolean chargesListening;
    private volatile Rerouter rerouter;
    private volatile Rebalancer rebalancer;
    private volatile JobManager jobManager;

    /**
     * Uses {@code scheduler} for time and timers instead of the wall clock (the lab's virtual time).
     * Call before {@link #activate}.
     */
    public void setScheduler(Scheduler scheduler) {
        checkState(!active, "set the scheduler before activation");
        this.injectedScheduler = checkNotNull(scheduler, "scheduler");
    }

    @Activate
    public void activate(ComponentContext context) {
        checkState(!active, "Janus is already active");
        try {
            start(context);
        } catch (RuntimeException | Error e) {
            // The framework never deactivates a component whose activation threw: undo here what started.
            log.error("Janus failed to start; stopping what it had started", e);
            try {
                stop();
            } catch (RuntimeException | Error undo) {
                e.addSuppressed(undo);
            }
            throw e;
        }
    }

    private void start(ComponentContext context) {
        appId = coreService.registerApplication(APP_NAME);
        if (injectedScheduler != null) {
            scheduler = injectedScheduler;
            events = EventWorker.direct();
        } else {
            ownScheduler = new ExecutorScheduler("janus");
            scheduler = ownScheduler;
            events = EventWorker.ownThread("events");
        }
        cfgService.registerProperties(getClass());
        propertiesRegistered = true;
        config = JanusConfig.defaults();
        applyProperties(context == null ? null : context.getProperties());
        selectors.activate(config.strategy());

        counters.gauge(Statistic.ACTIVE_INTENTS, this::activeIntents);
        monitor = new LinkUsageMonitor(deviceService, linkService, scheduler,
                                       () -> counters.increment(Statistic.SKIPPED_SAMPLES));
        monitor.setDefaultCapacityMbps(config.defaultLinkCapacityMbps());
        monitor.setPollIntervalMillis(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
        monitor.start();
        usage = new ExpectedUsage(monitor, committedLoad);

        sharedActivity = activityMap();
        // A thread of its own even on virtual time: a record whose write the store answers at once (in this JVM,
        // as in the lab) settles on the caller's thread anyway, and a real store's answers arrive on the store's
        // threads, where waiting on the store again is not allowed.
        recordWork = EventWorker.ownThread("flow-records");
        flows = new FlowTable(sharedAsyncMap(FLOWS_MAP), sharedActivity, scheduler, recordWork);
        // Every node charges every node's flows; a node joining a running cluster charges what is there.
        // Charging is a few in-memory additions, so it stays on the map's event thread: the next
        // placement must see it.
        flows.addListener(charges);
        chargesListening = true;
        flows.all().forEach(charges::charge);
        StoreBackoff backoff = new StoreBackoff(scheduler::nowMillis, StoreBackoff.RETRY_AFTER_FAILURE_MILLIS);
        members = new JanusMembers(sharedMap(MEMBERS_MAP), clusterService, scheduler, backoff);
        members.join();
        // Reads ONOS's work partitions on Janus's event executor when they move, never on ONOS's event thread.
        ownership = new FlowOwnership(partitionService, scheduler, events, backoff);
        ownership.start();

        fabric = new FabricTracker(linkService, deviceService, events, ticker, this::linkLost);
        fabric.start();

        lifecycle = new IntentLifecycle(appId, intentService, flows, ownership, selectors, counters, scheduler,
                                        events);
        lifecycle.start();

        reaper = new IdleReaper(appId, flowRuleService, intentService, flows, ownership, lifecycle, scheduler,
                                () -> config, idleGaps, backoff,
                                new UnrecordedIntentSweeper(appId, intentService, flows, ownership::isMine, counters));
        reaper.start(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);

        Executor provisioning = provisioningExecutor();
        queue = new ProvisioningQueue(() -> config.provisioningQueueSize(), provisioning, counters);
        IntentCap cap = new IntentCap(flows, ownership, key -> lifecycle.withdraw(key, WithdrawalCause.CAP_RECLAIM),
                                      counters, () -> config.maxIntents(), scheduler);
        HostResolver hosts = new HostResolver(hostService);
        PathProvisioner provisioner = new PathProvisioner(appId, hosts, fabric, usage, charges, selectors,
                                                          intentService,
                                                          flows, counters, () -> config, scheduler, ticker,
                                                          packetService, queue, cap, backoff);
        bursts = new BurstWindow(scheduler, provisioning, provisioner::placeBurst);
        provisioner.setBursts(bursts);
        FlowMover mover = new FlowMover(flows, charges,
                                        key -> lifecycle.withdraw(key, WithdrawalCause.NO_PATH), provisioner::resubmit);
        provisioner.setRepair(new PlacementRepair(youngFlows, ownership, fabric, usage, selectors), mover);
        FabricTracker tracker = fabric;
        JobManager jobs = new JobManager(appId, hostService, storageService,
                                         (src, dst) -> tracker.current().candidates(src, dst), usage,
                                         new DeclaredPairFlows(appId, flows, charges, intentService, lifecycle,
                                                               scheduler, () -> config.intentPriority()),
                                         ownership::isMine, scheduler, () -> config);
        jobManager = jobs;
        rerouter = new Rerouter(appId, intentService, flows, ownership, provisioner, mover,
                                flow -> DeclaredPairFlows.reselect(flow, jobs), selectors, lifecycle, counters,
                                ticker, events);
        rerouter.start();
        rebalancer = new Rebalancer(flows, ownership, fabric, usage, selectors, mover, counters, () -> config,
                                    scheduler);
        rebalancer.start(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
        jobManager.start(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
        processor = new JanusPacketProcessor(provisioner, new ArpHandler(hosts, packetService, edgePortService),
                                             counters, jobManager::handle);
        packetService.addProcessor(processor, PacketProcessor.director(PROCESSOR_PRIORITY));
        requestPackets();
        active = true;
        log.info("Started Janus with {}", config);
    }

    @Modified
    public void modified(ComponentContext context) {
        if (context != null) {
            applyProperties(context.getProperties());
        }
    }

    @Deactivate
    public void deactivate() {
        if (!active) {
            return;
        }
        active = false;
        stop();
    }

    /**
     * Stops whatever has been started, in the reverse order of the start (also after an activation that
     * failed midway, when some parts never started), and waits, with a bound, for Janus's threads.
     */
    private void stop() {
        active = false;
        if (processor != null) {
            packetService.removeProcessor(processor);
            cancelPackets();
        }
        stopProvisioning();
        if (flows != null) {
            // A new flow that gives way to another node's record resubmits or withdraws: before anything below.
            flows.awaitRecords();
        }
        if (reaper != null) {
            reaper.stop();
        }
        if (rebalancer != null) {
            rebalancer.stop();
        }
        if (rerouter != null) {
            rerouter.stop();
        }
        if (monitor != null) {
            monitor.stop();
        }
        // No link losses any more; the reroutes already handed over find the rerouter stopped.
        if (fabric != null) {
            fabric.stopListening();
        }
        boolean handedOver = members != null && members.leave();
        boolean clean = true;
        if (lifecycle != null && !handedOver) {
            // The last Janus node: nothing may outlive it. The intent events that purge run on the
            // event executor, which still runs.
            clean = lifecycle.withdrawAllAndWait(DEACTIVATION_WAIT_MILLIS, ticker);
        }
        // Janus still runs on other nodes if handed over: its intents and flows are theirs
        // now (the work partitions of this node move to them); withdrawing would cut their traffic.
        if (lifecycle != null) {
            lifecycle.stop();
        }
        if (events != null) {
            clean &= events.stop(DEACTIVATION_WAIT_MILLIS);
        }
        if (fabric != null) {
            fabric.stop();
        }
        if (jobManager != null) {
            // The last node forgets the jobs: their intents were withdrawn with every other.
            jobManager.stop(!handedOver);
            jobManager = null;
        }
        if (ownership != null) {
            ownership.stop();
        }
        if (members != null && !handedOver) {
            flowRuleService.removeFlowRulesById(appId);
            selectors.resetAll();
            flows.clear();
            members.clear();
        }
        if (chargesListening) {
            flows.removeListener(charges);
            chargesListening = false;
        }
        if (flows != null) {
            flows.close();
        }
        if (sharedActivity != null) {
            // This node's replica only (its gossip and its threads); the other nodes keep theirs.
            sharedActivity.destroy();
            sharedActivity = null;
        }
        committedLoad.clear();
        youngFlows.clear();
        isolatedHolds.clear();
        idleGaps.clear();
        if (recordWork != null) {
            clean &= recordWork.stop(DEACTIVATION_WAIT_MILLIS);
            recordWork = null;
        }
        if (propertiesRegistered) {
            cfgService.unregisterProperties(getClass(), false);
            propertiesRegistered = false;
        }
        if (ownScheduler != null) {
            clean &= ownScheduler.shutdown(DEACTIVATION_WAIT_MILLIS);
            ownScheduler = null;
        }
        processor = null;
        queue = null;
        bursts = null;
        reaper = null;
        rebalancer = null;
        rerouter = null;
        monitor = null;
        fabric = null;
        lifecycle = null;
        members = null;
        ownership = null;
        events = null;
        flows = null;
        log.info("Stopped Janus{}{}", handedOver ? " (its flows handed over to the other Janus nodes)" : "",
                 clean ? "" : " (some intents were not purged, or some work did not finish, in time)");
    }

    /** The configuration in force. */
    public JanusConfig config() {
        return config;
    }

    @Override
    public String activeStrategy() {
        return selectors.active().name();
    }

    @Override
    public void setActiveStrategy(String name) {
        synchronized (configLock) {
            selectors.activate(name);
            config = config.withStrategy(name);
            }
        if (active) {
            cfgService.setProperty(getClass().getName(), JanusProperties.STRATEGY.name(), name);
        }
    }

    @Override
    public List<PathSelector> strategies() {
        return selectors.all();
    }

    @Override
    public void registerSelector(PathSelector selector) {
        selectors.register(selector);
        log.info("Registered strategy {}", selector.name());
    }

    @Override
    public void unregisterSelector(String name) {
        synchronized (configLock) {
            selectors.unregister(name);
            config = config.withStrategy(selectors.active().name());
            }
        log.info("Unregistered strategy {}", name);
    }

    @Override
    public LinkUsageView linkUsage() {
        checkState(active, "Janus is not active");
        return usage;
    }

    @Override
    public Collection<JanusPath> paths() {
        FlowTable flows = this.flows;
        if (flows == null) {
            return ImmutableList.of();
        }
        return flows.all().stream().filter(f -> !f.declared()).map(this::snapshot)
                .sorted((a, b) -> a.intentKey().compareTo(b.intentKey()))
                .collect(ImmutableList.toImmutableList());
    }

    @Override
    public Optional<JanusPath> path(String intentKey) {
        FlowTable flows = this.flows;
        if (intentKey == null || appId == null || flows == null) {
            return Optional.empty();
        }
        return flows.get(Key.of(intentKey, appId)).filter(f -> !f.declared()).map(this::snapshot);
    }

    private JanusPath snapshot(ProvisionedFlow flow) {
        JanusConfig cfg = config;
        return flow.snapshot(cfg.idle().mode(), idleGaps.timeoutMillis(flow, cfg),
                             cfg.idle().adaptive() ? idleGaps.gapCount(flow) : 0);
    }

    @Override
    public boolean withdraw(String intentKey) {
        if (intentKey == null || !active) {
            return false;
        }
        return lifecycle.withdraw(Key.of(intentKey, appId), WithdrawalCause.OPERATOR);
    }

    @Override
    public JanusStatistics statistics() {
        return counters.snapshot();
    }

    private long activeIntents() {
        FlowTable flows = this.flows;
        return flows == null ? 0 : flows.all().stream()
                .filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING).count();
    }

    @Override
    public List<RebalanceMove> recentMoves() {
        Rebalancer current = rebalancer;
        return current == null ? ImmutableList.of() : current.recentMoves();
    }

    @Override
    public JobState declareJob(JobSpec spec) {
        JobManager current = jobManager;
        checkState(active && current != null, "Janus is not active");
        return current.declare(checkNotNull(spec, "spec"));
    }

    @Override
    public List<JobState> jobs() {
        JobManager current = jobManager;
        return current == null ? ImmutableList.of() : current.jobs();
    }

    @Override
    public Optional<JobState> job(String id) {
        JobManager current = jobManager;
        return current == null ? Optional.empty() : current.job(id);
    }

    @Override
    public boolean removeJob(String id) {
        JobManager current = jobManager;
        return current != null && active && current.remove(id);
    }

    @Override
    public long nowMillis() {
        // Before the first activation: the clock it will use.
        Scheduler clock = scheduler != null ? scheduler : injectedScheduler;
        return clock != null ? clock.nowMillis() : System.currentTimeMillis();
    }

    // Janus's own thread; on an injected (virtual-time) scheduler the packet thread itself, so virtual
    // time never passes while provisioning is under way.
    private Executor provisioningExecutor() {
        if (injectedScheduler != null) {
            return MoreExecutors.directExecutor();
        }
        // The queue in front of it is the bound; this executor only ever holds one drain task.
        ownProvisioningExecutor = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                                                         groupedThreads("onos/janus", "provisioner-%d", log));
        return ownProvisioningExecutor;
    }

    // Nothing may be submitted once the intents are being withdrawn for good.
    private void stopProvisioning() {
        if (bursts != null) {
            bursts.stop();
        }
        if (queue != null) {
            queue.stop();
        }
        if (ownProvisioningExecutor != null) {
            ownProvisioningExecutor.shutdown();
            try {
                if (!ownProvisioningExecutor.awaitTermination(DEACTIVATION_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                    log.warn("Janus provisioning did not stop within {} ms; interrupting it", DEACTIVATION_WAIT_MILLIS);
                    ownProvisioningExecutor.shutdownNow();
                }
            } catch (InterruptedException e) {
                ownProvisioningExecutor.shutdownNow();
                Thread.currentThread().interrupt();
            }
            ownProvisioningExecutor = null;
        }
    }

    private void applyProperties(Dictionary<?, ?> properties) {
        Map<String, String> refused;
        synchronized (configLock) {
            refused = applyPropertiesLocked(properties);
        }
        // ONOS's configuration store keeps a value Janus refused, and cfg get and REST would show it as
        // if in force: set each refused property back to the value Janus keeps (outside the lock: the
        // change comes back through modified, where it changes nothing).
        refused.forEach((name, value) -> cfgService.setProperty(getClass().getName(), name, value));
    }

    /** Applies the properties; returns each refused one with the value kept instead. */
    private Map<String, String> applyPropertiesLocked(Dictionary<?, ?> properties) {
        JanusConfig previous = config;
        JanusConfig.Parsed parsed = JanusConfig.parse(previous, properties, selectors.names());
        parsed.rejected().forEach((name, reason) ->
                log.warn("Janus property {} rejected ({}); keeping {}", name, reason, previous));
        JanusConfig next = parsed.config();
        Map<String, String> kept = new LinkedHashMap<>();
        Map<String, String> inForce = next.asProperties();
        parsed.rejected().keySet().forEach(name -> kept.put(name, inForce.get(name)));
        if (next.equals(previous)) {
            return kept;
        }
        config = next;
        if (!next.strategy().equals(previous.strategy())) {
            selectors.activate(next.strategy());
        }
        if (previous.idle().adaptive() && !next.idle().adaptive()) {
            idleGaps.clear();   // the fixed mode learns nothing; a later adaptive mode starts afresh
        }
        if (monitor != null) {
            monitor.setDefaultCapacityMbps(next.defaultLinkCapacityMbps());
            monitor.setPollIntervalMillis(next.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
        }
        if (next.statsPollIntervalSeconds() != previous.statsPollIntervalSeconds()) {
            long pollMillis = next.statsPollIntervalSeconds() * MILLIS_PER_SECOND;
            if (reaper != null) {
                reaper.start(pollMillis);
            }
            // Read once: a deactivation may clear it meanwhile.
            Rebalancer currentRebalancer = rebalancer;
            if (active && currentRebalancer != null) {
                currentRebalancer.start(pollMillis);
            }
        }
        log.info("Janus reconfigured: {}", next);
        return kept;
    }

    /** The paths isolated flows hold, as this node knows them (for tests). */
    IsolatedHolds isolatedHolds() {
        return isolatedHolds;
    }

    // On the event executor, one link at a time.
    private void linkLost(Link link, long eventNanos) {
        // Strategies drop what depends on the link before anything is re-selected.
        for (PathSelector selector : selectors.all()) {
            try {
                selector.linkRemoved(link);
            } catch (RuntimeException e) {
                log.warn("Strategy {} failed on removal of {}", selector.name(), link, e);
            }
        }
        Rerouter current = rerouter;
        if (current != null) {
            current.linkLost(link, eventNanos);
        }
    }

    /** The cluster-wide map {@code name}, scoped to Janus's application id. */
    private <K, V> ConsistentMap<K, V> sharedMap(String name) {
        return this.<K, V>sharedMapBuilder(name).build();
    }

    // The same map, for calls that need not wait (its synchronous view is asConsistentMap()).
    private <K, V> AsyncConsistentMap<K, V> sharedAsyncMap(String name) {
        return this.<K, V>sharedMapBuilder(name).buildAsyncMap();
    }

    private <K, V> ConsistentMapBuilder<K, V> sharedMapBuilder(String name) {
        Serializer serializer = JanusSerializers.serializer(appId);
        return storageService.<K, V>consistentMapBuilder()
                .withName(name)
                .withSerializer(serializer)
                .withApplicationId(appId);
    }

    /**
     * The flows' shared activity, by group: a later write of a group replaces an earlier one on every node,
     * whichever order the gossip brings them in (a write is timed by its writer's clock, as is a removal).
     */
    private EventuallyConsistentMap<String, ActivityBucket> activityMap() {
        Scheduler clock = scheduler;
        return storageService.<String, ActivityBucket>eventuallyConsistentMapBuilder()
                .withName(ACTIVITY_MAP)
                .withSerializer(JanusSerializers.namespace(appId))
                .withTimestampProvider((group, bucket) -> new WallClockTimestamp(
                        bucket == null ? clock.nowMillis() : bucket.writtenAtMillis()))
                .build();
    }

    private void requestPackets() {
        packetService.requestPackets(ipv4(), PacketPriority.REACTIVE, appId);
        packetService.requestPackets(arp(), PacketPriority.REACTIVE, appId);
    }

    private void cancelPackets() {
        packetService.cancelPackets(ipv4(), PacketPriority.REACTIVE, appId);
        packetService.cancelPackets(arp(), PacketPriority.REACTIVE, appId);
    }

    private static TrafficSelector ipv4() {
        return DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4).build();
    }

    private static TrafficSelector arp() {
        return DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_ARP).build();
    }
}

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
package org.onosproject.janus.embedded;

import org.onosproject.cfg.ComponentConfigAdapter;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cluster.ClusterService;
import org.onosproject.cluster.ClusterServiceAdapter;
import org.onosproject.cluster.LeadershipService;
import org.onosproject.cluster.LeadershipServiceAdapter;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.CoreService;
import org.onosproject.core.IdGenerator;
import org.onosproject.mastership.MastershipService;
import org.onosproject.net.AbstractProjectableModel;
import org.onosproject.net.config.NetworkConfigRegistryAdapter;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.device.impl.DeviceManager;
import org.onosproject.net.driver.DriverService;
import org.onosproject.net.driver.DriverServiceAdapter;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.edgeservice.impl.EdgeManager;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.flow.impl.FlowRuleManager;
import org.onosproject.net.flowobjective.FlowObjectiveService;
import org.onosproject.net.flowobjective.FlowObjectiveServiceAdapter;
import org.onosproject.net.group.GroupServiceAdapter;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.host.HostService;
import org.onosproject.net.host.impl.HostManager;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.net.intent.impl.IntentManager;
import org.onosproject.net.intent.impl.ObjectiveTracker;
import org.onosproject.net.intent.impl.compiler.HostToHostIntentCompiler;
import org.onosproject.net.intent.impl.compiler.IntentConfigurableRegistrator;
import org.onosproject.net.intent.impl.compiler.LinkCollectionIntentCompiler;
import org.onosproject.net.intent.impl.compiler.PathIntentCompiler;
import org.onosproject.net.intent.impl.compiler.PointToPointIntentCompiler;
import org.onosproject.net.intent.impl.installer.FlowRuleIntentInstaller;
import org.onosproject.net.intf.InterfaceServiceAdapter;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.link.impl.LinkManager;
import org.onosproject.net.packet.PacketProviderRegistry;
import org.onosproject.net.packet.PacketService;
import org.onosproject.net.packet.PacketStore;
import org.onosproject.net.packet.impl.PacketManager;
import org.onosproject.net.resource.MockResourceService;
import org.onosproject.net.statistic.PortStatisticsService;
import org.onosproject.net.statistic.StatisticService;
import org.onosproject.net.statistic.impl.PortStatisticsManager;
import org.onosproject.net.statistic.impl.StatisticManager;
import org.onosproject.net.topology.PathService;
import org.onosproject.net.topology.Topology;
import org.onosproject.net.topology.TopologyService;
import org.onosproject.net.topology.impl.DefaultTopologyProvider;
import org.onosproject.net.topology.impl.PathManager;
import org.onosproject.net.topology.impl.TopologyManager;
import org.onosproject.store.cluster.messaging.ClusterCommunicationServiceAdapter;
import org.onosproject.store.trivial.SimpleDeviceStore;
import org.onosproject.store.trivial.SimpleHostStore;
import org.onosproject.store.trivial.SimpleLinkStore;
import org.onosproject.store.trivial.SimplePacketStore;
import org.onosproject.store.trivial.SimpleStatisticStore;
import org.onosproject.store.trivial.SimpleTopologyStore;
import org.onosproject.upgrade.impl.UpgradeServiceAdapter;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The real ONOS 2.5.6 core managers wired in this JVM without Karaf/OSGi: devices, links, hosts,
 * topology, paths, edge ports, packets, flow rules, statistics and intents (with the
 * point-to-point, host-to-host, link-collection and path compilers and the flow-rule installer),
 * on in-memory stores, with one {@link EmulatedSwitches} provider for the network.
 * <p>
 * {@link #startForRealSwitches(DriverService)} builds it without the emulated switches, for
 * providers of real switches (OpenFlow) that register through the provider registries
 * ({@link #deviceProviderRegistry()}, ...): ONOS's real FlowObjectiveManager then turns packet
 * requests into punt rules through the switches' drivers.
 * <p>
 * ONOS binds the intent id generator statically, so only one embedded core may run in a JVM at a
 * time: {@link #start()} fails while another is running, and {@link #stop()} frees the slot.
 * <pre>{@code
 * EmbeddedOnos onos = EmbeddedOnos.start();
 * try {
 *     FatTree.build(4, 2, 1000).applyTo(onos.switches());
 *     onos.awaitQuiescent();
 *     onos.intentService().submit(intent);
 *     onos.awaitQuiescent();
 * } finally {
 *     onos.stop();
 * }
 * }</pre>
 */
public final class EmbeddedOnos {

    /**
     * How long {@link #awaitQuiescent()} waits before giving up: 120 s, or the system property
     * {@code janus.embedded.quiescenceMillis}. A bound for a hang, not a speed check: under a load of ~30 on
     * two cores a busy k=4 run once needed more than the former 60 s.
     */
    public static final long DEFAULT_QUIESCENCE_TIMEOUT_MILLIS =
            Math.max(1, Long.getLong("janus.embedded.quiescenceMillis", 120_000L));

    private static final long UNTRACKED_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);
    private static final int INTENT_BATCH_IDLE_MILLIS_ONOS = 10;
    private static final int INTENT_BATCH_IDLE_MILLIS = 0;
    private static final int TOPOLOGY_BATCH_IDLE_MILLIS = 10;
    private static final int TOPOLOGY_BATCH_MAX_EVENTS = 1_000_000;
    private static final int TOPOLOGY_BATCH_MAX_MILLIS = 60_000;

    // The intent id generator is JVM-wide in ONOS; this mirrors that one slot.
    private static final AtomicReference<EmbeddedOnos> RUNNING = new AtomicReference<>();

    private final Deque<Runnable> stopActions = new ArrayDeque<>();
    private final List<ExecutorService> replacedExecutors = new ArrayList<>();

    private final ClusterServiceAdapter clusterService = new ClusterServiceAdapter();
    private final NodeId localNode = clusterService.getLocalNode().id();
    private final SoleMasterMastership mastershipService = new SoleMasterMastership(localNode);
    private final EmbeddedCoreService coreService = new EmbeddedCoreService();
    private final ComponentConfigAdapter configService = new ComponentConfigAdapter();
    private final NetworkConfigRegistryAdapter networkConfigService = new NetworkConfigRegistryAdapter();
    private final DriverServiceAdapter driverService = new DriverServiceAdapter();
    private final MockResourceService resourceService = new MockResourceService();
    private final LeadershipServiceAdapter leadershipService = new LeadershipServiceAdapter();
    private final ClusterWideStorageService storageService = new ClusterWideStorageService();
    private final WorkPartitionServiceAdapter partitionService = new WorkPartitionServiceAdapter();

    private final ActivitySignal activity = new ActivitySignal();
    private final TrackingEventDispatcher eventDispatcher = new TrackingEventDispatcher(activity);
    private final DeviceManager deviceManager = new DeviceManager();
    private final LinkManager linkManager = new LinkManager();
    private final TopologyManager topologyManager = new TopologyManager();
    private final DefaultTopologyProvider topologyProvider = new DefaultTopologyProvider();
    private final PathManager pathManager = new PathManager();
    private final PacketManager packetManager = new PacketManager();
    private final EdgeManager edgeManager = new EdgeManager();
    private final HostManager hostManager = new HostManager();
    private final EmbeddedFlowRuleStore flowRuleStore = new EmbeddedFlowRuleStore(activity);
    private final FlowRuleManager flowRuleManager = new FlowRuleManager();
    private final StatisticManager statisticManager = new StatisticManager();
    private final PortStatisticsManager portStatisticsManager = new PortStatisticsManager();
    private final EmbeddedIntentStore intentStore = new EmbeddedIntentStore(localNode, activity);
    private final ObjectiveTracker objectiveTracker = new ObjectiveTracker();
    private final IntentManager intentManager = new IntentManager();
    private final FlowRuleIntentInstaller flowRuleInstaller = new FlowRuleIntentInstaller();
    private final IntentConfigurableRegistrator compilerRegistrator = new IntentConfigurableRegistrator();
    private final PointToPointIntentCompiler pointToPointCompiler = new PointToPointIntentCompiler();
    private final HostToHostIntentCompiler hostToHostCompiler = new HostToHostIntentCompiler();
    private final LinkCollectionIntentCompiler linkCollectionCompiler = new LinkCollectionIntentCompiler();
    private final PathIntentCompiler pathCompiler = new PathIntentCompiler();

    // Null for emulated switches; the drivers of the real switches otherwise.
    private final DriverService switchDrivers;
    private final RealFlowObjectives realFlowObjectives;
    private final FlowObjectiveService flowObjectiveService;

    private TrackedExecutor trackerExecutor;
    private TrackedExecutor topologyBuilds;
    private AvailableLinkCount availableLinks;
    private TrackedExecutor flowOperationsExecutor;
    private TrackedExecutor flowInstallExecutor;
    private Map<?, ?> pendingFlowOperations;
    private DriverService previousDriverService;
    private EmulatedSwitches switches;

    private EmbeddedOnos(DriverService switchDrivers) {
        this.switchDrivers = switchDrivers;
        this.realFlowObjectives = switchDrivers == null ? null : new RealFlowObjectives();
        this.flowObjectiveService = switchDrivers == null
                ? new FlowObjectiveServiceAdapter() : realFlowObjectives.service();
    }

    /**
     * Builds, wires and activates a fresh embedded core, with {@link EmulatedSwitches} as the
     * provider of the network.
     *
     * @throws IllegalStateException if another embedded core is running in this JVM
     */
    public static EmbeddedOnos start() {
        return start(new EmbeddedOnos(null));
    }

    /**
     * Builds, wires and activates a fresh embedded core for real switches: no
     * {@link EmulatedSwitches} (scheme {@code of} is left to the caller's providers, registered
     * through {@link #deviceProviderRegistry()} and the other registries); ONOS's real
     * FlowObjectiveManager (in-memory store) behind the PacketManager and the IntentManager,
     * turning objectives into flow rules with the {@code Pipeliner} of each device's driver in
     * {@code switchDrivers}; PacketManager asks {@code switchDrivers} too, and pushes packet
     * requests only to devices whose driver has {@code supportPacketRequest=true}; and a packet
     * store that pushes every new request, also to switches already connected
     * (see {@link NotifyingPacketStore}). onos-drivers-default's {@code ovs} driver has both (and
     * ONOS's {@code DefaultSingleTablePipeline}).
     *
     * @param switchDrivers the drivers of the real switches, by device
     * @throws IllegalStateException if another embedded core is running in this JVM
     */
    public static EmbeddedOnos startForRealSwitches(DriverService switchDrivers) {
        Objects.requireNonNull(switchDrivers, "switchDrivers");
        return start(new EmbeddedOnos(switchDrivers));
    }

    private static EmbeddedOnos start(EmbeddedOnos onos) {
        if (!RUNNING.compareAndSet(null, onos)) {
            throw new IllegalStateException(
                    "an embedded ONOS is already running in this JVM; stop() it before starting another");
        }
        try {
            onos.activateAll();
        } catch (RuntimeException | Error e) {
            onos.stop();
            throw e;
        }
        return onos;
    }

    private void activateAll() {
        previousDriverService = (DriverService) readStatic(AbstractProjectableModel.class, "driverService");
        AbstractProjectableModel.setDriverService(null, driverService);
        stopActions.push(() -> AbstractProjectableModel.setDriverService(null, previousDriverService));
        releaseStaleIntentIdGenerator();

        // Generous limit: a slow, shared machine must not get its listeners killed by the watchdog.
        eventDispatcher.setDispatchTimeLimit(30_000);
        activate(eventDispatcher, "deactivate");

        SimpleDeviceStore deviceStore = new SimpleDeviceStore();
        activate(deviceStore, "deactivate");
        wire(deviceManager, Map.of("store", deviceStore, "clusterService", clusterService,
                "mastershipService", mastershipService, "termService", mastershipService,
                "upgradeService", new UpgradeServiceAdapter(), "networkConfigService", networkConfigService,
                "communicationService", new ClusterCommunicationServiceAdapter(),
                "eventDispatcher", eventDispatcher));
        activate(deviceManager, "deactivate");

        SimpleLinkStore linkStore = new SimpleLinkStore();
        activate(linkStore, "deactivate");
        wire(linkManager, Map.of("store", linkStore, "deviceService", deviceManager,
                "networkConfigService", networkConfigService, "eventDispatcher", eventDispatcher));
        activate(linkManager, "deactivate");
        availableLinks = new AvailableLinkCount(linkManager, deviceManager);
        availableLinks.start();
        stopActions.push(availableLinks::stop);

        SimpleTopologyStore topologyStore = new SimpleTopologyStore();
        activate(topologyStore, "deactivate");
        wire(topologyManager, Map.of("store", topologyStore, "eventDispatcher", eventDispatcher));
        activate(topologyManager, "deactivate");
        wire(topologyProvider, Map.of("providerRegistry", topologyManager, "deviceService", deviceManager,
                "linkService", linkManager, "cfgService", configService));
        activate(topologyProvider, "deactivate");
        batchTopologyEventsUntilIdle();
        serializeTopologyBuilds();

        wire(pathManager, Map.of("topologyService", topologyManager, "hostService", hostManager));
        activate(pathManager, "deactivate");

        PacketStore packetStore = realSwitches() ? new NotifyingPacketStore() : new SimplePacketStore();
        wire(packetManager, Map.of("coreService", coreService, "clusterService", clusterService,
                "deviceService", deviceManager, "driverService", realSwitches() ? switchDrivers : driverService,
                "store", packetStore, "objectiveService", flowObjectiveService));
        activate(packetManager, "deactivate");

        wire(edgeManager, Map.of("packetService", packetManager, "deviceService", deviceManager,
                "linkService", linkManager, "eventDispatcher", eventDispatcher));
        activate(edgeManager, "deactivate");

        SimpleHostStore hostStore = new IpIndexedHostStore();
        // SimpleHostStore presizes its map for 2,000,000 hosts (a 4M-bin table), and every look-up by
        // IP iterates the whole table: about 8 ms per packet-in here. Same map type, default size; the
        // look-up by IP goes through an index (IpIndexedHostStore).
        Wiring.inject(hostStore, "hosts", new ConcurrentHashMap<>());
        activate(hostStore, "deactivate");
        wire(hostManager, Map.of("store", hostStore, "deviceService", deviceManager,
                "packetService", packetManager, "networkConfigService", networkConfigService,
                "interfaceService", new InterfaceServiceAdapter(), "edgePortService", edgeManager,
                "cfgService", configService, "eventDispatcher", eventDispatcher));
        activate(hostManager, "deactivate");

        wire(flowRuleManager, Map.of("store", flowRuleStore, "deviceService", deviceManager,
                "coreService", coreService, "mastershipService", mastershipService,
                "cfgService", configService, "driverService", driverService, "clusterService", clusterService,
                "netCfgService", networkConfigService, "eventDispatcher", eventDispatcher));
        activate(flowRuleManager, "deactivate");
        flowOperationsExecutor = replaceExecutor(flowRuleManager, "operationsService", "flow-operations", 1);
        flowInstallExecutor = replaceExecutor(flowRuleManager, "deviceInstallers", "flow-installer", 1);
        pendingFlowOperations = (Map<?, ?>) Wiring.read(flowRuleManager, "pendingFlowOperations");

        if (realSwitches()) {
            realFlowObjectives.activate(switchDrivers, deviceManager, clusterService, flowRuleManager, configService);
            stopActions.push(realFlowObjectives::deactivate);
        }

        SimpleStatisticStore statisticStore = new SimpleStatisticStore();
        activate(statisticStore, "deactivate");
        wire(statisticManager, Map.of("flowRuleService", flowRuleManager, "statisticStore", statisticStore));
        activate(statisticManager, "deactivate");
        wire(portStatisticsManager, Map.of("deviceService", deviceManager));
        activate(portStatisticsManager, "deactivate");

        trackerExecutor = replaceExecutor(objectiveTracker, "executorService", "objective-tracker", 1);
        wire(objectiveTracker, Map.of("topologyService", topologyManager, "resourceService", resourceService,
                "deviceService", deviceManager, "hostService", hostManager, "intentService", intentManager,
                "partitionService", partitionService));
        activate(objectiveTracker, "deactivate");

        wire(intentManager, Map.of("coreService", coreService, "store", intentStore,
                "trackerService", objectiveTracker, "flowRuleService", flowRuleManager,
                "flowObjectiveService", flowObjectiveService, "resourceService", resourceService,
                "configService", configService, "groupService", new GroupServiceAdapter(),
                "networkConfigService", networkConfigService, "eventDispatcher", eventDispatcher));
        activate(intentManager, "deactivate");
        shortenIntentBatchIdleTime();

        wire(flowRuleInstaller, Map.of("intentExtensionService", intentManager, "trackerService", objectiveTracker,
                "intentInstallCoordinator", intentManager, "flowRuleService", flowRuleManager,
                "configService", configService, "store", intentStore));
        activate(flowRuleInstaller, "deactivated");

        wire(compilerRegistrator, Map.of("extensionService", intentManager, "cfgService", configService));
        activate(compilerRegistrator, "deactivate");

        Map<String, Object> connectivity = Map.of("deviceService", deviceManager, "intentManager", intentManager,
                "pathService", pathManager, "resourceService", resourceService);
        wire(pointToPointCompiler, connectivity);
        wire(pointToPointCompiler, Map.of("groupService", new GroupServiceAdapter(), "linkService", linkManager));
        activate(pointToPointCompiler, "deactivate");
        wire(hostToHostCompiler, connectivity);
        wire(hostToHostCompiler, Map.of("hostService", hostManager));
        activate(hostToHostCompiler, "deactivate");
        wire(linkCollectionCompiler, Map.of("registrator", compilerRegistrator, "coreService", coreService,
                "resourceService", resourceService, "domainService", new LocalDomainService(deviceManager)));
        activate(linkCollectionCompiler, "deactivate");
        wire(pathCompiler, Map.of("registrator", compilerRegistrator, "coreService", coreService,
                "resourceService", resourceService));
        activate(pathCompiler, "deactivate");

        if (!realSwitches()) {
            switches = new EmulatedSwitches(new EmulatedSwitches.ProviderServices(
                    deviceManager, linkManager, hostManager, flowRuleManager, packetManager));
            stopActions.push(switches::unregister);
        }
    }

    private boolean realSwitches() {
        return switchDrivers != null;
    }

    /**
     * Deactivates everything in reverse order of activation and frees the JVM-wide slot, so a
     * fresh core can be started. Safe to call more than once.
     */
    public void stop() {
        RuntimeException first = null;
        while (!stopActions.isEmpty()) {
            try {
                stopActions.pop().run();
            } catch (RuntimeException e) {
                if (first == null) {
                    first = e;
                }
            }
        }
        replacedExecutors.forEach(ExecutorService::shutdownNow);
        replacedExecutors.clear();
        // ObjectiveTracker's deactivate leaves its scheduled executor (one thread) running.
        ((ExecutorService) Wiring.read(objectiveTracker, "executor")).shutdownNow();
        RUNNING.compareAndSet(this, null);
        if (first != null) {
            throw first;
        }
    }

    /**
     * IntentManager's {@code IntentAccumulator} dispatches a batch of intent requests only after
     * {@value #INTENT_BATCH_IDLE_MILLIS_ONOS} ms of real time without a new one; no constructor, field
     * accessor or component property exposes that time. The lab waits for quiescence after every
     * event, so each request paid the whole wait. Set to {@value #INTENT_BATCH_IDLE_MILLIS} ms on this
     * core's one accumulator (a field write before first use, past the constructor's check for a positive
     * time; ONOS's classes are unchanged): a batch goes to the intent manager as soon as the accumulator's
     * timer thread runs, with the requests that reached it meanwhile. At 1 ms every intent request still
     * cost the lab a millisecond or more of waiting: the headline took 40% longer in one JVM. A burst of
     * thousands of submits now goes in more, smaller batches (a k=32 permutation costs ~15% more CPU).
     */
    private void shortenIntentBatchIdleTime() {
        Object accumulator = Wiring.read(intentManager, "accumulator");
        int onosDefault = (Integer) Wiring.read(accumulator, "maxIdleMillis");
        if (onosDefault != INTENT_BATCH_IDLE_MILLIS_ONOS) {
            throw new IllegalStateException("unexpected IntentAccumulator idle time " + onosDefault + " ms");
        }
        Wiring.inject(accumulator, "maxIdleMillis", INTENT_BATCH_IDLE_MILLIS);
    }

    /**
     * The topology provider's accumulator builds a topology {@value #TOPOLOGY_BATCH_IDLE_MILLIS} ms (of real
     * time) after the last device or link event, but also at every 1,000th event and 50 ms after a batch's
     * first. Each build is of the whole current graph, and builds run one after another (see
     * {@link #serializeTopologyBuilds()}): when the lab reports a k=32 fat-tree's 32,768 links in one go, the
     * topology was built dozens of times over (22% of a k=32 permutation's CPU samples) before the one that
     * counts. With the event and batch bounds raised through the provider's own component properties
     * ({@code maxEvents}, {@code maxBatchMs}), as an operator would set them, events reported together make
     * one build after they stop. The lab waits for quiescence after every change, so a later build delays
     * nothing that a run measures.
     */
    private void batchTopologyEventsUntilIdle() {
        int onosIdle = (Integer) Wiring.read(topologyProvider, "maxIdleMs");
        if (onosIdle != TOPOLOGY_BATCH_IDLE_MILLIS) {
            throw new IllegalStateException("unexpected topology provider idle time " + onosIdle + " ms");
        }
        Wiring.modify(topologyProvider, Map.of("maxEvents", Integer.toString(TOPOLOGY_BATCH_MAX_EVENTS),
                "maxBatchMs", Integer.toString(TOPOLOGY_BATCH_MAX_MILLIS)));
    }

    /**
     * The provider builds topologies on 8 threads, and SimpleTopologyStore checks a build's timestamp
     * before, not while, it replaces the current topology: on a large fabric (k=16) a slow, older build
     * can finish last and stay current for good, missing links. One build thread applies them in order.
     * It is tracked, so quiescence waits for the builds still queued (on a k=32 fabric, dozens of them
     * after the links are reported): otherwise they ran on, and posted topology events, while the lab
     * went on.
     */
    private void serializeTopologyBuilds() {
        ExecutorService parallel = (ExecutorService) Wiring.read(topologyProvider, "executor");
        topologyBuilds = new TrackedExecutor("topo-build", 1, activity);
        replacedExecutors.add(topologyBuilds);
        Wiring.inject(topologyProvider, "executor", topologyBuilds);
        parallel.shutdown();
        try {
            // Its only task so far is the empty initial build; let it land before any real one.
            parallel.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the topology provider", e);
        }
    }

    /**
     * Waits until ONOS has nothing in progress: every event delivered, no intent request pending or
     * in a transient state, no flow-rule batch unacknowledged, and the topology reflecting the
     * current devices and links.
     *
     * @throws IllegalStateException if that does not happen within {@link #DEFAULT_QUIESCENCE_TIMEOUT_MILLIS}
     */
    public void awaitQuiescent() {
        awaitQuiescent(DEFAULT_QUIESCENCE_TIMEOUT_MILLIS);
    }

    /** {@link #awaitQuiescent()} with an explicit limit in milliseconds. */
    public void awaitQuiescent(long timeoutMillis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (true) {
            // Two quiet looks in a row with no tracked change from before the first to after the
            // second: work handed from one stage to another while we looked would have shown.
            long seen = activity.changes();
            String busy = busyPart();
            if (busy == null) {
                busy = busyPart();
                if (busy == null && activity.changes() == seen) {
                    return;
                }
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new IllegalStateException(new TimeoutException(
                        "embedded ONOS not quiescent after " + timeoutMillis + " ms: " + busy));
            }
            try {
                // Woken by the next tracked change; the short bound covers stages that are not
                // tracked (the intent accumulator's timer, the topology provider's event batching).
                activity.awaitChangeAfter(seen, Math.min(left, UNTRACKED_POLL_NANOS));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for quiescence", e);
            }
        }
    }

    /** What is still working, or null when nothing is. */
    private String busyPart() {
        if (!eventDispatcher.isIdle()) {
            return "events undelivered";
        }
        if (!intentStore.isSettled()) {
            return "intents pending";
        }
        if (!flowRuleStore.hasNoBatchInFlight() || !flowOperationsExecutor.isIdle()
                || !flowInstallExecutor.isIdle() || !pendingFlowOperations.isEmpty()) {
            return "flow-rule operations pending";
        }
        if (!trackerExecutor.isIdle()) {
            return "objective tracker busy";
        }
        if (!topologyBuilds.isIdle()) {
            return "topology build running";
        }
        Topology topology = topologyManager.currentTopology();
        if (topology == null || topology.linkCount() != availableLinks.count()
                || topology.deviceCount() != deviceManager.getAvailableDeviceCount()) {
            return "topology not yet recomputed";
        }
        return null;
    }

    // ---- services ----

    /**
     * The emulated switches.
     *
     * @throws IllegalStateException if this core was started for real switches
     */
    public EmulatedSwitches switches() {
        if (switches == null) {
            throw new IllegalStateException("this embedded ONOS was started for real switches: no emulated ones");
        }
        return switches;
    }

    // ---- provider registries (the managers), for providers of real switches ----

    public DeviceProviderRegistry deviceProviderRegistry() {
        return deviceManager;
    }

    public LinkProviderRegistry linkProviderRegistry() {
        return linkManager;
    }

    public HostProviderRegistry hostProviderRegistry() {
        return hostManager;
    }

    public FlowRuleProviderRegistry flowRuleProviderRegistry() {
        return flowRuleManager;
    }

    public PacketProviderRegistry packetProviderRegistry() {
        return packetManager;
    }

    public CoreService coreService() {
        return coreService;
    }

    public ClusterService clusterService() {
        return clusterService;
    }

    public LeadershipService leadershipService() {
        return leadershipService;
    }

    public MastershipService mastershipService() {
        return mastershipService;
    }

    /** Consistent maps one per name, as on an ONOS cluster (see {@link ClusterWideStorageService}). */
    public ClusterWideStorageService storageService() {
        return storageService;
    }

    /** The work partitions of this one-node cluster: every key is this node's. */
    public WorkPartitionService workPartitionService() {
        return partitionService;
    }

    public ComponentConfigService componentConfigService() {
        return configService;
    }

    public DeviceService deviceService() {
        return deviceManager;
    }

    public LinkService linkService() {
        return linkManager;
    }

    public HostService hostService() {
        return hostManager;
    }

    public TopologyService topologyService() {
        return topologyManager;
    }

    public PathService pathService() {
        return pathManager;
    }

    public EdgePortService edgePortService() {
        return edgeManager;
    }

    public PacketService packetService() {
        return packetManager;
    }

    public FlowRuleService flowRuleService() {
        return flowRuleManager;
    }

    /** ONOS's real FlowObjectiveManager for real switches; an adapter that does nothing for emulated ones. */
    public FlowObjectiveService flowObjectiveService() {
        return flowObjectiveService;
    }

    public StatisticService statisticService() {
        return statisticManager;
    }

    public PortStatisticsService portStatisticsService() {
        return portStatisticsManager;
    }

    public IntentService intentService() {
        return intentManager;
    }

    // ---- wiring ----

    private static void wire(Object component, Map<String, Object> references) {
        references.forEach((field, value) -> Wiring.inject(component, field, value));
    }

    private void activate(Object component, String deactivateMethod) {
        Wiring.call(component, "activate");
        stopActions.push(() -> Wiring.call(component, deactivateMethod));
    }

    private TrackedExecutor replaceExecutor(Object component, String field, String name, int threads) {
        ExecutorService original = (ExecutorService) Wiring.read(component, field);
        TrackedExecutor tracked = new TrackedExecutor(name, threads, activity);
        Wiring.inject(component, field, tracked);
        if (original != null) {
            original.shutdown();
        }
        replacedExecutors.add(tracked);
        return tracked;
    }

    // A unit test elsewhere in this JVM may have left a (mock) generator bound; IntentManager
    // would then refuse to start. No embedded core is running (checked), so it is stale.
    private static void releaseStaleIntentIdGenerator() {
        IdGenerator stale = (IdGenerator) readStatic(Intent.class, "idGenerator");
        if (stale != null) {
            Intent.unbindIdGenerator(stale);
        }
    }

    private static Object readStatic(Class<?> type, String name) {
        try {
            java.lang.reflect.Field field = type.getDeclaredField(name);
            field.setAccessible(true);
            return field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot read " + type.getSimpleName() + "." + name, e);
        }
    }
}

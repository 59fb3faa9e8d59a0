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

import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.store.DistributedFlowStore;
import org.onosproject.janus.impl.store.ActivityBucket;
import org.onosproject.janus.impl.packet.ArpHandler;
import org.onosproject.janus.impl.provision.BurstWindow;
import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.move.BurstReplacement;
import org.onosproject.janus.impl.move.FlowMover;
import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.lifecycle.FlowReaper;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.packet.HostResolver;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.cluster.JanusMembers;
import org.onosproject.janus.impl.packet.JanusPacketProcessor;
import org.onosproject.janus.impl.store.JanusSerializers;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.provision.PathProvisioner;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.move.PlacementRepair;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.ProvisioningQueue;
import org.onosproject.janus.impl.move.Rebalancer;
import org.onosproject.janus.impl.move.Rerouter;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.cluster.StoreBackoff;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.base.Ticker;
import com.google.common.util.concurrent.MoreExecutors;
import org.onlab.packet.Ethernet;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.jobs.JobManager;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.Link;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.WallClockTimestamp;
import org.slf4j.Logger;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * One activation of Janus: the parts {@link JanusManager} builds from its ONOS references when activated,
 * started in dependency order, and {@link #stop() stopped} in the order that lets the flows be handed over
 * or withdrawn cleanly. An activation that fails midway releases what it had started and throws.
 */
final class Running {

    /** How long stopping waits for ONOS to withdraw and purge Janus's intents, and for each thread. */
    static final long STOP_WAIT_MILLIS = 10_000;

    private static final long MILLIS_PER_SECOND = 1000L;
    private static final int PROCESSOR_PRIORITY = 2;
    // The packet-ins Janus asks for: IPv4 and ARP.
    private static final List<TrafficSelector> PACKETS = List.of(
            DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4).build(),
            DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_ARP).build());
    private static final Logger log = getLogger(Running.class);

    private final JanusManager janus;
    final ApplicationId appId;
    final Scheduler scheduler;
    private final ExecutorScheduler ownScheduler;
    // Janus's event executor (see EventWorker): where the work of its listeners runs.
    private final EventWorker events;
    // Where new flows' records settle once the store answered their writes (never a store thread: they may
    // block on it).
    private final EventWorker recordWork;
    // Provisioning's own thread; null on virtual time.
    private final EventWorker ownProvisioning;
    private final LinkUsageMonitor monitor;
    final ExpectedUsage usage;
    private final EventuallyConsistentMap<String, ActivityBucket> sharedActivity;
    final FlowStore flows;
    private final JanusMembers members;
    private final FlowOwnership ownership;
    private final FabricTracker fabric;
    final IntentLifecycle lifecycle;
    private final ProvisioningQueue queue;
    private final BurstWindow bursts;
    private final Rerouter rerouter;
    final Rebalancer rebalancer;
    private final PollCycle pollCycle;
    final JobManager jobManager;
    private final PacketProcessor processor;
    // What has started so far, last first: released if the activation fails midway.
    private final Deque<Runnable> started = new ArrayDeque<>();

    /**
     * Builds and starts every part.
     *
     * @param injectedScheduler virtual time (the lab, tests), or null for the wall clock and Janus's own threads
     */
    Running(JanusManager janus, ApplicationId appId, Scheduler injectedScheduler) {
        this.janus = janus;
        this.appId = appId;
        JanusCounters counters = janus.counters;
        JanusConfig config = janus.config();
        Ticker ticker = Ticker.systemTicker();
        try {
            if (injectedScheduler != null) {
                ownScheduler = null;
                scheduler = injectedScheduler;
                events = EventWorker.direct();
            } else {
                ownScheduler = new ExecutorScheduler("janus");
                started.push(() -> ownScheduler.shutdown(STOP_WAIT_MILLIS));
                scheduler = ownScheduler;
                events = EventWorker.ownThread("events");
            }
            started.push(() -> events.stop(STOP_WAIT_MILLIS));
            monitor = new LinkUsageMonitor(janus.deviceService, janus.linkService, scheduler,
                                           () -> counters.increment(Statistic.SKIPPED_SAMPLES));
            monitor.setDefaultCapacityMbps(config.defaultLinkCapacityMbps());
            monitor.setPollIntervalMillis(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
            monitor.start();
            started.push(monitor::stop);
            CommittedLoad committedLoad = new CommittedLoad();
            YoungFlows youngFlows = new YoungFlows();
            FlowCharges charges = new FlowCharges(committedLoad, youngFlows, janus.isolatedHolds);
            usage = new ExpectedUsage(monitor, committedLoad);

            sharedActivity = activityMap();
            started.push(sharedActivity::destroy);
            // A thread of its own even on virtual time: a record whose write the store answers at once (in this
            // JVM, as in the lab) settles on the caller's thread anyway, and a real store's answers arrive on the
            // store's threads, where waiting on the store again is not allowed.
            recordWork = EventWorker.ownThread("flow-records");
            started.push(() -> recordWork.stop(STOP_WAIT_MILLIS));
            flows = new DistributedFlowStore(
                    this.<String, ProvisionedFlow>sharedMap(JanusManager.FLOWS_MAP).buildAsyncMap(), sharedActivity,
                    scheduler, recordWork);
            started.push(flows::close);
            // Every node charges every node's flows; a node joining a running cluster charges what is there.
            // Charging is a few in-memory additions, so it stays on the map's event thread: the next
            // placement must see it.
            flows.setDelegate(charges);
            flows.all().forEach(charges::charge);
            StoreBackoff backoff = new StoreBackoff(scheduler::nowMillis);
            members = new JanusMembers(this.<NodeId, Long>sharedMap(JanusManager.MEMBERS_MAP).build(),
                                       janus.clusterService, scheduler, backoff);
            members.join();
            started.push(members::leave);
            // Reads ONOS's work partitions on Janus's event executor when they move, never on ONOS's event thread.
            ownership = new FlowOwnership(janus.partitionService, scheduler, events, backoff);
            ownership.start();
            started.push(ownership::stop);

            fabric = new FabricTracker(janus.linkService, janus.deviceService, events, ticker, this::linkLost);
            fabric.start();
            started.push(fabric::stop);

            SelectorRegistry selectors = janus.selectors;
            OnosServices onos = new OnosServices(appId, janus.intentService, janus.flowRuleService,
                                                 janus.packetService);
            JanusContext context = new JanusContext(janus::config, counters, scheduler, ticker, events);
            FlowState state = new FlowState(flows, ownership, charges, backoff);
            Placement placement = new Placement(fabric, usage, selectors);
            lifecycle = new IntentLifecycle(onos, context, state, selectors);
            lifecycle.start();
            started.push(lifecycle::stop);
            FlowReaper reaper = new FlowReaper(onos, context, state, lifecycle, janus.idleGaps);

            // Janus's own thread; on virtual time the packet thread itself, so virtual time never passes while
            // provisioning is under way. The queue in front of it is the bound: it only ever holds one drain task.
            ownProvisioning = injectedScheduler != null ? null : EventWorker.ownThread("provisioner");
            Executor provisioning = ownProvisioning != null ? ownProvisioning : MoreExecutors.directExecutor();
            queue = new ProvisioningQueue(() -> janus.config().provisioningQueueSize(), provisioning, counters);
            HostResolver hosts = new HostResolver(janus.hostService);
            FlowIntents intents = new FlowIntents(appId, janus.intentService, () -> janus.config().intentPriority());
            FlowMover mover = new FlowMover(state, selectors, key -> lifecycle.withdraw(key, WithdrawalCause.NO_PATH),
                                            intents::submit);
            bursts = new BurstWindow(scheduler, provisioning,
                                     new BurstReplacement(context, state, placement, mover)::replace);
            PathProvisioner provisioner = new PathProvisioner(
                    onos, context, state, placement, hosts, queue, reaper, intents,
                    new PlacementRepair(youngFlows, fabric, usage, mover, counters), bursts);
            started.push(this::stopProvisioning);
            jobManager = new JobManager(onos, context, state, placement, lifecycle, intents, hosts,
                                        janus.storageService);
            rerouter = new Rerouter(onos, context, state, selectors, provisioner, mover,
                                    jobManager::reselect, lifecycle);
            rerouter.start();
            started.push(rerouter::stop);
            rebalancer = new Rebalancer(context, state, placement, mover);
            // The one task at statsPollInterval: flows time out first, so the rebalancer never moves a flow the
            // reaper just ended; then the jobs whose time to live is up end.
            pollCycle = new PollCycle(scheduler, List.of(reaper::poll, rebalancer::rebalance, jobManager::expireDue));
            pollCycle.start(config.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
            started.push(pollCycle::stop);
            jobManager.start();
            started.push(() -> jobManager.stop(false));
            processor = new JanusPacketProcessor(provisioner,
                                                 new ArpHandler(hosts, janus.packetService, janus.edgePortService),
                                                 counters, jobManager::handle);
            janus.packetService.addProcessor(processor, PacketProcessor.director(PROCESSOR_PRIORITY));
            started.push(() -> janus.packetService.removeProcessor(processor));
            started.push(this::cancelPackets);
            requestPackets();
        } catch (RuntimeException | Error e) {
            releaseStarted(e);
            throw e;
        }
    }

    // Best effort, last started first; what fails to stop is added to the activation's failure.
    private void releaseStarted(Throwable failure) {
        while (!started.isEmpty()) {
            try {
                started.pop().run();
            } catch (RuntimeException | Error undo) {
                failure.addSuppressed(undo);
            }
        }
    }

    /**
     * Stops every part, waiting, with a bound, for Janus's threads. Nothing new starts while the flows are
     * handed over to the other Janus nodes or, on the last one, withdrawn.
     */
    void stop() {
        janus.packetService.removeProcessor(processor);
        cancelPackets();
        stopProvisioning();
        // A new flow that gives way to another node's record resubmits or withdraws: before anything below.
        flows.awaitRecords();
        pollCycle.stop();
        rerouter.stop();
        monitor.stop();
        // No link losses any more; the reroutes already handed over find the rerouter stopped.
        fabric.stopListening();
        boolean handedOver = members.leave();
        boolean clean = true;
        // Janus still runs on other nodes if handed over: its intents and flows are theirs now (the work
        // partitions of this node move to them); withdrawing would cut their traffic.
        if (!handedOver) {
            // The last Janus node: nothing may outlive it. The intent events that purge run on the event
            // executor, which still runs.
            clean = lifecycle.withdrawAllAndWait(STOP_WAIT_MILLIS);
        }
        lifecycle.stop();
        clean &= events.stop(STOP_WAIT_MILLIS);
        fabric.stop();
        // The last node forgets the jobs: their intents were withdrawn with every other.
        jobManager.stop(!handedOver);
        ownership.stop();
        if (!handedOver) {
            janus.flowRuleService.removeFlowRulesById(appId);
            janus.selectors.resetAll();
            flows.clear();
            members.clear();
        }
        // Drops the delegate too.
        flows.close();
        // This node's replica only (its gossip and its threads); the other nodes keep theirs.
        sharedActivity.destroy();
        clean &= recordWork.stop(STOP_WAIT_MILLIS);
        if (ownScheduler != null) {
            clean &= ownScheduler.shutdown(STOP_WAIT_MILLIS);
        }
        log.info("Stopped Janus{}{}", handedOver ? " (its flows handed over to the other Janus nodes)" : "",
                 clean ? "" : " (some intents were not purged, or some work did not finish, in time)");
    }

    /** Follows a change of the configuration. */
    void reconfigured(JanusConfig previous, JanusConfig next) {
        monitor.setDefaultCapacityMbps(next.defaultLinkCapacityMbps());
        monitor.setPollIntervalMillis(next.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
        if (next.statsPollIntervalSeconds() != previous.statsPollIntervalSeconds()) {
            pollCycle.start(next.statsPollIntervalSeconds() * MILLIS_PER_SECOND);
            rebalancer.resetCoolDowns();
        }
    }

    // Nothing may be submitted once the intents are being withdrawn for good.
    private void stopProvisioning() {
        bursts.stop();
        queue.stop();
        if (ownProvisioning != null) {
            ownProvisioning.stop(STOP_WAIT_MILLIS);
        }
    }

    // On the event executor, one link at a time.
    private void linkLost(Link link, long eventNanos) {
        // Strategies drop what depends on the link before anything is re-selected.
        for (PathSelector selector : janus.selectors.all()) {
            try {
                selector.linkRemoved(link);
            } catch (RuntimeException e) {
                log.warn("Strategy {} failed on removal of {}", selector.name(), link, e);
            }
        }
        // Null while this activation is still starting.
        if (rerouter != null) {
            rerouter.linkLost(link, eventNanos);
        }
    }

    /** The cluster-wide map {@code name}, scoped to Janus's application id. */
    private <K, V> ConsistentMapBuilder<K, V> sharedMap(String name) {
        return janus.storageService.<K, V>consistentMapBuilder()
                .withName(name)
                .withSerializer(JanusSerializers.serializer())
                .withApplicationId(appId);
    }

    /**
     * The flows' shared activity, by group: a later write of a group replaces an earlier one on every node,
     * whichever order the gossip brings them in (a write is timed by its writer's clock, as is a removal).
     */
    private EventuallyConsistentMap<String, ActivityBucket> activityMap() {
        Scheduler clock = scheduler;
        return janus.storageService.<String, ActivityBucket>eventuallyConsistentMapBuilder()
                .withName(JanusManager.ACTIVITY_MAP)
                .withSerializer(JanusSerializers.namespace())
                .withTimestampProvider((group, bucket) -> new WallClockTimestamp(
                        bucket == null ? clock.nowMillis() : bucket.writtenAtMillis()))
                .build();
    }

    private void requestPackets() {
        PACKETS.forEach(packets -> janus.packetService.requestPackets(packets, PacketPriority.REACTIVE, appId));
    }

    private void cancelPackets() {
        PACKETS.forEach(packets -> janus.packetService.cancelPackets(packets, PacketPriority.REACTIVE, appId));
    }
}

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

import org.onosproject.janus.impl.lifecycle.IdleGapLearner;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Maps;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cluster.ClusterService;
import org.onosproject.core.CoreService;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.strategy.EdgePortHostIndex;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.host.HostService;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketService;
import org.onosproject.store.service.StorageService;
import org.osgi.service.component.ComponentContext;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Modified;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.slf4j.Logger;

import java.util.Collection;
import java.util.Comparator;
import java.util.Dictionary;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;
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

    private final Logger log = getLogger(getClass());

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected CoreService coreService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected PacketService packetService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected HostService hostService;

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

    final JanusCounters counters = new JanusCounters();
    // The paths isolated flows hold: the strategy's own choices, then the flow records (see FlowCharges).
    final IsolatedHolds isolatedHolds =
            new IsolatedHolds(() -> counters.increment(Statistic.ISOLATED_SHARED_AFTER_RACE));
    final SelectorRegistry selectors =
            new SelectorRegistry(BuiltInSelectors.create(isolatedHolds, new EdgePortHostIndex(() -> edgePortService),
                                                         () -> active().usage),
                                 JanusProperty.STRATEGY.defaultValue());
    // The idle gaps of the host pairs whose flows this node owns (owner-local, never in the store).
    final IdleGapLearner idleGaps = new IdleGapLearner(IdleGapLearner.DEFAULT_CAPACITY);

    // Guards read-modify-write of the configuration: the CLI, REST and ONOS's config admin change it
    // from their own threads.
    private final Object configLock = new Object();
    private volatile JanusConfig config = JanusConfig.defaults();
    private Scheduler injectedScheduler;
    // The parts of the activation in force; null while Janus is not active.
    private volatile Running running;

    /**
     * Uses {@code scheduler} for time and timers instead of the wall clock (the lab's virtual time).
     * Call before {@link #activate}.
     */
    public void setScheduler(Scheduler scheduler) {
        checkState(running == null, "set the scheduler before activation");
        this.injectedScheduler = checkNotNull(scheduler, "scheduler");
    }

    @Activate
    public void activate(ComponentContext context) {
        checkState(running == null, "Janus is already active");
        cfgService.registerProperties(getClass());
        try {
            config = JanusConfig.defaults();
            applyProperties(context == null ? null : context.getProperties());
            selectors.activate(config.strategy());
            counters.gauge(Statistic.ACTIVE_INTENTS, this::activeIntents);
            running = new Running(this, coreService.registerApplication(APP_NAME), injectedScheduler);
        } catch (RuntimeException | Error e) {
            // The framework never deactivates a component whose activation threw: Running released what
            // it had started.
            log.error("Janus failed to start", e);
            forgetDerivedState();
            throw e;
        }
        log.info("Started Janus with {}", config);
    }

    @Modified
    public void modified(ComponentContext context) {
        applyProperties(context == null ? null : context.getProperties());
    }

    @Deactivate
    public void deactivate() {
        Running stopping = running;
        if (stopping == null) {
            return;
        }
        running = null;
        stopping.stop();
        forgetDerivedState();
    }

    // What this node derived from the flows, and Janus's properties in ONOS's configuration service.
    private void forgetDerivedState() {
        isolatedHolds.clear();
        idleGaps.clear();
        cfgService.unregisterProperties(getClass(), false);
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
        if (running != null) {
            cfgService.setProperty(getClass().getName(), JanusProperty.STRATEGY.name(), name);
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
        return active().usage;
    }

    private Running active() {
        return ifActive().orElseThrow(() -> new IllegalStateException("Janus is not active"));
    }

    private Optional<Running> ifActive() {
        return Optional.ofNullable(running);
    }

    @Override
    public Collection<JanusPath> paths() {
        return ifActive().map(r -> r.flows.all().stream().filter(f -> !f.declared()).map(this::snapshot)
                .sorted(Comparator.comparing(JanusPath::intentKey))
                .collect(ImmutableList.toImmutableList())).orElse(ImmutableList.of());
    }

    @Override
    public Optional<JanusPath> path(String intentKey) {
        return intentKey == null ? Optional.empty()
                : ifActive().flatMap(r -> r.flows.get(Key.of(intentKey, r.appId)))
                        .filter(f -> !f.declared()).map(this::snapshot);
    }

    private JanusPath snapshot(ProvisionedFlow flow) {
        JanusConfig cfg = config;
        return flow.snapshot(cfg.idle().mode(), idleGaps.timeoutMillis(flow, cfg),
                             cfg.idle().adaptive() ? idleGaps.gapCount(flow) : 0);
    }

    @Override
    public boolean withdraw(String intentKey) {
        return intentKey != null && ifActive().map(r -> r.lifecycle.withdraw(Key.of(intentKey, r.appId),
                                                                               WithdrawalCause.OPERATOR)).orElse(false);
    }

    @Override
    public JanusStatistics statistics() {
        return counters.snapshot();
    }

    private long activeIntents() {
        return ifActive().map(r -> r.flows.all().stream()
                .filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING).count()).orElse(0L);
    }

    @Override
    public List<RebalanceMove> recentMoves() {
        return ifActive().map(r -> r.rebalancer.recentMoves()).orElse(ImmutableList.of());
    }

    @Override
    public JobState declareJob(JobSpec spec) {
        return active().jobManager.declare(checkNotNull(spec, "spec"));
    }

    @Override
    public List<JobState> jobs() {
        return ifActive().map(r -> r.jobManager.jobs()).orElse(ImmutableList.of());
    }

    @Override
    public Optional<JobState> job(String id) {
        return ifActive().flatMap(r -> r.jobManager.job(id));
    }

    @Override
    public boolean removeJob(String id) {
        return ifActive().map(r -> r.jobManager.remove(id)).orElse(false);
    }

    @Override
    public long nowMillis() {
        // Before the first activation: the clock it will use.
        Scheduler clock = ifActive().map(r -> r.scheduler).orElse(injectedScheduler);
        return clock != null ? clock.nowMillis() : System.currentTimeMillis();
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
        Map<String, String> kept = Maps.toMap(parsed.rejected().keySet(), next.asProperties()::get);
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
        // Read once: a deactivation may clear it meanwhile.
        Running current = running;
        if (current != null) {
            current.reconfigured(previous, next);
        }
        log.info("Janus reconfigured: {}", next);
        return kept;
    }
}

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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.impl.jobs.JobManager;
import org.onosproject.janus.impl.strategy.IsolatedSelector;
import org.onosproject.janus.lab.faults.FaultInjector;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.LabController;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.workload.RankPair;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.intent.FlowRuleIntent;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.store.service.ConsistentMap;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The real runs: each run is an {@link EmulatedNetwork} on a fresh embedded ONOS core, with the
 * controller (Janus, configured with the run's strategy, idle timeout and timing) from a
 * {@link ControllerFactory}.
 */
public final class EmulatedNetworkFactory implements NetworkFactory {

    /** Makes the ONOS application of one run. */
    @FunctionalInterface
    public interface ControllerFactory {
        /**
         * Janus for {@code spec}'s strategy, idle timeout (0 = never) and statistics poll interval.
         *
         * @throws IllegalArgumentException for an unknown strategy
         */
        LabController controllerFor(NetworkSpec spec);
    }

    /** Stage name (see {@link BuildListener}) of turning the fabric spec into a topology description. */
    public static final String STAGE_TOPOLOGY = "topology description";

    private final ControllerFactory controllers;

    public EmulatedNetworkFactory(ControllerFactory controllers) {
        this.controllers = controllers;
    }

    /**
     * The lab's runs: the real JanusManager on the embedded core with the run's strategy (and the
     * properties of its {@link StrategyVariant}), idle timeout and statistics poll interval.
     */
    public static EmulatedNetworkFactory withJanus() {
        return new EmulatedNetworkFactory(EmulatedNetworkFactory::janusFor);
    }

    /**
     * The Janus of one run: the spec's strategy with its variant's properties, its statistics poll
     * interval, and its idle timeout: {@code idleTimeout} seconds, or for {@link Scenario#ADAPTIVE} the
     * adaptive mode with the lab's bounds and {@code idleTimeout} {@link Scenario#ADAPTIVE_NO_HISTORY_SECONDS}.
     */
    public static JanusController janusFor(NetworkSpec spec) {
        StrategyVariant variant = StrategyVariant.parse(spec.strategy());
        boolean adaptive = spec.idleTimeoutSeconds() == Scenario.ADAPTIVE;
        JanusController.Builder janus = JanusController.builder().strategy(variant.strategy())
                .idleTimeoutSeconds(adaptive ? Scenario.ADAPTIVE_NO_HISTORY_SECONDS : spec.idleTimeoutSeconds())
                .statsPollIntervalSeconds(spec.timing().statsPollSeconds());
        if (adaptive) {
            janus.property(JanusProperty.IDLE_TIMEOUT_MODE.name(), "adaptive")
                    .property(JanusProperty.ADAPTIVE_IDLE_MIN_SECONDS.name(), Scenario.ADAPTIVE_MIN_SECONDS)
                    .property(JanusProperty.ADAPTIVE_IDLE_MAX_SECONDS.name(), Scenario.ADAPTIVE_MAX_SECONDS);
        }
        variant.properties().forEach(janus::property);
        return janus.build();
    }

    @Override
    public LabSession open(NetworkSpec spec, BuildListener progress) {
        progress.progress(STAGE_TOPOLOGY, 0, 1);
        TopologySpec topology = spec.fabric().topology();
        progress.progress(STAGE_TOPOLOGY, 1, 1);
        // The spray reference runs no controller: its flows are spread over the equal-cost paths directly.
        boolean spray = Strategies.isReference(StrategyVariant.parse(spec.strategy()).strategy());
        NetworkSettings settings = NetworkSettings.builder().topology(topology).seed(spec.seed())
                .timing(spec.timing()).sprayed(spray).build();
        LabController controller = spray ? LabController.NONE : controllers.controllerFor(spec);
        return new Session(EmulatedNetwork.start(settings, controller, progress), controller);
    }

    private static final class Session implements LabSession {
        private final EmulatedNetwork network;
        private final Optional<JanusService> janus;
        private final Optional<JanusJobService> jobs;
        private final List<PacketProcessor> observers = new ArrayList<>();

        Session(EmulatedNetwork network, LabController controller) {
            this.network = network;
            this.janus = controller instanceof JanusController
                    ? Optional.of(((JanusController) controller).janus()) : Optional.empty();
            this.jobs = controller instanceof JanusController
                    ? Optional.of(((JanusController) controller).jobs()) : Optional.empty();
        }

        @Override
        public LabNetwork network() {
            return network;
        }

        @Override
        public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
            return network.runUntil(done, deadlineMillis);
        }

        @Override
        public void drain() {
            network.runUntilQuiet();
        }

        @Override
        public void idle(long millis) {
            network.idle(millis);
        }

        @Override
        public FlowLedger flows() {
            return network.ledger();
        }

        @Override
        public List<Long> recentMoveMillis() {
            List<Long> times = new ArrayList<>();
            janus.ifPresent(j -> j.recentMoves().forEach(m -> times.add(m.atMillis())));
            return times;
        }

        @Override
        public JanusStatistics janusStatistics() {
            return janus.map(JanusService::statistics).orElse(JanusStatistics.builder().build());
        }

        @Override
        public long janusPathsAmong(Collection<Integer> hosts) {
            return janus.map(j -> LabSession.janusPathsAmong(j, network.fabric(), hosts)).orElse(0L);
        }

        @Override
        public PlaneSnapshot snapshot() {
            IntentService intents = network.onos().intentService();
            long installed = 0;
            for (Intent intent : intents.getIntents()) {
                installed += intents.getIntentState(intent.key()) == IntentState.INSTALLED ? 1 : 0;
            }
            ApplicationId appId = network.onos().coreService().getAppId(JanusManager.APP_NAME);
            long janusIntents = appId == null ? 0 : ImmutableList.copyOf(intents.getIntentsByAppId(appId)).size();
            return new PlaneSnapshot(network.nowMillis(), janusStatistics(), network.ledger(),
                    network.flowsStarted(), network.packetOuts(), intents.getIntentCount(), installed, janusIntents,
                    network.onos().switches().installedRuleCount(), isolatedPaths(), mapSize(JanusManager.FLOWS_MAP));
        }

        private long isolatedPaths() {
            return janus.map(j -> j.paths().stream()
                    .filter(p -> p.strategy().equals(IsolatedSelector.NAME) && !p.links().isEmpty()).count())
                    .orElse(0L);
        }

        private int mapSize(String name) {
            ConsistentMap<Object, Object> map = network.onos().storageService().existingMap(name);
            return map == null ? 0 : map.size();
        }

        @Override
        public String hostAddress(int host) {
            return network.fabric().hostIp(host).toString();
        }

        @Override
        public JobState declareJob(JobSpec spec) {
            JobState state = jobService().declareJob(spec);
            network.settle();
            return state;
        }

        @Override
        public Optional<JobState> job(String id) {
            return jobs.flatMap(j -> j.job(id));
        }

        @Override
        public JobRemoval removeJob(String id) {
            JanusJobService service = jobService();
            IntentService intents = network.onos().intentService();
            ApplicationId appId = network.onos().coreService().getAppId(JanusManager.APP_NAME);
            List<Key> keys = new ArrayList<>();
            service.job(id).ifPresent(job -> job.pairs().stream().filter(JobPair::placed)
                    .forEach(p -> keys.add(Key.of(p.intentKey(), appId))));
            Set<FlowRule> rules = new HashSet<>();
            for (Key key : keys) {
                for (Intent installable : intents.getInstallableIntents(key)) {
                    if (installable instanceof FlowRuleIntent) {
                        rules.addAll(((FlowRuleIntent) installable).flowRules());
                    }
                }
            }
            long rulesBefore = rules.stream().filter(network.onos().switches()::isInstalled).count();
            boolean removed = service.removeJob(id);
            network.settle();
            long intentsLeft = keys.stream().filter(k -> intents.getIntent(k) != null).count();
            long rulesLeft = rules.stream().filter(network.onos().switches()::isInstalled).count();
            ConsistentMap<Object, Object> records = network.onos().storageService().existingMap(JobManager.JOBS_MAP);
            boolean recordLeft = service.job(id).isPresent() || (records != null && records.containsKey(id));
            return new JobRemoval(removed, rulesBefore, intentsLeft, rulesLeft, recordLeft);
        }

        private JanusJobService jobService() {
            return jobs.orElseThrow(() -> new UnsupportedOperationException(
                    "jobs are declared only to networks that run Janus"));
        }

        @Override
        public LongSupplier countPacketIns(List<Integer> hosts, Collection<RankPair> pairs) {
            Set<Long> watched = new HashSet<>();
            for (RankPair pair : pairs) {
                watched.add(addresses(network.fabric().hostIp(hosts.get(pair.src())).toInt(),
                        network.fabric().hostIp(hosts.get(pair.dst())).toInt()));
            }
            AtomicLong count = new AtomicLong();
            PacketProcessor observer = context -> {
                Ethernet frame = context.inPacket().parsed();
                if (frame != null && frame.getPayload() instanceof IPv4) {
                    IPv4 ip = (IPv4) frame.getPayload();
                    if (watched.contains(addresses(ip.getSourceAddress(), ip.getDestinationAddress()))) {
                        count.incrementAndGet();
                    }
                }
            };
            network.onos().packetService().addProcessor(observer, PacketProcessor.observer(1));
            observers.add(observer);
            return count::get;
        }

        private static long addresses(int src, int dst) {
            return ((long) src << 32) | (dst & 0xffffffffL);
        }

        @Override
        public Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                                   Predicate<FlowSpec> appFlow) {
            JanusService j = janus.orElseThrow(() -> new UnsupportedOperationException(
                    "failures are injected only into networks that run Janus"));
            FaultInjector injector = new FaultInjector(network, j, plan, appFlow);
            injector.schedule(appStartMillis, appRuntimeMillis);
            return injector::outcome;
        }

        @Override
        public void close() {
            observers.forEach(network.onos().packetService()::removeProcessor);
            network.close();
        }
    }
}

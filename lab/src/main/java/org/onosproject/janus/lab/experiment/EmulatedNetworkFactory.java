package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.OsgiPropertyConstants;
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
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;
import org.onosproject.store.service.ConsistentMap;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Optional;
import java.util.function.BooleanSupplier;
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
            janus.property(OsgiPropertyConstants.IDLE_TIMEOUT_MODE, "adaptive")
                    .property(OsgiPropertyConstants.ADAPTIVE_IDLE_MIN_SECONDS, Scenario.ADAPTIVE_MIN_SECONDS)
                    .property(OsgiPropertyConstants.ADAPTIVE_IDLE_MAX_SECONDS, Scenario.ADAPTIVE_MAX_SECONDS);
        }
        variant.properties().forEach(janus::property);
        return janus.build();
    }

    @Override
    public LabSession open(NetworkSpec spec, BuildListener progress) {
        progress.progress(STAGE_TOPOLOGY, 0, 1);
        TopologySpec topology = spec.fabric().topology();
        progress.progress(STAGE_TOPOLOGY, 1, 1);
        NetworkSettings settings = NetworkSettings.builder().topology(topology).seed(spec.seed())
                .timing(spec.timing()).build();
        LabController controller = controllers.controllerFor(spec);
        return new Session(EmulatedNetwork.start(settings, controller, progress), controller);
    }

    private static final class Session implements LabSession {
        private final EmulatedNetwork network;
        private final Optional<JanusService> janus;

        Session(EmulatedNetwork network, LabController controller) {
            this.network = network;
            this.janus = controller instanceof JanusController
                    ? Optional.of(((JanusController) controller).janus()) : Optional.empty();
        }

        @Override
        public LabNetwork network() {
            return network;
        }

        @Override
        public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
            while (!done.getAsBoolean()) {
                if (network.nowMillis() > deadlineMillis || !network.engine().step()) {
                    return done.getAsBoolean();
                }
            }
            return true;
        }

        @Override
        public void drain() {
            network.runUntilQuiet();
        }

        @Override
        public void idle(long millis) {
            network.runFor(millis);
            network.settle();
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
            if (janus.isEmpty()) {
                return 0;
            }
            Set<Ip4Address> ips = hosts.stream().map(h -> network.fabric().hostIp(h)).collect(Collectors.toSet());
            return janus.get().paths().stream()
                    .filter(p -> ips.contains(p.flow().srcIp()) && ips.contains(p.flow().dstIp())).count();
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
                    network.onos().switches().installedRuleCount(), mapSize(JanusManager.RESERVATIONS_MAP),
                    mapSize(JanusManager.FLOWS_MAP));
        }

        private int mapSize(String name) {
            ConsistentMap<Object, Object> map = network.onos().storageService().existingMap(name);
            return map == null ? 0 : map.size();
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
            network.close();
        }
    }
}

package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.FlowRecord;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.LabController;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.topo.Topologies;

import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * The real runs: each run is an {@link EmulatedNetwork} on a fresh embedded ONOS core, with the
 * controller (Janus, configured with the run's strategy and idle timeout) from a
 * {@link ControllerFactory}.
 */
public final class EmulatedNetworkFactory implements NetworkFactory {

    /** Makes the ONOS application of one run. */
    @FunctionalInterface
    public interface ControllerFactory {
        /**
         * Janus set to {@code strategy} and {@code idleTimeoutSeconds} (0 = never).
         *
         * @throws IllegalArgumentException for an unknown strategy
         */
        LabController controllerFor(String strategy, int idleTimeoutSeconds);
    }

    private final ControllerFactory controllers;

    public EmulatedNetworkFactory(ControllerFactory controllers) {
        this.controllers = controllers;
    }

    /** The ONOS topology spec of a fabric spec. */
    public static TopologySpec topology(FabricSpec fabric) {
        long bps = Math.round(fabric.linkMbps() * 1e6);
        switch (fabric.kind()) {
            case FAT_TREE:
                return Topologies.fatTree(fabric.k(), fabric.hostsPerEdge(), bps);
            case LEAF_SPINE:
                return Topologies.leafSpine(fabric.leaves(), fabric.spines(), fabric.hostsPerEdge(), bps);
            default:
                return TopologyJson.readSpec(Paths.get(fabric.file()));
        }
    }

    /** Stage name (see {@link BuildListener}) of turning the fabric spec into a topology description. */
    public static final String STAGE_TOPOLOGY = "topology description";

    @Override
    public LabSession open(NetworkSpec spec) {
        return open(spec, BuildListener.SILENT);
    }

    @Override
    public LabSession open(NetworkSpec spec, BuildListener progress) {
        progress.progress(STAGE_TOPOLOGY, 0, 1);
        TopologySpec topology = topology(spec.fabric());
        progress.progress(STAGE_TOPOLOGY, 1, 1);
        NetworkSettings settings = NetworkSettings.builder().topology(topology).seed(spec.seed())
                .controlDelayMillis(spec.controlDelayMillis()).portStatsIntervalMillis(spec.portStatsIntervalMillis())
                .flowStatsIntervalMillis(spec.flowStatsIntervalMillis()).build();
        LabController controller = controllers.controllerFor(spec.strategy(), spec.idleTimeoutSeconds());
        return new Session(EmulatedNetwork.start(settings, controller, progress), controller);
    }

    private static final class Session implements LabSession {
        private final EmulatedNetwork network;
        private final LabController controller;

        Session(EmulatedNetwork network, LabController controller) {
            this.network = network;
            this.controller = controller;
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
        public ControlPlaneCounters counters() {
            org.onosproject.janus.lab.net.NetworkCounters c = network.counters();
            // First packet-in of a host pair = programming; later ones (rules expired) = reprogramming.
            Set<Long> pairs = new HashSet<>();
            long programming = 0;
            long reprogramming = 0;
            for (FlowRecord r : network.finishedFlows()) {
                if (r.packetIns() == 0) {
                    continue;
                }
                FlowSpec f = r.result().flow();
                if (pairs.add(((long) f.srcHost() << 32) | f.dstHost())) {
                    programming++;
                } else {
                    reprogramming++;
                }
            }
            long moves = 0;
            long asideMoves = 0;
            List<Long> moveTimes = new ArrayList<>();
            if (controller instanceof JanusController) {
                JanusService janus = ((JanusController) controller).janus();
                moves = janus.statistics().rebalanceMoves();
                asideMoves = janus.statistics().placementRepairMoves();
                janus.recentMoves().forEach(m -> moveTimes.add(m.atMillis()));
            }
            return new ControlPlaneCounters(c.packetIns(), programming, reprogramming, c.controlDelayMillis(),
                    moves, moveTimes, asideMoves, c.deliveryGaps(), c.deliveryGapMillis());
        }

        @Override
        public void close() {
            network.close();
        }
    }
}

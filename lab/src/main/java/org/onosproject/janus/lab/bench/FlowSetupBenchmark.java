package org.onosproject.janus.lab.bench;

import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.LabHost;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.IntentState;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * New flows per wall-clock second through the whole reactive pipeline: a tiny flow between a new host
 * pair misses the ingress table, its packet-in goes through ONOS's packet service to Janus, Janus
 * submits a PointToPointIntent on its chosen path, the real IntentManager compiles and installs it,
 * the FlowRuleManager pushes the rules to the emulated switches, and the flow is carried by those rules
 * to its destination. Every flow uses a different ordered host pair (in different pods when the fabric
 * has several), so every flow needs an intent of its own; the idle timeout is off, so they all stay.
 */
final class FlowSetupBenchmark {

    /** How the new flows arrive. */
    enum Arrival {
        /** One new flow per virtual millisecond: each flow's setup ends before the next begins. */
        SERIAL,
        /** All flows at the same virtual instant: the control plane gets them as one burst. */
        BURST
    }

    /** What one measurement saw. */
    static final class Result {
        final int flows;
        final int delivered;
        final int installedIntents;
        final int rulesOnSwitches;
        final double wallSeconds;
        final double liveHeapMb;

        Result(int flows, int delivered, int installedIntents, int rulesOnSwitches, double wallSeconds,
               double liveHeapMb) {
            this.flows = flows;
            this.delivered = delivered;
            this.installedIntents = installedIntents;
            this.rulesOnSwitches = rulesOnSwitches;
            this.wallSeconds = wallSeconds;
            this.liveHeapMb = liveHeapMb;
        }

        double flowsPerSecond() {
            return flows / wallSeconds;
        }
    }

    private static final long FLOW_BYTES = 1500;
    private static final int STATS_POLL_SECONDS = 5;

    private FlowSetupBenchmark() {
    }

    static Result measure(FabricSpec fabric, int flows, Arrival arrival, String strategy, long seed) {
        NetworkSettings settings = NetworkSettings.builder().topology(EmulatedNetworkFactory.topology(fabric))
                .seed(seed).build();
        try (EmulatedNetwork net = EmulatedNetwork.start(settings,
                JanusController.of(strategy, 0, STATS_POLL_SECONDS))) {
            List<FlowSpec> specs = distinctPairs(net.hosts(), flows, seed);
            int[] delivered = new int[1];
            long start = System.nanoTime();
            for (int i = 0; i < specs.size(); i++) {
                FlowSpec spec = specs.get(i);
                net.schedule(arrival == Arrival.SERIAL ? i : 0, () -> net.startFlow(spec, r -> {
                    if (r.delivered()) {
                        delivered[0]++;
                    }
                }));
            }
            net.runUntilQuiet();
            double wall = (System.nanoTime() - start) / 1e9;
            return new Result(specs.size(), delivered[0], installedIntents(net.onos().intentService()),
                    rulesOnSwitches(net), wall, HeapProbe.liveHeapMb());
        }
    }

    private static int installedIntents(IntentService intents) {
        int n = 0;
        for (Intent intent : intents.getIntents()) {
            if (intents.getIntentState(intent.key()) == IntentState.INSTALLED) {
                n++;
            }
        }
        return n;
    }

    private static int rulesOnSwitches(EmulatedNetwork net) {
        int n = 0;
        for (List<FlowRule> table : net.onos().switches().flowTables().values()) {
            n += table.size();
        }
        return n;
    }

    /** {@code count} flows on distinct ordered host pairs, across pods where there are pods. */
    private static List<FlowSpec> distinctPairs(List<LabHost> hosts, int count, long seed) {
        boolean pods = hosts.stream().map(LabHost::pod).distinct().count() > 1;
        long possible = (long) hosts.size() * (hosts.size() - 1);
        if (count > possible / 2) {
            throw new IllegalArgumentException("flows: " + count + " is too many for " + hosts.size()
                    + " hosts (at most " + possible / 2 + ")");
        }
        Random random = new Random(seed);
        Set<Long> used = new HashSet<>();
        List<FlowSpec> specs = new ArrayList<>();
        while (specs.size() < count) {
            int src = random.nextInt(hosts.size());
            int dst = random.nextInt(hosts.size());
            if (src == dst || (pods && hosts.get(src).pod() == hosts.get(dst).pod())) {
                continue;
            }
            if (used.add(((long) src << 32) | dst)) {
                specs.add(new FlowSpec(src, dst, FLOW_BYTES, 0, 0, "bench"));
            }
        }
        return specs;
    }
}

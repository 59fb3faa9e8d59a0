package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.Seeds;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.net.CarriedFlow;
import org.onosproject.janus.lab.net.Disruption;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.Fabric;
import org.onosproject.janus.lab.net.FlowRecord;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.workload.BackgroundTraffic;
import org.onosproject.janus.lab.workload.BulkSynchronousRun;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RankPlacer;
import org.onosproject.janus.lab.workload.WorkloadOutcome;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;

/**
 * Runs a {@link FaultScenario}: for each application and strategy, the real Janus on a fresh embedded
 * ONOS and emulated fabric, thesis background load, the application, and the two failures (with their
 * recoveries). Afterwards the background stops and every flow still running is carried to its end, so
 * that "every flow completes" can be checked.
 */
public final class FaultExperiment {

    /** The application's flows carry this tag prefix (see BulkSynchronousRun). */
    static final String APP_TAG = "mpi:";
    private static final long BACKGROUND_SEED_SALT = 0x5eed_ba5eL;
    private static final int STATS_POLL_INTERVAL_SECONDS = 5;
    /** How often a due failure looks again for an application flow to hit. */
    private static final long RETRY_MILLIS = 100;
    /** After this long without an application flow in flight, a due failure hits the busiest target anyway. */
    private static final long MAX_WAIT_MILLIS = 60_000;

    private final Consumer<String> progress;

    /** @param progress told one line per run started and finished */
    public FaultExperiment(Consumer<String> progress) {
        this.progress = progress;
    }

    public List<FaultRun> run(FaultScenario scenario) {
        List<FaultRun> runs = new ArrayList<>();
        int index = 0;
        for (String app : scenario.applications()) {
            for (String strategy : scenario.strategies()) {
                index++;
                progress.accept(String.format("run %d/%d: %s with %s", index, scenario.runCount(), app, strategy));
                FaultRun run = runOnce(scenario, app, strategy);
                progress.accept(String.format("run %d/%d done: %s", index, scenario.runCount(), run.summaryLine()));
                runs.add(run);
            }
        }
        return runs;
    }

    /** One run; a run that breaks is returned with its failure, never thrown. */
    public FaultRun runOnce(FaultScenario scenario, String app, String strategy) {
        Scenario base = scenario.base();
        WorkloadSpec workloadSpec = WorkloadSpec.nas(app, WorkloadSpec.DEFAULT_RANKS);
        long seed = Seeds.derive(scenario.seed(), workloadSpec, Placement.SPARSE, scenario.concurrencyPercent(), 0);
        NetworkSettings settings = NetworkSettings.builder()
                .topology(EmulatedNetworkFactory.topology(base.fabric())).seed(seed)
                .controlDelayMillis(base.controlDelayMillis())
                .portStatsIntervalMillis(base.portStatsIntervalMillis())
                .flowStatsIntervalMillis(base.flowStatsIntervalMillis())
                .failureDetectionMillis(scenario.failureDetectionMillis()).build();
        JanusController janus = JanusController.of(strategy, base.idleTimeoutsSeconds().get(0),
                                                   STATS_POLL_INTERVAL_SECONDS);
        FaultRun.Builder run = FaultRun.builder(app, strategy, seed);
        try (EmulatedNetwork net = EmulatedNetwork.start(settings, janus)) {
            List<Integer> ranks = RankPlacer.place(net.hosts(), workloadSpec.ranks(), Placement.SPARSE, seed);
            BulkSynchronousRun workload = new BulkSynchronousRun(
                    NasBenchmarks.application(app, workloadSpec.ranks(), base.fabric().linkBytesPerSecond()), ranks);
            List<Integer> pool = IntStream.range(0, net.hosts().size()).filter(h -> !ranks.contains(h))
                    .boxed().collect(ImmutableList.toImmutableList());
            BackgroundTraffic background = new BackgroundTraffic(base.background(scenario.concurrencyPercent()),
                                                                 pool, seed ^ BACKGROUND_SEED_SALT);
            long appStart = background.targetSenders() > 0 ? base.warmupSeconds() * 1000 : 0;
            double runtimeMillis = NasBenchmarks.calibration(app).orElseThrow().targetRuntimeSeconds() * 1000;
            Injector injector = new Injector(net, janus, scenario, run);
            WorkloadOutcome[] outcome = new WorkloadOutcome[1];

            background.start(net);
            net.schedule(appStart, () -> workload.start(net, o -> outcome[0] = o));
            net.schedule(appStart + Math.round(runtimeMillis * scenario.coreLinkFailureAt()),
                         () -> injector.fail(FaultEvent.Kind.CORE_LINK, 0));
            net.schedule(appStart + Math.round(runtimeMillis * scenario.switchFailureAt()),
                         () -> injector.fail(FaultEvent.Kind.AGGREGATION_SWITCH, 0));
            long deadline = appStart + base.maxVirtualSeconds() * 1000;
            while (outcome[0] == null && net.nowMillis() <= deadline && net.engine().step()) {
                // one event at a time
            }
            background.stop();
            if (outcome[0] == null) {
                run.failure(app + " did not finish within " + base.maxVirtualSeconds() + " s of virtual time");
            } else {
                run.application(outcome[0]);
            }
            net.runUntilQuiet();
            run.flows(net.finishedFlows(), net.activeFlows());
            run.disruptions(net.disruptions());
            run.statistics(janus.janus().statistics());
        } catch (RuntimeException e) {
            run.failure(e.getClass().getSimpleName() + ": " + e.getMessage());
        }
        return run.build();
    }

    /** Picks and fails the targets when they are due, then restores them, noting what it did. */
    private static final class Injector {
        private final EmulatedNetwork net;
        private final JanusController janus;
        private final FaultScenario scenario;
        private final FaultRun.Builder run;
        private final Fabric fabric;
        private final TopologySpec topology;

        private Injector(EmulatedNetwork net, JanusController janus, FaultScenario scenario, FaultRun.Builder run) {
            this.net = net;
            this.janus = janus;
            this.scenario = scenario;
            this.run = run;
            this.fabric = net.fabric();
            this.topology = fabric.spec();
        }

        void fail(FaultEvent.Kind kind, long waitedMillis) {
            List<CarriedFlow> carried = net.carriedFlows();
            Target target = kind == FaultEvent.Kind.CORE_LINK ? busiestCoreLink(carried)
                    : busiestAggregationSwitch(carried);
            if (target.appFlows == 0 && waitedMillis < MAX_WAIT_MILLIS) {
                net.schedule(RETRY_MILLIS, () -> fail(kind, waitedMillis + RETRY_MILLIS));
                return;
            }
            long at = net.nowMillis();
            long reroutesBefore = janus.janus().statistics().reroutes();
            if (kind == FaultEvent.Kind.CORE_LINK) {
                net.changeLinkNow(target.a, target.b, false);
                net.schedule(scenario.recoveryAfterMillis(), () -> net.changeLinkNow(target.a, target.b, true));
            } else {
                net.changeSwitchNow(target.a, false);
                net.schedule(scenario.recoveryAfterMillis(), () -> net.changeSwitchNow(target.a, true));
            }
            int index = run.event(kind, target.describe(), at, target.appFlows, target.allFlows);
            // Once ONOS has heard of the failure (and Janus has reacted), compare where the stopped
            // flows went on with where Janus says their intents are.
            long reported = net.settings().failureDetectionMillis() + net.settings().controlDelayMillis();
            net.schedule(reported + 1, () -> run.afterReaction(index, janus.janus().statistics().reroutes()
                    - reroutesBefore, onJanusPaths(at)));
        }

        private Target busiestCoreLink(List<CarriedFlow> carried) {
            Target best = null;
            for (int i = 0; i < topology.links().size(); i++) {
                TopologySpec.LinkSpec l = topology.links().get(i);
                if (!layer(l.a()).equals("core") && !layer(l.b()).equals("core")) {
                    continue;
                }
                int[] directed = fabric.directedLinksOf(i);
                Target t = new Target(l.a(), l.b(), count(carried, f -> crossesAny(f, directed), true),
                                      count(carried, f -> crossesAny(f, directed), false));
                best = t.beats(best) ? t : best;
            }
            return best;
        }

        private Target busiestAggregationSwitch(List<CarriedFlow> carried) {
            Target best = null;
            for (TopologySpec.SwitchSpec s : topology.switches()) {
                if (!s.layer().equals("aggregation")) {
                    continue;
                }
                int[] directed = IntStream.range(0, topology.links().size())
                        .filter(i -> topology.links().get(i).a().equals(s.name())
                                || topology.links().get(i).b().equals(s.name()))
                        .flatMap(i -> IntStream.of(fabric.directedLinksOf(i))).toArray();
                Target t = new Target(s.name(), null, count(carried, f -> crossesAny(f, directed), true),
                                      count(carried, f -> crossesAny(f, directed), false));
                best = t.beats(best) ? t : best;
            }
            return best;
        }

        private String layer(String switchName) {
            return topology.switches().get(topology.switchIndex(switchName)).layer();
        }

        private static boolean crossesAny(CarriedFlow flow, int[] links) {
            for (int l : links) {
                if (flow.crosses(l)) {
                    return true;
                }
            }
            return false;
        }

        private static int count(List<CarriedFlow> carried, java.util.function.Predicate<CarriedFlow> crosses,
                                 boolean appOnly) {
            ToIntFunction<CarriedFlow> one = f -> crosses.test(f)
                    && (!appOnly || f.flow().tag().startsWith(APP_TAG)) ? 1 : 0;
            return carried.stream().mapToInt(one).sum();
        }

        /** How many flows stopped since {@code since} now run on the path Janus holds for their host pair. */
        private int onJanusPaths(long since) {
            List<JanusPath> paths = ImmutableList.copyOf(janus.janus().paths());
            int matches = 0;
            for (Disruption d : net.disruptions()) {
                if (d.stalledAtMillis() < since || !d.resumed()) {
                    continue;
                }
                String src = fabric.hostIp(d.flow().srcHost()).toString();
                String dst = fabric.hostIp(d.flow().dstHost()).toString();
                Set<List<String>> janusRoutes = new HashSet<>();
                for (JanusPath p : paths) {
                    if (p.flow().srcIp().toString().equals(src) && p.flow().dstIp().toString().equals(dst)) {
                        janusRoutes.add(switchNames(p, d.flow().srcHost()));
                    }
                }
                if (janusRoutes.contains(d.resumedPath())) {
                    matches++;
                }
            }
            return matches;
        }

        private List<String> switchNames(JanusPath path, int srcHost) {
            List<DeviceId> devices = new ArrayList<>();
            if (path.links().isEmpty()) {
                devices.add(fabric.hostLocation(srcHost).deviceId());
            } else {
                for (Link l : path.links()) {
                    devices.add(l.src().deviceId());
                }
                devices.add(path.links().get(path.links().size() - 1).dst().deviceId());
            }
            List<String> names = new ArrayList<>();
            for (DeviceId d : devices) {
                names.add(topology.switches().get(fabric.switchIndex(d)).name());
            }
            return names;
        }
    }

    /** A candidate link ({@code a}-{@code b}) or switch ({@code a}) and the flows over it. */
    private static final class Target {
        private final String a;
        private final String b;
        private final int appFlows;
        private final int allFlows;

        private Target(String a, String b, int appFlows, int allFlows) {
            this.a = a;
            this.b = b;
            this.appFlows = appFlows;
            this.allFlows = allFlows;
        }

        /** More application flows, then more flows; the first found wins ties (name order of the spec). */
        boolean beats(Target other) {
            return other == null || appFlows > other.appFlows
                    || appFlows == other.appFlows && allFlows > other.allFlows;
        }

        String describe() {
            return b == null ? a : a + " <-> " + b;
        }
    }

    /** Finished flows that did not arrive. */
    static List<FlowRecord> undelivered(List<FlowRecord> flows) {
        return flows.stream().filter(f -> !f.result().delivered()).collect(ImmutableList.toImmutableList());
    }
}

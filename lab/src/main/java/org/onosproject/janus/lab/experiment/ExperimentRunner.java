package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.workload.BackgroundTraffic;
import org.onosproject.janus.lab.workload.BulkSynchronousRun;
import org.onosproject.janus.lab.workload.ContentionFreeTime;
import org.onosproject.janus.lab.workload.FlowTrace;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RandomPermutation;
import org.onosproject.janus.lab.workload.RankPlacer;
import org.onosproject.janus.lab.workload.RingExchange;
import org.onosproject.janus.lab.workload.TraceReplay;
import org.onosproject.janus.lab.workload.Workload;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Runs every cell of a scenario {@code reps} times, each run on a fresh network from the factory:
 * background warm-up first (when there is background), then the measured workload, until it
 * finishes. Stops at the first failed run: the result then says it is incomplete.
 */
public final class ExperimentRunner {
    private static final long BACKGROUND_SEED_SALT = 0x5eed_ba5eL;

    private final NetworkFactory factory;

    public ExperimentRunner(NetworkFactory factory) {
        this.factory = factory;
    }

    /** Cells in run order: workload, placement, concurrency, idle timeout, strategy. */
    public static ImmutableList<Cell> cells(Scenario scenario) {
        ImmutableList.Builder<Cell> cells = ImmutableList.builder();
        for (WorkloadSpec w : scenario.workloads()) {
            for (Placement p : scenario.placements()) {
                for (int c : scenario.concurrencyPercents()) {
                    for (int idle : scenario.idleTimeoutsSeconds()) {
                        for (String s : scenario.strategies()) {
                            cells.add(new Cell(w, s, idle, c, p));
                        }
                    }
                }
            }
        }
        return cells.build();
    }

    public ExperimentResult run(Scenario scenario, ProgressListener progress) {
        List<RunRecord> records = new ArrayList<>();
        int total = scenario.runCount();
        int index = 0;
        // Repetitions outermost, so an interrupted experiment still has every cell at least once.
        for (int rep = 0; rep < scenario.reps(); rep++) {
            for (Cell cell : cells(scenario)) {
                progress.runStarting(index, total, cell, rep);
                RunRecord record = runOnce(scenario, cell, rep, progress::networkBuilding);
                records.add(record);
                progress.runFinished(index, total, record);
                index++;
                if (!record.succeeded()) {
                    return new ExperimentResult(scenario, records, total, "run " + index + "/" + total + " ("
                            + cell + ", rep " + rep + ") failed: " + record.failure().orElse("?"));
                }
            }
        }
        return new ExperimentResult(scenario, records, total, null);
    }

    /** One run; never throws for a failure of the run itself, which the record carries instead. */
    public RunRecord runOnce(Scenario scenario, Cell cell, int rep) {
        return runOnce(scenario, cell, rep, BuildListener.SILENT);
    }

    /** As {@link #runOnce(Scenario, Cell, int)}, telling {@code building} how its network's building goes. */
    public RunRecord runOnce(Scenario scenario, Cell cell, int rep, BuildListener building) {
        long seed = Seeds.derive(scenario.seed(), cell.workload(), cell.placement(), cell.concurrencyPercent(), rep);
        NetworkSpec spec = new NetworkSpec(scenario.fabric(), cell.strategy(), cell.idleTimeoutSeconds(), seed,
                scenario.controlDelayMillis(), scenario.portStatsIntervalMillis(), scenario.flowStatsIntervalMillis());
        try (LabSession session = factory.open(spec, building)) {
            LabNetwork network = session.network();
            int hostCount = network.hosts().size();
            List<Integer> hosts = new ArrayList<>();
            Workload workload = workload(scenario, cell, seed, network, hosts);
            Set<Integer> busy = new HashSet<>(hosts);
            List<Integer> pool = new ArrayList<>();
            for (int h = 0; h < hostCount; h++) {
                if (!busy.contains(h)) {
                    pool.add(h);
                }
            }
            BackgroundTraffic background = new BackgroundTraffic(scenario.background(cell.concurrencyPercent()),
                    pool, seed ^ BACKGROUND_SEED_SALT);
            long appStart = background.targetSenders() > 0 ? scenario.warmupSeconds() * 1000 : 0;
            WorkloadOutcome[] outcome = new WorkloadOutcome[1];
            background.start(network);
            network.schedule(appStart, () -> workload.start(network, o -> outcome[0] = o));
            boolean finished = session.runUntil(() -> outcome[0] != null,
                    appStart + scenario.maxVirtualSeconds() * 1000);
            background.stop();
            if (!finished) {
                return RunRecord.failed(cell, rep, seed, workload.name() + " did not finish within "
                        + scenario.maxVirtualSeconds() + " s of virtual time (maxVirtualSeconds)");
            }
            WorkloadOutcome o = outcome[0];
            Optional<ContentionFreeTime> ideal = workload.contentionFree(scenario.fabric().linkBytesPerSecond(),
                    scenario.controlDelayMillis());
            return new RunRecord(cell, rep, seed, hosts, o.runtimeMillis(), o.flows(), o.deliveredBytes(),
                    o.programming(), o.reprogramming(), o.controlDelayMillis(), o.metrics(), session.counters(),
                    background.flowsStarted(), o.failure().map(f -> "flow not delivered: " + f).orElse(null),
                    o.meanFlowCompletionMillis(), ideal.map(ContentionFreeTime::makespanMillis).orElse(Double.NaN),
                    ideal.map(ContentionFreeTime::meanFlowMillis).orElse(Double.NaN), o.startMillis());
        } catch (RuntimeException e) {
            return RunRecord.failed(cell, rep, seed, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    private static Workload workload(Scenario scenario, Cell cell, long seed, LabNetwork network,
                                     List<Integer> hostsOut) {
        WorkloadSpec w = cell.workload();
        switch (w.kind()) {
            case NAS: {
                List<Integer> hosts = RankPlacer.place(network.hosts(), w.ranks(), cell.placement(), seed);
                hostsOut.addAll(hosts);
                return new BulkSynchronousRun(
                        NasBenchmarks.application(w.app(), w.ranks(), scenario.fabric().linkBytesPerSecond()), hosts);
            }
            case RING: {
                List<Integer> hosts = RingExchange.paperNodes(w.ranks(), network.hosts().size());
                hostsOut.addAll(hosts);
                return new RingExchange(hosts, w.bytes(), w.exchanges(), w.randomRings(), seed);
            }
            case PERMUTATION: {
                int n = w.ranks() == 0 ? network.hosts().size() : w.ranks();
                List<Integer> hosts = RankPlacer.place(network.hosts(), n, cell.placement(), seed);
                hostsOut.addAll(hosts);
                return new RandomPermutation(hosts, w.bytes(), w.startSpreadMillis(), seed);
            }
            default: {
                FlowTrace trace;
                try (Reader reader = Files.newBufferedReader(Paths.get(w.traceFile()), StandardCharsets.UTF_8)) {
                    trace = FlowTrace.parse(reader);
                } catch (Exception e) {
                    throw new IllegalStateException("trace " + w.traceFile() + ": " + e.getMessage(), e);
                }
                trace.rows().forEach(r -> {
                    hostsOut.add(r.src());
                    hostsOut.add(r.dst());
                });
                List<Integer> distinct = ImmutableList.copyOf(new LinkedHashSet<>(hostsOut));
                hostsOut.clear();
                hostsOut.addAll(distinct);
                return new TraceReplay(w.label(), trace);
            }
        }
    }
}

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
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.net.BuildListener;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.workload.BackgroundTraffic;
import org.onosproject.janus.lab.topo.FabricCuts;
import org.onosproject.janus.lab.workload.ContentionFreeTime;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.Workload;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The lab's one run loop. Runs every cell of a scenario {@code reps} times, each run on a fresh network
 * from the factory: background warm-up first (when there is background), then the measured workload
 * (with the scenario's failures injected while it runs), until it finishes; then, as the scenario asks,
 * every flow is carried to its end and the failures' outcome read, the control plane's load read, or
 * the leak check made. Stops at the first failed run: the result then says it is incomplete. Depends
 * only on the {@link NetworkFactory} and {@link LabSession} interfaces, not on a network implementation.
 */
public final class ExperimentRunner {
    private static final long BACKGROUND_SEED_SALT = 0x5eed_ba5eL;
    private static final long SAMPLE_MILLIS = 1_000;
    /** After the idle timeout, this many statistics polls for Janus's reaper to see it and ONOS to purge. */
    private static final int LEAK_CHECK_POLLS = 3;

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
        List<PlannedRun> plan = PlannedRun.of(scenario);
        int total = plan.size();
        for (PlannedRun run : plan) {
            RunRecord record = run(scenario, run, total, progress);
            records.add(record);
            if (!record.succeeded()) {
                return new ExperimentResult(scenario, records, total,
                        IndexedRecords.failureMessage(run, total, record));
            }
        }
        return new ExperimentResult(scenario, records, total, null);
    }

    /**
     * The given runs of the scenario, in order, each told to {@code progress}; stops after the first
     * failed one. The records by run index.
     */
    public Map<Integer, RunRecord> run(Scenario scenario, List<PlannedRun> runs, ProgressListener progress) {
        Map<Integer, RunRecord> records = new LinkedHashMap<>();
        int total = scenario.runCount();
        for (PlannedRun run : runs) {
            RunRecord record = run(scenario, run, total, progress);
            records.put(run.index(), record);
            if (!record.succeeded()) {
                break;
            }
        }
        return records;
    }

    private RunRecord run(Scenario scenario, PlannedRun run, int total, ProgressListener progress) {
        progress.runStarting(run.index(), total, run.cell(), run.rep());
        RunRecord record = runOnce(scenario, run.cell(), run.rep(), progress::networkBuilding);
        progress.runFinished(run.index(), total, record);
        return record;
    }

    /** The seed of a run: derived from the scenario's, the cell and the repetition, or the scenario's own. */
    public static long seed(Scenario scenario, Cell cell, int rep) {
        return scenario.derivedSeeds() ? Seeds.derive(scenario.seed(), cell.workload(), cell.placement(),
                cell.concurrencyPercent(), rep) : scenario.seed();
    }

    /**
     * One run, telling {@code building} how its network's building goes; never throws for a failure of
     * the run itself, which the record carries instead.
     */
    public RunRecord runOnce(Scenario scenario, Cell cell, int rep, BuildListener building) {
        long seed = seed(scenario, cell, rep);
        NetworkSpec spec = new NetworkSpec(scenario.fabric(), cell.strategy(), cell.idleTimeoutSeconds(), seed,
                scenario.timing());
        try (LabSession session = factory.open(spec, building)) {
            LabNetwork network = session.network();
            Workloads.Placed placed = Workloads.of(scenario, cell, seed, network);
            Workload workload = placed.workload;
            List<Integer> pool = IntStream.range(0, network.hosts().size()).filter(h -> !placed.hosts.contains(h))
                    .boxed().collect(Collectors.toList());
            BackgroundTraffic background = new BackgroundTraffic(scenario.background(cell.concurrencyPercent()),
                    pool, seed ^ BACKGROUND_SEED_SALT);
            long appStart = background.targetSenders() > 0 ? scenario.warmupSeconds() * 1000 : 0;
            long heapStart = scenario.leakCheck() ? Math.round(HeapProbe.liveHeapMb() * HeapProbe.MB) : 0;
            WorkloadOutcome[] outcome = new WorkloadOutcome[1];
            long[] wall = new long[2];
            JobRun job = scenario.declaresJobs() ? JobRun.of(cell, rep, workload, placed.hosts, session) : null;
            background.start(network);
            network.schedule(appStart, () -> {
                if (job != null) {
                    job.beforeStart();
                }
                wall[0] = System.nanoTime();
                workload.start(network, o -> {
                    wall[1] = System.nanoTime();
                    outcome[0] = o;
                });
            });
            Supplier<FaultOutcome> faults = scenario.faults().map(plan -> session.injectFaults(plan, appStart,
                    calibratedRuntimeMillis(cell.workload()), workload::owns)).orElse(null);
            long[] peakIntents = {0};
            if (scenario.measuresControlPlane()) {
                samplePeakIntents(session, () -> outcome[0] != null, peakIntents);
            }
            boolean finished = session.runUntil(() -> outcome[0] != null,
                    appStart + scenario.maxVirtualSeconds() * 1000);
            background.stop();
            if (!finished) {
                return RunRecord.failed(cell, rep, seed, workload.name() + " did not finish within "
                        + scenario.maxVirtualSeconds() + " s of virtual time (maxVirtualSeconds)");
            }
            RunRecord record = record(scenario, cell, rep, seed, placed.hosts, workload, outcome[0], session,
                    background.flowsStarted());
            if (job != null) {
                job.afterEnd();
            }
            if (scenario.measuresIntentRelease()) {
                record = record.withRelease(IntentRelease.measure(session, placed.hosts));
            }
            LoadOutcome load = scenario.measuresControlPlane() ? new LoadOutcome(session.snapshot(), peakIntents[0],
                    (wall[1] - wall[0]) / 1e9, HeapProbe.liveHeapMb()) : null;
            boolean jobLeakCheck = job != null && job.declares();
            if (faults != null || scenario.leakCheck() || jobLeakCheck) {
                session.drain();
            }
            LeakOutcome leaks = null;
            if (scenario.leakCheck()) {
                session.idle(leakCheckMillis(scenario, cell));
                leaks = new LeakOutcome(session.snapshot(), background.flowsStarted(), heapStart,
                        Math.round(HeapProbe.liveHeapMb() * HeapProbe.MB));
            }
            if (jobLeakCheck && !scenario.leakCheck()) {
                session.idle(leakCheckMillis(scenario, cell));
            }
            record = record.withOutcomes(faults == null ? null : faults.get(), load, leaks);
            return job == null ? record : record.withJob(job.outcome(job.declares() ? session.snapshot() : null));
        } catch (RuntimeException e) {
            return RunRecord.failed(cell, rep, seed, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /** What a leak check lets pass once the traffic ended: the idle timeout and three statistics polls. */
    private static long leakCheckMillis(Scenario scenario, Cell cell) {
        return (Scenario.longestIdleSeconds(cell.idleTimeoutSeconds())
                + LEAK_CHECK_POLLS * (long) scenario.timing().statsPollSeconds()) * 1000L;
    }

    private static RunRecord record(Scenario scenario, Cell cell, int rep, long seed, List<Integer> hosts,
                                    Workload workload, WorkloadOutcome o, LabSession session, long backgroundFlows) {
        Optional<ContentionFreeTime> ideal = bound(scenario, workload);
        return new RunRecord(cell, rep, seed, hosts, o, session.flows(), session.janusStatistics(),
                session.recentMoveMillis(), backgroundFlows,
                ideal.map(ContentionFreeTime::makespanMillis).orElse(Double.NaN),
                ideal.map(ContentionFreeTime::meanFlowMillis).orElse(Double.NaN))
                .withBoundBinds(ideal.map(ContentionFreeTime::binds).orElse(null));
    }

    /**
     * The run's lower bound: the workload's own contention-free time, raised by the cut bound over the
     * fabric's host links and switch-uplink cuts when the workload is open loop.
     */
    static Optional<ContentionFreeTime> bound(Scenario scenario, Workload workload) {
        return workload.bound(FabricCuts.of(scenario.fabric().topology()), scenario.fabric().linkBytesPerSecond(),
                scenario.timing().controlDelayMillis());
    }

    /** A NAS application's calibrated runtime, which the failures of a fault plan are timed by. */
    private static double calibratedRuntimeMillis(WorkloadSpec w) {
        return NasBenchmarks.calibration(w.app()).orElseThrow().targetRuntimeSeconds() * 1000;
    }

    /** Samples Janus's live intents every second of virtual time until {@code over}, keeping the peak. */
    private static void samplePeakIntents(LabSession session, BooleanSupplier over,
                                          long[] peak) {
        session.network().schedule(SAMPLE_MILLIS, new Runnable() {
            @Override
            public void run() {
                peak[0] = Math.max(peak[0], session.janusStatistics().count(Statistic.ACTIVE_INTENTS));
                if (!over.getAsBoolean()) {
                    session.network().schedule(SAMPLE_MILLIS, this);
                }
            }
        });
    }
}

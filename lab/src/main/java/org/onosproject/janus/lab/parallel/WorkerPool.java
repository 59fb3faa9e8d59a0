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
package org.onosproject.janus.lab.parallel;

import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.PlannedRun;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

/**
 * Runs a scenario's runs in child JVMs ({@link RunWorker}), {@code jobs} at a time: each worker takes the
 * next run in run order when it is free, so a slow run does not hold the others up. Every run is made
 * exactly as the one-process runner makes it (a fresh network, the same seed), so the records, and the
 * report built from them, are the same. After a failed run no further run is started; the records are
 * those of every run started. Progress is told to one listener, one event at a time.
 */
public final class WorkerPool {
    private final ChildJvm jvm;
    private final int jobs;

    /**
     * @throws IllegalArgumentException if {@code jobs < 1}
     */
    public WorkerPool(ChildJvm jvm, int jobs) {
        if (jobs < 1) {
            throw new IllegalArgumentException("--jobs must be >= 1, not " + jobs);
        }
        this.jvm = jvm;
        this.jobs = jobs;
    }

    /** Runs {@code runs} of {@code scenario}; their records by run index. */
    public Map<Integer, RunRecord> run(Scenario scenario, List<PlannedRun> runs, ProgressListener progress)
            throws IOException {
        Path dir = Files.createTempDirectory("janus-lab-jobs");
        List<Process> children = new CopyOnWriteArrayList<>();
        Thread killChildren = new Thread(() -> children.forEach(Process::destroyForcibly));
        Runtime.getRuntime().addShutdownHook(killChildren);
        try {
            Path scenarioFile = dir.resolve("scenario.bin");
            RecordCodec.write(scenario, scenarioFile);
            Shared shared = new Shared(runs, progress, scenario.runCount());
            int workers = Math.min(jobs, runs.size());
            for (int w = 0; w < workers; w++) {
                children.add(new ProcessBuilder(jvm.command(RunWorker.class, scenarioFile, dir))
                        .redirectError(ProcessBuilder.Redirect.INHERIT).start());
            }
            Thread[] threads = new Thread[workers];
            for (int w = 0; w < workers; w++) {
                Process child = children.get(w);
                threads[w] = new Thread(() -> serve(scenario, child, dir, shared), "janus-lab-job-" + (w + 1));
                threads[w].start();
            }
            for (Thread t : threads) {
                join(t);
            }
            return shared.records;
        } finally {
            children.forEach(Process::destroyForcibly);
            Runtime.getRuntime().removeShutdownHook(killChildren);
            deleteTree(dir);
        }
    }

    /** One worker's loop: the next run, until there is none or a run failed. */
    private static void serve(Scenario scenario, Process child, Path dir, Shared shared) {
        try (Writer toChild = new OutputStreamWriter(child.getOutputStream(), StandardCharsets.UTF_8);
             BufferedReader fromChild = new BufferedReader(new InputStreamReader(child.getInputStream(),
                     StandardCharsets.UTF_8))) {
            PlannedRun run;
            while ((run = shared.next()) != null) {
                RunRecord record;
                try {
                    toChild.write("run " + run.index() + "\n");
                    toChild.flush();
                    record = await(scenario, run, child, dir, fromChild, shared);
                } catch (IOException e) {
                    record = lost(scenario, run, child, e.getMessage());
                }
                shared.finished(run, record);
                if (!record.succeeded()) {
                    return;
                }
            }
        } catch (IOException e) {
            // Closing the child's pipes failed: it is gone already, and is destroyed in any case.
        }
    }

    private static RunRecord await(Scenario scenario, PlannedRun run, Process child, Path dir,
                                   BufferedReader fromChild, Shared shared) throws IOException {
        String line;
        while ((line = fromChild.readLine()) != null) {
            if (line.startsWith("building ")) {
                String[] w = line.split(" ", 4);
                shared.building(w[3], Long.parseLong(w[1]), Long.parseLong(w[2]));
            } else if (line.equals("finished " + run.index())) {
                Path file = RunWorker.recordFile(dir, run.index());
                RunRecord record = RecordCodec.read(file, RunRecord.class);
                Files.delete(file);
                return record;
            } else {
                throw new IOException("the worker said '" + line + "'");
            }
        }
        return lost(scenario, run, child, "its output ended");
    }

    /** The record of a run whose worker JVM died or misbehaved: a failed run, as any other. */
    private static RunRecord lost(Scenario scenario, PlannedRun run, Process child, String why) {
        String exit = child.isAlive() ? "" : " (exit code " + child.exitValue() + ")";
        return RunRecord.failed(run.cell(), run.rep(), ExperimentRunner.seed(scenario, run.cell(), run.rep()),
                "the worker JVM running it failed" + exit + ": " + why + "; see its messages above");
    }

    private static void join(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the runs", e);
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            System.err.println("janus-lab: could not remove the temporary folder " + dir + ": " + e.getMessage());
        }
    }

    /** What the workers share: the runs still to hand out, the records, the progress listener. */
    private static final class Shared {
        private final Deque<PlannedRun> pending;
        private final ProgressListener progress;
        private final int total;
        private final Map<Integer, RunRecord> records = new TreeMap<>();
        private boolean failed;

        Shared(List<PlannedRun> runs, ProgressListener progress, int total) {
            this.pending = new ArrayDeque<>(runs);
            this.progress = progress;
            this.total = total;
        }

        synchronized PlannedRun next() {
            if (failed || pending.isEmpty()) {
                return null;
            }
            PlannedRun run = pending.poll();
            progress.runStarting(run.index(), total, run.cell(), run.rep());
            return run;
        }

        synchronized void building(String stage, long done, long all) {
            progress.networkBuilding(stage, done, all);
        }

        synchronized void finished(PlannedRun run, RunRecord record) {
            records.put(run.index(), record);
            failed |= !record.succeeded();
            progress.runFinished(run.index(), total, record);
        }
    }
}

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
package org.onosproject.janus.lab.cli;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.bench.LabBenchmark;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.Footprint;
import org.onosproject.janus.lab.experiment.IndexedRecords;
import org.onosproject.janus.lab.experiment.PlannedRun;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.ScenarioConfig;
import org.onosproject.janus.lab.parallel.ChildJvm;
import org.onosproject.janus.lab.parallel.Shard;
import org.onosproject.janus.lab.parallel.ShardMerge;
import org.onosproject.janus.lab.parallel.ShardResult;
import org.onosproject.janus.lab.parallel.WorkerPool;
import org.onosproject.janus.lab.report.ReportWriter;
import org.onosproject.janus.lab.workload.Placement;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code janus-lab}, the lab's one entry point: lists the scenarios of the catalogue (every kind of
 * experiment, failures, storms and soaks included), runs one (named or from a JSON config) through the
 * {@link ExperimentRunner} and writes its report, or runs the lab benchmark ({@code bench}). Before
 * anything is built it estimates what the scenario needs ({@link Footprint}) and refuses one whose run
 * would not fit the JVM's heap. Exit codes: 0 done, 1 a run failed (the report is marked INCOMPLETE) or
 * one of the scenario's checks failed (a reroute missed its budget, a soak left something behind), 2 bad
 * usage or configuration, or a scenario too large for the heap.
 */
public final class JanusLab {
    public static final int OK = 0;
    public static final int RUN_FAILED = 1;
    public static final int USAGE = 2;
    private static final double MB = 1024.0 * 1024.0;

    static final String USAGE_TEXT = String.join("\n",
            "usage: janus-lab list",
            "       janus-lab show <scenario>   (its JSON: a starting point for one's own --config)",
            "       janus-lab run <scenario> [--strategies a,b] [--reps N] [--seed S] [--idle-timeout S|inf]",
            "                     [--concurrency P] [--placement sparse|dense|linear] [--out DIR]",
            "                     [--jobs N] [--shard i/n]",
            "       janus-lab run --config FILE.json [same options]",
            "       janus-lab merge [--out DIR] SHARD_DIR...   (the one report from the shards' folders)",
            "       janus-lab bench [options]   (the lab benchmark, see BENCHMARKS.md)",
            "strategies: shortest, ecmp, isolated, traffic, luar, luar-thesis, bottleneck, dmodk; spray: the",
            "per-packet multipath reference (not a Janus strategy); --concurrency in percent (0..100);",
            "--jobs: child JVMs running the runs (default: the number of cores); --shard i/n: only the runs",
            "whose index is i-1 modulo n, left in --out for 'merge'");

    private final NetworkFactory factory;
    private final ScenarioCatalog catalog;
    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;
    private final long maxHeapBytes;
    private final ChildJvm jvm;
    private final int defaultJobs;

    /** A lab whose runs may use this JVM's heap ({@link Runtime#maxMemory()}). */
    public JanusLab(NetworkFactory factory, ScenarioCatalog catalog, PrintStream out, PrintStream err,
                    boolean terminal) {
        this(factory, catalog, out, err, terminal, Runtime.getRuntime().maxMemory());
    }

    /**
     * A lab whose runs may use {@code maxHeapBytes} of heap: larger scenarios are refused. Runs in this JVM
     * unless {@code --jobs} asks for child JVMs.
     */
    public JanusLab(NetworkFactory factory, ScenarioCatalog catalog, PrintStream out, PrintStream err,
                    boolean terminal, long maxHeapBytes) {
        this(factory, catalog, out, err, terminal, maxHeapBytes, ChildJvm.likeThisJvm(), 1);
    }

    /**
     * A lab that runs a scenario's runs in {@code defaultJobs} child JVMs started by {@code jvm} (each
     * with the real emulated network and Janus: {@code factory} is used only by runs made in this JVM),
     * unless {@code --jobs} says otherwise; with 1, in this JVM.
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public JanusLab(NetworkFactory factory, ScenarioCatalog catalog, PrintStream out, PrintStream err,
                    boolean terminal, long maxHeapBytes, ChildJvm jvm, int defaultJobs) {
        this.factory = factory;
        this.catalog = catalog;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
        this.maxHeapBytes = maxHeapBytes;
        this.jvm = jvm;
        this.defaultJobs = defaultJobs;
    }

    public static void main(String[] args) {
        NetworkFactory factory = EmulatedNetworkFactory.withJanus();
        int code;
        try {
            code = new JanusLab(factory, new ScenarioCatalog(), System.out, System.err, System.console() != null,
                    Runtime.getRuntime().maxMemory(), ChildJvm.likeThisJvm(),
                    Runtime.getRuntime().availableProcessors())
                    .execute(args);
        } catch (RuntimeException e) {
            e.printStackTrace();
            code = RUN_FAILED;
        }
        // Exit even though the embedded ONOS's threads may still be alive.
        System.exit(code);
    }

    /** Runs the command; returns the exit code. */
    public int execute(String... args) {
        if (args.length > 0 && args[0].equals("bench")) {
            return new LabBenchmark(factory, out, err, new ProgressBar(err, terminal))
                    .execute(java.util.Arrays.copyOfRange(args, 1, args.length));
        }
        CommandLine line;
        try {
            line = CommandLine.parse(args);
        } catch (UsageException e) {
            err.println("janus-lab: " + e.getMessage());
            err.println(USAGE_TEXT);
            return USAGE;
        }
        switch (line.command()) {
            case "list":
                list();
                return OK;
            case "show":
                return show(line.positional().get(0));
            case "run":
                return run(line);
            case "merge":
                return merge(line);
            default:
                out.println(USAGE_TEXT);
                return OK;
        }
    }

    private void list() {
        int width = catalog.names().stream().mapToInt(String::length).max().orElse(10);
        for (Scenario s : catalog.all()) {
            out.printf(Locale.ROOT, "%-" + width + "s  %s (%d runs)%n", s.name(), s.description(), s.runCount());
        }
        out.printf(Locale.ROOT, "%-" + width + "s  %s%n", CLUSTER_K4, CLUSTER_K4_DESCRIPTION);
    }

    /** Prints a built-in scenario's JSON, exactly as shipped and as {@code run --config} reads it. */
    private int show(String name) {
        Optional<String> json = catalog.json(name);
        if (json.isEmpty()) {
            err.println("janus-lab: unknown scenario '" + name + "'; known: " + String.join(", ", catalog.names()));
            return USAGE;
        }
        out.print(json.get());
        return OK;
    }

    /**
     * The cluster scenario, run by the lab-cluster module (it needs the real cluster stack, which the lab
     * does not depend on); the launcher sends {@code run cluster-*} there.
     */
    static final String CLUSTER_K4 = "cluster-k4";
    static final String CLUSTER_K4_DESCRIPTION = "Cluster: one Janus on each of 3 real ONOS cluster nodes (Atomix Raft"
            + " servers in child JVMs), k=4 thesis fabric, 75% background, LU; node 3 killed at 1/3 of the run and"
            + " rejoining with an empty disk at 2/3; luar, ecmp, shortest beside a single Janus (module lab-cluster,"
            + " docs/cluster-and-leaks.md)";

    private int run(CommandLine line) {
        Scenario scenario;
        Footprint footprint;
        int jobs;
        Shard shard;
        try {
            scenario = scenario(line);
            footprint = Footprint.of(scenario);
            jobs = jobs(line);
            shard = shard(line);
        } catch (ConfigException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            return USAGE;
        }
        if (!footprint.fits(maxHeapBytes)) {
            err.printf(Locale.ROOT, "janus-lab: %s is too large for this JVM, so nothing was built.%n"
                    + "  %s%n  estimate: %s;%n  the JVM may use at most %,.0f MB of heap (Runtime.maxMemory()).%n"
                    + "  Make the fabric or the workloads smaller, or give the JVM more heap, e.g."
                    + " JANUS_LAB_JAVA_OPTS=-Xmx%dg ./janus-lab run ...%n", scenario.name(), footprint.counts(),
                    footprint.estimate(), maxHeapBytes / MB, (long) Math.ceil(footprint.heapBytes() / (MB * 1024)));
            return USAGE;
        }
        // A shard given, even 1/1, leaves its records for merge; without one, the report is written.
        boolean sharded = line.option("--shard").isPresent();
        Path outDir = Paths.get(line.option("--out").orElse("janus-lab-results/" + scenario.name()
                + (sharded ? "-shard-" + shard.index() + "-of-" + shard.count() : "")));
        try {
            if (!sharded) {
                ReportWriter.checkOutputFolder(outDir);
            } else {
                checkShardFolder(outDir);
            }
        } catch (IllegalArgumentException | IOException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            return USAGE;
        }
        List<PlannedRun> runs = shard.of(PlannedRun.of(scenario));
        int workers = Math.min(jobs, runs.size());
        err.printf(Locale.ROOT, "janus-lab: %s, %s -> %s%n", scenario.name(), !sharded
                ? scenario.runCount() + " runs" : "shard " + shard + ": " + runs.size() + " of its "
                        + scenario.runCount()
                + " runs", outDir);
        err.printf(Locale.ROOT, "janus-lab: %s%n  estimate: %s (heap limit %,.0f MB%s)%n", footprint.counts(),
                footprint.estimate(), maxHeapBytes / MB, workers > 1 ? ", in each of " + workers + " child JVMs" : "");
        ProgressBar bar = new ProgressBar(err, terminal, footprint.largeNetwork(), runs.size());
        if (!sharded && workers <= 1) {
            return report(new ExperimentRunner(factory).run(scenario, bar), outDir);
        }
        Map<Integer, RunRecord> records;
        try {
            records = workers <= 1 ? new ExperimentRunner(factory).run(scenario, runs, bar)
                    : new WorkerPool(jvm.forRunsOf(footprint.seconds() / Math.max(1, scenario.runCount())), workers)
                            .run(scenario, runs, bar);
        } catch (IOException e) {
            err.println("janus-lab: could not run the child JVMs: " + e.getMessage());
            return RUN_FAILED;
        }
        if (!sharded) {
            return report(IndexedRecords.result(scenario, records), outDir);
        }
        try {
            new ShardResult(scenario, shard, records).write(outDir);
        } catch (IOException e) {
            err.println("janus-lab: could not write the shard to " + outDir + ": " + e.getMessage());
            return RUN_FAILED;
        }
        boolean failed = records.values().stream().anyMatch(r -> !r.succeeded());
        err.println("janus-lab: shard " + shard + " of " + scenario.name() + (failed ? " stopped at a failed run" : "")
                + " in " + outDir.resolve(ShardResult.FILE) + "; the report: janus-lab merge DIR... (every shard's"
                + " folder)");
        return failed ? RUN_FAILED : OK;
    }

    /** {@code janus-lab merge}: the shards' folders, all checked before anything is written, into one report. */
    private int merge(CommandLine line) {
        Map<Path, ShardResult> shards = new LinkedHashMap<>();
        ExperimentResult result;
        Path outDir;
        try {
            for (String dir : line.positional()) {
                Path path = Paths.get(dir);
                if (shards.containsKey(path)) {
                    throw new IllegalArgumentException(dir + " is given twice");
                }
                shards.put(path, ShardResult.read(path));
            }
            result = ShardMerge.merge(shards);
            outDir = Paths.get(line.option("--out").orElse("janus-lab-results/" + result.scenario().name()));
            ReportWriter.checkOutputFolder(outDir);
        } catch (IllegalArgumentException | IOException e) {
            err.println("janus-lab: cannot merge: " + e.getMessage());
            return USAGE;
        }
        err.printf(Locale.ROOT, "janus-lab: %s, %d runs from %d shards -> %s%n", result.scenario().name(),
                result.runs().size(), shards.size(), outDir);
        return report(result, outDir);
    }

    /** Prints the result's tables and writes its report folder; the exit code. */
    private int report(ExperimentResult result, Path outDir) {
        out.print(ReportWriter.terminal(result));
        try {
            ReportWriter.write(result, outDir);
        } catch (IllegalArgumentException e) {
            err.println("janus-lab: " + e.getMessage());
            return USAGE;
        } catch (IOException e) {
            err.println("janus-lab: could not write the report to " + outDir + ": " + e.getMessage());
            return RUN_FAILED;
        }
        if (!result.complete()) {
            err.println("janus-lab: " + result.failure().orElse("some runs failed") + "; report marked INCOMPLETE in "
                    + outDir);
            return RUN_FAILED;
        }
        if (!result.failedChecks().isEmpty()) {
            err.println("janus-lab: checks failed: " + String.join("; ", result.failedChecks()) + "; report in "
                    + outDir.resolve("index.html"));
            return RUN_FAILED;
        }
        err.println("janus-lab: report in " + outDir.resolve("index.html"));
        return OK;
    }

    /** A shard's folder must be new, empty, or hold an earlier shard of a sweep and nothing else. */
    private static void checkShardFolder(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException("--out " + dir + " is a file, not a folder");
        }
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            List<String> other = files.map(p -> p.getFileName().toString()).filter(f -> !f.equals(ShardResult.FILE))
                    .collect(Collectors.toList());
            if (!other.isEmpty()) {
                throw new IllegalArgumentException("--out " + dir + " holds other files than a shard (" + other.get(0)
                        + "); give a new or empty folder");
            }
        }
    }

    private int jobs(CommandLine line) throws ConfigException {
        Optional<String> v = line.option("--jobs");
        if (v.isEmpty()) {
            return defaultJobs;
        }
        long n = number("--jobs", v.get());
        if (n < 1) {
            throw new ConfigException("--jobs", "must be >= 1 (child JVMs running the runs), not " + v.get());
        }
        return (int) n;
    }

    private static Shard shard(CommandLine line) throws ConfigException {
        Optional<String> v = line.option("--shard");
        try {
            return v.isEmpty() ? Shard.ALL : Shard.parse(v.get());
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--shard", e.getMessage());
        }
    }

    /** The scenario the command line asks for, with its overrides applied and validated. */
    Scenario scenario(CommandLine line) throws ConfigException {
        Scenario base;
        Optional<String> config = line.option("--config");
        if (config.isPresent()) {
            base = new ScenarioConfig(catalog).read(Paths.get(config.get()));
        } else {
            String name = line.positional().get(0);
            if (name.equals(CLUSTER_K4)) {
                throw new ConfigException("scenario", CLUSTER_K4
                        + " runs on a real cluster from the lab-cluster module:"
                        + " start it with ./janus-lab run " + CLUSTER_K4 + " (the launcher picks that module)");
            }
            base = catalog.find(name).orElseThrow(() -> new ConfigException("scenario", "unknown scenario '" + name
                    + "'; known: " + String.join(", ", catalog.names()) + ", " + CLUSTER_K4));
        }
        Scenario.Builder b = base.toBuilder();
        Optional<String> v = line.option("--strategies");
        if (v.isPresent()) {
            b.strategies(StrategyVariant.splitList(v.get()));
        }
        v = line.option("--reps");
        if (v.isPresent()) {
            b.reps((int) number("--reps", v.get()));
        }
        v = line.option("--seed");
        if (v.isPresent()) {
            b.seed(number("--seed", v.get()));
        }
        v = line.option("--idle-timeout");
        if (v.isPresent()) {
            String t = v.get().trim().toLowerCase(Locale.ROOT);
            b.idleTimeouts(ImmutableList.of(t.equals("inf") || t.equals("never") ? Scenario.NEVER
                    : t.equals("adaptive") ? Scenario.ADAPTIVE : (int) number("--idle-timeout", t)));
        }
        v = line.option("--concurrency");
        if (v.isPresent()) {
            b.concurrency(ImmutableList.of((int) number("--concurrency", v.get().replace("%", ""))));
        }
        v = line.option("--placement");
        if (v.isPresent()) {
            try {
                b.placements(ImmutableList.of(Placement.parse(v.get())));
            } catch (IllegalArgumentException e) {
                throw new ConfigException("--placement", e.getMessage());
            }
        }
        return b.build();
    }

    private static long number(String field, String text) throws ConfigException {
        try {
            long n = Long.parseLong(text.trim());
            if (n < 0) {
                throw new ConfigException(field, "must not be negative: " + text);
            }
            if (n > Integer.MAX_VALUE && !field.equals("--seed")) {
                throw new ConfigException(field, "too large: " + text);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new ConfigException(field, "not a whole number: '" + text + "'");
        }
    }
}

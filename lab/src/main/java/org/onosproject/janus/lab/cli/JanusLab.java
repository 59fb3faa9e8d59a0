package org.onosproject.janus.lab.cli;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.bench.LabBenchmark;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.Footprint;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.ScenarioConfig;
import org.onosproject.janus.lab.report.ReportWriter;
import org.onosproject.janus.lab.workload.Placement;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;
import java.util.Optional;

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
            "                     [--concurrency P] [--placement sparse|dense] [--out DIR]",
            "       janus-lab run --config FILE.json [same options]",
            "       janus-lab bench [options]   (the lab benchmark, see BENCHMARKS.md)",
            "strategies: shortest, ecmp, isolated, traffic, luar; --concurrency in percent (0..100)");

    private final NetworkFactory factory;
    private final ScenarioCatalog catalog;
    private final PrintStream out;
    private final PrintStream err;
    private final boolean terminal;
    private final long maxHeapBytes;

    /** A lab whose runs may use this JVM's heap ({@link Runtime#maxMemory()}). */
    public JanusLab(NetworkFactory factory, ScenarioCatalog catalog, PrintStream out, PrintStream err,
                    boolean terminal) {
        this(factory, catalog, out, err, terminal, Runtime.getRuntime().maxMemory());
    }

    /** A lab whose runs may use {@code maxHeapBytes} of heap: larger scenarios are refused. */
    public JanusLab(NetworkFactory factory, ScenarioCatalog catalog, PrintStream out, PrintStream err,
                    boolean terminal, long maxHeapBytes) {
        this.factory = factory;
        this.catalog = catalog;
        this.out = out;
        this.err = err;
        this.terminal = terminal;
        this.maxHeapBytes = maxHeapBytes;
    }

    public static void main(String[] args) {
        NetworkFactory factory = EmulatedNetworkFactory.withJanus();
        int code;
        try {
            code = new JanusLab(factory, new ScenarioCatalog(), System.out, System.err, System.console() != null)
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
        try {
            scenario = scenario(line);
            footprint = Footprint.of(scenario);
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
        Path outDir = Paths.get(line.option("--out").orElse("janus-lab-results/" + scenario.name()));
        try {
            ReportWriter.checkOutputFolder(outDir);
        } catch (IllegalArgumentException | IOException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            return USAGE;
        }
        err.printf(Locale.ROOT, "janus-lab: %s, %d runs -> %s%n", scenario.name(), scenario.runCount(), outDir);
        err.printf(Locale.ROOT, "janus-lab: %s%n  estimate: %s (heap limit %,.0f MB)%n", footprint.counts(),
                footprint.estimate(), maxHeapBytes / MB);
        ExperimentResult result = new ExperimentRunner(factory).run(scenario,
                new ProgressBar(err, terminal, footprint.largeNetwork()));
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

    /** The scenario the command line asks for, with its overrides applied and validated. */
    Scenario scenario(CommandLine line) throws ConfigException {
        Scenario base;
        Optional<String> config = line.option("--config");
        if (config.isPresent()) {
            base = new ScenarioConfig(catalog).read(Paths.get(config.get()));
        } else {
            String name = line.positional().get(0);
            if (name.equals(CLUSTER_K4)) {
                throw new ConfigException("scenario", CLUSTER_K4 + " runs on a real cluster from the lab-cluster module:"
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
        if ((v = line.option("--reps")).isPresent()) {
            b.reps((int) number("--reps", v.get()));
        }
        if ((v = line.option("--seed")).isPresent()) {
            b.seed(number("--seed", v.get()));
        }
        if ((v = line.option("--idle-timeout")).isPresent()) {
            String t = v.get().trim().toLowerCase(Locale.ROOT);
            b.idleTimeouts(ImmutableList.of(t.equals("inf") || t.equals("never") ? Scenario.NEVER
                    : t.equals("adaptive") ? Scenario.ADAPTIVE : (int) number("--idle-timeout", t)));
        }
        if ((v = line.option("--concurrency")).isPresent()) {
            b.concurrency(ImmutableList.of((int) number("--concurrency", v.get().replace("%", ""))));
        }
        if ((v = line.option("--placement")).isPresent()) {
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

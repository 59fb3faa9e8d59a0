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
package org.onosproject.janus.labcluster;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.report.ReportWriter;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * {@code janus-lab run cluster-k4}: the lab's cluster scenario (the {@code janus-lab} launcher sends
 * {@code run cluster-*} here). Runs each strategy on a real cluster ({@link ClusterNetworkFactory}) and
 * then on a single Janus with the same seeds, writes the lab's report of the cluster runs with the
 * single-node report under {@code single-node/} and the cluster section ({@link ClusterReport}). Exit
 * codes as the lab's: 0 done and every check passed, 1 a run or a check failed, 2 bad usage or
 * configuration (nothing runs).
 */
public final class ClusterLab {

    static final int OK = 0;
    static final int FAILED = 1;
    static final int USAGE = 2;
    static final String USAGE_TEXT = String.join("\n",
            "usage: janus-lab run cluster-k4 [--strategies a,b] [--seed S] [--app LU|BT|SP|MG|CG|EP]",
            "                    [--concurrency P] [--kill-at F] [--rejoin-at F] [--dead-node N]",
            "                    [--formation-timeout S] [--out DIR]",
            "       janus-lab list   (cluster-k4 is listed there too)",
            "F: a fraction of the application's calibrated runtime, 0 < kill-at < rejoin-at < 1",
            "N: the node that dies (default: the owner of the most Janus flows at the kill, ties to the lowest)",
            "S: seconds the cluster may take to form (and a rejoining node to start), "
                    + ClusterPlan.MIN_FORMATION_SECONDS + ".." + ClusterPlan.MAX_FORMATION_SECONDS + ", default "
                    + ClusterPlan.DEFAULT_FORMATION_SECONDS);
    private static final Set<String> OPTIONS = Set.of("--strategies", "--seed", "--app", "--concurrency", "--kill-at",
            "--rejoin-at", "--dead-node", "--formation-timeout", "--out");

    private final PrintStream out;
    private final PrintStream err;

    ClusterLab(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        int code;
        try {
            code = new ClusterLab(System.out, System.err).execute(args);
        } catch (RuntimeException e) {
            e.printStackTrace();
            code = FAILED;
        }
        // The dead node's threads and Atomix's may still be alive.
        System.exit(code);
    }

    int execute(String... args) {
        if (args.length == 1 && args[0].equals("list")) {
            try {
                ClusterScenario s = ClusterScenario.clusterK4();
                out.printf(Locale.ROOT, "%s  %s (%d runs on the cluster + %d on one node)%n", s.lab().name(),
                        s.lab().description(), s.lab().runCount(), s.lab().runCount());
                return OK;
            } catch (ConfigException e) {
                throw new IllegalStateException(e);
            }
        }
        ClusterScenario scenario;
        Path outDir;
        try {
            Map<String, String> options = parse(args);
            scenario = scenario(options);
            outDir = Paths.get(options.getOrDefault("--out", "janus-lab-results/" + scenario.lab().name()));
            ReportWriter.checkOutputFolder(outDir);
        } catch (ConfigException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            err.println(USAGE_TEXT);
            return USAGE;
        } catch (IllegalArgumentException | IOException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            return USAGE;
        }
        String command = "./janus-lab " + String.join(" ", args);
        err.printf(Locale.ROOT, "janus-lab: %s: %s; %s; %d runs on the cluster, then the same on one node -> %s%n",
                scenario.lab().name(), scenario.lab().description(), scenario.plan().describe(),
                scenario.lab().runCount(), outDir);
        ClusterNetworkFactory factory = new ClusterNetworkFactory(scenario);
        ExperimentResult cluster = new ExperimentRunner(factory)
                .run(scenario.lab(), new StderrProgress(err, "cluster"));
        ExperimentResult single = new ExperimentRunner(EmulatedNetworkFactory.withJanus()).run(scenario.lab(),
                new StderrProgress(err, "one node"));
        ClusterReport report = new ClusterReport(scenario, factory.outcomes(), cluster, Optional.of(single));
        out.print(ReportWriter.terminal(cluster));
        out.print(report.terminal());
        try {
            ReportWriter.write(cluster, outDir);
            ReportWriter.write(single, outDir.resolve("single-node"));
            report.write(outDir, command);
        } catch (IOException e) {
            err.println("janus-lab: could not write the report to " + outDir + ": " + e.getMessage());
            return FAILED;
        }
        if (!cluster.complete() || !single.complete()) {
            err.println("janus-lab: " + cluster.failure().or(single::failure).orElse("some runs failed")
                    + "; report in " + outDir);
            return FAILED;
        }
        List<String> failed = report.failedChecks();
        if (!failed.isEmpty() || factory.outcomes().size() != cluster.runs().size()) {
            err.println("janus-lab: cluster checks failed: " + String.join("; ", failed) + "; report in "
                    + outDir.resolve("index.html"));
            return FAILED;
        }
        err.println("janus-lab: report in " + outDir.resolve("index.html"));
        return OK;
    }

    /** {@code run cluster-k4 --option value ...} to its options; anything else is a usage error. */
    static Map<String, String> parse(String... args) throws ConfigException {
        if (args.length < 2 || !args[0].equals("run")) {
            throw new ConfigException("command", "expected 'run cluster-k4 [options]' or 'list'");
        }
        if (!args[1].equals(ClusterScenario.CLUSTER_K4)) {
            throw new ConfigException("scenario", "unknown cluster scenario '" + args[1] + "'; known: "
                    + ClusterScenario.CLUSTER_K4);
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 2; i < args.length; i += 2) {
            if (!OPTIONS.contains(args[i])) {
                throw new ConfigException(args[i], "unknown option; known: " + String.join(", ", OPTIONS.stream()
                        .sorted().collect(java.util.stream.Collectors.toList())));
            }
            if (i + 1 >= args.length) {
                throw new ConfigException(args[i], "needs a value");
            }
            if (options.put(args[i], args[i + 1]) != null) {
                throw new ConfigException(args[i], "given twice");
            }
        }
        return options;
    }

    /** {@code cluster-k4} with the options applied, every field checked. */
    static ClusterScenario scenario(Map<String, String> options) throws ConfigException {
        String app = options.getOrDefault("--app", ClusterScenario.DEFAULT_APP).trim().toUpperCase(Locale.ROOT);
        ImmutableList<String> strategies = options.containsKey("--strategies")
                ? ImmutableList.copyOf(splitStrategies(options.get("--strategies")))
                : ClusterScenario.DEFAULT_STRATEGIES;
        int concurrency = (int) whole("--concurrency", options.get("--concurrency"),
                ClusterScenario.DEFAULT_CONCURRENCY);
        long seed = whole("--seed", options.get("--seed"), ClusterScenario.DEFAULT_SEED);
        Scenario lab;
        try {
            lab = ClusterScenario.labScenario(app, strategies, concurrency, seed).build();
        } catch (ConfigException e) {
            throw new ConfigException(e.field().startsWith("workloads") ? "--app" : e.field(),
                    problemOf(e));
        }
        ClusterPlan.Builder plan = ClusterPlan.builder();
        if (options.containsKey("--kill-at")) {
            plan.killAt(fraction("--kill-at", options.get("--kill-at")));
        }
        if (options.containsKey("--rejoin-at")) {
            plan.rejoinAt(fraction("--rejoin-at", options.get("--rejoin-at")));
        }
        if (options.containsKey("--dead-node")) {
            plan.deadNode((int) whole("--dead-node", options.get("--dead-node"), 0));
        }
        if (options.containsKey("--formation-timeout")) {
            plan.formationSeconds((int) whole("--formation-timeout", options.get("--formation-timeout"), 0));
        }
        return new ClusterScenario(lab, plan.build());
    }

    private static String problemOf(ConfigException e) {
        String message = e.getMessage();
        String prefix = e.field() + ": ";
        return message.startsWith(prefix) ? message.substring(prefix.length()) : message;
    }

    private static List<String> splitStrategies(String text) throws ConfigException {
        try {
            return StrategyVariant.splitList(text);
        } catch (IllegalArgumentException e) {
            throw new ConfigException("--strategies", e.getMessage());
        }
    }

    private static long whole(String field, String text, long otherwise) throws ConfigException {
        if (text == null) {
            return otherwise;
        }
        try {
            long n = Long.parseLong(text.trim());
            if (n < 0 || (n > Integer.MAX_VALUE && !field.equals("--seed"))) {
                throw new ConfigException(field, "out of range: " + text);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new ConfigException(field, "not a whole number: '" + text + "'");
        }
    }

    private static double fraction(String field, String text) throws ConfigException {
        try {
            String t = text.trim();
            int slash = t.indexOf('/');
            return slash < 0 ? Double.parseDouble(t)
                    : Double.parseDouble(t.substring(0, slash)) / Double.parseDouble(t.substring(slash + 1));
        } catch (NumberFormatException e) {
            throw new ConfigException(field, "not a fraction (e.g. 0.33 or 1/3): '" + text + "'");
        }
    }

    /** One line per run on stderr. */
    private static final class StderrProgress implements ProgressListener {
        private final PrintStream err;
        private final String where;
        private long began;

        StderrProgress(PrintStream err, String where) {
            this.err = err;
            this.where = where;
        }

        @Override
        public void runStarting(int index, int total, org.onosproject.janus.lab.experiment.Cell cell, int rep) {
            began = System.nanoTime();
            err.printf(Locale.ROOT, "janus-lab: %s run %d/%d: %s%n", where, index + 1, total, cell);
        }

        @Override
        public void runFinished(int index, int total, org.onosproject.janus.lab.experiment.RunRecord record) {
            err.printf(Locale.ROOT, "janus-lab: %s run %d/%d %s in %.0f s wall%s%n", where, index + 1, total,
                    record.succeeded() ? "done" : "FAILED", (System.nanoTime() - began) / 1e9,
                    record.failure().map(f -> ": " + f).orElse(""));
        }
    }
}

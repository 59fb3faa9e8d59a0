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
package org.onosproject.janus.lab.bench;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.Footprint;
import org.onosproject.janus.lab.experiment.HeapProbe;
import org.onosproject.janus.lab.experiment.LoadOutcome;
import org.onosproject.janus.lab.experiment.NetworkFactory;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.experiment.WorkloadSpec;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code janus-lab bench}: the lab benchmark of BENCHMARKS.md. For each fat-tree size k it measures
 * (1) new flows per wall second through the real reactive intent pipeline (a flow set-up scenario,
 * {@link WorkloadSpec#flowSetup}, run by the lab's one runner), serial and in a burst, with the live heap
 * once they are installed, and
 * (2) simulated seconds per wall second of the thesis headline scenario on that fabric (the virtual time
 * every run covered, warm-up included, over the experiment's wall time, network set-up and tear-down
 * included), with the peak heap. Prints Markdown tables. Exit codes: 0 done, 1 something did not complete, 2 bad
 * arguments.
 */
public final class LabBenchmark {
    static final String USAGE = String.join("\n",
            "usage: janus-lab bench [--k 4,8,16] [--hosts-per-edge N] [--flows N] [--strategy luar]",
            "                       [--headline-apps MG,EP,...] [--headline-strategies a,b] [--skip-headline]",
            "                       [--seed S]",
            "       janus-lab bench --footprint [--k 4,8,16,24] [--hosts-per-edge N] [--strategy luar] [--seed S]",
            "  --footprint: build each fabric, run a permutation over all its hosts, and print the heap and",
            "               wall time measured next to the scenario footprint estimate",
            "  --hosts-per-edge: default 4 for k <= 8 (k = 4 is the thesis fabric), k/2 above");
    private static final Set<String> OPTIONS = Set.of("--k", "--hosts-per-edge", "--flows", "--strategy",
            "--headline-apps", "--headline-strategies", "--seed");
    private static final int WARMUP_FLOWS = 200;
    private static final double MB = 1024.0 * 1024.0;

    private final NetworkFactory factory;
    private final PrintStream out;
    private final PrintStream err;
    private final ProgressListener progress;

    /** @param progress told how the headline runs go (the launcher gives it a progress bar) */
    public LabBenchmark(NetworkFactory factory, PrintStream out, PrintStream err, ProgressListener progress) {
        this.factory = factory;
        this.out = out;
        this.err = err;
        this.progress = progress;
    }

    /** Runs {@code janus-lab bench} with the words after {@code bench}; returns the exit code. */
    public int execute(String... args) {
        Map<String, String> options = new LinkedHashMap<>();
        boolean skipHeadline = false;
        boolean footprint = false;
        try {
            for (int i = 0; i < args.length; i++) {
                if (args[i].equals("--skip-headline")) {
                    skipHeadline = true;
                } else if (args[i].equals("--footprint")) {
                    footprint = true;
                } else if (OPTIONS.contains(args[i]) && i + 1 < args.length) {
                    options.put(args[i], args[++i]);
                } else {
                    throw new ConfigException(args[i], "unknown option or missing value");
                }
            }
            List<Integer> ks = numbers("--k", options.getOrDefault("--k", footprint ? "4,8,16,24" : "4,8,16"));
            int flows = numbers("--flows", options.getOrDefault("--flows", "400")).get(0);
            String strategy = StrategyVariant.splitList(options.getOrDefault("--strategy", "luar")).get(0);
            long seed = numbers("--seed", options.getOrDefault("--seed", "2021")).get(0);
            List<FabricSpec> fabrics = new ArrayList<>();
            for (int k : ks) {
                int hpe = options.containsKey("--hosts-per-edge")
                        ? numbers("--hosts-per-edge", options.get("--hosts-per-edge")).get(0)
                        : Math.max(4, k / 2);
                fabrics.add(FabricSpec.fatTree(k, hpe, FabricSpec.DEFAULT_LINK_MBPS));
            }
            if (footprint) {
                return footprint(fabrics, strategy, seed);
            }
            List<Scenario> headlines = new ArrayList<>();
            if (!skipHeadline) {
                for (FabricSpec fabric : fabrics) {
                    headlines.add(headline(fabric, options));
                }
            }
            return run(fabrics, flows, strategy, seed, headlines);
        } catch (ConfigException e) {
            err.println("janus-lab bench: bad argument: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
    }

    private int run(List<FabricSpec> fabrics, int flows, String strategy, long seed, List<Scenario> headlines)
            throws ConfigException {
        boolean complete = true;
        err.println("janus-lab bench: JIT warm-up (" + WARMUP_FLOWS + " flows on k=4) ...");
        flowSetup(FabricSpec.fatTree(4, 4, FabricSpec.DEFAULT_LINK_MBPS), WARMUP_FLOWS, strategy, seed);
        out.printf(Locale.ROOT, "JVM: %s %s, %d processors, max heap %.0f MB%n%n",
                System.getProperty("java.vm.name"), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), HeapProbe.maxHeapMb());
        out.println("New flows through the real intent pipeline (packet-in -> Janus -> PointToPointIntent "
                + "INSTALLED -> rules on switches -> delivered), strategy " + strategy);
        out.println();
        out.println("| fabric | arrival | flows | delivered | intents INSTALLED | rules on switches | wall (s) "
                + "| new flows/s | live heap after (MB) |");
        out.println("|---|---|---:|---:|---:|---:|---:|---:|---:|");
        for (FabricSpec fabric : fabrics) {
            err.println("janus-lab bench: " + flows + " flows, serial and burst, " + fabric.describe());
            ExperimentResult result = flowSetup(fabric, flows, strategy, seed);
            complete &= result.complete();
            result.failure().ifPresent(f -> err.println("janus-lab bench: " + f));
            for (RunRecord r : result.runs()) {
                if (r.load().isEmpty()) {
                    continue;
                }
                LoadOutcome load = r.load().get();
                long delivered = load.end().flows().deliveredFlows();
                complete &= delivered == r.workloadFlows().flows()
                        && load.end().installedIntents() == r.workloadFlows().flows();
                out.printf(Locale.ROOT, "| %s | %s | %d | %d | %d | %d | %.2f | %.0f | %.0f |%n", fabric.describe(),
                        r.cell().workload().burst() ? "burst" : "serial", r.workloadFlows().flows(), delivered,
                        load.end().installedIntents(), load.end().rulesOnSwitches(), load.wallSeconds(),
                        load.flowsPerWallSecond(), load.liveHeapMb());
            }
        }
        if (!headlines.isEmpty()) {
            out.println();
            out.println("Headline scenario (thesis-headline: Sparse, 75% concurrency, idle 10 s; warm-up included)");
            out.println();
            out.println("| fabric | apps x strategies | runs | simulated (s) | wall (s) | simulated s / wall s "
                    + "| peak heap (MB) |");
            out.println("|---|---|---:|---:|---:|---:|---:|");
            for (Scenario s : headlines) {
                err.println("janus-lab bench: " + s.name() + " on " + s.fabric().describe());
                HeapProbe.resetPeak();
                long start = System.nanoTime();
                ExperimentResult r = new ExperimentRunner(factory).run(s, progress);
                double wall = (System.nanoTime() - start) / 1e9;
                // Virtual time every run covered: it ends when its workload does (warm-up included).
                double simulated = r.runs().stream().filter(RunRecord::succeeded)
                        .mapToDouble(x -> (x.workloadStartMillis() + x.runtimeMillis()) / 1000.0).sum();
                complete &= r.complete();
                out.printf(Locale.ROOT, "| %s | %s x %s | %d%s | %.0f | %.1f | %.1f | %.0f |%n",
                        s.fabric().describe(), apps(s), String.join(",", s.strategies()), r.runs().size(),
                        r.complete() ? "" : " (INCOMPLETE)", simulated, wall, simulated / wall, HeapProbe.peakHeapMb());
            }
        }
        return complete ? 0 : 1;
    }

    private int footprint(List<FabricSpec> fabrics, String strategy, long seed) throws ConfigException {
        boolean complete = true;
        out.printf(Locale.ROOT, "JVM: %s %s, %d processors, max heap %.0f MB%n%n",
                System.getProperty("java.vm.name"), System.getProperty("java.version"),
                Runtime.getRuntime().availableProcessors(), HeapProbe.maxHeapMb());
        out.println("One network per fabric (strategy " + strategy + ", rules never expire), then a permutation over"
                + " all its hosts (" + FootprintBenchmark.PERMUTATION_BYTES + " B per flow, all at once). Live heap:"
                + " after full collections, over the heap before the network (whole JVM live: the two added);"
                + " peak: whole JVM, garbage included. Estimates: org.onosproject.janus.lab.experiment.Footprint.");
        out.println();
        out.println("| fabric | switches | links | hosts | heap before (MB) | build (s) | live heap built (MB) | flows "
                + "| permutation (s) | live heap after it (MB) | whole JVM live (MB) | peak heap (MB) "
                + "| estimate: live (MB) "
                + "| estimate: heap needed (MB) | estimate: build (s) | estimate: permutation (s) |");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (FabricSpec fabric : fabrics) {
            Scenario scenario = Scenario.builder("footprint").fabric(fabric)
                    .workloads(ImmutableList.of(WorkloadSpec.permutation(0, FootprintBenchmark.PERMUTATION_BYTES)))
                    .strategies(ImmutableList.of(strategy)).concurrency(ImmutableList.of(0)).build();
            Footprint estimate = Footprint.of(scenario);
            err.println("janus-lab bench: footprint of " + estimate.counts());
            FootprintBenchmark.Result r = FootprintBenchmark.measure(factory, fabric, strategy, seed,
                    (stage, done, total) -> {
                        if (done == total) {
                            err.println("janus-lab bench:   built " + stage + (total > 1 ? " (" + total + ")" : ""));
                        }
                    });
            complete &= r.delivered;
            out.printf(Locale.ROOT,
                    "| %s | %d | %d | %d | %.0f | %.1f | %.0f | %d%s | %.1f | %.0f | %.0f | %.0f | %.0f | %.0f "
                            + "| %.1f | %.1f |%n",
                    fabric.describe(), estimate.switches(), estimate.links(), estimate.hosts(), r.baselineHeapMb,
                    r.buildSeconds, r.builtHeapMb, r.flows, r.delivered ? "" : " (NOT ALL DELIVERED)", r.runSeconds,
                    r.ranHeapMb, r.baselineHeapMb + r.ranHeapMb, r.peakHeapMb, estimate.liveBytes() / MB,
                            estimate.heapBytes() / MB,
                    estimate.buildSeconds(), estimate.flowSeconds() * estimate.flows());
        }
        return complete ? 0 : 1;
    }

    /**
     * The flow set-up scenario: {@code flows} new flows on distinct host pairs of {@code fabric}, serially
     * and in one burst, at {@code seed} itself; rules never expire, so every flow's intent stays.
     */
    private ExperimentResult flowSetup(FabricSpec fabric, int flows, String strategy, long seed)
            throws ConfigException {
        Scenario scenario = Scenario.builder("flow-setup").fabric(fabric)
                .workloads(ImmutableList.of(WorkloadSpec.flowSetup(flows, false), WorkloadSpec.flowSetup(flows, true)))
                .strategies(ImmutableList.of(strategy)).concurrency(ImmutableList.of(0))
                .idleTimeouts(ImmutableList.of(Scenario.NEVER)).seed(seed).derivedSeeds(false).build();
        return new ExperimentRunner(factory).run(scenario, ProgressListener.SILENT);
    }

    private static String apps(Scenario s) {
        List<String> apps = new ArrayList<>();
        s.workloads().forEach(w -> apps.add(w.label()));
        return String.join(",", apps);
    }

    /** The headline on {@code fabric}, with the applications and strategies the options name. */
    private static Scenario headline(FabricSpec fabric, Map<String, String> options) throws ConfigException {
        Scenario base = new ScenarioCatalog().find("thesis-headline").orElseThrow();
        Scenario.Builder b = base.toBuilder().fabric(fabric);
        if (options.containsKey("--headline-apps")) {
            List<WorkloadSpec> apps = new ArrayList<>();
            for (String app : Splitter.on(',').trimResults().split(options.get("--headline-apps"))) {
                WorkloadSpec w = base.workloads().stream().filter(x -> x.label().equalsIgnoreCase(app)).findFirst()
                        .orElseThrow(() -> new ConfigException("--headline-apps", "unknown application '" + app + "'"));
                apps.add(w);
            }
            b.workloads(apps);
        }
        if (options.containsKey("--headline-strategies")) {
            b.strategies(StrategyVariant.splitList(options.get("--headline-strategies")));
        }
        return b.build();
    }

    private static ImmutableList<Integer> numbers(String field, String text) throws ConfigException {
        ImmutableList.Builder<Integer> list = ImmutableList.builder();
        for (String part : Splitter.on(',').trimResults().split(text)) {
            try {
                int n = Integer.parseInt(part);
                if (n < 1) {
                    throw new ConfigException(field, "must be >= 1, not " + n);
                }
                list.add(n);
            } catch (NumberFormatException e) {
                throw new ConfigException(field, "not a whole number: '" + part + "'");
            }
        }
        return list.build();
    }
}

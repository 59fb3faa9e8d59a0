package org.onosproject.janus.lab.cli;

import com.google.common.base.Splitter;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.lab.experiment.Strategies;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.faults.FaultExperiment;
import org.onosproject.janus.lab.faults.FaultReport;
import org.onosproject.janus.lab.faults.FaultRun;
import org.onosproject.janus.lab.faults.FaultScenario;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code janus-lab run faults-k4 [--strategies a,b] [--seed S] [--out DIR]}: the failure experiment on
 * the real Janus and embedded ONOS. Prints the figures and writes {@code faults.md} into the output
 * directory. Exit codes as {@link JanusLab}: 1 when a flow did not complete or a reroute missed the budget.
 */
final class FaultsCommand {

    private static final Set<String> OPTIONS = ImmutableSet.of("--strategies", "--seed", "--out");

    private final PrintStream out;
    private final PrintStream err;

    FaultsCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    static void list(PrintStream out, int width) {
        FaultScenario s = FaultScenario.faultsK4();
        out.printf(Locale.ROOT, "%-" + width + "s  %s (%d runs)%n", s.name(), s.description(), s.runCount());
    }

    int run(CommandLine line) {
        FaultScenario scenario;
        try {
            scenario = scenario(line);
        } catch (IllegalArgumentException e) {
            err.println("janus-lab: bad configuration: " + e.getMessage());
            return JanusLab.USAGE;
        }
        Path outDir = Paths.get(line.option("--out").orElse("janus-lab-results/" + scenario.name()));
        err.printf(Locale.ROOT, "janus-lab: %s, %d runs -> %s%n", scenario.name(), scenario.runCount(), outDir);
        List<FaultRun> runs = new FaultExperiment(m -> err.println("janus-lab: " + m)).run(scenario);
        FaultReport report = new FaultReport(scenario, runs);
        out.print(report.toTerminal());
        try {
            Files.createDirectories(outDir);
            Files.write(outDir.resolve("faults.md"), report.toMarkdown().getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            err.println("janus-lab: could not write the report to " + outDir + ": " + e.getMessage());
            return JanusLab.RUN_FAILED;
        }
        err.println("janus-lab: report in " + outDir.resolve("faults.md"));
        return report.passed() ? JanusLab.OK : JanusLab.RUN_FAILED;
    }

    private static FaultScenario scenario(CommandLine line) {
        for (String option : ImmutableList.of("--config", "--reps", "--idle-timeout", "--concurrency",
                                              "--placement")) {
            if (line.option(option).isPresent()) {
                throw new IllegalArgumentException(option + ": not supported by " + FaultScenario.FAULTS_K4
                                                           + " (options: " + String.join(", ", OPTIONS) + ")");
            }
        }
        FaultScenario scenario = FaultScenario.faultsK4();
        Optional<String> v = line.option("--strategies");
        if (v.isPresent()) {
            List<String> names = ImmutableList.copyOf(StrategyVariant.splitList(v.get()));
            for (String name : names) {
                if (!Strategies.isKnown(name)) {
                    throw new IllegalArgumentException("--strategies: unknown strategy '" + name + "' (valid: "
                                                               + String.join(", ", Strategies.ALL) + ")");
                }
            }
            if (names.isEmpty()) {
                throw new IllegalArgumentException("--strategies: none given");
            }
            scenario = scenario.withStrategies(names);
        }
        if ((v = line.option("--seed")).isPresent()) {
            try {
                scenario = scenario.withSeed(Long.parseLong(v.get().trim()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--seed: not a whole number: '" + v.get() + "'");
            }
        }
        return scenario;
    }
}

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
package org.onosproject.janus.testbed.run;

import org.onosproject.janus.lab.cli.UsageException;
import org.onosproject.janus.testbed.controller.TestbedController;
import org.onosproject.janus.testbed.mininet.MininetFatTree;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * {@code janus-testbed}: Janus on real Open vSwitch switches in a Mininet fat-tree. Each scenario runs
 * {@code --repetitions} times (once by default) per strategy, each time on a fresh controller and network;
 * the report goes to {@code --out}.
 * Exit codes: 0 every check passed; 1 a check failed, or the controller or Mininet could not run
 * (what was started is stopped); 2 bad usage or missing tools.
 */
public final class JanusTestbed {

    private final PrintStream out;
    private final PrintStream err;
    private final Requirements requirements;
    private final Function<String, TestbedScenario> scenarios;
    private final AtomicReference<TestbedSession> current = new AtomicReference<>();

    public JanusTestbed(PrintStream out, PrintStream err, Requirements requirements,
                        Function<String, TestbedScenario> scenarios) {
        this.out = out;
        this.err = err;
        this.requirements = requirements;
        this.scenarios = scenarios;
    }

    public static void main(String[] args) {
        JanusTestbed testbed = new JanusTestbed(System.out, System.err, Requirements.onThisMachine(),
                                                JanusTestbed::scenario);
        Runtime.getRuntime().addShutdownHook(new Thread(testbed::abort, "janus-testbed-cleanup"));
        int code = 1;
        try {
            code = testbed.run(args);
        } catch (Throwable t) {
            // the embedded core leaves non-daemon threads: without exit(), a failed start would hang the JVM
            t.printStackTrace();
        } finally {
            System.out.flush();
            System.exit(code);
        }
    }

    /** The scenario of a name the command line accepted. */
    public static TestbedScenario scenario(String name) {
        switch (name) {
            case "smoke":
                return new SmokeScenario();
            case "correctness":
                return new CorrectnessScenario(false);
            case "failure":
                return new FailureScenario(false);
            case "permutation":
                return new PermutationScenario();
            case FailureScenario.SWITCH_FAILURE:
                return FailureScenario.switchFailure();
            case HpccRingScenario.NAME:
                return HpccRingScenario.hpcc();
            case HpccRingScenario.OWN_NAME:
                return HpccRingScenario.ownProgram();
            default:
                throw new IllegalArgumentException("no scenario " + name);
        }
    }

    /** Runs the command; returns its exit code. */
    public int run(String[] args) {
        if (args.length == 1 && (args[0].equals("--help") || args[0].equals("-h"))) {
            out.println(TestbedCommandLine.USAGE);
            return 0;
        }
        TestbedOptions options;
        try {
            options = TestbedCommandLine.parse(args, () -> LocalDateTime.now(ZoneOffset.UTC));
        } catch (UsageException e) {
            err.println("janus-testbed: " + e.getMessage());
            err.println("usage: janus-testbed <scenario>[,<scenario>...] [--strategies a,b] [--out DIR] ... "
                                + "(janus-testbed --help lists scenarios and options)");
            return 2;
        }
        if (!ready(options.scenarios())) {
            return 2;
        }
        TestbedReport report = new TestbedReport();
        report.context("command", "janus-testbed " + String.join(" ", args));
        report.context("started (UTC)", LocalDateTime.now(ZoneOffset.UTC).withNano(0).toString());
        report.context("load average at start", loadAverage());
        report.context("fabric", "Mininet k=4 fat-tree, 2 hosts per edge switch, OVS datapath=user, OpenFlow13, "
                + "every link TCLink " + options.linkMbps() + " Mbit/s");
        int repetitions = options.repetitions();
        report.repetitions(repetitions);
        if (repetitions > 1) {
            String seeds = options.scenarios().contains("permutation") ? "; permutation seeds " + options.seed()
                    + ".." + (options.seed() + repetitions - 1) : "";
            report.context("repetitions", repetitions + " per scenario and strategy, strategies interleaved within "
                    + "each repetition" + seeds + "; summaries: mean and 90% Student-t confidence interval over the "
                    + "repetitions");
        }
        int code = 0;
        try {
            for (String name : options.scenarios()) {
                TestbedScenario scenario = scenarios.apply(name);
                List<String> strategies = name.equals("smoke") ? options.strategies().subList(0, 1)
                        : options.strategies();
                // Repetition by repetition, every strategy in each: a change of the machine's load during the
                // run then falls on every strategy alike, not on the last one.
                for (int rep = 0; rep < repetitions; rep++) {
                    TestbedOptions run = options.forRepetition(rep);
                    report.repetition(rep);
                    for (String strategy : strategies) {
                        String label = name + "-" + strategy + (repetitions > 1 ? "-r" + (rep + 1) : "");
                        out.printf("janus-testbed: %s with %s%s%n", name, strategy,
                                   repetitions > 1 ? " (repetition " + (rep + 1) + " of " + repetitions + ")" : "");
                        Path work = options.out().resolve("work").resolve(label);
                        scenario.prepare(strategy, run);
                        TestbedSession session = TestbedSession.open(strategy, run, work, out);
                        current.set(session);
                        try {
                            scenario.run(session, run, report);
                        } finally {
                            current.set(null);
                            session.close();
                        }
                    }
                }
            }
        } catch (TestbedController.PortInUseException | MininetFatTree.MininetException
                | TestbedSession.DiscoveryException e) {
            err.println("janus-testbed: " + e.getMessage());
            code = 1;
        } catch (RuntimeException e) {
            err.println("janus-testbed: the run failed: " + e);
            e.printStackTrace(err);
            code = 1;
        }
        report.context("load average at end", loadAverage());
        try {
            report.write(options.out());
        } catch (IOException e) {
            err.println("janus-testbed: cannot write the report to " + options.out() + ": " + e.getMessage());
            return 1;
        }
        out.println();
        out.print(report.toTerminal());
        out.println("report: " + options.out().toAbsolutePath());
        if (!report.allPassed()) {
            err.println("janus-testbed: failed checks: " + report.checks().stream().filter(c -> !c.passed)
                    .map(c -> c.scenario + "/" + c.strategy + ": " + c.name).collect(Collectors.joining("; ")));
            return 1;
        }
        return code;
    }

    /** Stops the current session, if any (the JVM is going down). */
    void abort() {
        TestbedSession session = current.getAndSet(null);
        if (session != null) {
            session.close();
        }
    }

    /** Whether the tools are there (installing them when root); says what is missing otherwise. */
    private boolean ready(List<String> scenarios) {
        List<Requirements.Missing> missing = requirements.missing(scenarios);
        boolean root = requirements.isRoot();
        List<String> packages = Requirements.packages(missing);
        if (root && !packages.isEmpty()) {
            out.println("janus-testbed: installing " + String.join(" ", packages) + " (apt-get)");
            requirements.install(packages);
            missing = requirements.missing(scenarios);
        }
        if (!missing.isEmpty()) {
            err.println("janus-testbed: missing: " + missing.stream().map(Object::toString)
                    .collect(Collectors.joining("; ")));
            List<String> still = Requirements.packages(missing);
            if (!still.isEmpty()) {
                err.println("  install with: apt-get install -y --no-install-recommends " + String.join(" ", still));
            }
            return false;
        }
        if (!requirements.openVSwitchRunning()) {
            out.println("janus-testbed: starting Open vSwitch (ovs-ctl start); it is left running");
            if (!requirements.startOpenVSwitch()) {
                err.println("janus-testbed: Open vSwitch does not answer (ovs-vsctl show) and did not start "
                                    + "with /usr/share/openvswitch/scripts/ovs-ctl start");
                return false;
            }
        }
        return true;
    }

    static String loadAverage() {
        try {
            String[] parts = Files.readString(Paths.get("/proc/loadavg"), StandardCharsets.UTF_8).trim().split("\\s+");
            return parts[0] + " " + parts[1] + " " + parts[2] + " (" + Runtime.getRuntime().availableProcessors()
                    + " cores)";
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }
}

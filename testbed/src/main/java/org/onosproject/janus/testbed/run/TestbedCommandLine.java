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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.cli.UsageException;
import org.onosproject.janus.lab.experiment.Strategies;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * {@code janus-testbed <scenario>[,<scenario>...] [--strategies a,b] [--out DIR] [--port N] [--mbps R]
 * [--seed S] [--bytes B] [--idle-timeout S] [--ranks a,b] [--repetitions N]}: anything unknown or malformed is a
 * {@link UsageException}
 * (exit code 2) naming it.
 */
public final class TestbedCommandLine {

    /** The scenarios, in the order they run when several are named. */
    public static final ImmutableList<String> SCENARIOS =
            ImmutableList.of("smoke", "correctness", "failure", FailureScenario.SWITCH_FAILURE, "permutation",
                             HpccRingScenario.OWN_NAME, HpccRingScenario.NAME);
    public static final ImmutableList<String> DEFAULT_STRATEGIES = ImmutableList.of("luar", "ecmp", "shortest");
    public static final double DEFAULT_MBPS = 10;
    public static final long DEFAULT_SEED = 2026;
    public static final long DEFAULT_BYTES = 4_000_000;
    public static final int DEFAULT_IDLE_TIMEOUT = 10;
    public static final int MAX_REPETITIONS = 100;
    /** The HPCC ring's sizes: paper 000 Fig. 3's. */
    public static final ImmutableList<Integer> DEFAULT_RING_RANKS = ImmutableList.of(4, 8, 16);

    public static final String USAGE = String.join("\n",
            "usage: janus-testbed <scenario>[,<scenario>...] [options]",
            "  scenarios: " + String.join(", ", SCENARIOS),
            "    smoke        connect, discover, pingall, one strategy's intents against the switches, one link "
                    + "failure",
            "    correctness  pingall 0% loss, every intent's path read back from the switches, idle removal,",
            "                 nothing of Janus's left after it is deactivated",
            "    failure      a link on a flow's path fails under iperf3 traffic: loss, outage, new path on the "
                    + "switches",
            "    switch-failure  the same with the path's aggregation switch failing (all its links, its controller)",
            "    permutation  a seeded random permutation of iperf3 flows, beside the fluid lab's prediction",
            "    hpcc-ring    paper 000 Fig. 3: HPCC's ring bandwidth over Open MPI on 4, 8 and 16 hosts, beside the",
            "                 fluid lab's prediction and the paper (slow: HPCC's test sizes are fixed)",
            "    mpi-ring     the same ring bandwidth with the testbed's own MPI program on exactly the lab's rings",
            "  --strategies a,b   Janus strategies, each on a fresh controller and network (default "
                    + String.join(",", DEFAULT_STRATEGIES) + "; known: " + String.join(", ", Strategies.ALL) + ")",
            "  --out DIR          report folder (default testbed-results/<scenario>-<time>)",
            "  --port N           OpenFlow port of the controller (default 0 = any free port)",
            "  --mbps R           every link's rate in Mbit/s, TCLink/htb (default " + (int) DEFAULT_MBPS + ")",
            "  --seed S           permutation seed of the first repetition; repetition r uses S + r (default "
                    + DEFAULT_SEED + ")",
            "  --bytes B          bytes per permutation flow (default " + DEFAULT_BYTES + ")",
            "  --idle-timeout S   Janus's idle timeout in seconds (default " + DEFAULT_IDLE_TIMEOUT + ")",
            "  --ranks a,b        hpcc-ring, mpi-ring: numbers of ranks, each 4, 8 or 16 (default 4,8,16)",
            "  --repetitions N    runs of each scenario per strategy, each on a fresh controller and network;",
            "                     with N > 1 every table gets a repetition column and a summary table (mean and",
            "                     90% confidence interval, Student t, over the repetitions) (default 1, at most "
                    + MAX_REPETITIONS + ")",
            "Needs root, Open vSwitch, Mininet, iperf3, ping and ethtool; for the rings also Open MPI, and HPCC "
                    + "(hpcc-ring) or mpicc (mpi-ring); installed with apt-get when root.",
            "Exit codes: 0 every check passed, 1 a check failed or the testbed could not run, 2 bad usage or "
                    + "missing tools.");

    private TestbedCommandLine() {
    }

    /** The options of {@code args}; {@code now} names the default report folder. */
    public static TestbedOptions parse(String[] args, Supplier<LocalDateTime> now) throws UsageException {
        if (args.length == 0) {
            throw new UsageException("no scenario given");
        }
        List<String> scenarios = new ArrayList<>();
        List<String> strategies = DEFAULT_STRATEGIES;
        Path out = null;
        int port = 0;
        double mbps = DEFAULT_MBPS;
        long seed = DEFAULT_SEED;
        long bytes = DEFAULT_BYTES;
        int idle = DEFAULT_IDLE_TIMEOUT;
        List<Integer> ranks = DEFAULT_RING_RANKS;
        int repetitions = 1;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                if (!scenarios.isEmpty()) {
                    throw new UsageException("more than one scenario argument: '" + arg
                                                     + "' (name several as a,b)");
                }
                scenarios.addAll(scenarioList(arg));
                continue;
            }
            String name = arg;
            String value;
            int eq = arg.indexOf('=');
            if (eq > 0) {
                name = arg.substring(0, eq);
                value = arg.substring(eq + 1);
            } else {
                if (!isOption(name)) {
                    throw new UsageException("unknown option '" + name + "'");
                }
                if (i + 1 >= args.length) {
                    throw new UsageException(name + ": needs a value");
                }
                value = args[++i];
            }
            switch (name) {
                case "--strategies":
                    strategies = strategyList(value);
                    break;
                case "--out":
                    if (value.isBlank()) {
                        throw new UsageException("--out: needs a folder");
                    }
                    out = Paths.get(value);
                    break;
                case "--port":
                    port = (int) whole(name, value, 0, 65_535);
                    break;
                case "--mbps":
                    mbps = decimal(name, value, 0.1, 1000);
                    break;
                case "--seed":
                    seed = whole(name, value, 0, Long.MAX_VALUE - MAX_REPETITIONS);
                    break;
                case "--bytes":
                    bytes = whole(name, value, 1_000, 1_000_000_000L);
                    break;
                case "--idle-timeout":
                    idle = (int) whole(name, value, 1, 3_600);
                    break;
                case "--ranks":
                    ranks = rankList(value);
                    break;
                case "--repetitions":
                    repetitions = (int) whole(name, value, 1, MAX_REPETITIONS);
                    break;
                default:
                    throw new UsageException("unknown option '" + name + "'");
            }
        }
        if (scenarios.isEmpty()) {
            throw new UsageException("no scenario given");
        }
        if (out == null) {
            out = Paths.get("testbed-results", String.join("+", scenarios) + "-"
                    + now.get().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        }
        return new TestbedOptions(scenarios, strategies, out, port, mbps, seed, bytes, idle, ranks, repetitions);
    }

    private static boolean isOption(String name) {
        return Arrays.asList("--strategies", "--out", "--port", "--mbps", "--seed", "--bytes", "--idle-timeout",
                             "--ranks", "--repetitions")
                .contains(name);
    }

    private static List<String> scenarioList(String value) throws UsageException {
        Set<String> named = new LinkedHashSet<>();
        for (String s : value.split(",", -1)) {
            if (!SCENARIOS.contains(s)) {
                throw new UsageException("unknown scenario '" + s + "' (known: " + String.join(", ", SCENARIOS) + ")");
            }
            named.add(s);
        }
        List<String> ordered = new ArrayList<>(SCENARIOS);
        ordered.retainAll(named);
        return ordered;
    }

    private static List<Integer> rankList(String value) throws UsageException {
        Set<Integer> named = new LinkedHashSet<>();
        for (String s : value.split(",", -1)) {
            if (!DEFAULT_RING_RANKS.stream().map(String::valueOf).anyMatch(s::equals)) {
                throw new UsageException("--ranks: unknown number of ranks '" + s + "' (known: "
                                                 + DEFAULT_RING_RANKS.stream().map(String::valueOf)
                                                 .collect(Collectors.joining(", ")) + ")");
            }
            named.add(Integer.parseInt(s));
        }
        return ImmutableList.copyOf(named);
    }

    private static List<String> strategyList(String value) throws UsageException {
        Set<String> named = new LinkedHashSet<>();
        for (String s : value.split(",", -1)) {
            if (!Strategies.ALL.contains(s)) {
                throw new UsageException("--strategies: unknown strategy '" + s + "' (known: "
                                                 + String.join(", ", Strategies.ALL) + ")");
            }
            named.add(s);
        }
        return ImmutableList.copyOf(named);
    }

    private static long whole(String name, String value, long min, long max) throws UsageException {
        try {
            long n = Long.parseLong(value);
            if (n < min || n > max) {
                throw new UsageException(name + ": must be between " + min + " and " + max + ", not " + value);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(name + ": not a whole number: '" + value + "'");
        }
    }

    private static double decimal(String name, String value, double min, double max) throws UsageException {
        try {
            double d = Double.parseDouble(value);
            if (!(d >= min && d <= max)) {
                throw new UsageException(name + ": must be between " + min + " and " + max + ", not " + value);
            }
            return d;
        } catch (NumberFormatException e) {
            throw new UsageException(name + ": not a number: '" + value + "'");
        }
    }
}

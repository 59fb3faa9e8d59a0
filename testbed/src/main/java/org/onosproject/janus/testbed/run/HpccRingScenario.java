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

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.report.ThesisReference;
import org.onosproject.janus.lab.workload.RingExchange;
import org.onosproject.janus.testbed.fluid.FluidRing;
import org.onosproject.janus.testbed.mininet.FabricLayout;
import org.onosproject.janus.testbed.mininet.MininetFatTree;
import org.onosproject.janus.testbed.mpi.HpccInput;
import org.onosproject.janus.testbed.mpi.HpccRingResult;
import org.onosproject.janus.testbed.mpi.MpiLaunchAgent;
import org.onosproject.janus.testbed.mpi.MpiRun;
import org.onosproject.janus.testbed.mpi.NamespaceProcesses;
import org.onosproject.janus.testbed.mpi.RingProgram;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Paper 000 Fig. 3 on the real data plane: ring bandwidth over Open MPI between the Mininet hosts, on 4, 8
 * and 16 ranks ({@code --ranks}) placed as the paper and the lab's {@code paper000-fig3} place them
 * (h1,h3,h5,h7; the odd hosts; all hosts; rank order = host order), one rank per host, {@code mpirun} on the
 * first host, shown beside the fluid lab's prediction for the same fabric, link rate, nodes and Janus
 * settings and beside the paper's figure, each also as a share of its link rate. Two programs:
 * <ul>
 * <li>{@code hpcc-ring}: HPCC itself (its b_eff test, whose 2,000,000-byte messages, 3+1 exchanges x 2
 * variants x 2 measurements per ring and ping-pong tests are fixed). HPCC draws its 10 random rings from
 * the time, so the lab's random figure is the mean over its first 10 repetitions' draws; its natural ring
 * is HPCC's.</li>
 * <li>{@code mpi-ring}: {@link RingProgram}, HPCC's ring definition on exactly the lab's rings (its
 * repetition 0: the natural ring and 10 random ones), {@link #OWN_MESSAGE_BYTES}-byte messages, one unmeasured and
 * {@link #OWN_EXCHANGES} measured exchanges per ring, against the lab's prediction for the same rings and
 * exchanges.</li>
 * </ul>
 * Every process the MPI run left in the hosts is killed after each run; the CPU's busy share during it is
 * reported (near 100% = CPU-bound).
 */
public final class HpccRingScenario implements TestbedScenario {

    public static final String NAME = "hpcc-ring";
    public static final String OWN_NAME = "mpi-ring";
    /** Repetitions of the lab's ring (draws of its 10 random rings) the HPCC prediction averages. */
    public static final int LAB_REPETITIONS = 10;
    /** Measured exchanges per ring of the testbed's own program (HPCC: 3, twice, best of two variants). */
    public static final int OWN_EXCHANGES = 2;
    /**
     * The testbed's own program's message: a quarter of HPCC's 2,000,000 bytes, so that the 3 x 3 runs fit in
     * half an hour on two cores (still far above the path's bandwidth-delay product: bandwidth-bound).
     */
    public static final long OWN_MESSAGE_BYTES = 500_000;
    /** The paper's fabric: every link 1 Gbit/s. */
    public static final double PAPER_LINK_MBPS = 1000;
    private static final long RUN_TIMEOUT_MILLIS = 60 * 60_000L;

    private final boolean own;
    private final Map<String, FluidRing.Prediction> predictions = new HashMap<>();
    private final NamespaceProcesses processes = new NamespaceProcesses(Paths.get("/proc"));

    private HpccRingScenario(boolean own) {
        this.own = own;
    }

    /** HPCC's own ring test. */
    public static HpccRingScenario hpcc() {
        return new HpccRingScenario(false);
    }

    /** The testbed's ring program on the lab's rings. */
    public static HpccRingScenario ownProgram() {
        return new HpccRingScenario(true);
    }

    @Override
    public String name() {
        return own ? OWN_NAME : NAME;
    }

    /** The ranks' hosts for {@code ranks} nodes: the lab's (and the paper's) choice, in rank order. */
    public static List<FabricLayout.Host> rankHosts(List<FabricLayout.Host> hosts, int ranks) {
        List<FabricLayout.Host> chosen = new ArrayList<>();
        RingExchange.paperNodes(ranks, hosts.size()).forEach(i -> chosen.add(hosts.get(i)));
        return ImmutableList.copyOf(chosen);
    }

    @Override
    public void prepare(String strategy, TestbedOptions options) {
        for (int ranks : options.ringRanks()) {
            FluidRing.Prediction p = own
                    ? FluidRing.predict(ranks, OWN_MESSAGE_BYTES, OWN_EXCHANGES, options.linkMbps(),
                                        strategy, options.idleTimeoutSeconds(), TestbedSession.JANUS_POLL_SECONDS, 1)
                    : FluidRing.predict(ranks, options.linkMbps(), strategy, options.idleTimeoutSeconds(),
                                        TestbedSession.JANUS_POLL_SECONDS, LAB_REPETITIONS);
            predictions.put(strategy + "/" + ranks, p);
        }
    }

    @Override
    public void run(TestbedSession s, TestbedOptions options, TestbedReport report) {
        Map<String, Long> pids = s.mininet().hostPids();
        Path binary = null;
        if (own) {
            try {
                binary = RingProgram.compile(Files.createDirectories(s.mininet().workdir().resolve(OWN_NAME)));
            } catch (IOException e) {
                throw new IllegalStateException("cannot create " + s.mininet().workdir() + ": " + e.getMessage(), e);
            }
        }
        for (int ranks : options.ringRanks()) {
            runOnce(s, options, report, ranks, pids, binary);
        }
    }

    /** One size: the measured bandwidths (HPCC's unit), or a problem. */
    private static final class Measured {
        double natural = Double.NaN;
        double random = Double.NaN;
        int processes;
        double ringSeconds = Double.NaN;
        String problem;
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private void runOnce(TestbedSession s, TestbedOptions options, TestbedReport report, int ranks,
                         Map<String, Long> pids, Path binary) {
        String strategy = s.strategy();
        List<FabricLayout.Host> hosts = rankHosts(s.layout().hosts(), ranks);
        Path folder = s.mininet().workdir().resolve(name() + "-" + ranks);
        Path hostfile = folder.resolve("hostfile");
        MpiRun mpi;
        try {
            Files.createDirectories(folder);
            List<MpiLaunchAgent.Target> targets = new ArrayList<>();
            for (FabricLayout.Host h : hosts) {
                Path tmp = Files.createDirectories(folder.resolve("tmp-" + h.label));
                targets.add(new MpiLaunchAgent.Target(h.ip, pids.get(h.label), tmp));
            }
            Path agent = folder.resolve("launch-agent.sh");
            Files.writeString(agent, new MpiLaunchAgent(targets).script(), StandardCharsets.UTF_8);
            Files.setPosixFilePermissions(agent, PosixFilePermissions.fromString("rwxr-xr-x"));
            List<String> program;
            if (own) {
                Path rings = folder.resolve("rings.txt");
                Files.writeString(rings, RingProgram.ringsFile(FluidRing.rings(ranks, s.layout().hosts().size(), 0)),
                                  StandardCharsets.UTF_8);
                program = RingProgram.arguments(binary, OWN_MESSAGE_BYTES, OWN_EXCHANGES, rings);
            } else {
                Files.writeString(folder.resolve("hpccinf.txt"), HpccInput.text(ranks), StandardCharsets.UTF_8);
                Files.deleteIfExists(folder.resolve("hpccoutf.txt"));
                program = List.of("hpcc");
            }
            mpi = new MpiRun(hosts.stream().map(h -> h.ip).collect(ImmutableList.toImmutableList()), folder, agent,
                             program);
            Files.writeString(hostfile, mpi.hostfile(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("cannot prepare " + folder + ": " + e.getMessage(), e);
        }
        String hostList = hosts.stream().map(h -> h.label).reduce((a, b) -> a + "," + b).orElse("");
        s.log().printf("  [%s] %s on %d ranks (%s), mpirun on %s ...%n", strategy, own ? "janus_ring" : "HPCC", ranks,
                       hostList, hosts.get(0).label);
        CpuTime cpuBefore = CpuTime.now();
        long start = System.currentTimeMillis();
        String outcome;
        MininetFatTree.Spawned run = s.mininet().spawn(hosts.get(0).label,
                mpi.shellCommand(hostfile, folder.resolve("tmp-" + hosts.get(0).label)), Map.of());
        List<Long> leftBehind;
        try {
            JsonNode done = s.mininet().await(run, RUN_TIMEOUT_MILLIS);
            outcome = "exit " + done.path("rc").asText("?");
        } finally {
            // mpirun's orteds daemonise: whatever of the run is still in the hosts goes now
            leftBehind = processes.killInside(pids.values());
        }
        double seconds = (System.currentTimeMillis() - start) / 1000.0;
        double cpuBusy = CpuTime.now().busyPercentSince(cpuBefore);
        String load = JanusTestbed.loadAverage();
        Measured m = own ? readOwn(folder, outcome) : readHpcc(folder, outcome);
        FluidRing.Prediction lab = predictions.get(strategy + "/" + ranks);
        if (lab == null) {
            throw new IllegalStateException("no fluid prediction for " + strategy + " on " + ranks + " ranks");
        }
        double linkMBps = options.linkMbps() / 8;
        Object paper = ThesisReference.paperRing(ranks, strategy).map(v -> (Object) v).orElse("-");
        Object paperShare = ThesisReference.paperRing(ranks, strategy)
                .map(v -> (Object) (v / (PAPER_LINK_MBPS / 8))).orElse("-");
        String program = own ? "janus_ring on the lab's rings (rep 0), " + OWN_MESSAGE_BYTES + "-byte messages, "
                + OWN_EXCHANGES + " measured exchanges"
                : "HPCC 1.5.0 b_eff";
        report.table(name(), name() + ": ring bandwidth (MB/s per process, HPCC's unit: both messages a process "
                             + "sends) with " + program + ", testbed beside the fluid lab and paper 000 Fig. 3; link "
                             + options.linkMbps() + " Mbit/s = " + linkMBps + " MB/s on the testbed and lab, 1 Gbit/s "
                             + "in the paper",
                     List.of("strategy", "ranks", "natural testbed", "natural lab", "natural testbed/lab",
                             "random testbed", "random lab", "random testbed/lab", "random lab min-max",
                             "paper", "random testbed / link", "random lab / link", "paper / link",
                             "run (s)", "ring test (s)", "CPU busy %", "load at end"))
                .row(strategy, ranks, mbps(m.natural), mbps(lab.naturalHpccMBps()), m.natural / lab.naturalHpccMBps(),
                     mbps(m.random), mbps(lab.randomHpccMBps()), m.random / lab.randomHpccMBps(),
                     String.format("%.2f-%.2f", 2 * lab.randomMinMBps, 2 * lab.randomMaxMBps), paper,
                     m.random / linkMBps, lab.randomHpccMBps() / linkMBps, paperShare, seconds, m.ringSeconds, cpuBusy,
                     load);
        s.log().printf("  [%s] %d ranks: natural %.2f MB/s (lab %.2f), random %.2f MB/s (lab %.2f); %.0f s, "
                               + "CPU busy %.0f%%, load %s%s%n", strategy, ranks, m.natural, lab.naturalHpccMBps(),
                       m.random, lab.randomHpccMBps(), seconds, cpuBusy, load,
                       leftBehind.isEmpty() ? "" : "; killed " + leftBehind.size() + " left-behind processes");
        report.check(name(), strategy, "the ring test ran on " + ranks + " ranks", m.problem == null
                             && m.processes == ranks,
                     m.problem == null ? m.processes + " processes, mpirun " + outcome : m.problem);
        List<Long> still = processes.inside(pids.values());
        report.check(name(), strategy, "no MPI process left in the hosts after " + ranks + " ranks", still.isEmpty(),
                     leftBehind.size() + " killed after mpirun ended" + (still.isEmpty() ? "" : ", still there: "
                             + still));
    }

    /** A bandwidth cell with 3 decimals: the testbed's are often below 0.1 MB/s. */
    private static String mbps(double value) {
        return String.format("%.3f", value);
    }

    private static Measured readHpcc(Path folder, String outcome) {
        Measured m = new Measured();
        try {
            HpccRingResult r = HpccRingResult.parse(Files.readString(folder.resolve("hpccoutf.txt"),
                                                                     StandardCharsets.UTF_8));
            m.natural = r.naturalMBps;
            m.random = r.randomMBps;
            m.processes = r.processes;
            m.ringSeconds = r.ringBandwidthSeconds;
        } catch (IOException | IllegalArgumentException e) {
            m.problem = (e instanceof IOException ? "no hpccoutf.txt" : e.getMessage()) + " (mpirun " + outcome
                    + "; " + tail(folder.resolve("mpirun.out")) + ")";
        }
        return m;
    }

    private static Measured readOwn(Path folder, String outcome) {
        Measured m = new Measured();
        try {
            RingProgram.Result r = RingProgram.parse(Files.readString(folder.resolve("mpirun.out"),
                                                                      StandardCharsets.UTF_8));
            m.natural = r.naturalMBps;
            m.random = r.randomMBps;
            m.processes = r.ranks;
            m.ringSeconds = r.rings.stream().mapToDouble(x -> x.seconds).sum();
        } catch (IOException | IllegalArgumentException e) {
            m.problem = (e instanceof IOException ? "no mpirun.out" : e.getMessage()) + " (mpirun " + outcome
                    + "; " + tail(folder.resolve("mpirun.out")) + ")";
        }
        return m;
    }

    private static String tail(Path file) {
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
            return "mpirun said: " + String.join(" | ", lines.subList(Math.max(0, lines.size() - 5), lines.size()));
        } catch (IOException e) {
            return "no mpirun.out";
        }
    }
}

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
import com.fasterxml.jackson.databind.JsonNode;
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
 * Paper 000 Fig. 3 on the real data plane: HPCC (its b_eff ring bandwidth test) over Open MPI between the
 * Mininet hosts, on 4, 8 and 16 ranks ({@code --ranks}) placed as the paper and the lab's {@code paper000-fig3} place them
 * (h1,h3,h5,h7; the odd hosts; all hosts; rank order = host order, so HPCC's naturally ordered ring is the
 * lab's natural ring), one rank per host, {@code mpirun} on the first host. HPCC's naturally and randomly
 * ordered ring bandwidths are shown beside the fluid lab's prediction for the same fabric, link rate,
 * nodes and Janus settings (the lab's rings and seed: its natural ring is HPCC's; HPCC draws its 10 random
 * rings from a time seed, so the lab's random figure is the mean over its first 10 repetitions' draws) and
 * beside the paper's figure, each also as a share of its link rate. Every process the MPI run left in the
 * hosts is killed after each run.
 */
public final class HpccRingScenario implements TestbedScenario {

    public static final String NAME = "hpcc-ring";
    /** Repetitions of the lab's ring (draws of its 10 random rings) the prediction averages. */
    public static final int LAB_REPETITIONS = 10;
    /** The paper's fabric: every link 1 Gbit/s. */
    public static final double PAPER_LINK_MBPS = 1000;
    private static final long RUN_TIMEOUT_MILLIS = 60 * 60_000L;

    private final Map<String, FluidRing.Prediction> predictions = new HashMap<>();
    private final NamespaceProcesses processes = new NamespaceProcesses(Paths.get("/proc"));

    @Override
    public String name() {
        return NAME;
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
            predictions.put(strategy + "/" + ranks, FluidRing.predict(ranks, options.linkMbps(), strategy,
                    options.idleTimeoutSeconds(), TestbedSession.JANUS_POLL_SECONDS, LAB_REPETITIONS));
        }
    }

    @Override
    public void run(TestbedSession s, TestbedOptions options, TestbedReport report) {
        Map<String, Long> pids = s.mininet().hostPids();
        for (int ranks : options.ringRanks()) {
            runOnce(s, options, report, ranks, pids);
        }
    }

    private void runOnce(TestbedSession s, TestbedOptions options, TestbedReport report, int ranks,
                         Map<String, Long> pids) {
        String strategy = s.strategy();
        List<FabricLayout.Host> hosts = rankHosts(s.layout().hosts(), ranks);
        Path folder = s.mininet().workdir().resolve(NAME + "-" + ranks);
        MpiRun mpi;
        Path hostfile = folder.resolve("hostfile");
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
            mpi = new MpiRun(hosts.stream().map(h -> h.ip).collect(ImmutableList.toImmutableList()), folder, agent,
                             "hpcc");
            Files.writeString(hostfile, mpi.hostfile(), StandardCharsets.UTF_8);
            Files.writeString(folder.resolve("hpccinf.txt"), HpccInput.text(ranks), StandardCharsets.UTF_8);
            Files.deleteIfExists(folder.resolve("hpccoutf.txt"));
        } catch (IOException e) {
            throw new IllegalStateException("cannot prepare " + folder + ": " + e.getMessage(), e);
        }
        String hostList = hosts.stream().map(h -> h.label).reduce((a, b) -> a + "," + b).orElse("");
        s.log().printf("  [%s] HPCC on %d ranks (%s), mpirun on %s ...%n", strategy, ranks, hostList,
                       hosts.get(0).label);
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
        HpccRingResult result = null;
        String problem = null;
        try {
            result = HpccRingResult.parse(Files.readString(folder.resolve("hpccoutf.txt"), StandardCharsets.UTF_8));
        } catch (IOException | IllegalArgumentException e) {
            problem = (e instanceof IOException ? "no hpccoutf.txt" : e.getMessage()) + " (mpirun " + outcome
                    + "; " + tail(folder.resolve("mpirun.out")) + ")";
        }
        FluidRing.Prediction lab = predictions.get(strategy + "/" + ranks);
        if (lab == null) {
            throw new IllegalStateException("no fluid prediction for " + strategy + " on " + ranks + " ranks");
        }
        double linkMBps = options.linkMbps() / 8;
        Object paper = ThesisReference.paperRing(ranks, strategy).map(v -> (Object) v).orElse("-");
        Object paperShare = ThesisReference.paperRing(ranks, strategy)
                .map(v -> (Object) (v / (PAPER_LINK_MBPS / 8))).orElse("-");
        double natural = result == null ? Double.NaN : result.naturalMBps;
        double random = result == null ? Double.NaN : result.randomMBps;
        report.table(NAME, "HPCC ring bandwidth (MB/s per process, HPCC's unit: both messages a process sends), "
                             + "testbed beside the fluid lab and paper 000 Fig. 3; link " + options.linkMbps()
                             + " Mbit/s = " + linkMBps + " MB/s on the testbed and lab, 1 Gbit/s in the paper",
                     List.of("strategy", "ranks", "natural testbed", "natural lab", "natural testbed/lab",
                             "random testbed", "random lab", "random testbed/lab", "random lab min-max",
                             "paper", "random testbed / link", "random lab / link", "paper / link",
                             "HPCC run (s)", "ring test (s)", "CPU busy %", "load at end"))
                .row(strategy, ranks, natural, lab.naturalHpccMBps(), natural / lab.naturalHpccMBps(), random,
                     lab.randomHpccMBps(), random / lab.randomHpccMBps(),
                     String.format("%.2f-%.2f", 2 * lab.randomMinMBps, 2 * lab.randomMaxMBps), paper,
                     random / linkMBps, lab.randomHpccMBps() / linkMBps, paperShare, seconds,
                     result == null ? Double.NaN : result.ringBandwidthSeconds, cpuBusy, load);
        s.log().printf("  [%s] %d ranks: natural %.2f MB/s (lab %.2f), random %.2f MB/s (lab %.2f); %.0f s, "
                               + "CPU busy %.0f%%, load %s%s%n", strategy, ranks, natural, lab.naturalHpccMBps(),
                       random, lab.randomHpccMBps(), seconds, cpuBusy, load,
                       leftBehind.isEmpty() ? "" : "; killed " + leftBehind.size() + " left-behind processes");
        report.check(NAME, strategy, "HPCC's ring test ran on " + ranks + " ranks",
                     result != null && result.processes == ranks,
                     result != null ? result.processes + " processes, mpirun " + outcome : problem);
        List<Long> still = processes.inside(pids.values());
        report.check(NAME, strategy, "no MPI process left in the hosts after " + ranks + " ranks", still.isEmpty(),
                     leftBehind.size() + " killed after mpirun ended" + (still.isEmpty() ? "" : ", still there: "
                             + still));
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

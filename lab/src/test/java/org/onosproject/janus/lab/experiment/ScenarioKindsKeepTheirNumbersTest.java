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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.junit.ClassRule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.report.ControlPlaneTables;
import org.onosproject.janus.lab.report.Exports;
import org.onosproject.janus.lab.report.FailureTables;
import org.onosproject.janus.lab.workload.Placement;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Locale;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.api.Statistic.ACTIVE_INTENTS;
import static org.onosproject.janus.api.Statistic.CAP_RECLAIMS;
import static org.onosproject.janus.api.Statistic.IDLE_WITHDRAWALS;
import static org.onosproject.janus.api.Statistic.IGNORED_PACKETS;
import static org.onosproject.janus.api.Statistic.PROGRAMMING;
import static org.onosproject.janus.api.Statistic.QUEUE_COALESCED;
import static org.onosproject.janus.api.Statistic.QUEUE_DEPTH;
import static org.onosproject.janus.api.Statistic.QUEUE_DROPS;
import static org.onosproject.janus.api.Statistic.QUEUE_PEAK_DEPTH;
import static org.onosproject.janus.api.Statistic.REPROGRAMMING;

/**
 * A refactoring of the lab must not change its numbers: a small version of every kind of experiment
 * runs on the real Janus and embedded ONOS at a fixed seed, and what it reports must equal, byte for
 * byte, what the lab reported when the golden files in {@code src/test/resources/golden} were
 * recorded. A change that alters results on purpose re-records them
 * ({@code -Djanus.lab.golden.record=true}) and says why in its commit.
 */
public class ScenarioKindsKeepTheirNumbersTest {

    private static final boolean RECORD = Boolean.getBoolean("janus.lab.golden.record");
    private static final Path GOLDEN = Paths.get("src/test/resources/golden");

    @ClassRule
    public static final TemporaryFolder TMP = new TemporaryFolder();

    private static Scenario.Builder small(String name) throws ConfigException {
        return Scenario.builder(name).fabric(FabricSpec.thesis()).concurrency(ImmutableList.of(0))
                .idleTimeouts(ImmutableList.of(10)).reps(1).seed(7);
    }

    private static ExperimentResult run(Scenario scenario) {
        ExperimentResult result = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                .run(scenario, ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
        return result;
    }

    private static String runsCsv(Scenario scenario) {
        return Exports.runsCsv(run(scenario));
    }

    private static void assertGolden(String name, String actual) throws IOException {
        Path file = GOLDEN.resolve(name);
        if (RECORD) {
            Files.write(file, actual.getBytes(StandardCharsets.UTF_8));
        }
        String expected = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
        assertEquals("the numbers of " + name + " changed", expected, actual);
    }

    @Test
    public void aNasApplicationUnderBackgroundKeepsItsNumbers() throws Exception {
        assertGolden("nas.csv", runsCsv(small("nas").workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4),
                        WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "ecmp", "isolated", "luar", "luar-thesis"))
                .concurrency(ImmutableList.of(75)).placements(ImmutableList.of(Placement.SPARSE, Placement.DENSE))
                .warmupSeconds(20).maxFlowSeconds(30).reps(2).build()));
    }

    @Test
    public void ringExchangesKeepTheirNumbers() throws Exception {
        assertGolden("ring.csv", runsCsv(small("ring").fabric(FabricSpec.paper000())
                .workloads(ImmutableList.of(WorkloadSpec.ring(4, 1_000_000, 3),
                        WorkloadSpec.ring(8, 1_000_000, 2, 2)))
                .strategies(ImmutableList.of("shortest", "traffic", "luar")).build()));
    }

    @Test
    public void permutationsKeepTheirNumbers() throws Exception {
        assertGolden("permutation.csv", runsCsv(small("permutation").fabric(FabricSpec.fatTree(4, 2, 1000))
                .workloads(ImmutableList.of(WorkloadSpec.permutation(0, 10_000_000),
                        WorkloadSpec.permutation(0, 10_000_000, 1_000)))
                .strategies(ImmutableList.of("shortest", "ecmp", "luar", "bottleneck", "luar[rebalance=true]"))
                .reps(2).build()));
    }

    @Test
    public void aTraceReplayKeepsItsNumbers() throws Exception {
        Path trace = TMP.newFile("trace.csv").toPath();
        Files.write(trace, String.join("\n", "time,src,dst,bytes", "0,0,31,20000000", "0,1,30,20000000",
                "0.5,h3,h20,5000000", "1.0,4,5,1000000,5000,6000", "").getBytes(StandardCharsets.UTF_8));
        String csv = runsCsv(small("trace").workloads(ImmutableList.of(WorkloadSpec.trace(trace.toString())))
                .strategies(ImmutableList.of("shortest", "luar")).build());
        assertGolden("trace.csv", csv.replace(trace.toString(), "trace.csv"));
    }

    @Test
    public void theFailureExperimentKeepsItsNumbers() throws Exception {
        Scenario scenario = new ScenarioCatalog().find("faults-k4").orElseThrow().toBuilder()
                .workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4)))
                .strategies(ImmutableList.of("ecmp", "luar")).build();
        ExperimentResult result = run(scenario);
        // As faults.md was written before the failure experiment became a scenario; the reroute processing
        // table is wall-clock time on this machine, not a result of the run, so it is left out.
        assertGolden("faults.md", "# " + scenario.name() + "\n\n" + FailureTables.header(result) + "\n\n"
                + FailureTables.failures(result).toMarkdown() + "\n" + FailureTables.completion(result).toMarkdown()
                + "\n");
    }

    /**
     * The soak's leak check. Re-recorded when the soak became a scenario: its background now draws from
     * the runner's one background seed (the run seed with the background salt) and warms up as every
     * scenario's does, so the flows started changed; what is left behind did not.
     */
    @Test
    public void theLeakSoakKeepsItsNumbers() throws Exception {
        ExperimentResult result = run(small("soak").workloads(ImmutableList.of(WorkloadSpec.hold(72_000)))
                .strategies(ImmutableList.of("isolated")).concurrency(ImmutableList.of(75)).warmupSeconds(0)
                .seed(3).derivedSeeds(false).leakCheck(true).build());
        LeakOutcome o = result.runs().get(0).leaks().orElseThrow();
        assertGolden("soak.txt", String.format("flows started %d; left: intents %d, intent rules %d,"
                + " reservations %d, flow records %d%n", o.backgroundFlows(), o.after().janusIntents(),
                o.after().rulesOnSwitches(), o.after().reservations(), o.after().flowRecords()));
    }

    /** As the storm's own entry point printed them (golden/README.md), without the machine's wall time and heap. */
    @Test
    public void aPacketInStormKeepsItsNumbers() throws Exception {
        ExperimentResult result = run(Scenario.builder("storm").fabric(FabricSpec.fatTree(8, 4, 1000))
                .workloads(ImmutableList.of(WorkloadSpec.storm(2000, 2000, 100_000)))
                .strategies(ImmutableList.of(
                        "luar[matchGranularity=fiveTuple,maxIntents=50000,provisioningQueueSize=10000]"))
                .concurrency(ImmutableList.of(0))
                .idleTimeouts(ImmutableList.of(10)).seed(1).derivedSeeds(false).build());
        LoadOutcome load = result.runs().get(0).load().orElseThrow();
        PlaneSnapshot end = load.end();
        JanusStatistics s = end.janus();
        String text = String.join("\n",
                "packet-in storm: k=8 fat-tree, 128 hosts, 2000 new flows/s for 2 s (virtual), fiveTuple,"
                        + " maxIntents=50000, provisioningQueueSize=10000",
                String.format(Locale.ROOT, "flows started=%d delivered=%d failed=%d (virtual run %.1f s)",
                        end.flowsStarted(), end.flows().deliveredFlows(), end.flows().failedFlows(),
                        end.virtualMillis() / 1000.0),
                String.format(Locale.ROOT, "packet-ins=%d packet-outs=%d", end.flows().packetIns(), end.packetOuts()),
                String.format(Locale.ROOT, "intents created=%d (programming=%d reprogramming=%d), selections=%d,"
                        + " capReclaims=%d, idleWithdrawals=%d", s.count(PROGRAMMING) + s.count(REPROGRAMMING),
                                s.count(PROGRAMMING),
                        s.count(REPROGRAMMING), ControlPlaneTables.selections(s), s.count(CAP_RECLAIMS),
                                s.count(IDLE_WITHDRAWALS)),
                String.format(Locale.ROOT, "janus intents: peak (1 s samples)=%d, at end=%d; ONOS intents at end=%d",
                        load.peakJanusIntents(), s.count(ACTIVE_INTENTS), end.onosIntents()),
                String.format(Locale.ROOT, "queue: peak depth=%d, drops=%d, coalesced=%d, depth at end=%d",
                        s.count(QUEUE_PEAK_DEPTH), s.count(QUEUE_DROPS), s.count(QUEUE_COALESCED),
                                s.count(QUEUE_DEPTH)),
                "ignored packets: " + s.counts(IGNORED_PACKETS), "");
        assertGolden("storm.txt", text);
    }

    /** As {@code janus-lab bench} printed them (columns fabric to rules on switches), without wall time and heap. */
    @Test
    public void flowSetupKeepsItsNumbers() throws Exception {
        ExperimentResult result = run(Scenario.builder("flow-setup").fabric(FabricSpec.thesis())
                .workloads(ImmutableList.of(WorkloadSpec.flowSetup(100, false), WorkloadSpec.flowSetup(100, true)))
                .strategies(ImmutableList.of("luar")).concurrency(ImmutableList.of(0))
                .idleTimeouts(ImmutableList.of(Scenario.NEVER)).seed(5).derivedSeeds(false).build());
        StringBuilder rows = new StringBuilder();
        for (RunRecord r : result.runs()) {
            PlaneSnapshot end = r.load().orElseThrow().end();
            rows.append(String.format(Locale.ROOT, " %s | %s | %d | %d | %d | %d %n", FabricSpec.thesis().describe(),
                    r.cell().workload().burst() ? "burst" : "serial", r.workloadFlows().flows(), end.flows()
                            .deliveredFlows(),
                    end.installedIntents(), end.rulesOnSwitches()));
        }
        assertGolden("flow-setup.txt", rows.toString());
    }
}

package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.junit.ClassRule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.cli.JanusControllers;
import org.onosproject.janus.lab.faults.FaultExperiment;
import org.onosproject.janus.lab.faults.FaultReport;
import org.onosproject.janus.lab.faults.FaultScenario;
import org.onosproject.janus.lab.report.Exports;
import org.onosproject.janus.lab.soak.LeakSoak;
import org.onosproject.janus.lab.workload.Placement;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

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

    private static String runsCsv(Scenario scenario) {
        ExperimentResult result = new ExperimentRunner(new EmulatedNetworkFactory(JanusControllers.standard()))
                .run(scenario, ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
        return Exports.runsCsv(result);
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
        FaultScenario scenario = FaultScenario.faultsK4().withApplications(ImmutableList.of("LU"))
                .withStrategies(ImmutableList.of("ecmp", "luar"));
        String report = new FaultReport(scenario, new FaultExperiment(line -> { }).run(scenario)).toMarkdown();
        // The reroute processing table is wall-clock time on this machine, not a result of the run.
        assertGolden("faults.md", report.substring(0, report.indexOf("### Janus reroute processing")));
    }

    @Test
    public void theLeakSoakKeepsItsNumbers() throws Exception {
        LeakSoak.Outcome o = new LeakSoak(0.02, 75, "isolated", 10, 3,
                new PrintStream(new ByteArrayOutputStream(), true, "UTF-8")).run();
        assertGolden("soak.txt", String.format("flows started %d; left: intents %d, intent rules %d,"
                + " reservations %d, flow records %d%n", o.flowsStarted(), o.intents(), o.intentRules(),
                o.reservations(), o.flowRecords()));
    }
}

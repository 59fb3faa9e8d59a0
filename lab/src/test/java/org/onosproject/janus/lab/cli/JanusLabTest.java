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
package org.onosproject.janus.lab.cli;

import org.junit.Test;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;
import org.onosproject.janus.lab.workload.Placement;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class JanusLabTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final IdealNetworkFactory factory = new IdealNetworkFactory();
    private final JanusLab lab = new JanusLab(factory, new ScenarioCatalog(), new PrintStream(out, true),
            new PrintStream(err, true), false);

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void listShowsEveryScenarioWithADescription() {
        assertEquals(0, lab.execute("list"));
        String text = out.toString(StandardCharsets.UTF_8);
        assertTrue(text.contains("thesis-headline") && text.contains("paper000-fig3") && text.contains("Sparse"));
    }

    @Test
    public void showPrintsTheScenarioJsonThatRunConfigReadsBack() throws Exception {
        assertEquals(0, lab.execute("show", "thesis-headline"));
        Path file = Files.createTempFile("headline", ".json");
        try {
            Files.write(file, out.toByteArray());
            assertEquals(new ScenarioCatalog().find("thesis-headline").orElseThrow(),
                    lab.scenario(CommandLine.parse("run", "--config", file.toString())));
        } finally {
            Files.delete(file);
        }
    }

    @Test
    public void showOfAnUnknownScenarioExitsTwoNamingIt() {
        assertEquals(JanusLab.USAGE, lab.execute("show", "no-such"));
        assertTrue(err(), err().contains("no-such"));
        assertEquals("", out.toString(StandardCharsets.UTF_8));
    }

    @Test
    public void listShowsTheClusterScenarioThatTheLabClusterModuleRuns() {
        assertEquals(0, lab.execute("list"));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("cluster-k4"));
    }

    @Test
    public void theClusterScenarioRunFromTheLabAloneSaysWhereItRuns() {
        assertEquals(JanusLab.USAGE, lab.execute("run", "cluster-k4"));
        assertTrue(err(), err().contains("lab-cluster"));
    }

    @Test
    public void optionsOverrideTheNamedScenario() throws Exception {
        Scenario s = lab.scenario(CommandLine.parse("run", "thesis-headline", "--strategies", "shortest,LUAR",
                "--reps", "3", "--seed", "9", "--idle-timeout", "inf", "--concurrency", "50%", "--placement", "dense"));
        assertEquals(java.util.List.of("shortest", "luar"), s.strategies());
        assertEquals(3, s.reps());
        assertEquals(9, s.seed());
        assertEquals(Scenario.NEVER, (int) s.idleTimeoutsSeconds().get(0));
        assertEquals(50, (int) s.concurrencyPercents().get(0));
        assertEquals(Placement.DENSE, s.placements().get(0));
    }

    @Test
    public void badUsageExitsTwoWithAMessage() {
        assertEquals(2, lab.execute());
        assertEquals(2, lab.execute("fly"));
        assertEquals(2, lab.execute("run"));
        assertEquals(2, lab.execute("run", "thesis-headline", "--colour", "red"));
        assertEquals(2, lab.execute("run", "thesis-headline", "--reps"));
        assertTrue(err(), err().contains("usage: janus-lab"));
    }

    @Test
    public void badValuesExitTwoNamingTheField() {
        assertEquals(2, lab.execute("run", "no-such-scenario"));
        assertTrue(err().contains("scenario: unknown scenario"));
        assertEquals(2, lab.execute("run", "thesis-headline", "--strategies", "shortest,ospf"));
        assertTrue(err(), err().contains("strategies[1]"));
        assertEquals(2, lab.execute("run", "thesis-headline", "--reps", "-1"));
        assertTrue(err().contains("--reps"));
        assertEquals(2, lab.execute("run", "thesis-headline", "--placement", "diagonal"));
        assertTrue(err().contains("--placement"));
        assertEquals("nothing ran", 0, factory.opened().size());
    }

    @Test
    public void aBadCollectiveExitsTwoNamingItsField() throws Exception {
        String[][] cases = {
            {"\"collective\": \"allgather\"", "workloads[0].collective"},
            {"\"collective\": \"alltoall\", \"ranks\": 64", "workloads[0].ranks"},
            {"\"collective\": \"allreduce-recursive-doubling\", \"ranks\": 12", "workloads[0].ranks"},
            {"\"collective\": \"alltoall\", \"bytes\": -1", "workloads[0].bytes"},
            {"\"collective\": \"halo3d\", \"computeMillis\": -3", "workloads[0].computeMillis"},
        };
        for (String[] c : cases) {
            Path config = Files.createTempFile("lab", ".json");
            Files.writeString(config, "{\"name\": \"c\", \"fabric\": {\"type\": \"fat-tree\", \"k\": 4, "
                    + "\"hostsPerEdge\": 2}, \"workloads\": [{\"type\": \"collective\", " + c[0] + "}]}");
            err.reset();
            assertEquals(c[0], 2, lab.execute("run", "--config", config.toString()));
            assertTrue(err(), err().contains(c[1]));
        }
    }

    @Test
    public void aBadMixExitsTwoNamingItsFieldAndWritesNothing() throws Exception {
        String a2a = "{\"type\": \"collective\", \"collective\": \"alltoall\", \"ranks\": 8}";
        String[][] cases = {
            {"\"jobs\": []", "workloads[0].jobs: a mix needs at least one job"},
            {"\"name\": \"x\"", "workloads[0].jobs"},
            {"\"jobs\": [" + a2a + ", " + a2a + ", " + a2a + "]", "workloads[0].jobs: the jobs need 24 hosts"},
            {"\"jobs\": [" + a2a + ", {\"type\": \"mix\", \"jobs\": [" + a2a + "]}]", "workloads[0].jobs[1].type"},
            {"\"jobs\": [{\"type\": \"teleport\"}]", "workloads[0].jobs[0].type: unknown workload type"},
            {"\"jobs\": [{\"type\": \"ring\", \"nodes\": 4}]", "workloads[0].jobs[0].type"},
            {"\"jobs\": [{\"type\": \"permutation\"}]", "workloads[0].jobs[0].hosts"},
            {"\"jobs\": [{\"type\": \"nas\", \"app\": \"LU\", \"hosts\": [0, 1]}]", "workloads[0].jobs[0].hosts"},
            {"\"jobs\": [{\"type\": \"collective\", \"collective\": \"alltoall\", \"ranks\": 99}]",
                "workloads[0].jobs[0].ranks"},
            {"\"jobs\": [{\"type\": \"nas\", \"app\": \"XX\"}]", "workloads[0].jobs[0].app"},
        };
        for (String[] c : cases) {
            Path config = Files.createTempFile("lab", ".json");
            Path dir = Files.createTempDirectory("lab").resolve("out");
            Files.writeString(config, "{\"name\": \"m\", \"fabric\": {\"type\": \"fat-tree\", \"k\": 4, "
                    + "\"hostsPerEdge\": 2}, \"workloads\": [{\"type\": \"mix\", " + c[0] + "}]}");
            err.reset();
            assertEquals(c[0], 2, lab.execute("run", "--config", config.toString(), "--out", dir.toString()));
            assertTrue(c[0] + " -> " + err(), err().contains(c[1]));
            assertFalse("nothing written", Files.exists(dir));
            assertTrue("nothing run", factory.opened().isEmpty());
        }
        Path dense = Files.createTempFile("lab", ".json");
        Files.writeString(dense,
                "{\"name\": \"m\", \"fabric\": {\"type\": \"fat-tree\", \"k\": 4, \"hostsPerEdge\": 2},"
                + " \"placements\": [\"dense\"], \"workloads\": [{\"type\": \"mix\", \"jobs\": [" + a2a + "]}]}");
        err.reset();
        assertEquals("a job of a dense mix larger than a pod", 2, lab.execute("run", "--config", dense.toString()));
        assertTrue(err(), err().contains("placements: dense placement of alltoall-8x1MB needs 8 hosts in one pod"));
    }

    @Test
    public void aConfigWithAnUnknownKeyExitsTwo() throws Exception {
        Path config = Files.createTempFile("lab", ".json");
        Files.writeString(config, "{\"scenario\":\"thesis-headline\",\"repz\":3}");
        assertEquals(2, lab.execute("run", "--config", config.toString()));
        assertTrue(err(), err().contains("repz"));
    }

    @Test
    public void runWritesTheReportAndPrintsTheTable() throws Exception {
        Path dir = Files.createTempDirectory("lab").resolve("out");
        assertEquals(0, lab.execute("run", "thesis-headline", "--strategies", "shortest,luar", "--reps", "1", "--out",
                dir.toString()));
        assertTrue(out.toString(StandardCharsets.UTF_8).contains("thesis S-Path (s)"));
        assertTrue(Files.exists(dir.resolve("index.html")));
        assertTrue("plain progress lines off a terminal", err().contains("run 12/12 "));
    }

    @Test
    public void aFailedRunExitsOneAndMarksTheReport() throws Exception {
        JanusLab failing = new JanusLab(new IdealNetworkFactory(n -> n == 1), new ScenarioCatalog(),
                new PrintStream(out, true), new PrintStream(err, true), false);
        Path dir = Files.createTempDirectory("lab").resolve("out");
        assertEquals(1, failing.execute("run", "thesis-headline", "--out", dir.toString()));
        assertTrue(Files.exists(dir.resolve("INCOMPLETE")));
    }

    @Test
    public void anOutputFolderThatIsNotAReportIsRefusedBeforeAnythingRuns() throws Exception {
        Path dir = Files.createTempDirectory("lab");
        Files.writeString(dir.resolve("thesis.tex"), "precious");
        assertEquals(2, lab.execute("run", "thesis-headline", "--out", dir.toString()));
        assertTrue(err(), err().contains("--out"));
        assertEquals("nothing ran", 0, factory.opened().size());
        assertTrue(Files.exists(dir.resolve("thesis.tex")));
    }

    @Test
    public void aScenarioTooLargeForTheHeapIsRefusedBeforeAnythingIsBuilt() throws Exception {
        JanusLab sixGigabytes = new JanusLab(factory, new ScenarioCatalog(), new PrintStream(out, true),
                new PrintStream(err, true), false, 6L << 30);
        Path dir = Files.createTempDirectory("lab");
        Path config = dir.resolve("huge.json");
        Files.writeString(config, "{\"scenario\":\"thesis-headline\",\"name\":\"huge\","
                + "\"fabric\":{\"type\":\"fat-tree\",\"k\":200}}");
        Path outDir = dir.resolve("out");
        assertEquals(2, sixGigabytes.execute("run", "--config", config.toString(), "--out", outDir.toString()));
        String e = err();
        assertTrue(e, e.contains("huge is too large for this JVM"));
        assertTrue(e, e.contains("50,000 switches, 4,000,000 links, 80,000 hosts"));
        assertTrue("the estimate, in MB: " + e, e.matches("(?s).*estimate: about [0-9,]+ MB of heap per run.*"));
        assertTrue("the heap: " + e, e.contains("at most 6,144 MB of heap"));
        assertEquals("nothing built", 0, factory.opened().size());
        assertFalse("no output folder", Files.exists(outDir));
    }

    @Test
    public void aScenarioThatFitsIsRunWithItsEstimateShown() throws Exception {
        JanusLab quarterGigabyte = new JanusLab(factory, new ScenarioCatalog(), new PrintStream(out, true),
                new PrintStream(err, true), false, 256L << 20);
        Path dir = Files.createTempDirectory("lab").resolve("out");
        assertEquals(0,
                quarterGigabyte.execute("run", "thesis-headline", "--strategies", "luar", "--reps", "1", "--out",
                dir.toString()));
        assertTrue(err(), err().contains("estimate: about ") && err().contains("(heap limit 256 MB)"));
        assertEquals(6, factory.opened().size());
    }

    @Test
    public void theSameScenarioIsRefusedWhenTheHeapIsTooSmall() throws Exception {
        JanusLab oneMegabyte = new JanusLab(factory, new ScenarioCatalog(), new PrintStream(out, true),
                new PrintStream(err, true), false, 1L << 20);
        Path dir = Files.createTempDirectory("lab").resolve("out");
        assertEquals(2, oneMegabyte.execute("run", "thesis-headline", "--out", dir.toString()));
        assertTrue(err(), err().contains("at most 1 MB of heap"));
        assertEquals(0, factory.opened().size());
    }

    @Test(expected = UsageException.class)
    public void scenarioAndConfigTogetherAreRefused() throws Exception {
        CommandLine.parse("run", "thesis-headline", "--config", "x.json");
    }

    @Test
    public void configExceptionNamesItsField() {
        assertEquals("reps", new ConfigException("reps", "bad").field());
    }
}

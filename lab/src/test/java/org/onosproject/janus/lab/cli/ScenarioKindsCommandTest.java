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

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** Failures, storms, soaks and flow set-up are scenarios like any other: listed, run and reported the same way. */
public class ScenarioKindsCommandTest {
    @Rule
    public final TemporaryFolder tmp = new TemporaryFolder();

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private JanusLab lab(org.onosproject.janus.lab.experiment.NetworkFactory factory) {
        return new JanusLab(factory, new ScenarioCatalog(), new PrintStream(out, true), new PrintStream(err, true),
                false);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    public void listShowsEveryKindOfExperimentFromTheOneCatalogue() {
        assertEquals(0, lab(new IdealNetworkFactory()).execute("list"));
        String text = out.toString(StandardCharsets.UTF_8);
        for (String name : new String[]{"thesis-headline", "faults-k4", "storm-k8", "soak-k4", "flow-setup-k4"}) {
            assertTrue(name, text.contains(name));
        }
    }

    @Test
    public void theFailureScenarioRunsEndToEndAndItsReportHasAFailuresSection() throws Exception {
        Path config = tmp.newFile("faults-lu.json").toPath();
        Files.write(config, ("{\"scenario\": \"faults-k4\", \"name\": \"faults-lu\", \"workloads\": [\"LU\"],"
                + " \"strategies\": [\"luar\"]}").getBytes(StandardCharsets.UTF_8));
        Path report = tmp.getRoot().toPath().resolve("report");
        int code = lab(EmulatedNetworkFactory.withJanus())
                .execute("run", "--config", config.toString(), "--out", report.toString());
        assertEquals(err(), 0, code);
        String md = Files.readString(report.resolve("report.md"));
        assertTrue(md, md.contains("Failures (virtual time)") && md.contains("core link")
                && md.contains("aggregation switch") && md.contains("RESULT: PASS"));
    }

    private String runConfig(String json) throws Exception {
        Path config = tmp.newFile().toPath();
        Files.write(config, json.getBytes(StandardCharsets.UTF_8));
        Path report = tmp.newFolder().toPath().resolve("report");
        int code = lab(EmulatedNetworkFactory.withJanus()).execute("run", "--config", config.toString(), "--out",
                report.toString());
        assertEquals(err(), 0, code);
        return Files.readString(report.resolve("report.md"));
    }

    @Test
    public void aSoakRunsThroughTheNormalPathAndItsReportHasALeakSection() throws Exception {
        String md = runConfig("{\"scenario\": \"soak-k4\", \"name\": \"soak-short\","
                + " \"workloads\": [{\"type\": \"hold\", \"seconds\": 30}], \"background\": {\"warmupSeconds\": 10}}");
        assertTrue(md, md.contains("Leak check") && md.contains("| hold-30s | isolated |"));
    }

    @Test
    public void aStormAndFlowSetUpRunThroughTheNormalPathAndTheirReportHasAControlPlaneSection() throws Exception {
        String md = runConfig("{\"scenario\": \"flow-setup-k4\", \"name\": \"setup-and-storm\","
                + " \"workloads\": [{\"type\": \"flowSetup\", \"flows\": 20},"
                + " {\"type\": \"storm\", \"flowsPerSecond\": 100, \"seconds\": 1, \"bytes\": 1500}]}");
        assertTrue(md, md.contains("Control plane under load") && md.contains("| flow-setup-serial | luar | 20 | 20 |")
                && md.contains("| storm-100/s | luar | 100 | 100 |"));
    }

    @Test
    public void aNetworkThatCannotInjectFailuresFailsTheRunAndSaysWhy() {
        assertEquals(1, lab(new IdealNetworkFactory()).execute("run", "faults-k4", "--out",
                tmp.getRoot().toPath().resolve("r").toString()));
        assertTrue(err(), err().contains("cannot fail"));
    }

    @Test
    public void anUnknownStrategyExitsTwoListingTheValidOnes() {
        assertEquals(2, lab(new IdealNetworkFactory()).execute("run", "faults-k4", "--strategies", "fastest"));
        assertTrue(err(), err().contains("fastest") && err().contains("luar"));
    }

    @Test
    public void aBadSeedExitsTwo() {
        assertEquals(2, lab(new IdealNetworkFactory()).execute("run", "faults-k4", "--seed", "x1"));
        assertTrue(err(), err().contains("--seed"));
    }

    @Test
    public void aScenarioRunAtItsOwnSeedRefusesRepetitions() {
        assertEquals(2, lab(new IdealNetworkFactory()).execute("run", "soak-k4", "--reps", "3"));
        assertTrue(err(), err().contains("reps"));
    }

    @Test
    public void badBenchArgumentsExitTwoWithTheBenchUsage() {
        assertEquals(2, lab(new IdealNetworkFactory()).execute("bench", "--k", "3x"));
        assertTrue(err(), err().contains("usage: janus-lab bench"));
    }
}

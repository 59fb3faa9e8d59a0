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

import org.junit.Test;
import org.onosproject.janus.lab.workload.Placement;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

public class ScenarioConfigTest {
    private final ScenarioConfig config = new ScenarioConfig(new ScenarioCatalog());

    private String badField(String json) {
        try {
            config.parse(json, null);
        } catch (ConfigException e) {
            return e.field();
        }
        fail("accepted " + json);
        return null;
    }

    @Test
    public void aCustomScenarioReadsEveryKey() throws Exception {
        Scenario s = config.parse("{\"name\":\"mine\","
                + "\"workloads\":[\"LU\",{\"type\":\"nas\",\"app\":\"sp\",\"ranks\":8},"
                + "{\"type\":\"ring\",\"nodes\":8}],\"strategies\":[\"shortest\",\"luar\"],\"reps\":3,\"seed\":7,"
                + "\"idleTimeouts\":[10,\"inf\"],\"concurrency\":[0,75],\"placements\":[\"dense\"],"
                + "\"fabric\":{\"type\":\"fat-tree\",\"k\":4,\"hostsPerEdge\":4},\"controlDelayMs\":5,"
                + "\"background\":{\"mouseFraction\":0.8}}", null);
        assertEquals("mine", s.name());
        assertEquals(3, s.workloads().size());
        assertEquals("SP/8", s.workloads().get(1).label());
        assertEquals(Scenario.NEVER, (int) s.idleTimeoutsSeconds().get(1));
        assertEquals(Placement.DENSE, s.placements().get(0));
        assertEquals(3 * 2 * 2 * 2 * 3, s.runCount());
    }

    @Test
    public void adaptiveIsAnIdleTimeoutOfItsOwn() throws Exception {
        Scenario s = config.parse("{\"scenario\":\"thesis-headline\",\"idleTimeouts\":[10,\"adaptive\"]}", null);

        assertEquals(Scenario.ADAPTIVE, (int) s.idleTimeoutsSeconds().get(1));
        assertEquals("adaptive", Scenario.idleLabel(s.idleTimeoutsSeconds().get(1)));
        assertEquals("idleTimeouts[0]", badField("{\"scenario\":\"thesis-headline\",\"idleTimeouts\":[\"learnt\"]}"));
    }

    @Test
    public void aRingRunsHpccsTenRandomRingsUnlessToldOtherwise() throws Exception {
        Scenario s = config.parse("{\"name\":\"r\",\"workloads\":[{\"type\":\"ring\",\"nodes\":8},"
                + "{\"type\":\"ring\",\"nodes\":4,\"randomRings\":0}]}", null);
        assertEquals(10, s.workloads().get(0).randomRings());
        assertEquals(0, s.workloads().get(1).randomRings());
        assertEquals("workloads[0].randomRings",
                badField("{\"name\":\"r\",\"workloads\":[{\"type\":\"ring\",\"randomRings\":-1}]}"));
    }

    @Test
    public void aConfigCanStartFromANamedScenario() throws Exception {
        Scenario s = config.parse("{\"scenario\":\"thesis-headline\",\"reps\":2}", null);
        assertEquals("thesis-headline", s.name());
        assertEquals(2, s.reps());
        assertEquals(new ScenarioCatalog().find("thesis-headline").get().strategies(), s.strategies());
    }

    @Test
    public void unknownScenarioStrategyOrKeyIsNamed() {
        assertEquals("scenario", badField("{\"scenario\":\"nope\"}"));
        assertEquals("strategies[1]",
                badField("{\"scenario\":\"thesis-headline\",\"strategies\":[\"luar\",\"ospf\"]}"));
        assertEquals("colour", badField("{\"scenario\":\"thesis-headline\",\"colour\":1}"));
        assertEquals("fabric.kk", badField("{\"scenario\":\"thesis-headline\",\"fabric\":{\"kk\":4}}"));
        assertEquals("background.mice", badField("{\"scenario\":\"thesis-headline\",\"background\":{\"mice\":1}}"));
        assertEquals("workloads[0].app", badField("{\"name\":\"x\",\"workloads\":[\"FT\"]}"));
    }

    @Test
    public void impossibleTopologiesAreNamed() {
        assertEquals("fabric.k", badField("{\"scenario\":\"thesis-headline\",\"fabric\":{\"k\":5}}"));
        assertEquals("fabric.hostsPerEdge",
                badField("{\"scenario\":\"thesis-headline\",\"fabric\":{\"k\":4,\"hostsPerEdge\":0}}"));
        assertEquals("workloads[0].ranks",
                badField("{\"name\":\"x\",\"fabric\":{\"k\":2,\"hostsPerEdge\":1},\"workloads\":[{\"app\":\"LU\"}]}"));
        assertEquals("placements", badField("{\"name\":\"x\",\"workloads\":[{\"app\":\"LU\",\"ranks\":12}],"
                + "\"placements\":[\"dense\"]}"));
    }

    @Test
    public void negativeNumbersAreNamed() {
        assertEquals("reps", badField("{\"scenario\":\"thesis-headline\",\"reps\":-1}"));
        assertEquals("controlDelayMs", badField("{\"scenario\":\"thesis-headline\",\"controlDelayMs\":-5}"));
        assertEquals("idleTimeouts[0]", badField("{\"scenario\":\"thesis-headline\",\"idleTimeouts\":[-10]}"));
        assertEquals("background.mouseFraction",
                badField("{\"scenario\":\"thesis-headline\",\"background\":{\"mouseFraction\":-0.1}}"));
        assertEquals("concurrency[0]", badField("{\"scenario\":\"thesis-headline\",\"concurrency\":[120]}"));
    }

    @Test
    public void aBrokenTraceIsRefusedBeforeAnythingRuns() throws Exception {
        Path dir = Files.createTempDirectory("trace");
        Files.writeString(dir.resolve("t.csv"), "0,1,2,10\n1,1,99,10\n");
        try {
            config.parse("{\"name\":\"t\",\"workloads\":[{\"type\":\"trace\",\"file\":\"t.csv\"}]}", dir);
            fail();
        } catch (ConfigException e) {
            assertEquals("workloads[0].file", e.field());
            assertTrue(e.getMessage(), e.getMessage().contains("line 2"));
        }
    }

    @Test
    public void notJsonIsRefused() {
        assertEquals("config", badField("{nope"));
    }

    @Test
    public void theTimingKeysSetTheScenariosOneTiming() throws Exception {
        Scenario s = config.parse("{\"scenario\":\"faults-k4\",\"controlDelayMs\":5,\"portStatsIntervalMs\":2000,"
                + "\"failureDetectionMs\":50}", null);
        assertEquals(5, s.timing().controlDelayMillis());
        assertEquals(2000, s.timing().portStatsIntervalMillis());
        assertEquals(50, s.timing().failureDetectionMillis());
        assertTrue(s.faults().isPresent());
        assertEquals("portStatsIntervalMs", badField("{\"scenario\":\"faults-k4\",\"portStatsIntervalMs\":0}"));
    }

    @Test
    public void stormFlowSetUpAndHoldWorkloadsAndVariantPropertiesAreRead() throws Exception {
        Scenario s = config.parse("{\"name\":\"load\",\"workloads\":[{\"type\":\"storm\",\"flowsPerSecond\":500,"
                + "\"seconds\":2,\"bytes\":1500},{\"type\":\"flowSetup\",\"flows\":50,\"burst\":true},"
                + "{\"type\":\"hold\",\"seconds\":60}],\"strategies\":[\"LUAR[matchGranularity=fiveTuple]\"]}", null);
        assertEquals(List.of("storm-500/s", "flow-setup-burst", "hold-60s"),
                s.workloads().stream().map(WorkloadSpec::label).collect(Collectors.toList()));
        assertEquals(2000, s.workloads().get(0).durationMillis());
        assertEquals(List.of("luar[matchGranularity=fiveTuple]"), s.strategies());
        assertEquals("maxVirtualSeconds", badField("{\"name\":\"x\",\"workloads\":[{\"type\":\"hold\","
                + "\"seconds\":7200}],\"maxVirtualSeconds\":3600}"));
        assertEquals("workloads[0].flows", badField("{\"name\":\"x\",\"workloads\":[{\"type\":\"flowSetup\","
                + "\"flows\":5000}]}"));
    }

    @Test
    public void failuresLeakChecksIntentReleaseAndOwnSeedsAreSettingsOfTheFile() throws Exception {
        Scenario s = config.parse("{\"name\":\"f\",\"workloads\":[\"LU\"],\"strategies\":[\"luar\"],"
                + "\"faults\":{\"switchFailureAt\":0.5,\"recoverySeconds\":20},\"leakCheck\":true,"
                + "\"measureIntentRelease\":true,\"derivedSeeds\":false}", null);
        org.onosproject.janus.lab.faults.FaultPlan plan = s.faults().orElseThrow();
        assertEquals(1.0 / 3, plan.coreLinkFailureAt(), 0);
        assertEquals(0.5, plan.switchFailureAt(), 0);
        assertEquals(20_000, plan.recoveryAfterMillis());
        assertEquals(1_000, plan.rerouteBudgetMillis());
        assertTrue(s.leakCheck() && s.measuresIntentRelease() && !s.derivedSeeds());
    }

    @Test
    public void anEmptyFaultsObjectIsTheThesisFailures() throws Exception {
        Scenario s = config.parse("{\"name\":\"f\",\"workloads\":[\"LU\"],\"faults\":{}}", null);
        assertEquals(org.onosproject.janus.lab.faults.FaultPlan.thesisFailures(), s.faults().orElseThrow());
    }

    @Test
    public void badFailuresAndFlagsNameTheirKey() {
        String base = "{\"name\":\"f\",\"workloads\":[\"LU\"],";
        assertEquals("faults", badField(base + "\"faults\":{\"coreLinkFailureAt\":0.8}}"));
        assertEquals("faults", badField(base + "\"faults\":{\"recoverySeconds\":0}}"));
        assertEquals("faults", badField(base + "\"faults\":true}"));
        assertEquals("faults.when", badField(base + "\"faults\":{\"when\":1}}"));
        assertEquals("leakCheck", badField(base + "\"leakCheck\":\"yes\"}"));
        assertEquals("derivedSeeds", badField(base + "\"derivedSeeds\":1}"));
    }
}

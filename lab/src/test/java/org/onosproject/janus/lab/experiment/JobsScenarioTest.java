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
import org.junit.Test;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.nio.file.Paths;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/** The declared-jobs scenario: in the catalogue, under the headline's conditions, and checked like any other. */
public class JobsScenarioTest {

    private final ScenarioCatalog catalog = new ScenarioCatalog();

    @Test
    public void jobsK4IsInTheCatalogueAndDeclaresJobs() {
        Scenario jobs = catalog.find("jobs-k4").orElseThrow();
        assertTrue(jobs.declaresJobs());
        assertTrue(catalog.names().contains("jobs-k4"));
    }

    @Test
    public void jobsK4RunsUnderTheHeadlinesConditions() {
        Scenario jobs = catalog.find("jobs-k4").orElseThrow();
        Scenario headline = catalog.find("thesis-headline").orElseThrow();
        assertEquals(headline.fabric().describe(), jobs.fabric().describe());
        assertEquals(headline.workloads(), jobs.workloads());
        assertEquals(headline.placements(), jobs.placements());
        assertEquals(headline.concurrencyPercents(), jobs.concurrencyPercents());
        assertEquals(headline.idleTimeoutsSeconds(), jobs.idleTimeoutsSeconds());
        assertEquals(headline.seed(), jobs.seed());
        assertEquals(headline.reps(), jobs.reps());
        assertEquals(headline.warmupSeconds(), jobs.warmupSeconds());
    }

    @Test
    public void jobsK4RunsEveryStrategyReactiveAndThenDeclared() {
        assertEquals(List.of("shortest", "shortest+declared", "ecmp", "ecmp+declared", "isolated",
                "isolated+declared", "luar", "luar+declared", "luar[rebalance=true]",
                "luar[rebalance=true]+declared"), catalog.find("jobs-k4").orElseThrow().strategies());
    }

    @Test
    public void theHeadlineDeclaresNoJobs() {
        assertTrue(!catalog.find("thesis-headline").orElseThrow().declaresJobs());
    }

    @Test
    public void aConfigBasedOnJobsK4Validates() throws ConfigException {
        Scenario s = new ScenarioConfig(catalog).parse("{\"scenario\": \"jobs-k4\", \"name\": \"lu-jobs\", "
                + "\"workloads\": [\"LU\"], \"strategies\": [\"luar\", \"LUAR+DECLARED\"], \"reps\": 2}",
                Paths.get("."));
        assertEquals(List.of("luar", "luar+declared"), s.strategies());
        assertEquals(4, s.runCount());
    }

    @Test
    public void aDeclaringStrategyWithAWorkloadThatIsNoNasApplicationIsRefusedNamingBoth() {
        try {
            Scenario.builder("bad")
                    .workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4), WorkloadSpec.ring(4, 1000, 1)))
                    .strategies(ImmutableList.of("ecmp", "ecmp+declared")).build();
            fail("a ring cannot be declared as a job");
        } catch (ConfigException e) {
            assertThat(e.getMessage(), containsString("strategies[1]"));
            assertThat(e.getMessage(), containsString("workloads[1] (ring-4) is not a NAS application"));
        }
    }

    @Test
    public void anUnknownSuffixInAConfigIsRefusedNamingTheStrategy() {
        try {
            new ScenarioConfig(catalog).parse("{\"scenario\": \"jobs-k4\", \"strategies\": [\"luar+declard\"]}",
                    Paths.get("."));
            fail("a misspelt suffix must not run");
        } catch (ConfigException e) {
            assertThat(e.getMessage(), containsString("strategies[0]"));
            assertThat(e.getMessage(), containsString("unknown suffix '+declard'"));
        }
    }

    private String refusal(String json) {
        try {
            new ScenarioConfig(catalog).parse(json, Paths.get("."));
        } catch (ConfigException e) {
            return e.getMessage();
        }
        throw new AssertionError(json + " was accepted");
    }

    @Test
    public void aNasApplicationOnAHostNotInTheFabricIsRefusedNamingTheHost() {
        String message = refusal("{\"scenario\": \"jobs-k4\", \"workloads\": [{\"type\": \"nas\", \"app\": \"LU\","
                + " \"hosts\": [0, 9, 18, 40]}]}");
        assertThat(message, containsString("workloads[0].hosts[3]"));
        assertThat(message, containsString("host 40 is not in the fabric"));
        assertThat(message, containsString("has hosts 0..31"));
    }

    @Test
    public void aHostGivenTwiceIsRefused() {
        String message = refusal("{\"scenario\": \"jobs-k4\", \"workloads\": [{\"type\": \"nas\", \"app\": \"LU\","
                + " \"hosts\": [0, 9, 0, 27]}]}");
        assertThat(message, containsString("workloads[0].hosts[2]: host 0 is given twice"));
    }

    @Test
    public void ranksThatDisagreeWithTheHostsGivenAreRefused() {
        String message = refusal("{\"scenario\": \"jobs-k4\", \"workloads\": [{\"type\": \"nas\", \"app\": \"LU\","
                + " \"ranks\": 8, \"hosts\": [0, 9, 18, 27]}]}");
        assertThat(message, containsString("workloads[0].ranks"));
        assertThat(message, containsString("4 hosts are given"));
    }

    @Test
    public void aNasApplicationRunsOnTheHostsItIsGivenInRankOrder() throws ConfigException {
        Scenario s = new ScenarioConfig(catalog).parse("{\"name\": \"pinned\", \"workloads\": [{\"type\": \"nas\","
                + " \"app\": \"MG\", \"hosts\": [27, 0, 18, 9]}], \"strategies\": [\"luar\"],"
                + " \"concurrency\": [0]}", Paths.get("."));
        assertEquals("MG@27-0-18-9", s.workloads().get(0).label());
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        assertEquals(List.of(27, 0, 18, 9), result.runs().get(0).hosts());
    }
}

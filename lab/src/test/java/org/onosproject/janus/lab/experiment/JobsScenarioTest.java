package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import org.junit.Test;

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
                + "\"workloads\": [\"LU\"], \"strategies\": [\"luar\", \"LUAR+DECLARED\"], \"reps\": 2}", Paths.get("."));
        assertEquals(List.of("luar", "luar+declared"), s.strategies());
        assertEquals(4, s.runCount());
    }

    @Test
    public void aDeclaringStrategyWithAWorkloadThatIsNoNasApplicationIsRefusedNamingBoth() {
        try {
            Scenario.builder("bad").workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4), WorkloadSpec.ring(4, 1000, 1)))
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
}

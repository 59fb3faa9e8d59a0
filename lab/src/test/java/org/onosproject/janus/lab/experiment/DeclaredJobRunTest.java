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
import org.junit.BeforeClass;
import org.junit.Test;
import org.onosproject.janus.lab.report.JobTables;
import org.onosproject.janus.lab.report.ReportWriter;

import java.util.Map;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * One short run of a NAS application left to packet-ins and one declared as a job, on the real emulated
 * network with the real Janus under background traffic: the declared application's pairs never reach
 * the controller, and its job leaves nothing behind.
 */
public class DeclaredJobRunTest {

    private static ExperimentResult result;

    @BeforeClass
    public static void runMgReactiveAndDeclared() throws ConfigException {
        Scenario scenario = Scenario.builder("jobs-small").fabric(FabricSpec.thesis())
                .workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("luar", "luar+declared")).concurrency(ImmutableList.of(50))
                .idleTimeouts(ImmutableList.of(10)).warmupSeconds(20).maxFlowSeconds(30).reps(1).seed(11).build();
        result = new ExperimentRunner(EmulatedNetworkFactory.withJanus()).run(scenario, ProgressListener.SILENT);
        assertTrue(result.failure().orElse(""), result.complete());
    }

    private static RunRecord run(String strategy) {
        return result.runs().stream().filter(r -> r.cell().strategy().equals(strategy)).findFirst().orElseThrow();
    }

    private static JobOutcome job(String strategy) {
        return run(strategy).job().orElseThrow();
    }

    @Test
    public void theReactiveApplicationsPairsReachTheController() {
        assertThat(job("luar").declared(), is(false));
        assertThat(job("luar").pairPacketIns(), greaterThan(0L));
        assertThat(run("luar").workloadFlows().interruptions(), greaterThan(0L));
        assertThat(run("luar").workloadFlows().controlDelayMillis(), greaterThan(0L));
    }

    @Test
    public void theDeclaredApplicationsPairsNeverReachTheController() {
        JobOutcome declared = job("luar+declared");
        assertThat(declared.declared(), is(true));
        assertEquals(8, declared.pairs());
        assertEquals("seen by the controller", 0, declared.pairPacketIns());
        assertEquals("counted by Janus", 0, declared.janusDeclaredPacketIns());
        assertEquals(0, run("luar+declared").workloadFlows().interruptions());
        assertEquals(0, run("luar+declared").workloadFlows().controlDelayMillis());
    }

    @Test
    public void theDeclaredApplicationIsDeclaredAsTheRingItIs() {
        assertEquals("ring", job("luar+declared").pattern().orElseThrow());
        assertEquals("MG-4ranks-rep0", job("luar+declared").jobId().orElseThrow());
    }

    @Test
    public void theRemovedJobLeavesNoIntentRuleOrRecord() {
        JobRemoval removal = job("luar+declared").removal().orElseThrow();
        assertThat("the job had rules to lose", removal.rulesBefore(), greaterThan(0L));
        assertEquals(0, removal.intentsLeft());
        assertEquals(0, removal.rulesLeft());
        assertThat(removal.recordLeft(), is(false));
        assertThat(removal.clean(), is(true));
    }

    @Test
    public void nothingOfJanusIsLeftOnceTheTrafficEndedAndTheIdleTimeoutPassed() {
        PlaneSnapshot after = job("luar+declared").after().orElseThrow();
        assertThat(after.nothingLeft(), is(true));
        assertTrue(result.failedChecks().toString(), result.failedChecks().isEmpty());
    }

    @Test
    public void theReportHasTheJobsSectionFileAndJson() {
        Map<String, String> files = ReportWriter.files(result);
        assertThat(files.get(JobTables.CSV), containsString("MG,luar+declared,declared,"));
        assertThat(files.get("results.json"), containsString("\"mode\" : \"declared\""));
        assertThat(ReportWriter.terminal(result), containsString("Declared jobs against packet-ins"));
        assertTrue(files.containsKey("declared-minus-reactive-01.svg"));
    }
}

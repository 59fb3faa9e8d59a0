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
package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.util.Map;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** A scenario that declares no jobs gets the report it always had: no jobs section, file, column or chart. */
public class JobTablesTest {

    @Test
    public void aScenarioThatDeclaresNoJobsHasNoJobsSectionFileOrChart() throws Exception {
        Scenario scenario = Scenario.builder("no-jobs").workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).reps(2).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory())
                .run(scenario, ProgressListener.SILENT);
        assertTrue(result.complete());
        Map<String, String> files = ReportWriter.files(result);
        assertFalse(files.containsKey(JobTables.CSV));
        assertTrue(files.keySet().stream().noneMatch(f -> f.startsWith("declared-minus-reactive")));
        assertFalse(ReportWriter.terminal(result).contains("Declared jobs"));
        assertFalse(files.get("results.json").contains("\"job\""));
        assertFalse(files.get("report.md").contains("jobs.csv"));
    }
}

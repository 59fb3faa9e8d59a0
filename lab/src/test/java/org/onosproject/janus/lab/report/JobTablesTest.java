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

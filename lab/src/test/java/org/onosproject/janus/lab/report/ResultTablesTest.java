package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class ResultTablesTest {

    @Test
    public void ringTableShowsPaperBandwidthsBesideOurs() throws Exception {
        Scenario s = Scenario.builder("ring").fabric(FabricSpec.paper000())
                .workloads(ImmutableList.of(WorkloadSpec.ring(4, 2_000_000, 3), WorkloadSpec.ring(16, 2_000_000, 3)))
                .strategies(ImmutableList.of("shortest", "isolated")).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        TextTable table = ResultTables.ringTable(new ResultSummary(result)).get();
        assertEquals("stp MB/s", table.headers().get(1));
        assertTrue(table.rows().get(0).contains("63.17"));
        assertTrue(table.rows().get(1).contains("38.07"));
        // the ideal fabric: each node's link shared by two messages, minus the 10 ms first setup
        assertTrue(table.rows().get(0).get(1), table.rows().get(0).get(1).startsWith("5"));
    }

    @Test
    public void speedupIsBaselineMeanOverStrategyMean() throws Exception {
        Scenario s = Scenario.builder("sp").workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).build();
        ResultSummary summary = new ResultSummary(new ExperimentRunner(new IdealNetworkFactory())
                .run(s, ProgressListener.SILENT));
        // the ideal fake ignores the strategy: identical runs, speed-up exactly 1
        assertEquals(1.0, summary.speedup(summary.cells().get(1)).get(), 1e-12);
    }
}

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
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.util.List;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class ResultTablesTest {

    @Test
    public void ringTablesShowTheRandomRingBesidePaperAndTheNaturalRingAfter() throws Exception {
        Scenario s = Scenario.builder("ring").fabric(FabricSpec.paper000())
                .workloads(ImmutableList.of(WorkloadSpec.ring(4, 2_000_000, 3, 2),
                        WorkloadSpec.ring(16, 2_000_000, 3, 2)))
                .strategies(ImmutableList.of("shortest", "isolated")).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        List<TextTable> tables = ResultTables.ringTables(new ResultSummary(result));
        assertEquals(2, tables.size());
        TextTable random = tables.get(0);
        TextTable natural = tables.get(1);
        assertTrue(random.title(), random.title().contains("randomly ordered"));
        assertEquals(List.of("Nodes", "stp MB/s", "isolated MB/s", "paper stp", "paper isolated"), random.headers());
        assertTrue(random.rows().get(0).contains("63.17"));
        assertTrue(random.rows().get(1).contains("38.07"));
        // the ideal fabric: each node's link shared by two messages, the setup hidden by the warm-up
        assertTrue(random.rows().get(0).get(1), random.rows().get(0).get(1).startsWith("62.5"));
        assertTrue(natural.title(), natural.title().contains("naturally ordered"));
        assertEquals(List.of("Nodes", "stp MB/s", "isolated MB/s"), natural.headers());
        assertTrue(natural.rows().get(1).get(2), natural.rows().get(1).get(2).startsWith("62.5"));
    }

    @Test
    public void paperFig3ReportsTheRandomRingAgainstThePaperAndTheNaturalRing() throws Exception {
        Scenario s = new ScenarioCatalog().find("paper000-fig3").get().toBuilder().reps(1).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        List<TextTable> tables = ResultTables.all(new ResultSummary(result));
        assertEquals(2, tables.size());
        TextTable random = tables.get(0);
        // the paper's four strategies, then luar, luar-thesis and bottleneck, which the paper did not run:
        // only the four get paper columns
        assertEquals(List.of("Nodes", "stp MB/s", "traffic MB/s", "ecmp MB/s", "isolated MB/s", "luar MB/s",
                "luar-thesis MB/s", "bottleneck MB/s", "paper stp", "paper traffic", "paper ecmp", "paper isolated"),
                random.headers());
        assertEquals(List.of("4", "8", "16"), random.rows().stream().map(r -> r.get(0)).collect(Collectors.toList()));
        assertEquals(List.of("27.31", "34.83", "34.94", "38.07"), random.rows().get(2).subList(8, 12));
        for (List<String> row : tables.get(1).rows()) {
            assertTrue(row.toString(), row.subList(1, 8).stream().noneMatch("-"::equals));
        }
    }

    @Test
    public void aNaturalOnlyRingGetsThePaperValuesItself() throws Exception {
        Scenario s = Scenario.builder("ring").fabric(FabricSpec.paper000())
                .workloads(ImmutableList.of(WorkloadSpec.ring(8, 2_000_000, 3)))
                .strategies(ImmutableList.of("shortest", "isolated")).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        List<TextTable> tables = ResultTables.ringTables(new ResultSummary(result));
        assertEquals(1, tables.size());
        assertTrue(tables.get(0).title().contains("naturally ordered"));
        assertTrue(tables.get(0).rows().get(0).contains("45.65"));
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

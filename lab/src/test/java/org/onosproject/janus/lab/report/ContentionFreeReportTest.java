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
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.FabricSpec;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;
import org.onosproject.janus.lab.workload.NasBenchmarks;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class ContentionFreeReportTest {

    @Test
    public void capturedShareIsTheGainOverShortestOverTheGainAvailable() {
        // shortest 10 s, contention-free 4 s: 6 s to win; a strategy at 7 s won 3 of them
        assertEquals(0.5, ResultSummary.capturedShare(10, 7, 4).orElseThrow(), 1e-12);
        assertEquals(1.0, ResultSummary.capturedShare(10, 4, 4).orElseThrow(), 1e-12);
        assertEquals(0.0, ResultSummary.capturedShare(10, 10, 4).orElseThrow(), 1e-12);
        assertEquals(-0.5, ResultSummary.capturedShare(10, 13, 4).orElseThrow(), 1e-12);
        // the k=4 numbers first measured for the permutation scenarios: shortest 3.13 s, ecmp 2.25 s, contention-free
        // 0.81 s
        assertEquals((3.13 - 2.25) / (3.13 - 0.81), ResultSummary.capturedShare(3.13, 2.25, 0.81).orElseThrow(),
                1e-12);
        assertFalse("nothing to gain", ResultSummary.capturedShare(4, 4, 4).isPresent());
    }

    private static ResultSummary permutation() throws Exception {
        Scenario s = Scenario.builder("cf").fabric(FabricSpec.paper000())
                .workloads(ImmutableList.of(WorkloadSpec.permutation(0, 2_500_000)))
                .strategies(ImmutableList.of("shortest", "ecmp")).reps(2).build();
        return new ResultSummary(new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT));
    }

    @Test
    public void everyRowOfEveryExportCarriesTheContentionFreeTime() throws Exception {
        ResultSummary s = permutation();
        ExperimentResult result = s.result();
        List<String> runs = List.of(Exports.runsCsv(result).split("\n"));
        List<String> header = List.of(runs.get(0).split(","));
        int cf = header.indexOf("contention_free_s");
        int ratio = header.indexOf("runtime_over_contention_free");
        int fct = header.indexOf("mean_fct_s");
        assertTrue(header.toString(), cf > 0 && ratio > 0 && fct > 0);
        assertEquals(1 + 4, runs.size());
        for (String line : runs.subList(1, runs.size())) {
            String[] f = line.split(",");
            assertEquals(line, "0.030", f[cf]); // 2.5 MB at 1 Gbit/s = 20 ms, + 10 ms control delay
            assertEquals(line, "1.0000", f[ratio]); // the ideal fake never shares a fabric link
            assertEquals(line, "0.030", f[fct]);
        }
        List<String> summary = List.of(Exports.summaryCsv(s).split("\n"));
        List<String> sh = List.of(summary.get(0).split(","));
        assertTrue(sh.toString(), sh.contains("contention_free_mean_s") && sh.contains("captured_share"));
        assertEquals("0.0300", summary.get(1).split(",")[sh.indexOf("contention_free_mean_s")]);
        String json = Exports.json(s);
        assertTrue(json.contains("\"contentionFreeSeconds\" : 0.03"));
        assertTrue(json.contains("\"contentionFreeMeanSeconds\" : 0.03"));
        List<TextTable> tables = ResultTables.all(s);
        TextTable app = tables.get(0);
        int col = app.headers().indexOf("contention-free (s)");
        assertTrue(app.headers().toString(), col > 0);
        assertEquals("0.03 +- 0.00", app.rows().get(0).get(col));
        TextTable against = tables.get(1);
        assertTrue(against.title(), against.title().startsWith("Against contention-free"));
        assertEquals(2, against.rows().size());
        assertEquals("1.00x +- 0.00", against.rows().get(0).get(against.headers().indexOf("makespan / c-f")));
        assertTrue(ReportWriter.files(result).containsKey("runtime-over-contention-free-01.svg"));
    }

    @Test
    public void nasRowsShowTheCalibratedContentionFreeRuntimeAndTheCapturedShare() throws Exception {
        Scenario sc = Scenario.builder("nas").workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).build();
        ResultSummary s = new ResultSummary(new ExperimentRunner(new IdealNetworkFactory())
                .run(sc, ProgressListener.SILENT));
        RunRecord r = s.result().runs().get(0);
        double ideal = NasBenchmarks.application("MG", 4, sc.fabric().linkBytesPerSecond())
                .idealRuntimeMillis(sc.fabric().linkBytesPerSecond()) + sc.timing().controlDelayMillis();
        assertEquals(ideal / 1000, r.contentionFreeSeconds(), 1e-12);
        assertEquals("MG's calibrated contention-free runtime is the thesis's LUAR time", 22.47,
                r.contentionFreeSeconds(), 0.02);
        // on the ideal fake MG runs contention-free: shortest = contention-free, nothing to capture
        Cell luar = s.cells().get(1);
        assertFalse(s.capturedShare(luar).isPresent());
        TextTable app = ResultTables.applicationTables(s).get(0);
        assertTrue(app.headers().toString(), app.headers()
                .containsAll(List.of("contention-free (s)", "luar captured")));
        assertEquals("-", app.rows().get(0).get(app.headers().indexOf("luar captured")));
    }
}

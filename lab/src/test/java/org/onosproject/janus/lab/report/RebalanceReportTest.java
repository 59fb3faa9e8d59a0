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
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JanusStatistics;
import org.junit.Test;
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.api.Statistic.REBALANCE_MOVES;

/** The rebalancer's moves in runs.csv, summary.csv, results.json and the moves-over-time chart. */
public class RebalanceReportTest {
    private static final WorkloadSpec LU = WorkloadSpec.nas("LU", 4);

    private static RunRecord run(String strategy, int rep, long moves, List<Long> atMillis) {
        Cell cell = new Cell(LU, strategy, 10, 75, Placement.SPARSE);
        // the workload starts at 180 s (after the warm-up) and takes 10 s
        return new RunRecord(cell, rep, 1, ImmutableList.of(0, 1, 2, 3),
                new WorkloadOutcome(180_000, 190_000, new FlowLedger(), ImmutableMap.of()), new FlowLedger(),
                JanusStatistics.builder().set(REBALANCE_MOVES, moves).build(), atMillis, 50, Double.NaN, Double.NaN);
    }

    private static ExperimentResult result(boolean anyMoves) throws Exception {
        Scenario s = Scenario.builder("moves").workloads(ImmutableList.of(LU))
                .strategies(ImmutableList.of("shortest", "luar")).concurrency(ImmutableList.of(75)).reps(2).build();
        List<RunRecord> runs = anyMoves
                ? List.of(run("shortest", 0, 0, List.of()), run("luar", 0, 3, List.of(100_000L, 181_000L, 189_000L)),
                          run("shortest", 1, 0, List.of()), run("luar", 1, 1, List.of(185_000L)))
                : List.of(run("shortest", 0, 0, List.of()), run("luar", 0, 0, List.of()));
        return new ExperimentResult(s, runs, runs.size(), null);
    }

    @Test
    public void runsCsvAndJsonCountEveryMoveOfTheRun() throws Exception {
        ExperimentResult result = result(true);
        List<String> lines = List.of(Exports.runsCsv(result).split("\n"));
        int col = List.of(lines.get(0).split(",")).indexOf("rebalance_moves");
        assertTrue(lines.get(0), col > 0);
        assertEquals("0", lines.get(1).split(",")[col]);
        assertEquals("3", lines.get(2).split(",")[col]);
        assertEquals("1", lines.get(4).split(",")[col]);
        String json = Exports.json(new ResultSummary(result));
        assertTrue(json, json.contains("\"rebalanceMoves\" : 3"));
        // seconds since the workload started; the move during the warm-up is negative
        assertTrue(json, json.contains("\"rebalanceMoveSeconds\" : [ -80.0, 1.0, 9.0 ]"));
        List<String> summary = List.of(Exports.summaryCsv(new ResultSummary(result)).split("\n"));
        int mean = List.of(summary.get(0).split(",")).indexOf("rebalance_moves_mean");
        assertEquals("2.0000", summary.get(2).split(",")[mean]);
    }

    @Test
    public void theChartShowsTheMeanMovesSinceTheWorkloadStartedForStrategiesThatMoved() throws Exception {
        ImmutableMap<String, String> files = ReportWriter.files(result(true));
        assertTrue(files.keySet().toString(), files.containsKey("rebalance-moves-01.svg"));
        String svg = files.get("rebalance-moves-01.svg");
        assertFalse("shortest moved nothing", svg.contains("LU shortest"));
        // 10 points up to the longest runtime (10 s): by 1 s one move in rep 0, none in rep 1 -> 0.5;
        // by 5 s rep 1's move too -> 1.0; by 9 s and after both of rep 0's -> 1.5
        assertEquals(0.5, point(svg, "LU luar 1.0 s"), 1e-9);
        assertEquals(1.0, point(svg, "LU luar 5.0 s"), 1e-9);
        assertEquals(1.5, point(svg, "LU luar 10.0 s"), 1e-9);
    }

    @Test
    public void noMovesNoChart() throws Exception {
        assertFalse(ReportWriter.files(result(false)).keySet().stream().anyMatch(f -> f.startsWith("rebalance")));
    }

    private static double point(String svg, String label) {
        Matcher m = Pattern.compile("<title>" + Pattern.quote(label) + ": ([0-9.]+)</title>").matcher(svg);
        assertTrue(label + " in " + svg, m.find());
        return Double.parseDouble(m.group(1));
    }
}

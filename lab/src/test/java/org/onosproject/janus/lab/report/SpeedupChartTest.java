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

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** The speed-up chart (each strategy over shortest, per application, thesis marked) and the charts' captions. */
public class SpeedupChartTest {
    private static final WorkloadSpec LU = WorkloadSpec.nas("LU", 4);
    private static final WorkloadSpec SP = WorkloadSpec.nas("SP", 4);

    private static RunRecord run(WorkloadSpec w, String strategy, int concurrency, int rep, long runtimeMillis) {
        Cell cell = new Cell(w, strategy, 10, concurrency, Placement.SPARSE);
        return new RunRecord(cell, rep, 1, ImmutableList.of(0, 1, 2, 3),
                new WorkloadOutcome(0, runtimeMillis, new FlowLedger(), ImmutableMap.of()),
                new FlowLedger(), JanusStatistics.builder().build(), List.of(), 50, Double.NaN, Double.NaN);
    }

    /**
     * Two repetitions at {@code concurrency}: LU shortest 300/320 s, ecmp 310/310 s, luar 250/270 s
     * (speed-ups 1.00x and 310/260 = 1.19x); SP shortest 500 s, ecmp 520 s (0.96x), luar 400 s (1.25x).
     */
    private static ExperimentResult result(int concurrency, List<String> strategies) throws Exception {
        Scenario s = Scenario.builder("speed-up").workloads(ImmutableList.of(LU, SP)).strategies(strategies)
                .concurrency(ImmutableList.of(concurrency)).idleTimeouts(ImmutableList.of(10)).reps(2).build();
        long[][] lu = {{300_000, 320_000}, {310_000, 310_000}, {250_000, 270_000}};
        long[][] sp = {{500_000, 500_000}, {520_000, 520_000}, {400_000, 400_000}};
        List<String> all = List.of("shortest", "ecmp", "luar");
        List<RunRecord> runs = new ArrayList<>();
        for (int rep = 0; rep < 2; rep++) {
            for (String st : strategies) {
                runs.add(run(LU, st, concurrency, rep, lu[all.indexOf(st)][rep]));
                runs.add(run(SP, st, concurrency, rep, sp[all.indexOf(st)][rep]));
            }
        }
        return new ExperimentResult(s, runs, runs.size(), null);
    }

    private static ExperimentResult thesisCondition() throws Exception {
        return result(75, List.of("shortest", "ecmp", "luar"));
    }

    private static Optional<Charts.Chart> chart(ExperimentResult result, String fileName) {
        return Charts.all(new ResultSummary(result)).stream().filter(c -> c.fileName().equals(fileName)).findFirst();
    }

    /** The value in the tooltip of the bar or mark titled {@code label}. */
    private static double titled(String svg, String label) {
        Matcher m = Pattern.compile("<title>" + Pattern.quote(label) + ": ([0-9.]+)</title>").matcher(svg);
        assertTrue(label + " in\n" + svg, m.find());
        return Double.parseDouble(m.group(1));
    }

    /** The height of the bar titled {@code label}. */
    private static double height(String svg, String label) {
        Matcher m = Pattern.compile("height=\"([0-9.]+)\" fill=\"[^\"]+\"><title>" + Pattern.quote(label) + ":")
                .matcher(svg);
        assertTrue(label, m.find());
        return Double.parseDouble(m.group(1));
    }

    @Test
    public void everyStrategyButShortestIsShownAsMeanShortestRuntimeOverItsMeanRuntime() throws Exception {
        String svg = chart(thesisCondition(), "speedup-01.svg").orElseThrow().svg();
        assertEquals(1.19, titled(svg, "LU luar"), 1e-9); // 310 / 260
        assertEquals(1.00, titled(svg, "LU ecmp"), 1e-9);
        assertEquals(1.25, titled(svg, "SP luar"), 1e-9);
        assertEquals(0.96, titled(svg, "SP ecmp"), 1e-9); // 500 / 520: slower than shortest
        assertFalse("shortest over itself is no bar", svg.contains("<title>LU shortest"));
        // bars start at 1 (no gain): their lengths are the gains and losses, 0.192 : 0.25 : 0.038
        assertEquals(0.0, height(svg, "LU ecmp"), 1e-9);
        assertEquals((310.0 / 260 - 1) / 0.25, height(svg, "LU luar") / height(svg, "SP luar"), 0.01);
        assertEquals((1 - 500.0 / 520) / 0.25, height(svg, "SP ecmp") / height(svg, "SP luar"), 0.01);
    }

    @Test
    public void eachStrategyKeepsItsColourOfTheRuntimeChart() throws Exception {
        String speedup = chart(thesisCondition(), "speedup-01.svg").orElseThrow().svg();
        String runtime = chart(thesisCondition(), "runtime-01.svg").orElseThrow().svg();
        for (String bar : List.of("LU ecmp", "LU luar")) {
            assertEquals(bar, fill(runtime, bar), fill(speedup, bar));
        }
        assertFalse(fill(speedup, "LU ecmp").equals(fill(speedup, "LU luar")));
    }

    private static String fill(String svg, String label) {
        Matcher m = Pattern.compile("fill=\"([^\"]+)\"><title>" + Pattern.quote(label) + ":").matcher(svg);
        assertTrue(label, m.find());
        return m.group(1);
    }

    @Test
    public void theThesisSpeedUpIsMarkedOnEachApplicationUnderTheThesisCondition() throws Exception {
        Charts.Chart chart = chart(thesisCondition(), "speedup-01.svg").orElseThrow();
        // thesis Table 5.1: LU 1.25x, SP 1.27x (LUAR over S-Path)
        assertEquals(1.25, titled(chart.svg(), "LU " + Charts.THESIS_MARK), 1e-9);
        assertEquals(1.27, titled(chart.svg(), "SP " + Charts.THESIS_MARK), 1e-9);
        assertEquals(2, count(chart.svg(), "class=\"mark\""));
        assertTrue(chart.svg().contains(">" + Charts.THESIS_MARK + "</text>"));
        assertTrue(chart.caption(), chart.caption().contains("dashed: the thesis's LUAR speed-up, Table 5.1"));
    }

    @Test
    public void underAnotherConditionTheThesisHasNoValueToMark() throws Exception {
        Charts.Chart chart = chart(result(50, List.of("shortest", "ecmp", "luar")), "speedup-01.svg").orElseThrow();
        assertEquals(1.19, titled(chart.svg(), "LU luar"), 1e-9);
        assertEquals(0, count(chart.svg(), "class=\"mark\""));
        assertFalse(chart.svg().contains(Charts.THESIS_MARK));
        assertFalse(chart.caption(), chart.caption().contains("thesis"));
    }

    @Test
    public void withoutShortestThereIsNoSpeedUpChart() throws Exception {
        assertFalse(chart(result(75, List.of("ecmp", "luar")), "speedup-01.svg").isPresent());
        assertTrue(chart(result(75, List.of("ecmp", "luar")), "runtime-01.svg").isPresent());
    }

    @Test
    public void chartsHaveTitledCaptionsInTheReportAndThePage() throws Exception {
        ImmutableMap<String, String> files = ReportWriter.files(thesisCondition());
        String runtime = "Runtime per application, Sparse, 75% concurrency, idle 10 s (mean \u00b1 90% CI)";
        String speedup = "Speed-up over shortest per application, Sparse, 75% concurrency, idle 10 s (mean shortest "
                + "runtime / mean runtime of the strategy; dashed: the thesis's LUAR speed-up, Table 5.1)";
        assertTrue(files.containsKey("runtime-01.svg") && files.containsKey("speedup-01.svg"));
        String md = files.get("report.md");
        assertTrue(md, md.contains("![" + runtime + "](runtime-01.svg)"));
        assertTrue(md.contains("*Figure 1. " + runtime + "* ([SVG](runtime-01.svg))"));
        assertTrue(md.contains("*Figure 2. " + speedup + "* ([SVG](speedup-01.svg))"));
        assertFalse("no file name stands for a caption", md.contains("![runtime-01.svg]"));
        String html = files.get("index.html");
        assertTrue(html, html.contains("<figcaption>Figure 1. " + runtime + " (<a href=\"runtime-01.svg\">SVG</a>)"
                + "</figcaption>"));
        assertTrue(html.contains("<figcaption>Figure 2. " + SvgChart.escape(speedup)
                + " (<a href=\"speedup-01.svg\">SVG</a>)</figcaption>"));
        assertFalse(html.contains("<figcaption>runtime-01.svg"));
    }

    @Test
    public void oneRepetitionSaysItHasNoConfidenceInterval() throws Exception {
        ExperimentResult two = thesisCondition();
        Scenario once = two.scenario().toBuilder().reps(1).build();
        List<RunRecord> firstRep = new ArrayList<>();
        two.runs().stream().filter(r -> r.rep() == 0).forEach(firstRep::add);
        Charts.Chart runtime = chart(new ExperimentResult(once, firstRep, firstRep.size(), null), "runtime-01.svg")
                .orElseThrow();
        assertEquals("Runtime per application, Sparse, 75% concurrency, idle 10 s (1 repetition, no CI)",
                runtime.caption());
    }

    private static int count(String text, String needle) {
        int n = 0;
        for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
            n++;
        }
        return n;
    }
}

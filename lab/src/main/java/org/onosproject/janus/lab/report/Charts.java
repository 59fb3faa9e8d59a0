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
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.Strategies;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.NasCalibration;
import org.onosproject.janus.lab.workload.RingExchange;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The charts of a result, each with its file name and a titled caption: runtime bars, speed-up over
 * shortest (with the thesis's Table 5.1 speed-up marked), makespan over contention-free, ring
 * bandwidth bars, rebalancer moves, speed-up vs idle timeout.
 */
public final class Charts {

    /** The thesis's value on the speed-up chart: LUAR over S-Path, Table 5.1. */
    static final String THESIS_MARK = "thesis LUAR";

    /** One chart: its SVG file name, its caption (what it shows, for whom, with what error bars), its SVG. */
    public static final class Chart {
        private final String fileName;
        private final String caption;
        private final String svg;

        Chart(String fileName, String caption, String svg) {
            this.fileName = fileName;
            this.caption = caption;
            this.svg = svg;
        }

        /** A chart drawn elsewhere (for example by the testbed's report) with {@link SvgChart}. */
        public static Chart of(String fileName, String caption, String svg) {
            return new Chart(fileName, caption, svg);
        }

        public String fileName() {
            return fileName;
        }

        public String caption() {
            return caption;
        }

        public String svg() {
            return svg;
        }
    }

    private Charts() {
    }

    public static ImmutableList<Chart> all(ResultSummary s) {
        List<Chart> charts = new ArrayList<>();
        List<String> strategies = ResultTables.strategies(s);
        List<WorkloadSpec> apps = ResultTables.workloads(s, WorkloadSpec.Kind.NAS, WorkloadSpec.Kind.PERMUTATION,
                WorkloadSpec.Kind.TRACE, WorkloadSpec.Kind.COLLECTIVE, WorkloadSpec.Kind.MIX);
        List<WorkloadSpec> rings = ResultTables.workloads(s, WorkloadSpec.Kind.RING);
        String ci = s.result().scenario().reps() > 1 ? "mean \u00b1 90% CI" : "1 repetition, no CI";
        int n = 0;
        for (ResultTables.Condition cond : ResultTables.conditions(s)) {
            n++;
            if (!apps.isEmpty()) {
                charts.add(new Chart(String.format(Locale.ROOT, "runtime-%02d.svg", n),
                        "Runtime per application, " + cond.caption() + " (" + ci + ")",
                        barChart("Runtime (90% CI) - " + cond.label(), "runtime (s)", apps, strategies, cond,
                                c -> Optional.of(s.runtimeSeconds(c)), s)));
                String speedupName = String.format(Locale.ROOT, "speedup-%02d.svg", n);
                speedup(s, cond, apps, strategies).ifPresent(svg -> charts.add(new Chart(speedupName,
                        "Speed-up over shortest per application, " + cond.caption() + " (mean shortest runtime / "
                                + "mean runtime of the strategy"
                                + (hasThesisMarks(apps, cond) ? "; dashed: the thesis's LUAR speed-up, Table 5.1" : "")
                                + ")", svg)));
                boolean ideal = s.cells().stream().filter(cond::matches)
                        .anyMatch(c -> s.contentionFreeSeconds(c).isPresent());
                if (ideal) {
                    charts.add(new Chart(String.format(Locale.ROOT, "runtime-over-contention-free-%02d.svg", n),
                            "Makespan over contention-free makespan per workload, " + cond.caption() + " (" + ci + ")",
                            barChart("Makespan / contention-free makespan (90% CI) - " + cond.label(),
                                    "x contention-free", apps, strategies, cond, s::runtimeOverContentionFree, s)));
                }
            }
            if (!rings.isEmpty()) {
                charts.add(new Chart(String.format(Locale.ROOT, "ring-bandwidth-%02d.svg", n),
                        "HPCC naturally ordered ring bandwidth per ring size, " + cond.caption() + " (" + ci + ")",
                        barChart("HPCC naturally ordered ring bandwidth (90% CI) - " + cond.label(), "MB/s", rings,
                                strategies, cond, c -> s.metric(c, RingExchange.BANDWIDTH_METRIC), s)));
                if (rings.stream().anyMatch(w -> w.randomRings() > 0)) {
                    charts.add(new Chart(String.format(Locale.ROOT, "random-ring-bandwidth-%02d.svg", n),
                            "HPCC randomly ordered ring bandwidth per ring size (geometric mean over the random "
                                    + "rings), " + cond.caption() + " (" + ci + ")",
                            barChart("HPCC randomly ordered ring bandwidth (90% CI) - " + cond.label(), "MB/s",
                                    rings, strategies, cond,
                                    c -> s.metric(c, RingExchange.RANDOM_BANDWIDTH_METRIC), s)));
                }
            }
        }
        n = 0;
        for (ResultTables.Condition cond : ResultTables.conditions(s)) {
            n++;
            String name = String.format(Locale.ROOT, "rebalance-moves-%02d.svg", n);
            rebalanceMoves(s, cond, strategies).ifPresent(svg -> charts.add(new Chart(name,
                    "Rebalancer moves since the workload started, " + cond.caption() + " (mean over runs)", svg)));
        }
        charts.addAll(JobTables.charts(s));
        speedupVsIdle(s, apps, strategies).ifPresent(svg -> {
            ResultTables.Condition first = ResultTables.conditions(s).get(0);
            charts.add(new Chart("speedup-vs-idle-timeout.svg", "Speed-up over shortest vs idle timeout, "
                    + first.placementLabel() + ", " + first.concurrency
                    + "% concurrency (mean shortest runtime / mean runtime of the strategy)", svg));
        });
        return ImmutableList.copyOf(charts);
    }

    /**
     * Speed-up over shortest per application (rows of {@link #all}'s speed-up chart): each strategy but
     * shortest, {@link ResultSummary#speedup} (mean shortest runtime / mean runtime), bars from 1, each
     * strategy in its colour of the runtime chart; the thesis's Table 5.1 speed-up (LUAR over S-Path)
     * marked on each NAS application that has one, under the thesis's condition only (Sparse, 75%, idle
     * 10 s). Empty without shortest or another strategy.
     */
    static Optional<String> speedup(ResultSummary s, ResultTables.Condition cond, List<WorkloadSpec> apps,
                                    List<String> strategies) {
        List<String> others = strategies.stream().filter(st -> !st.equals(Strategies.BASELINE))
                .collect(Collectors.toList());
        if (!strategies.contains(Strategies.BASELINE) || others.isEmpty() || apps.isEmpty()) {
            return Optional.empty();
        }
        double[][] values = new double[apps.size()][others.size()];
        double[][] errors = new double[apps.size()][others.size()];
        for (int w = 0; w < apps.size(); w++) {
            for (int st = 0; st < others.size(); st++) {
                Cell c = new Cell(apps.get(w), others.get(st), cond.idle, cond.concurrency, cond.placement);
                values[w][st] = s.speedup(c).orElse(Double.NaN);
                errors[w][st] = Double.NaN;
            }
        }
        return Optional.of(SvgChart.bars("Speed-up over shortest - " + cond.label(), "speed-up (x)",
                apps.stream().map(WorkloadSpec::label).collect(Collectors.toList()), others, values, errors, 1,
                thesisMarks(apps, cond), THESIS_MARK, others.stream().mapToInt(strategies::indexOf).toArray()));
    }

    /** Per application: the thesis's Table 5.1 speed-up under the thesis's condition, NaN where it has none. */
    static double[] thesisMarks(List<WorkloadSpec> apps, ResultTables.Condition cond) {
        double[] marks = new double[apps.size()];
        for (int w = 0; w < apps.size(); w++) {
            WorkloadSpec spec = apps.get(w);
            marks[w] = cond.isThesisTable51() && spec.kind() == WorkloadSpec.Kind.NAS && spec.ranks() == 4
                    ? NasBenchmarks.calibration(spec.app()).map(NasCalibration::thesisSpeedup).orElse(Double.NaN)
                    : Double.NaN;
        }
        return marks;
    }

    private static boolean hasThesisMarks(List<WorkloadSpec> apps, ResultTables.Condition cond) {
        return Arrays.stream(thesisMarks(apps, cond)).anyMatch(m -> !Double.isNaN(m));
    }

    private interface StatOf {
        Optional<SampleStatistics> of(Cell c);
    }

    private static String barChart(String title, String yLabel, List<WorkloadSpec> workloads, List<String> strategies,
                                   ResultTables.Condition cond, StatOf statOf, ResultSummary s) {
        double[][] values = new double[workloads.size()][strategies.size()];
        double[][] errors = new double[workloads.size()][strategies.size()];
        for (int w = 0; w < workloads.size(); w++) {
            for (int st = 0; st < strategies.size(); st++) {
                Cell c = new Cell(workloads.get(w), strategies.get(st), cond.idle, cond.concurrency, cond.placement);
                Optional<SampleStatistics> stat = s.runs(c).isEmpty() ? Optional.empty() : statOf.of(c);
                values[w][st] = stat.map(SampleStatistics::mean).orElse(Double.NaN);
                errors[w][st] = stat.map(SampleStatistics::ciHalfWidth).orElse(Double.NaN);
            }
        }
        return SvgChart.bars(title, yLabel, workloads.stream().map(WorkloadSpec::label).collect(Collectors.toList()),
                strategies, values, errors);
    }

    /** Points on the time axis of the rebalancer chart. */
    static final int MOVE_CHART_POINTS = 10;

    /**
     * The rebalancer's moves over time: per workload and strategy whose runs moved flows, the mean over
     * repetitions of the moves made since the workload started, at {@link #MOVE_CHART_POINTS} evenly
     * spaced times up to the longest runtime. Empty when no run of the condition moved a flow.
     */
    static Optional<String> rebalanceMoves(ResultSummary s, ResultTables.Condition cond, List<String> strategies) {
        List<Cell> moved = s.cells().stream().filter(cond::matches)
                .filter(c -> s.runs(c).stream().anyMatch(r -> r.janus().count(Statistic.REBALANCE_MOVES) > 0))
                .sorted((a, b) -> Integer.compare(strategies.indexOf(a.strategy()), strategies.indexOf(b.strategy())))
                .collect(Collectors.toList());
        if (moved.isEmpty()) {
            return Optional.empty();
        }
        double end = moved.stream().flatMap(c -> s.runs(c).stream()).mapToDouble(RunRecord::runtimeSeconds)
                .max().orElse(0);
        List<String> xLabels = new ArrayList<>();
        for (int i = 1; i <= MOVE_CHART_POINTS; i++) {
            xLabels.add(String.format(Locale.ROOT, "%.1f s", end * i / MOVE_CHART_POINTS));
        }
        List<String> series = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        boolean truncated = false;
        for (Cell c : moved) {
            double[] row = new double[MOVE_CHART_POINTS];
            List<RunRecord> runs = s.runs(c);
            for (RunRecord r : runs) {
                truncated |= r.rebalanceMoveTimesMillis().size() < r.janus().count(Statistic.REBALANCE_MOVES);
                for (double t : r.rebalanceMoveSeconds()) {
                    for (int i = 0; i < MOVE_CHART_POINTS; i++) {
                        if (t >= 0 && t <= end * (i + 1) / MOVE_CHART_POINTS) {
                            row[i] += 1.0 / runs.size();
                        }
                    }
                }
            }
            series.add(c.workload().label() + " " + c.strategy());
            rows.add(row);
        }
        return Optional.of(SvgChart.lines("Rebalancer moves since the workload started (mean over runs"
                        + (truncated ? "; Janus lists only its last 100 moves per run" : "") + ") - " + cond.label(),
                "moves", xLabels, series, rows.toArray(new double[0][])));
    }

    /** Thesis Fig. 5.6: speed-up over shortest per workload as the idle timeout grows. */
    private static Optional<String> speedupVsIdle(ResultSummary s, List<WorkloadSpec> apps, List<String> strategies) {
        Scenario scenario = s.result().scenario();
        List<Integer> idles = scenario.idleTimeoutsSeconds();
        if (idles.size() < 2 || !strategies.contains(Strategies.BASELINE) || strategies.size() < 2 || apps.isEmpty()) {
            return Optional.empty();
        }
        List<String> series = new ArrayList<>();
        List<double[]> rows = new ArrayList<>();
        ResultTables.Condition first = ResultTables.conditions(s).get(0);
        for (WorkloadSpec w : apps) {
            for (String st : strategies) {
                if (st.equals(Strategies.BASELINE)) {
                    continue;
                }
                double[] row = new double[idles.size()];
                for (int i = 0; i < idles.size(); i++) {
                    Cell c = new Cell(w, st, idles.get(i), first.concurrency, first.placement);
                    row[i] = s.speedup(c).orElse(Double.NaN);
                }
                series.add(w.label() + " " + st);
                rows.add(row);
            }
        }
        return Optional.of(SvgChart.lines("Speed-up over shortest vs idle timeout - "
                        + first.placement.label() + ", " + first.concurrency + "%", "speed-up (x)",
                idles.stream().map(i -> Scenario.idleLabel(i) + " s").collect(Collectors.toList()), series,
                rows.toArray(new double[0][])));
    }
}

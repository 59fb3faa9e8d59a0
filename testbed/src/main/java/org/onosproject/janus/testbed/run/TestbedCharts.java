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
package org.onosproject.janus.testbed.run;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.report.Charts;
import org.onosproject.janus.lab.report.SvgChart;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The testbed report's charts, drawn with the lab's {@link SvgChart} from the report's tables: for the
 * permutation, makespan and mean completion per strategy on the testbed beside the fluid lab's prediction,
 * with the contention-free bound as a dashed line; for each failure table, the outage per strategy; for the
 * HPCC ring, the natural and the random rings' bandwidth per strategy and size beside the fluid lab's.
 */
final class TestbedCharts {
    static final String PERMUTATION = "permutation";
    static final String FAILURE_SUFFIX = "-failure";
    static final String TESTBED = "testbed";
    static final String FLUID_LAB = "fluid lab";
    static final String BOUND = "contention-free bound";

    private TestbedCharts() {
    }

    /** The charts for {@code tables} (slug to table), in the tables' order; none for a table without rows. */
    static ImmutableList<Charts.Chart> of(Map<String, TestbedReport.Table> tables) {
        ImmutableList.Builder<Charts.Chart> charts = ImmutableList.builder();
        for (TestbedReport.Table t : tables.values()) {
            if (t.rows().isEmpty()) {
                continue;
            }
            if (t.slug().equals(PERMUTATION)) {
                charts.add(permutation(t, "makespan (s)", "lab makespan (s)", "permutation-makespan.svg",
                                       "Permutation makespan"));
                charts.add(permutation(t, "mean done (s)", "lab mean done (s)", "permutation-mean.svg",
                                       "Permutation mean completion"));
            } else if (t.slug().endsWith(FAILURE_SUFFIX)) {
                charts.add(outage(t));
            } else if (t.slug().equals(HpccRingScenario.NAME) || t.slug().equals(HpccRingScenario.OWN_NAME)) {
                charts.add(ring(t, "natural", "Naturally ordered ring"));
                charts.add(ring(t, "random", "Randomly ordered rings"));
            }
        }
        return charts.build();
    }

    private static Charts.Chart permutation(TestbedReport.Table t, String testbedColumn, String labColumn,
                                            String fileName, String what) {
        View v = View.of(t);
        List<String> strategies = v.keys("strategy");
        double[][] values = new double[strategies.size()][2];
        double[][] errors = new double[strategies.size()][2];
        double[] marks = new double[strategies.size()];
        for (int i = 0; i < strategies.size(); i++) {
            values[i][0] = v.value(testbedColumn, i);
            values[i][1] = v.value(labColumn, i);
            errors[i][0] = v.error(testbedColumn, i);
            errors[i][1] = v.error(labColumn, i);
            marks[i] = v.value("contention-free (s)", i);
        }
        String caption = what + " per strategy: the testbed (iperf3 over OVS) beside the fluid lab's prediction "
                + "for the same permutation, link rate and placement; the dashed line is the contention-free bound "
                + "(every flow alone at the link rate). " + v.howMany("strategy");
        String svg = SvgChart.bars(what + " (s): testbed vs fluid lab", "seconds", strategies,
                                   List.of(TESTBED, FLUID_LAB), values, errors, 0, marks, BOUND, null);
        return Charts.Chart.of(fileName, caption, svg);
    }

    private static Charts.Chart ring(TestbedReport.Table t, String which, String what) {
        boolean own = t.slug().equals(HpccRingScenario.OWN_NAME);
        View v = View.of(t);
        List<String> strategies = v.keys("strategy");
        List<String> ranks = v.keys("ranks");
        List<String> categories = new ArrayList<>();
        double[][] values = new double[strategies.size()][2];
        double[][] errors = new double[strategies.size()][2];
        for (int i = 0; i < strategies.size(); i++) {
            categories.add(strategies.get(i) + " " + ranks.get(i));
            values[i][0] = v.value(which + " testbed", i);
            values[i][1] = v.value(which + " lab", i);
            errors[i][0] = v.error(which + " testbed", i);
            errors[i][1] = v.error(which + " lab", i);
        }
        String caption = what + ": HPCC's ring bandwidth per process (MB/s, HPCC's unit) per strategy and number "
                + "of ranks, the testbed (" + (own ? "the testbed's janus_ring on the lab's own rings"
                : "HPCC") + " over Open MPI between Mininet hosts) beside the fluid lab's prediction for the same "
                + "fabric, link rate and nodes" + (which.equals("random") && !own
                ? " (HPCC draws its 10 random rings from the time; the lab's figure is the mean over 10 draws)" : "")
                + ". " + v.howMany("strategy and size");
        String svg = SvgChart.bars(what + " bandwidth (MB/s): testbed vs fluid lab", "MB/s per process", categories,
                                   List.of(TESTBED, FLUID_LAB), values, errors);
        return Charts.Chart.of(t.slug() + "-" + which + ".svg", caption, svg);
    }

    private static Charts.Chart outage(TestbedReport.Table t) {
        View v = View.of(t);
        List<String> strategies = v.keys("strategy");
        double[][] values = new double[strategies.size()][1];
        double[][] errors = new double[strategies.size()][1];
        for (int i = 0; i < strategies.size(); i++) {
            values[i][0] = v.value("outage (ms)", i);
            errors[i][0] = v.error("outage (ms)", i);
        }
        String scenario = t.slug().equals(FailureScenario.SWITCH_FAILURE) ? FailureScenario.SWITCH_FAILURE
                : t.slug().substring(0, t.slug().length() - FAILURE_SUFFIX.length());
        boolean wholeSwitch = t.slug().equals(FailureScenario.SWITCH_FAILURE);
        String failed = wholeSwitch ? "the aggregation switch" : "an aggregation-core link";
        String caption = scenario + ": the longest run of lost pings (one every 100 ms) after " + failed
                + " of the flow's path fails, per strategy. " + v.howMany("strategy");
        String svg = SvgChart.bars(scenario + ": outage after a " + (wholeSwitch ? "switch" : "link") + " failure",
                                   "outage (ms)", strategies,
                                   List.of(TESTBED), values, errors);
        return Charts.Chart.of(t.slug() + "-outage.svg", caption, svg);
    }

    /**
     * What a chart reads of a table: its rows (one run each), or, for a table of several repetitions, its
     * {@link RepetitionSummary}: the means, with their confidence intervals as error bars.
     */
    private static final class View {
        private final List<String> headers;
        private final List<List<String>> rows;
        private final boolean summary;
        private final int repetitions;

        private View(List<String> headers, List<List<String>> rows, boolean summary, int repetitions) {
            this.headers = headers;
            this.rows = rows;
            this.summary = summary;
            this.repetitions = repetitions;
        }

        static View of(TestbedReport.Table t) {
            if (!t.headers().contains(RepetitionSummary.REPETITION)) {
                return new View(t.headers(), t.rows(), false, 1);
            }
            RepetitionSummary s = RepetitionSummary.of(t.headers(), t.rows());
            int most = t.column(RepetitionSummary.REPETITION).stream().mapToInt(Integer::parseInt).max().orElse(1);
            return new View(s.headers(), s.rows(), true, most);
        }

        /** A key column (strategy, ranks), one cell per bar group. */
        List<String> keys(String header) {
            return cells(header);
        }

        /** A measured column's value in bar group {@code i}: the cell, or the mean over the repetitions. */
        double value(String header, int i) {
            return number(cells(summary ? header + " mean" : header).get(i));
        }

        /** The half-width of the confidence interval of {@link #value}; NaN for one run. */
        double error(String header, int i) {
            if (!summary) {
                return Double.NaN;
            }
            String ci = headers.stream().filter(h -> h.startsWith(header + " ") && h.contains("% CI"))
                    .findFirst().orElseThrow(() -> new IllegalArgumentException("no CI column for " + header));
            return number(cells(ci).get(i));
        }

        /** The caption's sentence on what a bar is. */
        String howMany(String per) {
            return summary ? "Mean over " + repetitions + " repetitions per " + per + "; error bars: the "
                    + "90% confidence interval (Student t)." : "One run per " + per + ", no error bars.";
        }

        private List<String> cells(String header) {
            int c = headers.indexOf(header);
            if (c < 0) {
                throw new IllegalArgumentException("no column " + header);
            }
            List<String> out = new ArrayList<>();
            rows.forEach(r -> out.add(r.get(c)));
            return out;
        }

        private static double number(String cell) {
            return RepetitionSummary.number(cell).orElse(Double.NaN);
        }
    }
}

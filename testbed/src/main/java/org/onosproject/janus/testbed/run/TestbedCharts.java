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
        List<String> strategies = t.column("strategy");
        List<String> testbed = t.column(testbedColumn);
        List<String> lab = t.column(labColumn);
        List<String> bound = t.column("contention-free (s)");
        double[][] values = new double[strategies.size()][2];
        double[][] errors = new double[strategies.size()][2];
        double[] marks = new double[strategies.size()];
        for (int i = 0; i < strategies.size(); i++) {
            values[i][0] = number(testbed.get(i));
            values[i][1] = number(lab.get(i));
            errors[i][0] = Double.NaN;
            errors[i][1] = Double.NaN;
            marks[i] = number(bound.get(i));
        }
        String caption = what + " per strategy: the testbed (iperf3 over OVS) beside the fluid lab's prediction "
                + "for the same permutation, link rate and placement; the dashed line is the contention-free bound "
                + "(every flow alone at the link rate). One run per strategy, no error bars.";
        String svg = SvgChart.bars(what + " (s): testbed vs fluid lab", "seconds", strategies,
                                   List.of(TESTBED, FLUID_LAB), values, errors, 0, marks, BOUND, null);
        return Charts.Chart.of(fileName, caption, svg);
    }

    private static Charts.Chart ring(TestbedReport.Table t, String which, String what) {
        boolean own = t.slug().equals(HpccRingScenario.OWN_NAME);
        List<String> strategies = t.column("strategy");
        List<String> ranks = t.column("ranks");
        List<String> testbed = t.column(which + " testbed");
        List<String> lab = t.column(which + " lab");
        List<String> categories = new ArrayList<>();
        double[][] values = new double[strategies.size()][2];
        double[][] errors = new double[strategies.size()][2];
        for (int i = 0; i < strategies.size(); i++) {
            categories.add(strategies.get(i) + " " + ranks.get(i));
            values[i][0] = number(testbed.get(i));
            values[i][1] = number(lab.get(i));
            errors[i][0] = Double.NaN;
            errors[i][1] = Double.NaN;
        }
        String caption = what + ": HPCC's ring bandwidth per process (MB/s, HPCC's unit) per strategy and number "
                + "of ranks, the testbed (" + (own ? "the testbed's janus_ring on the lab's own rings"
                : "HPCC") + " over Open MPI between Mininet hosts) beside the fluid lab's prediction for the same "
                + "fabric, link rate and nodes" + (which.equals("random") && !own
                ? " (HPCC draws its 10 random rings from the time; the lab's figure is the mean over 10 draws)" : "")
                + ". One run per strategy and size, no error bars.";
        String svg = SvgChart.bars(what + " bandwidth (MB/s): testbed vs fluid lab", "MB/s per process", categories,
                                   List.of(TESTBED, FLUID_LAB), values, errors);
        return Charts.Chart.of(t.slug() + "-" + which + ".svg", caption, svg);
    }

    private static Charts.Chart outage(TestbedReport.Table t) {
        List<String> strategies = t.column("strategy");
        List<String> outage = t.column("outage (ms)");
        double[][] values = new double[strategies.size()][1];
        double[][] errors = new double[strategies.size()][1];
        for (int i = 0; i < strategies.size(); i++) {
            values[i][0] = number(outage.get(i));
            errors[i][0] = Double.NaN;
        }
        String scenario = t.slug().equals(FailureScenario.SWITCH_FAILURE) ? FailureScenario.SWITCH_FAILURE
                : t.slug().substring(0, t.slug().length() - FAILURE_SUFFIX.length());
        boolean wholeSwitch = t.slug().equals(FailureScenario.SWITCH_FAILURE);
        String failed = wholeSwitch ? "the aggregation switch" : "an aggregation-core link";
        String caption = scenario + ": the longest run of lost pings (one every 100 ms) after " + failed
                + " of the flow's path fails, per strategy. One run per strategy, no error bars.";
        String svg = SvgChart.bars(scenario + ": outage after a " + (wholeSwitch ? "switch" : "link") + " failure",
                                   "outage (ms)", strategies,
                                   List.of(TESTBED), values, errors);
        return Charts.Chart.of(t.slug() + "-outage.svg", caption, svg);
    }

    /** A cell as a number; NaN for a cell that is not one ("-", "NaN"). */
    private static double number(String cell) {
        try {
            return Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}

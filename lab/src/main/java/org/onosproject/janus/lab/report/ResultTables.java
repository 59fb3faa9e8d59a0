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
import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.IntentRelease;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.Strategies;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.NasCalibration;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RingExchange;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import org.onosproject.janus.lab.experiment.RunRecord;
import java.util.TreeMap;
import java.util.Map;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The tables of a result: one laid out like thesis Table 5.1 per condition (placement,
 * concurrency, idle timeout) with the thesis's numbers beside ours where they exist, paper 000's
 * ring bandwidths, and a Table 5.2-like control-overhead table when idle timeouts are swept.
 */
public final class ResultTables {

    private ResultTables() {
    }

    /** A condition shared by the cells of one table. */
    static final class Condition {
        final Placement placement;
        final int concurrency;
        final int idle;

        Condition(Cell c) {
            this.placement = c.placement();
            this.concurrency = c.concurrencyPercent();
            this.idle = c.idleTimeoutSeconds();
        }

        boolean matches(Cell c) {
            return c.placement() == placement && c.concurrencyPercent() == concurrency
                    && c.idleTimeoutSeconds() == idle;
        }

        boolean isThesisTable51() {
            return placement == Placement.SPARSE && concurrency == 75 && idle == 10;
        }

        String placementLabel() {
            return placement == Placement.SPARSE ? "Sparse" : placement == Placement.DENSE ? "Dense" : "Linear";
        }

        String label() {
            return String.format(Locale.ROOT, "%s, %d%% concurrency, idle timeout %s s", placementLabel(), concurrency,
                    Scenario.idleLabel(idle));
        }

        /** The condition as a chart caption says it: "Sparse, 75% concurrency, idle 10 s". */
        String caption() {
            return String.format(Locale.ROOT, "%s, %d%% concurrency, idle %s s", placementLabel(), concurrency,
                    Scenario.idleLabel(idle));
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Condition && ((Condition) o).placement == placement
                    && ((Condition) o).concurrency == concurrency && ((Condition) o).idle == idle;
        }

        @Override
        public int hashCode() {
            return Objects.hash(placement, concurrency, idle);
        }
    }

    public static List<TextTable> all(ResultSummary summary) {
        List<TextTable> tables = new ArrayList<>();
        tables.addAll(applicationTables(summary));
        tables.addAll(contentionFreeTables(summary));
        tables.addAll(MixTables.of(summary));
        tables.addAll(ringTables(summary));
        tables.addAll(overheadTables(summary));
        tables.addAll(FailureTables.of(summary.result()));
        tables.addAll(ControlPlaneTables.of(summary.result()));
        tables.addAll(LeakTables.of(summary.result()));
        tables.addAll(JobTables.of(summary));
        return tables;
    }

    static List<String> strategies(ResultSummary s) {
        return s.result().scenario().strategies().stream()
                .filter(st -> s.cells().stream().anyMatch(c -> c.strategy().equals(st)))
                .collect(Collectors.toList());
    }

    static List<Condition> conditions(ResultSummary s) {
        Set<Condition> set = new LinkedHashSet<>();
        s.cells().forEach(c -> set.add(new Condition(c)));
        return ImmutableList.copyOf(set);
    }

    static List<WorkloadSpec> workloads(ResultSummary s, WorkloadSpec.Kind... kinds) {
        Set<WorkloadSpec> set = new LinkedHashSet<>();
        List<WorkloadSpec.Kind> wanted = List.of(kinds);
        s.cells().stream().map(Cell::workload).filter(w -> wanted.contains(w.kind())).forEach(set::add);
        return ImmutableList.copyOf(set);
    }

    /** Runtime per application and strategy, thesis Table 5.1 layout. */
    public static List<TextTable> applicationTables(ResultSummary s) {
        List<TextTable> tables = new ArrayList<>();
        List<WorkloadSpec> apps = workloads(s, WorkloadSpec.Kind.NAS, WorkloadSpec.Kind.PERMUTATION,
                WorkloadSpec.Kind.TRACE, WorkloadSpec.Kind.COLLECTIVE, WorkloadSpec.Kind.MIX);
        if (apps.isEmpty()) {
            return tables;
        }
        List<String> strategies = strategies(s);
        boolean baseline = strategies.contains(Strategies.BASELINE);
        for (Condition cond : conditions(s)) {
            List<String> headers = new ArrayList<>();
            headers.add("Application");
            for (String st : strategies) {
                headers.add(st + " (s)");
            }
            if (baseline) {
                for (String st : strategies) {
                    if (!st.equals(Strategies.BASELINE)) {
                        headers.add(st + " speed-up");
                    }
                }
            }
            boolean ideal = apps.stream().anyMatch(w -> hasContentionFree(s, w, cond));
            if (ideal) {
                headers.add("contention-free (s)");
                if (baseline) {
                    for (String st : strategies) {
                        if (!st.equals(Strategies.BASELINE)) {
                            headers.add(st + " captured");
                        }
                    }
                }
            }
            boolean thesis = cond.isThesisTable51();
            if (thesis) {
                headers.addAll(List.of("thesis S-Path (s)", "thesis LUAR (s)", "thesis speed-up"));
            }
            headers.addAll(List.of("volume (MB)", thesis ? "thesis volume (MB)" : "", "pattern"));
            headers.removeIf(String::isEmpty);
            TextTable table = new TextTable("Runtime per application - " + cond.label()
                    + " (mean +- 90% CI over repetitions)", headers);
            for (WorkloadSpec w : apps) {
                List<String> row = new ArrayList<>();
                row.add(w.label());
                Cell any = null;
                for (String st : strategies) {
                    Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                    if (s.runs(c).isEmpty()) {
                        row.add("-");
                    } else {
                        any = c;
                        row.add(meanCi(s.runtimeSeconds(c)));
                    }
                }
                if (baseline) {
                    for (String st : strategies) {
                        if (!st.equals(Strategies.BASELINE)) {
                            Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                            row.add(s.speedup(c).map(x -> String.format(Locale.ROOT, "%.2fx", x)).orElse("-"));
                        }
                    }
                }
                if (ideal) {
                    row.add(any == null ? "-" : s.contentionFreeSeconds(any).map(ResultTables::meanCi).orElse("-"));
                    if (baseline) {
                        for (String st : strategies) {
                            if (!st.equals(Strategies.BASELINE)) {
                                Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                                row.add(s.capturedShare(c).map(ResultTables::percent).orElse("-"));
                            }
                        }
                    }
                }
                Optional<NasCalibration> cal = w.kind() == WorkloadSpec.Kind.NAS && w.ranks() == 4
                        ? NasBenchmarks.calibration(w.app()) : Optional.empty();
                if (thesis) {
                    row.add(cal.map(c -> fmt(c.thesisShortestSeconds())).orElse("-"));
                    row.add(cal.map(c -> fmt(c.thesisLuarSeconds())).orElse("-"));
                    row.add(cal.map(c -> String.format(Locale.ROOT, "%.2fx", c.thesisSpeedup())).orElse("-"));
                }
                row.add(any == null ? "-" : fmt(s.stat(any, r -> r.workloadFlows().deliveredBytes() / 1e6).mean()));
                if (thesis) {
                    row.add(cal.map(c -> fmt(c.thesisVolumeMegabytes())).orElse("-"));
                }
                row.add(cal.map(c -> c.pattern().label()).orElse(w.kind().name().toLowerCase(Locale.ROOT)));
                table.row(row);
            }
            if (baseline) {
                table.note("speed-up = mean shortest runtime / mean runtime of the strategy");
            }
            if (strategies.contains(Strategies.SPRAY)) {
                table.note(Strategies.SPRAY_NOTE);
            }
            if (ideal) {
                table.note(CONTENTION_FREE_NOTE);
                if (baseline) {
                    table.note("captured = share of the available gain: (shortest - strategy) / "
                            + "(shortest - contention-free), from the means");
                }
            }
            if (thesis) {
                table.note("thesis: Table 5.1 (Sparse, 75%, idle 10 s, 30 reps); its speed-ups are truncated "
                        + "to 2 decimals (BT 432.89/352.11 = 1.229)");
                table.note("our volumes are calibrated to the thesis's network share, not its MB (lab/WORKLOADS.md)");
            }
            tables.add(table);
        }
        return tables;
    }

    static final String CONTENTION_FREE_NOTE = "contention-free = the workload if no two of its flows shared a fabric "
            + "link: each flow only limited by its hosts' links at the fabric's link rate (the fluid model adds no "
            + "per-packet overhead), after one control delay for its first packet-in; NAS: the calibrated ideal "
            + "runtime T0 + one control delay (reprogramming after idle expiry not counted); open-loop workloads "
            + "(permutations, traces) and collectives (step by step): raised to the cut bound where a switch group's "
                    + "uplinks (edge/leaf, pod, a "
            + "custom file's layer groups) cannot carry the bytes that must cross them any faster; 'bound binds' "
            + "names the cut";

    /** The cut the runs' bound names (the most frequent when runs differ), or "-". */
    static String binds(List<RunRecord> runs) {
        return runs.stream().map(RunRecord::boundBinds).flatMap(Optional::stream)
                .collect(Collectors.groupingBy(b -> b, TreeMap::new, Collectors.counting())).entrySet().stream()
                .max(Map.Entry.comparingByValue()).map(Map.Entry::getKey).orElse("-");
    }

    private static boolean hasContentionFree(ResultSummary s, WorkloadSpec w, Condition cond) {
        return s.cells().stream().filter(c -> c.workload().equals(w) && cond.matches(c))
                .anyMatch(c -> s.contentionFreeSeconds(c).isPresent());
    }

    /**
     * Every workload with a contention-free time, one row per strategy: makespan and mean flow
     * completion time beside their contention-free values and the ratios (means of the per-run
     * ratios), speed-up and captured share.
     */
    public static List<TextTable> contentionFreeTables(ResultSummary s) {
        List<TextTable> tables = new ArrayList<>();
        List<WorkloadSpec> apps = workloads(s, WorkloadSpec.Kind.NAS, WorkloadSpec.Kind.PERMUTATION,
                WorkloadSpec.Kind.TRACE, WorkloadSpec.Kind.COLLECTIVE, WorkloadSpec.Kind.MIX);
        List<String> strategies = strategies(s);
        boolean baseline = strategies.contains(Strategies.BASELINE);
        for (Condition cond : conditions(s)) {
            List<WorkloadSpec> withIdeal = apps.stream().filter(w -> hasContentionFree(s, w, cond))
                    .collect(Collectors.toList());
            if (withIdeal.isEmpty()) {
                continue;
            }
            boolean flows = s.cells().stream().filter(cond::matches)
                    .anyMatch(c -> s.contentionFreeFlowSeconds(c).isPresent());
            List<String> headers = new ArrayList<>(List.of("Workload", "Strategy", "makespan (s)",
                    "contention-free (s)", "makespan / c-f"));
            if (flows) {
                headers.addAll(List.of("mean FCT (s)", "c-f FCT (s)", "FCT / c-f"));
            }
            if (baseline) {
                headers.addAll(List.of("speed-up", "captured"));
            }
            headers.add("bound binds");
            TextTable table = new TextTable("Against contention-free - " + cond.label()
                    + " (mean +- 90% CI over repetitions)", headers);
            for (WorkloadSpec w : withIdeal) {
                for (String st : strategies) {
                    Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                    if (s.runs(c).isEmpty()) {
                        continue;
                    }
                    List<String> row = new ArrayList<>(List.of(w.label(), st, meanCi(s.runtimeSeconds(c)),
                            s.contentionFreeSeconds(c).map(ResultTables::meanCi).orElse("-"),
                            s.runtimeOverContentionFree(c).map(ResultTables::ratioCi).orElse("-")));
                    if (flows) {
                        row.add(s.meanFlowCompletionSeconds(c).map(ResultTables::meanCi).orElse("-"));
                        row.add(s.contentionFreeFlowSeconds(c).map(ResultTables::meanCi).orElse("-"));
                        row.add(s.flowCompletionOverContentionFree(c).map(ResultTables::ratioCi).orElse("-"));
                    }
                    if (baseline) {
                        row.add(s.speedup(c).map(x -> String.format(Locale.ROOT, "%.2fx", x)).orElse("-"));
                        row.add(s.capturedShare(c).map(ResultTables::percent).orElse("-"));
                    }
                    row.add(binds(s.runs(c)));
                    table.row(row);
                }
            }
            table.note("makespan = the workload's runtime, from its start to its last flow's last byte; "
                    + "mean FCT = mean over its flows of (last byte - the flow's own start), control delay included");
            table.note("ratios (x c-f) are means of the per-run ratios; " + CONTENTION_FREE_NOTE);
            if (baseline) {
                table.note("captured = (shortest - strategy) / (shortest - contention-free) of the mean makespans");
            }
            if (strategies.contains(Strategies.SPRAY)) {
                table.note(Strategies.SPRAY_NOTE);
            }
            tables.add(table);
        }
        return tables;
    }

    /**
     * Paper 000 Fig. 3: ring bandwidth per strategy and ring size. The randomly ordered rings (HPCC's
     * headline ring figure) come first with the paper's values beside them, then the naturally
     * ordered ring; when the runs measured no random rings, the natural ring gets the paper's values.
     */
    public static List<TextTable> ringTables(ResultSummary s) {
        List<WorkloadSpec> rings = workloads(s, WorkloadSpec.Kind.RING);
        List<TextTable> tables = new ArrayList<>();
        if (rings.isEmpty()) {
            return tables;
        }
        boolean random = s.cells().stream().filter(c -> c.workload().kind() == WorkloadSpec.Kind.RING)
                .anyMatch(c -> s.metric(c, RingExchange.RANDOM_BANDWIDTH_METRIC).isPresent());
        if (random) {
            tables.add(ringTable(s, rings, RingExchange.RANDOM_BANDWIDTH_METRIC, true,
                    "HPCC randomly ordered ring bandwidth per strategy (paper 000 Fig. 3 layout; "
                            + "geometric mean over the random rings, mean +- 90% CI over runs)"));
        }
        tables.add(ringTable(s, rings, RingExchange.BANDWIDTH_METRIC, !random,
                "HPCC naturally ordered ring bandwidth per strategy (mean +- 90% CI)"));
        return tables;
    }

    private static TextTable ringTable(ResultSummary s, List<WorkloadSpec> rings, String metric, boolean paper,
                                       String title) {
        List<String> strategies = strategies(s);
        List<String> inPaper = strategies.stream()
                .filter(st -> rings.stream().anyMatch(w -> ThesisReference.paperRing(w.ranks(), st).isPresent()))
                .collect(Collectors.toList());
        List<String> headers = new ArrayList<>();
        headers.add("Nodes");
        for (String st : strategies) {
            headers.add(Strategies.paperName(st) + " MB/s");
        }
        if (paper) {
            for (String st : inPaper) {
                headers.add("paper " + Strategies.paperName(st));
            }
        }
        TextTable table = new TextTable(title, headers);
        for (Condition cond : conditions(s)) {
            for (WorkloadSpec w : rings) {
                List<String> row = new ArrayList<>();
                row.add(Integer.toString(w.ranks()) + (conditions(s).size() > 1 ? " (" + cond.label() + ")" : ""));
                for (String st : strategies) {
                    Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                    row.add(s.metric(c, metric).map(ResultTables::meanCi).orElse("-"));
                }
                if (paper) {
                    for (String st : inPaper) {
                        row.add(ThesisReference.paperRing(w.ranks(), st).map(ResultTables::fmt).orElse("-"));
                    }
                }
                table.row(row);
            }
        }
        if (paper) {
            table.note("paper 000: Mininet, POX, 1 Gbps, k=4 fat-tree with 16 hosts, 30 HPCC runs, 95% CIs; "
                    + "the paper does not say which HPCC ring figure it plots");
        }
        table.note("MB/s per process and direction (message bytes / exchange time), half of HPCC's own formula");
        return table;
    }

    /** Thesis Table 5.2 / Fig. 5.4 layout: per workload and strategy, control cost per idle timeout. */
    public static List<TextTable> overheadTables(ResultSummary s) {
        List<TextTable> tables = new ArrayList<>();
        List<Integer> idles = s.result().scenario().idleTimeoutsSeconds();
        if (idles.size() < 2) {
            return tables;
        }
        for (WorkloadSpec w : workloads(s, WorkloadSpec.Kind.NAS)) {
            for (String st : strategies(s)) {
                boolean thesis = w.kind() == WorkloadSpec.Kind.NAS && "LU".equals(w.app()) && w.ranks() == 4
                        && "luar".equals(st);
                List<String> headers = new ArrayList<>(List.of("Timeout (s)", "Runtime (s)", "Interruptions",
                        "Reprogramming", "Overheads (s)", "% Overheads"));
                boolean release = s.result().scenario().measuresIntentRelease();
                if (release) {
                    headers.addAll(List.of("Paths at end", "Paths +" + IntentRelease.CHECK_SECONDS + " s",
                            "All gone after (s)"));
                }
                if (thesis) {
                    headers.addAll(List.of("thesis runtime", "thesis interr.", "thesis overh. (s)", "thesis %"));
                }
                TextTable table = null;
                for (Condition cond : conditions(s)) {
                    Cell c = new Cell(w, st, cond.idle, cond.concurrency, cond.placement);
                    if (s.runs(c).isEmpty()) {
                        continue;
                    }
                    if (table == null) {
                        table = new TextTable("Controller interruptions and overheads - " + w.label() + ", " + st
                                + (thesis ? " (thesis Table 5.2 layout)" : ""), headers);
                    }
                    SampleStatistics runtime = s.runtimeSeconds(c);
                    SampleStatistics overhead = s.stat(c, r -> r.workloadFlows().controlDelayMillis() / 1000.0);
                    List<String> row = new ArrayList<>(List.of(
                            Scenario.idleLabel(cond.idle) + (conditions(s).size() > idles.size()
                                    ? " " + cond.placement.label() + " " + cond.concurrency + "%" : ""),
                            meanCi(runtime),
                            fmt(s.stat(c, r -> r.workloadFlows().interruptions()).mean()),
                            fmt(s.stat(c, r -> r.workloadFlows().reprogramming()).mean()),
                            String.format(Locale.ROOT, "%.2f", overhead.mean()),
                            String.format(Locale.ROOT, "%.2f %%", 100 * overhead.mean() / runtime.mean())));
                    if (release) {
                        row.addAll(releaseColumns(s, c));
                    }
                    if (thesis) {
                        ThesisReference.Table52Row t = ThesisReference.TABLE_5_2.get(cond.idle);
                        row.add(t == null ? "-" : fmt(t.runtimeSeconds));
                        row.add(t == null ? "-" : Integer.toString(t.interruptions));
                        row.add(t == null ? "-" : fmt(t.overheadSeconds));
                        row.add(t == null ? "-" : String.format(Locale.ROOT, "%.2f %%", t.overheadPercent));
                    }
                    table.row(row);
                }
                if (table != null) {
                    table.note("interruptions = packet-ins caused by the application's own flows; overheads = "
                            + "time its flows waited for their paths");
                    if (release) {
                        table.note("paths = Janus's paths between two of the application's hosts when it ended and "
                                + IntentRelease.CHECK_SECONDS + " s later (mean over runs); all gone after = whole "
                                + "seconds until none was left (mean; > " + IntentRelease.WAIT_SECONDS
                                + " if any run still had one then); adaptive = idleTimeoutMode adaptive, "
                                + Scenario.ADAPTIVE_MIN_SECONDS + " to " + Scenario.ADAPTIVE_MAX_SECONDS
                                + " s, " + Scenario.ADAPTIVE_NO_HISTORY_SECONDS
                                        + " s for a host pair with no gap learnt");
                    }
                    tables.add(table);
                }
            }
        }
        return tables;
    }

    private static List<String> releaseColumns(ResultSummary s, Cell c) {
        List<IntentRelease> runs = new ArrayList<>();
        s.runs(c).forEach(r -> r.release().ifPresent(runs::add));
        if (runs.isEmpty()) {
            return List.of("-", "-", "-");
        }
        double atEnd = runs.stream().mapToLong(IntentRelease::pathsAtEnd).average().orElse(Double.NaN);
        double atCheck = runs.stream().mapToLong(IntentRelease::pathsAtCheck).average().orElse(Double.NaN);
        boolean allGone = runs.stream().allMatch(r -> r.goneAfterSeconds() >= 0);
        String gone = allGone
                ? fmt(runs.stream().mapToLong(IntentRelease::goneAfterSeconds).average().orElse(Double.NaN))
                : "> " + IntentRelease.WAIT_SECONDS;
        return List.of(fmt(atEnd), fmt(atCheck), gone);
    }

    static String meanCi(SampleStatistics st) {
        if (Double.isNaN(st.ciHalfWidth())) {
            return fmt(st.mean());
        }
        return fmt(st.mean()) + " +- " + fmt(st.ciHalfWidth());
    }

    static String ratioCi(SampleStatistics st) {
        if (Double.isNaN(st.ciHalfWidth())) {
            return String.format(Locale.ROOT, "%.2fx", st.mean());
        }
        return String.format(Locale.ROOT, "%.2fx +- %.2f", st.mean(), st.ciHalfWidth());
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * share);
    }

    static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }
}

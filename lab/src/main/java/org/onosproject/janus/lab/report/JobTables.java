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
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.JobOutcome;
import org.onosproject.janus.lab.experiment.JobRemoval;
import org.onosproject.janus.lab.experiment.PlaneSnapshot;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.StrategyVariant;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.net.FlowLedger;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The declared-jobs section of a report (scenarios whose strategies run reactive and {@code +declared}):
 * per application and strategy, the runtime reactive and declared and their paired difference (the two
 * runs of a repetition see the same placement and background), the packet-ins of the application's own
 * pairs, interruptions and control delay, and what the job left after its removal; the per-run rows as
 * jobs.csv; and a chart of the runtime difference.
 */
public final class JobTables {

    /** The file of the per-run rows. */
    public static final String CSV = "jobs.csv";

    private JobTables() {
    }

    /** A reactive strategy and its declared twin. */
    private static final class Twin {
        final String reactive;
        final String declared;

        Twin(String reactive, String declared) {
            this.reactive = reactive;
            this.declared = declared;
        }
    }

    private static List<Twin> twins(ResultSummary s) {
        List<String> strategies = ResultTables.strategies(s);
        List<Twin> twins = new ArrayList<>();
        for (String st : strategies) {
            StrategyVariant v = StrategyVariant.parse(st);
            if (v.declaresJobs() && strategies.contains(v.reactiveLabel())) {
                twins.add(new Twin(v.reactiveLabel(), st));
            }
        }
        return twins;
    }

    private static boolean hasJobs(ResultSummary s) {
        return present(s.result());
    }

    /** Whether some run recorded how its application reached Janus (then the report has this section). */
    public static boolean present(ExperimentResult result) {
        return result.runs().stream().anyMatch(r -> r.job().isPresent());
    }

    /** The section's tables; none when no run recorded how its application reached Janus. */
    public static List<TextTable> of(ResultSummary s) {
        if (!hasJobs(s)) {
            return ImmutableList.of();
        }
        List<TextTable> tables = new ArrayList<>();
        List<WorkloadSpec> apps = ResultTables.workloads(s, WorkloadSpec.Kind.NAS);
        for (ResultTables.Condition cond : ResultTables.conditions(s)) {
            TextTable t = new TextTable("Declared jobs against packet-ins - " + cond.label()
                    + " (mean +- 90% CI over repetitions)", ImmutableList.of("Application", "strategy",
                    "reactive (s)", "declared (s)", "declared - reactive (s)", "pair packet-ins r / d",
                    "Janus declared-pair packet-ins", "interruptions r / d", "reprogramming r / d",
                    "control delay (s) r / d", "all packet-ins r / d", "job left after removal",
                    "Janus left after idle"));
            for (WorkloadSpec w : apps) {
                for (Twin twin : twins(s)) {
                    Cell reactive = new Cell(w, twin.reactive, cond.idle, cond.concurrency, cond.placement);
                    Cell declared = new Cell(w, twin.declared, cond.idle, cond.concurrency, cond.placement);
                    if (s.runs(reactive).isEmpty() || s.runs(declared).isEmpty()) {
                        continue;
                    }
                    t.row(ImmutableList.of(w.label(), twin.reactive, ResultTables.meanCi(s.runtimeSeconds(reactive)),
                            ResultTables.meanCi(s.runtimeSeconds(declared)),
                            ResultTables.meanCi(pairedDifference(s, reactive, declared)),
                            pair(s, reactive, declared, r -> jobOf(r).pairPacketIns()),
                            ResultTables.fmt(s.stat(declared, r -> jobOf(r).janusDeclaredPacketIns()).mean()),
                            pair(s, reactive, declared, r -> r.workloadFlows().interruptions()),
                            pair(s, reactive, declared, r -> r.workloadFlows().reprogramming()),
                            pair(s, reactive, declared, r -> r.workloadFlows().controlDelayMillis() / 1000.0),
                            pair(s, reactive, declared, r -> r.networkFlows().packetIns()),
                            cleanRuns(s.runs(declared), o -> o.removal().map(JobRemoval::clean).orElse(false)),
                            cleanRuns(s.runs(declared), o -> o.after().map(PlaneSnapshot::nothingLeft).orElse(false))));
                }
            }
            t.note("r / d = means of the reactive runs / of the declared runs (the strategy with +declared: the "
                    + "application declared to Janus as a job, through its job service, just before it starts, and "
                    + "removed when it ends); declared - reactive = mean and 90% CI of the per-repetition differences"
                    + " (both runs of a repetition see the same placement and the same background up to the start)");
            t.note("pair packet-ins = packet-ins the controller received for the application's own rank pairs "
                    + "(an observer beside Janus); Janus declared-pair packet-ins = Janus's own count for the job; "
                    + "interruptions, reprogramming and control delay = the application's flows that waited for "
                    + "their paths, as thesis Table 5.2 counts them; all packet-ins = the whole network's, background"
                    + " included");
            t.note("a declared job's paths are Janus's joint placement of its pairs, whatever the strategy: the "
                    + "strategy routes the background (and any undeclared pair)");
            t.note("job left after removal: runs whose job had no intent, no rule and no record left once it was "
                    + "removed; Janus left after idle: runs with no Janus intent, rule, reservation or flow record "
                    + "left once the traffic ended and the idle timeout and three statistics polls passed");
            tables.add(t);
        }
        return tables;
    }

    /** Per run: how its application reached Janus and what that left. */
    public static Optional<String> csv(ResultSummary s) {
        if (!hasJobs(s)) {
            return Optional.empty();
        }
        StringBuilder csv = new StringBuilder("workload,strategy,mode,placement,concurrency_pct,idle_timeout_s,rep,"
                + "seed,runtime_s,job_id,pattern,pairs,pair_packet_ins,janus_declared_pair_packet_ins,interruptions,"
                + "reprogramming,control_delay_s,net_packet_ins,job_rules_before_removal,job_intents_left,"
                + "job_rules_left,job_record_left,janus_intents_after_idle,rules_after_idle,reservations_after_idle,"
                + "flow_records_after_idle\n");
        for (RunRecord r : s.result().runs()) {
            if (r.job().isEmpty()) {
                continue;
            }
            JobOutcome o = r.job().get();
            Cell c = r.cell();
            FlowLedger w = r.workloadFlows();
            List<String> row = new ArrayList<>(List.of(Exports.quote(c.workload().label()), Exports.quote(c.strategy()),
                    o.declared() ? "declared" : "reactive", c.placement().label(),
                    Integer.toString(c.concurrencyPercent()),
                    Scenario.idleLabel(c.idleTimeoutSeconds()),
                    Integer.toString(r.rep()), Long.toString(r.seed()),
                    String.format(Locale.ROOT, "%.3f", r.runtimeSeconds()), o.jobId().orElse(""),
                    o.pattern().orElse(""), Integer.toString(o.pairs()), Long.toString(o.pairPacketIns()),
                    Long.toString(o.janusDeclaredPacketIns()), Long.toString(w.interruptions()),
                    Long.toString(w.reprogramming()),
                    String.format(Locale.ROOT, "%.3f", w.controlDelayMillis() / 1000.0),
                    Long.toString(r.networkFlows().packetIns())));
            Optional<JobRemoval> removal = o.removal();
            row.add(removal.map(x -> Long.toString(x.rulesBefore())).orElse(""));
            row.add(removal.map(x -> Long.toString(x.intentsLeft())).orElse(""));
            row.add(removal.map(x -> Long.toString(x.rulesLeft())).orElse(""));
            row.add(removal.map(x -> Boolean.toString(x.recordLeft())).orElse(""));
            Optional<PlaneSnapshot> after = o.after();
            row.add(after.map(x -> Long.toString(x.janusIntents())).orElse(""));
            row.add(after.map(x -> Long.toString(x.rulesOnSwitches())).orElse(""));
            row.add(after.map(x -> Long.toString(x.reservations())).orElse(""));
            row.add(after.map(x -> Long.toString(x.flowRecords())).orElse(""));
            csv.append(String.join(",", row)).append('\n');
        }
        return Optional.of(csv.toString());
    }

    /**
     * The runtime change when declared, per application and strategy (declared - reactive, mean of the
     * per-repetition differences, 90% CI); empty without twins.
     */
    public static List<Charts.Chart> charts(ResultSummary s) {
        List<Twin> twins = twins(s);
        List<WorkloadSpec> apps = ResultTables.workloads(s, WorkloadSpec.Kind.NAS);
        if (!hasJobs(s) || twins.isEmpty() || apps.isEmpty()) {
            return ImmutableList.of();
        }
        List<Charts.Chart> charts = new ArrayList<>();
        int n = 0;
        for (ResultTables.Condition cond : ResultTables.conditions(s)) {
            n++;
            double[][] values = new double[apps.size()][twins.size()];
            double[][] errors = new double[apps.size()][twins.size()];
            for (int a = 0; a < apps.size(); a++) {
                for (int t = 0; t < twins.size(); t++) {
                    Cell reactive = new Cell(apps.get(a), twins.get(t).reactive, cond.idle, cond.concurrency,
                            cond.placement);
                    Cell declared = new Cell(apps.get(a), twins.get(t).declared, cond.idle, cond.concurrency,
                            cond.placement);
                    SampleStatistics d = pairedDifference(s, reactive, declared);
                    values[a][t] = d.mean();
                    errors[a][t] = d.ciHalfWidth();
                }
            }
            String title = "Declared - reactive runtime, paired 90% CI - " + cond.caption();
            charts.add(Charts.Chart.of(String.format(Locale.ROOT, "declared-minus-reactive-%02d.svg", n),
                    "Runtime change when the application is declared as a job, per application and strategy, "
                            + cond.caption() + " (declared - reactive, s; mean and 90% CI of the per-repetition "
                            + "differences; below 0: declared is faster)",
                    SvgChart.bars(title, "declared - reactive (s)",
                            apps.stream().map(WorkloadSpec::label).collect(Collectors.toList()),
                            twins.stream().map(tw -> tw.reactive).collect(Collectors.toList()), values, errors)));
        }
        return charts;
    }

    /** Declared - reactive runtime, per repetition that has both runs. */
    static SampleStatistics pairedDifference(ResultSummary s, Cell reactive, Cell declared) {
        Map<Integer, Double> byRep = new HashMap<>();
        s.runs(reactive).forEach(r -> byRep.put(r.rep(), r.runtimeSeconds()));
        List<Double> differences = new ArrayList<>();
        for (RunRecord r : s.runs(declared)) {
            Double before = byRep.get(r.rep());
            if (before != null) {
                differences.add(r.runtimeSeconds() - before);
            }
        }
        return SampleStatistics.of(differences);
    }

    private static JobOutcome jobOf(RunRecord r) {
        return r.job().orElseThrow(() -> new IllegalStateException("run without a job outcome: " + r.cell()));
    }

    private static String pair(ResultSummary s, Cell reactive, Cell declared, ToDoubleFunction<RunRecord> metric) {
        return ResultTables.fmt(s.stat(reactive, metric).mean()) + " / " + ResultTables.fmt(s.stat(declared, metric)
                .mean());
    }

    private interface Check {
        boolean clean(JobOutcome o);
    }

    private static String cleanRuns(List<RunRecord> runs, Check check) {
        long clean = runs.stream().filter(r -> r.job().map(check::clean).orElse(false)).count();
        return clean + " of " + runs.size() + " clean";
    }
}

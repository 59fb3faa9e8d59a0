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

import org.onosproject.janus.lab.experiment.Cell;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Strategies;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.workload.MixedJobs;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Each job of a mix, one row per strategy: its makespan inside the mix beside its own lower bound (the
 * runs' {@code jobN.makespan_s} and {@code jobN.bound_s} metrics, N the job's number), the ratio and the captured
 * share.
 */
public final class MixTables {

    private MixTables() {
    }

    public static List<TextTable> of(ResultSummary s) {
        List<TextTable> tables = new ArrayList<>();
        List<WorkloadSpec> mixes = ResultTables.workloads(s, WorkloadSpec.Kind.MIX);
        List<String> strategies = ResultTables.strategies(s);
        boolean baseline = strategies.contains(Strategies.BASELINE);
        for (ResultTables.Condition cond : ResultTables.conditions(s)) {
            for (WorkloadSpec mix : mixes) {
                List<String> headers = new ArrayList<>(List.of("Job", "Strategy", "makespan (s)", "own bound (s)",
                        "makespan / bound"));
                if (baseline) {
                    headers.addAll(List.of("speed-up", "captured"));
                }
                TextTable table = new TextTable("Jobs of " + mix.label() + " - " + cond.label()
                        + " (mean +- 90% CI over repetitions)", headers);
                for (int job = 0; job < mix.jobs().size(); job++) {
                    int j = job;
                    for (String st : strategies) {
                        Cell c = new Cell(mix, st, cond.idle, cond.concurrency, cond.placement);
                        Optional<SampleStatistics> span = stat(s.runs(c), j, MixedJobs.MAKESPAN_METRIC);
                        if (span.isEmpty()) {
                            continue;
                        }
                        Optional<SampleStatistics> bound = stat(s.runs(c), j, MixedJobs.BOUND_METRIC);
                        Optional<SampleStatistics> ratio = bound.flatMap(b -> ratio(s.runs(c), j));
                        List<String> row = new ArrayList<>(List.of("job" + (j + 1) + " " + mix.jobs().get(j).label(),
                                st, ResultTables.meanCi(span.get()),
                                bound.map(ResultTables::meanCi).orElse("-"),
                                ratio.map(ResultTables::ratioCi).orElse("-")));
                        if (baseline) {
                            Optional<SampleStatistics> shortest = stat(s.runs(c.withStrategy(Strategies.BASELINE)),
                                    j, MixedJobs.MAKESPAN_METRIC);
                            row.add(shortest.map(b -> String.format(Locale.ROOT, "%.2fx",
                                    b.mean() / span.get().mean())).orElse("-"));
                            row.add(shortest.isEmpty() || bound.isEmpty() ? "-"
                                    : ResultSummary.capturedShare(shortest.get().mean(), span.get().mean(),
                                    bound.get().mean()).map(ResultTables::percent).orElse("-"));
                        }
                        table.row(row);
                    }
                }
                table.note("a job's makespan is from the mix's start (every job starts then) to its own last byte; "
                        + "its own bound is the job's lower bound as if it ran alone (other jobs only take capacity"
                        + " away, so it holds inside the mix too)");
                if (baseline) {
                    table.note("captured = (shortest - strategy) / (shortest - own bound) of the job's mean makespans");
                }
                if (strategies.contains(Strategies.SPRAY)) {
                    table.note(Strategies.SPRAY_NOTE);
                }
                tables.add(table);
            }
        }
        return tables;
    }

    private static Optional<SampleStatistics> stat(List<RunRecord> runs, int job, String what) {
        String key = MixedJobs.metric(job, what);
        if (runs.isEmpty() || runs.stream().anyMatch(r -> !r.metrics().containsKey(key))) {
            return Optional.empty();
        }
        return Optional.of(SampleStatistics.of(runs.stream().map(r -> r.metrics().get(key))
                .collect(Collectors.toList())));
    }

    private static Optional<SampleStatistics> ratio(List<RunRecord> runs, int job) {
        String span = MixedJobs.metric(job, MixedJobs.MAKESPAN_METRIC);
        String bound = MixedJobs.metric(job, MixedJobs.BOUND_METRIC);
        return Optional.of(SampleStatistics.of(runs.stream().map(r -> r.metrics().get(span) / r.metrics().get(bound))
                .collect(Collectors.toList())));
    }
}

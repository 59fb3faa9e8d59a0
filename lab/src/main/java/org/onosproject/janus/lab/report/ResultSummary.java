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
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.SampleStatistics;
import org.onosproject.janus.lab.experiment.Strategies;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/** Successful runs grouped by cell, with statistics over repetitions. */
public final class ResultSummary {
    private final ExperimentResult result;
    private final Map<Cell, List<RunRecord>> byCell = new LinkedHashMap<>();

    public ResultSummary(ExperimentResult result) {
        this.result = result;
        for (RunRecord r : result.runs()) {
            if (r.succeeded()) {
                byCell.computeIfAbsent(r.cell(), c -> new java.util.ArrayList<>()).add(r);
            }
        }
    }

    public ExperimentResult result() {
        return result;
    }

    /** Cells with at least one successful run, in run order. */
    public ImmutableList<Cell> cells() {
        return ImmutableList.copyOf(byCell.keySet());
    }

    public List<RunRecord> runs(Cell cell) {
        return byCell.getOrDefault(cell, ImmutableList.of());
    }

    public SampleStatistics stat(Cell cell, ToDoubleFunction<RunRecord> metric) {
        return SampleStatistics.of(runs(cell).stream().map(metric::applyAsDouble).collect(Collectors.toList()));
    }

    public SampleStatistics runtimeSeconds(Cell cell) {
        return stat(cell, RunRecord::runtimeSeconds);
    }

    /** Workload metric (e.g. ring bandwidth), if the runs report it. */
    public Optional<SampleStatistics> metric(Cell cell, String name) {
        List<RunRecord> runs = runs(cell);
        if (runs.isEmpty() || !runs.get(0).metrics().containsKey(name)) {
            return Optional.empty();
        }
        return Optional.of(SampleStatistics.of(runs.stream().map(r -> r.metrics().get(name))
                .collect(Collectors.toList())));
    }

    /** The workload's contention-free makespan over the cell's runs; empty when the workload cannot say. */
    public Optional<SampleStatistics> contentionFreeSeconds(Cell cell) {
        return known(cell, RunRecord::contentionFreeSeconds);
    }

    /** The workload's contention-free mean flow completion time; empty when unknown. */
    public Optional<SampleStatistics> contentionFreeFlowSeconds(Cell cell) {
        return known(cell, RunRecord::contentionFreeFlowSeconds);
    }

    /** Per run: runtime (makespan) / contention-free makespan; empty when unknown. */
    public Optional<SampleStatistics> runtimeOverContentionFree(Cell cell) {
        return known(cell, RunRecord::runtimeOverContentionFree);
    }

    /** Mean flow completion time (own start to last byte, mean over the run's flows), over the runs. */
    public Optional<SampleStatistics> meanFlowCompletionSeconds(Cell cell) {
        return known(cell, RunRecord::meanFlowCompletionSeconds);
    }

    /** Per run: mean flow completion time / contention-free mean flow completion time; empty when unknown. */
    public Optional<SampleStatistics> flowCompletionOverContentionFree(Cell cell) {
        return known(cell, r -> r.meanFlowCompletionSeconds() / r.contentionFreeFlowSeconds());
    }

    private Optional<SampleStatistics> known(Cell cell, ToDoubleFunction<RunRecord> metric) {
        List<RunRecord> runs = runs(cell);
        if (runs.isEmpty() || runs.stream().anyMatch(r -> Double.isNaN(metric.applyAsDouble(r)))) {
            return Optional.empty();
        }
        return Optional.of(stat(cell, metric));
    }

    /**
     * Share of the available gain that {@code cell}'s strategy captured: (mean shortest runtime - mean
     * runtime) / (mean shortest runtime - mean contention-free runtime), from the means of the cell and
     * of its {@code shortest} cell. Empty without a baseline, without a contention-free time, or when
     * shortest is already contention-free (nothing to gain).
     */
    public Optional<Double> capturedShare(Cell cell) {
        Cell baseline = cell.withStrategy(Strategies.BASELINE);
        Optional<SampleStatistics> ideal = contentionFreeSeconds(cell);
        if (runs(baseline).isEmpty() || runs(cell).isEmpty() || ideal.isEmpty()) {
            return Optional.empty();
        }
        return capturedShare(runtimeSeconds(baseline).mean(), runtimeSeconds(cell).mean(), ideal.get().mean());
    }

    /**
     * (shortest - strategy) / (shortest - contentionFree): 1 = all of the gain routing could win, 0 =
     * none, negative = slower than shortest. Empty when shortest is not slower than contention-free.
     */
    public static Optional<Double> capturedShare(double shortest, double strategy, double contentionFree) {
        double available = shortest - contentionFree;
        if (!(available > 1e-9)) {
            return Optional.empty();
        }
        return Optional.of((shortest - strategy) / available);
    }

    /** Mean baseline runtime over mean runtime of {@code cell}; empty without a baseline. */
    public Optional<Double> speedup(Cell cell) {
        Cell baseline = cell.withStrategy(Strategies.BASELINE);
        if (runs(baseline).isEmpty() || runs(cell).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(runtimeSeconds(baseline).mean() / runtimeSeconds(cell).mean());
    }
}

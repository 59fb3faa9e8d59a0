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

    /** Mean baseline runtime over mean runtime of {@code cell}; empty without a baseline. */
    public Optional<Double> speedup(Cell cell) {
        Cell baseline = cell.withStrategy(Strategies.BASELINE);
        if (runs(baseline).isEmpty() || runs(cell).isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(runtimeSeconds(baseline).mean() / runtimeSeconds(cell).mean());
    }
}

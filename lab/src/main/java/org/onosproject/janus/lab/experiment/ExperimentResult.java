package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;

import java.util.List;
import java.util.Optional;

/** All runs of a scenario, and whether the experiment got through all of them. */
public final class ExperimentResult {
    private final Scenario scenario;
    private final ImmutableList<RunRecord> runs;
    private final int plannedRuns;
    private final String failure;

    public ExperimentResult(Scenario scenario, List<RunRecord> runs, int plannedRuns, String failure) {
        this.scenario = scenario;
        this.runs = ImmutableList.copyOf(runs);
        this.plannedRuns = plannedRuns;
        this.failure = failure;
    }

    public Scenario scenario() {
        return scenario;
    }

    public ImmutableList<RunRecord> runs() {
        return runs;
    }

    public int plannedRuns() {
        return plannedRuns;
    }

    /** True only if every planned run finished and measured something. */
    public boolean complete() {
        return failure == null && runs.size() == plannedRuns && runs.stream().allMatch(RunRecord::succeeded);
    }

    /** Why the experiment stopped early, if it did. */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }
}

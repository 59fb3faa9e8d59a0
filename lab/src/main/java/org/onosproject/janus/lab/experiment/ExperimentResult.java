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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;

import java.util.ArrayList;
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

    /**
     * What the scenario's own checks found wrong, one line each: a run with failures in which a flow did
     * not complete, no failure was injected or a stopped flow missed the reroute budget; a soak that left
     * something behind; a declared job whose pairs had packet-ins or that left something behind. Empty when
     * every check passed (or the scenario has none).
     */
    public List<String> failedChecks() {
        List<String> problems = new ArrayList<>();
        for (RunRecord r : runs) {
            String run = r.cell().workload().label() + "/" + r.cell().strategy();
            r.faults().ifPresent(f -> {
                long budget = scenario.faults().orElseThrow().rerouteBudgetMillis();
                if (!f.everyFlowCompleted()) {
                    problems.add(run + ": not every flow completed");
                }
                if (f.events().isEmpty()) {
                    problems.add(run + ": no failure was injected");
                }
                f.events().stream().filter(e -> !e.allReroutedWithin(budget)).forEach(e -> problems.add(
                        run + ": " + e.kind().label() + " not rerouted within " + budget + " ms"));
            });
            r.leaks().filter(l -> !l.clean()).ifPresent(l -> problems.add(run + ": the soak left something behind"));
            r.job().flatMap(JobOutcome::problem).ifPresent(p -> problems.add(run + " rep " + r.rep() + ": " + p));
        }
        return problems;
    }

    /** Why the experiment stopped early, if it did. */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }
}

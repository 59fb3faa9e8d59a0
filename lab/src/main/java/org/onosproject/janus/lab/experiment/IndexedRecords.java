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

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Records of some runs of a scenario by run index, however they were made (one process, child processes,
 * shards on a cluster), turned into the {@link ExperimentResult} one process running them in order would
 * have made: every run up to the first failed one, in run order.
 */
public final class IndexedRecords {
    private IndexedRecords() {
    }

    /**
     * The result of {@code records} (run index to record), which must hold every run of the scenario, or
     * every run up to a failed one.
     *
     * @throws IllegalArgumentException if a run before the first failed one (or, without one, any run) is
     *                                  missing
     */
    public static ExperimentResult result(Scenario scenario, Map<Integer, RunRecord> records) {
        List<PlannedRun> plan = PlannedRun.of(scenario);
        TreeMap<Integer, RunRecord> sorted = new TreeMap<>(records);
        List<RunRecord> runs = new ArrayList<>();
        for (PlannedRun run : plan) {
            RunRecord record = sorted.get(run.index());
            if (record == null) {
                throw new IllegalArgumentException(run + " of " + scenario.name() + " is missing");
            }
            runs.add(record);
            if (!record.succeeded()) {
                return new ExperimentResult(scenario, runs, plan.size(), failureMessage(run, plan.size(), record));
            }
        }
        return new ExperimentResult(scenario, runs, plan.size(), null);
    }

    /** Why an experiment stopped at {@code run}, as the runner says it. */
    static String failureMessage(PlannedRun run, int total, RunRecord record) {
        return "run " + (run.index() + 1) + "/" + total + " (" + run.cell() + ", rep " + run.rep() + ") failed: "
                + record.failure().orElse("?");
    }
}

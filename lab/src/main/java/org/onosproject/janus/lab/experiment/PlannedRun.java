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

/**
 * One run of a scenario as the runner orders them: its index (from 0, repetitions outermost, then the
 * cells in {@link ExperimentRunner#cells} order), its cell and its repetition. The index is what a run is
 * known by when runs are spread over processes or shards: the same index is the same run everywhere.
 */
public final class PlannedRun {
    private final int index;
    private final Cell cell;
    private final int rep;

    public PlannedRun(int index, Cell cell, int rep) {
        this.index = index;
        this.cell = cell;
        this.rep = rep;
    }

    /** Every run of the scenario, in run order. */
    public static ImmutableList<PlannedRun> of(Scenario scenario) {
        ImmutableList.Builder<PlannedRun> runs = ImmutableList.builder();
        ImmutableList<Cell> cells = ExperimentRunner.cells(scenario);
        int index = 0;
        // Repetitions outermost, so an interrupted experiment still has every cell at least once.
        for (int rep = 0; rep < scenario.reps(); rep++) {
            for (Cell cell : cells) {
                runs.add(new PlannedRun(index++, cell, rep));
            }
        }
        return runs.build();
    }

    public int index() {
        return index;
    }

    public Cell cell() {
        return cell;
    }

    public int rep() {
        return rep;
    }

    @Override
    public String toString() {
        return "run " + (index + 1) + " (" + cell + ", rep " + rep + ")";
    }
}

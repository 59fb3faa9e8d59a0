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

import org.onosproject.janus.lab.workload.Placement;

import java.util.Objects;

/** One point of a scenario's sweep, before repetitions. */
public final class Cell {
    private final WorkloadSpec workload;
    private final String strategy;
    private final int idleTimeoutSeconds;
    private final int concurrencyPercent;
    private final Placement placement;

    public Cell(WorkloadSpec workload, String strategy, int idleTimeoutSeconds, int concurrencyPercent,
                Placement placement) {
        this.workload = workload;
        this.strategy = strategy;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.concurrencyPercent = concurrencyPercent;
        this.placement = placement;
    }

    public WorkloadSpec workload() {
        return workload;
    }

    public String strategy() {
        return strategy;
    }

    public int idleTimeoutSeconds() {
        return idleTimeoutSeconds;
    }

    public int concurrencyPercent() {
        return concurrencyPercent;
    }

    public Placement placement() {
        return placement;
    }

    /** The same cell under another strategy (for speed-ups against the baseline). */
    public Cell withStrategy(String other) {
        return new Cell(workload, other, idleTimeoutSeconds, concurrencyPercent, placement);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Cell)) {
            return false;
        }
        Cell c = (Cell) o;
        return workload.equals(c.workload) && strategy.equals(c.strategy) && idleTimeoutSeconds == c.idleTimeoutSeconds
                && concurrencyPercent == c.concurrencyPercent && placement == c.placement;
    }

    @Override
    public int hashCode() {
        return Objects.hash(workload, strategy, idleTimeoutSeconds, concurrencyPercent, placement);
    }

    @Override
    public String toString() {
        return workload.label() + " " + strategy + " idle=" + Scenario.idleLabel(idleTimeoutSeconds) + " conc="
                + concurrencyPercent + "% " + placement.label();
    }
}

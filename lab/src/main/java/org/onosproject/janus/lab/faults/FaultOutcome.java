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
package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.net.FlowRecord;

import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What the failures of one run did: each failure with the flows it stopped, and, once every flow
 * still running had been carried to its end, whether every flow (application and background) arrived.
 * Immutable.
 */
public final class FaultOutcome {

    private final List<FaultEvent> events;
    private final long finishedFlows;
    private final List<FlowRecord> undelivered;
    private final int unfinishedFlows;
    private final JanusStatistics statistics;

    public FaultOutcome(List<FaultEvent> events, long finishedFlows, List<FlowRecord> undelivered,
                        int unfinishedFlows, JanusStatistics statistics) {
        this.events = ImmutableList.copyOf(events);
        this.finishedFlows = finishedFlows;
        this.undelivered = ImmutableList.copyOf(undelivered);
        this.unfinishedFlows = unfinishedFlows;
        this.statistics = checkNotNull(statistics, "statistics");
    }

    /** The failures, in time order. */
    public List<FaultEvent> events() {
        return events;
    }

    /** Flows (application and background) that ended, delivered or not. */
    public long finishedFlows() {
        return finishedFlows;
    }

    /** Flows that ended without arriving, with the reason in their record. */
    public List<FlowRecord> undelivered() {
        return undelivered;
    }

    /** Flows still running when the run stopped (should be none). */
    public int unfinishedFlows() {
        return unfinishedFlows;
    }

    /** Janus's counters at the end of the run (reroutes, reroute latency). */
    public JanusStatistics statistics() {
        return statistics;
    }

    /** Every flow arrived. */
    public boolean everyFlowCompleted() {
        return undelivered.isEmpty() && unfinishedFlows == 0;
    }
}

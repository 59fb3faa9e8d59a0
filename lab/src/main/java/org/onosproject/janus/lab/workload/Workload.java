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
package org.onosproject.janus.lab.workload;

import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.topo.FabricCuts;

import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/** Something that puts flows on a {@link LabNetwork} and finishes with an outcome. */
public interface Workload {

    /** Short label for reports, e.g. {@code LU} or {@code ring-8}. */
    String name();

    /**
     * Starts at the network's current virtual time; {@code onFinished} runs once, on the
     * simulation thread, when the last flow is delivered or a flow fails.
     */
    void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished);

    /**
     * The time this workload would take if no two of its flows shared a fabric link (see
     * {@link ContentionFreeTime}), with host links of {@code hostLinkBytesPerSecond} and
     * {@code controlDelayMillis} per packet-in; empty when the workload cannot say.
     */
    /**
     * Whether {@code flow} is one of this workload's own (not background); failures aim at those. By
     * default no flow is.
     */
    default boolean owns(FlowSpec flow) {
        return false;
    }

    default Optional<ContentionFreeTime> contentionFree(double hostLinkBytesPerSecond, long controlDelayMillis) {
        return Optional.empty();
    }

    /**
     * The flows this workload starts at fixed times whatever the routing (an open-loop workload), which
     * {@link LowerBound} bounds on any fabric; empty for a closed-loop workload (its flows' starts depend
     * on when earlier ones finished).
     */
    default Optional<List<PlannedFlow>> plannedFlows() {
        return Optional.empty();
    }

    /**
     * Every flow this workload will send, each with a time it cannot start before (ms after the workload's
     * start) and whether it is its host pair's first (then it waits one control delay for its path): an
     * open-loop workload's {@link #plannedFlows()}; a closed-loop one may list its messages at the compute
     * time that precedes them. Empty when the workload cannot list them. {@link MixedJobs} bounds workloads
     * that run together with the union of these.
     */
    default Optional<List<PlannedFlow>> earliestFlows() {
        return plannedFlows();
    }

    /**
     * A lower bound on this workload's makespan and mean flow completion on the fabric of {@code cuts}:
     * its own contention-free time, raised by {@link LowerBound} over its planned flows when it is open
     * loop; empty when it can say neither.
     */
    default Optional<ContentionFreeTime> bound(FabricCuts cuts, double hostLinkBytesPerSecond,
                                               long controlDelayMillis) {
        Optional<ContentionFreeTime> own = contentionFree(hostLinkBytesPerSecond, controlDelayMillis);
        Optional<ContentionFreeTime> cut = plannedFlows().filter(f -> !f.isEmpty())
                .map(f -> LowerBound.of(f, cuts, controlDelayMillis));
        if (own.isPresent() && cut.isPresent()) {
            return Optional.of(own.get().max(cut.get()));
        }
        return own.isPresent() ? own : cut;
    }
}

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

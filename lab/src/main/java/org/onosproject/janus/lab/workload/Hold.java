package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * No flow of its own: finishes {@code durationMillis} after it starts, so that the background traffic
 * runs alone for that long (a soak: hours of churn, then a check that nothing was left behind).
 */
public final class Hold implements Workload {

    private final long durationMillis;

    public Hold(long durationMillis) {
        checkArgument(durationMillis > 0, "durationMillis must be > 0: %s", durationMillis);
        this.durationMillis = durationMillis;
    }

    @Override
    public String name() {
        return "hold";
    }

    @Override
    public void start(LabNetwork network, Consumer<WorkloadOutcome> onFinished) {
        long start = network.nowMillis();
        network.schedule(durationMillis, () -> onFinished.accept(
                new WorkloadOutcome(start, network.nowMillis(), new FlowLedger(), ImmutableMap.of())));
    }
}

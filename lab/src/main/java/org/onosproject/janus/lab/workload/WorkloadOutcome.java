package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.net.FlowLedger;

import java.util.Map;
import java.util.Optional;

/** How a workload went: its span in virtual time, the ledger of its flows and its own metrics. Immutable. */
public final class WorkloadOutcome {
    private final long startMillis;
    private final long endMillis;
    private final FlowLedger ledger;
    private final ImmutableMap<String, Double> metrics;

    /** {@code ledger} is copied as it is now. */
    public WorkloadOutcome(long startMillis, long endMillis, FlowLedger ledger, Map<String, Double> metrics) {
        this.startMillis = startMillis;
        this.endMillis = endMillis;
        this.ledger = ledger.snapshot();
        this.metrics = ImmutableMap.copyOf(metrics);
    }

    public long startMillis() {
        return startMillis;
    }

    public long runtimeMillis() {
        return endMillis - startMillis;
    }

    /** The ledger of the workload's own flows. */
    public FlowLedger ledger() {
        return ledger;
    }

    /** Workload-specific numbers, e.g. {@code ringBandwidthMBps}. */
    public ImmutableMap<String, Double> metrics() {
        return metrics;
    }

    /** Why a flow was not delivered, if one was not. */
    public Optional<String> failure() {
        return Optional.ofNullable(ledger.firstFailure());
    }
}

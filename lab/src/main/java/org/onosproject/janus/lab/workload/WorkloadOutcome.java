package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableMap;

import java.util.Map;
import java.util.Optional;

/** How a workload went: its span in virtual time, its flows and its own metrics. */
public final class WorkloadOutcome {
    private final String workload;
    private final long startMillis;
    private final long endMillis;
    private final long flows;
    private final long deliveredBytes;
    private final long failedFlows;
    private final long programming;
    private final long reprogramming;
    private final long controlDelayMillis;
    private final double meanFlowCompletionMillis;
    private final ImmutableMap<String, Double> metrics;
    private final String failure;

    public WorkloadOutcome(String workload, long startMillis, long endMillis, FlowLedger ledger,
                           Map<String, Double> metrics) {
        this.workload = workload;
        this.startMillis = startMillis;
        this.endMillis = endMillis;
        this.flows = ledger.flows();
        this.deliveredBytes = ledger.deliveredBytes();
        this.failedFlows = ledger.failedFlows();
        this.programming = ledger.programming();
        this.reprogramming = ledger.reprogramming();
        this.controlDelayMillis = ledger.controlDelayMillis();
        this.meanFlowCompletionMillis = ledger.meanFlowCompletionMillis();
        this.metrics = ImmutableMap.copyOf(metrics);
        this.failure = ledger.firstFailure();
    }

    public String workload() {
        return workload;
    }

    public long startMillis() {
        return startMillis;
    }

    public long endMillis() {
        return endMillis;
    }

    public long runtimeMillis() {
        return endMillis - startMillis;
    }

    public long flows() {
        return flows;
    }

    public long deliveredBytes() {
        return deliveredBytes;
    }

    public long failedFlows() {
        return failedFlows;
    }

    public long programming() {
        return programming;
    }

    public long reprogramming() {
        return reprogramming;
    }

    public long interruptions() {
        return programming + reprogramming;
    }

    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    /** Mean over the delivered flows of their completion times (own start to last byte); NaN with none. */
    public double meanFlowCompletionMillis() {
        return meanFlowCompletionMillis;
    }

    /** Workload-specific numbers, e.g. {@code ringBandwidthMBps}. */
    public ImmutableMap<String, Double> metrics() {
        return metrics;
    }

    /** Why a flow was not delivered, if one was not. */
    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }
}

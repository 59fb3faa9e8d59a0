package org.onosproject.janus.lab.net;

/** How a flow went. Immutable. */
public final class FlowResult {

    private final FlowSpec flow;
    private final long startMillis;
    private final long pathReadyMillis;
    private final long endMillis;
    private final boolean delivered;
    private final String failure;

    public FlowResult(FlowSpec flow, long startMillis, long pathReadyMillis, long endMillis,
                      boolean delivered, String failure) {
        this.flow = flow;
        this.startMillis = startMillis;
        this.pathReadyMillis = pathReadyMillis;
        this.endMillis = endMillis;
        this.delivered = delivered;
        this.failure = failure;
    }

    public FlowSpec flow() {
        return flow;
    }

    public long startMillis() {
        return startMillis;
    }

    /** When the flow's path was usable (after packet-in and installation delay). */
    public long pathReadyMillis() {
        return pathReadyMillis;
    }

    public long endMillis() {
        return endMillis;
    }

    /** False if the flow was black-holed, looped or misrouted; then {@link #failure()} says why. */
    public boolean delivered() {
        return delivered;
    }

    public String failure() {
        return failure;
    }

    /** Time spent waiting for the control plane. */
    public long controlDelayMillis() {
        return pathReadyMillis - startMillis;
    }
}

package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;

/** What the emulated network counted about the control plane and the flows it carried. Immutable. */
public final class NetworkCounters {

    private final long packetIns;
    private final long packetOuts;
    private final long controlDelayMillis;
    private final long flowsStarted;
    private final long flowsDelivered;
    private final long flowsFailed;
    private final long reroutes;
    private final long bytesSent;
    private final long bytesReceived;
    private final long deliveryGaps;
    private final long deliveryGapMillis;

    @SuppressWarnings("checkstyle:ParameterNumber")
    NetworkCounters(long packetIns, long packetOuts, long controlDelayMillis, long flowsStarted,
                    long flowsDelivered, long flowsFailed, long reroutes, long bytesSent,
                    long bytesReceived, long deliveryGaps, long deliveryGapMillis) {
        this.packetIns = packetIns;
        this.packetOuts = packetOuts;
        this.controlDelayMillis = controlDelayMillis;
        this.flowsStarted = flowsStarted;
        this.flowsDelivered = flowsDelivered;
        this.flowsFailed = flowsFailed;
        this.reroutes = reroutes;
        this.bytesSent = bytesSent;
        this.bytesReceived = bytesReceived;
        this.deliveryGaps = deliveryGaps;
        this.deliveryGapMillis = deliveryGapMillis;
    }

    /**
     * Times a flow that was being delivered met a missing rule and waited for the controller (its
     * rules replaced non-atomically, as when its path is changed), and the summed time it waited.
     */
    public long deliveryGaps() {
        return deliveryGaps;
    }

    /** Summed virtual time of the {@link #deliveryGaps()}, over flows. */
    public long deliveryGapMillis() {
        return deliveryGapMillis;
    }

    /** Packets the switches sent to the controller (table misses, retransmissions included). */
    public long packetIns() {
        return packetIns;
    }

    /** Packets the controller sent out through the switches. */
    public long packetOuts() {
        return packetOuts;
    }

    /** Virtual time flows spent waiting for the control plane, summed over flows (thesis Table 5.2). */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    public long flowsStarted() {
        return flowsStarted;
    }

    public long flowsDelivered() {
        return flowsDelivered;
    }

    /** Flows reported as looped, black-holed, misrouted or never routed. */
    public long flowsFailed() {
        return flowsFailed;
    }

    /** Times a carried flow moved to another path because rules or links changed. */
    public long reroutes() {
        return reroutes;
    }

    /** Bytes all hosts' NICs sent into the fabric (switch host-port receive counters). */
    public long bytesSent() {
        return bytesSent;
    }

    /** Bytes the fabric delivered to hosts (switch host-port transmit counters). */
    public long bytesReceived() {
        return bytesReceived;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("packetIns", packetIns).add("packetOuts", packetOuts)
                .add("controlDelayMillis", controlDelayMillis).add("started", flowsStarted)
                .add("delivered", flowsDelivered).add("failed", flowsFailed).add("reroutes", reroutes)
                .add("bytesSent", bytesSent).add("bytesReceived", bytesReceived)
                .add("deliveryGaps", deliveryGaps).add("deliveryGapMillis", deliveryGapMillis).toString();
    }
}

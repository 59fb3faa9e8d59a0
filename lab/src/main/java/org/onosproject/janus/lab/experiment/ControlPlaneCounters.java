package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;

import java.util.List;

/** What the control plane did during a whole run (all flows, background included). */
public final class ControlPlaneCounters {
    public static final ControlPlaneCounters NONE = new ControlPlaneCounters(0, 0, 0, 0);

    private final long packetIns;
    private final long programming;
    private final long reprogramming;
    private final long controlDelayMillis;
    private final long rebalanceMoves;
    private final ImmutableList<Long> rebalanceMoveTimesMillis;
    private final long placementRepairMoves;
    private final long deliveryGaps;
    private final long deliveryGapMillis;

    public ControlPlaneCounters(long packetIns, long programming, long reprogramming, long controlDelayMillis) {
        this(packetIns, programming, reprogramming, controlDelayMillis, 0, ImmutableList.of());
    }

    public ControlPlaneCounters(long packetIns, long programming, long reprogramming, long controlDelayMillis,
                                long rebalanceMoves, List<Long> rebalanceMoveTimesMillis) {
        this(packetIns, programming, reprogramming, controlDelayMillis, rebalanceMoves, rebalanceMoveTimesMillis,
             0, 0, 0);
    }

    /**
     * @param rebalanceMoves           running flows Janus's rebalancer moved (its {@code rebalanceMoves} counter)
     * @param rebalanceMoveTimesMillis virtual times of the moves Janus still lists (its most recent ones)
     * @param placementRepairMoves     just-placed flows Janus moved aside to make room for a new one
     * @param deliveryGaps             times a flow being delivered lost its rules and waited for Janus
     * @param deliveryGapMillis        their summed virtual time
     */
    @SuppressWarnings("checkstyle:ParameterNumber")
    public ControlPlaneCounters(long packetIns, long programming, long reprogramming, long controlDelayMillis,
                                long rebalanceMoves, List<Long> rebalanceMoveTimesMillis, long placementRepairMoves,
                                long deliveryGaps, long deliveryGapMillis) {
        this.packetIns = packetIns;
        this.programming = programming;
        this.reprogramming = reprogramming;
        this.controlDelayMillis = controlDelayMillis;
        this.rebalanceMoves = rebalanceMoves;
        this.rebalanceMoveTimesMillis = ImmutableList.copyOf(rebalanceMoveTimesMillis);
        this.placementRepairMoves = placementRepairMoves;
        this.deliveryGaps = deliveryGaps;
        this.deliveryGapMillis = deliveryGapMillis;
    }

    /** Just-placed flows Janus moved aside to make room for a new flow (its placement repair). */
    public long placementRepairMoves() {
        return placementRepairMoves;
    }

    /**
     * Times a flow that was being delivered met a missing rule mid-flight (its rules replaced while it
     * ran, as when its path is changed) and waited for the controller: delivery lost during a move.
     */
    public long deliveryGaps() {
        return deliveryGaps;
    }

    /** Summed virtual time of the {@link #deliveryGaps()}. */
    public long deliveryGapMillis() {
        return deliveryGapMillis;
    }

    /** Packet-ins delivered to Janus: controller interruptions. */
    public long packetIns() {
        return packetIns;
    }

    /** First path decisions for a flow key. */
    public long programming() {
        return programming;
    }

    /** Later path decisions for a flow key whose path had expired or was removed. */
    public long reprogramming() {
        return reprogramming;
    }

    /** Virtual time flows spent waiting for their paths, summed. */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    /** Running flows the Janus rebalancer moved to another path during the run (0 without a rebalancer). */
    public long rebalanceMoves() {
        return rebalanceMoves;
    }

    /**
     * Virtual times (ms since the run started) of the rebalancer's moves that Janus still lists: all of
     * them when there were at most as many as Janus keeps (100), else the most recent ones; oldest first.
     */
    public ImmutableList<Long> rebalanceMoveTimesMillis() {
        return rebalanceMoveTimesMillis;
    }
}

package org.onosproject.janus.lab.experiment;

/** What the control plane did during a whole run (all flows, background included). */
public final class ControlPlaneCounters {
    public static final ControlPlaneCounters NONE = new ControlPlaneCounters(0, 0, 0, 0);

    private final long packetIns;
    private final long programming;
    private final long reprogramming;
    private final long controlDelayMillis;

    public ControlPlaneCounters(long packetIns, long programming, long reprogramming, long controlDelayMillis) {
        this.packetIns = packetIns;
        this.programming = programming;
        this.reprogramming = reprogramming;
        this.controlDelayMillis = controlDelayMillis;
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
}

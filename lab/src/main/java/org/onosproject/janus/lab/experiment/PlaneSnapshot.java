package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.api.JanusStatistics;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The control and data plane of a run at one instant, as a {@link LabSession} reads it: Janus's own
 * statistics, what ONOS and the switches hold, the data plane's counters and the virtual time.
 * Immutable.
 */
public final class PlaneSnapshot {

    private final long virtualMillis;
    private final JanusStatistics janus;
    private final DataPlane dataPlane;
    private final long onosIntents;
    private final long installedIntents;
    private final long janusIntents;
    private final long rulesOnSwitches;
    private final long reservations;
    private final long flowRecords;

    @SuppressWarnings("checkstyle:ParameterNumber")
    public PlaneSnapshot(long virtualMillis, JanusStatistics janus, DataPlane dataPlane, long onosIntents,
                         long installedIntents, long janusIntents, long rulesOnSwitches, long reservations,
                         long flowRecords) {
        this.virtualMillis = virtualMillis;
        this.janus = checkNotNull(janus, "janus");
        this.dataPlane = checkNotNull(dataPlane, "dataPlane");
        this.onosIntents = onosIntents;
        this.installedIntents = installedIntents;
        this.janusIntents = janusIntents;
        this.rulesOnSwitches = rulesOnSwitches;
        this.reservations = reservations;
        this.flowRecords = flowRecords;
    }

    /** Virtual time of the snapshot, ms since the run started. */
    public long virtualMillis() {
        return virtualMillis;
    }

    /** Janus's own counters (empty when the network runs no Janus). */
    public JanusStatistics janus() {
        return janus;
    }

    /** The data plane's counters: flows, packet-ins and packet-outs. */
    public DataPlane dataPlane() {
        return dataPlane;
    }

    /** Intents ONOS holds, of every application. */
    public long onosIntents() {
        return onosIntents;
    }

    /** Intents ONOS holds in state INSTALLED. */
    public long installedIntents() {
        return installedIntents;
    }

    /** Intents ONOS holds for Janus. */
    public long janusIntents() {
        return janusIntents;
    }

    /** Flow rules in the switches' tables. */
    public long rulesOnSwitches() {
        return rulesOnSwitches;
    }

    /** Entries of Janus's shared reservation map (isolated paths). */
    public long reservations() {
        return reservations;
    }

    /** Entries of Janus's shared flow map. */
    public long flowRecords() {
        return flowRecords;
    }

    /** Nothing of Janus is left: no intent, no rule, no reservation, no flow record. */
    public boolean nothingLeft() {
        return janusIntents == 0 && rulesOnSwitches == 0 && reservations == 0 && flowRecords == 0;
    }

    /** The data plane's counters since the run started: flows and the packets to and from the controller. */
    public static final class DataPlane {
        private final long flowsStarted;
        private final long flowsDelivered;
        private final long flowsFailed;
        private final long packetIns;
        private final long packetOuts;

        public DataPlane(long flowsStarted, long flowsDelivered, long flowsFailed, long packetIns, long packetOuts) {
            this.flowsStarted = flowsStarted;
            this.flowsDelivered = flowsDelivered;
            this.flowsFailed = flowsFailed;
            this.packetIns = packetIns;
            this.packetOuts = packetOuts;
        }

        public long flowsStarted() {
            return flowsStarted;
        }

        public long flowsDelivered() {
            return flowsDelivered;
        }

        public long flowsFailed() {
            return flowsFailed;
        }

        public long packetIns() {
            return packetIns;
        }

        public long packetOuts() {
            return packetOuts;
        }
    }
}

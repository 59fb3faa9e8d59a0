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
package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.net.FlowLedger;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The control and data plane of a run at one instant, as a {@link LabSession} reads it: Janus's own
 * statistics, what ONOS and the switches hold, the data plane's flow ledger and the virtual time.
 * Immutable.
 */
public final class PlaneSnapshot {

    private final long virtualMillis;
    private final JanusStatistics janus;
    private final FlowLedger flows;
    private final long flowsStarted;
    private final long packetOuts;
    private final long onosIntents;
    private final long installedIntents;
    private final long janusIntents;
    private final long rulesOnSwitches;
    private final long reservations;
    private final long flowRecords;

    @SuppressWarnings("checkstyle:ParameterNumber")
    public PlaneSnapshot(long virtualMillis, JanusStatistics janus, FlowLedger flows, long flowsStarted,
                         long packetOuts, long onosIntents, long installedIntents, long janusIntents,
                         long rulesOnSwitches, long reservations, long flowRecords) {
        this.virtualMillis = virtualMillis;
        this.janus = checkNotNull(janus, "janus");
        this.flows = checkNotNull(flows, "flows");
        this.flowsStarted = flowsStarted;
        this.packetOuts = packetOuts;
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

    /** The ledger of every flow of the network so far: finished flows, packet-ins. */
    public FlowLedger flows() {
        return flows;
    }

    /** Flows started since the run started. */
    public long flowsStarted() {
        return flowsStarted;
    }

    /** Packets the controller sent out through the switches since the run started. */
    public long packetOuts() {
        return packetOuts;
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

    /** Paths held by isolated flows: Janus's flows placed by {@code isolated} (their records hold their paths). */
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
}

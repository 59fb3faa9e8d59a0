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
package org.onosproject.janus.lab.net;

import java.util.HashSet;
import java.util.Set;

/**
 * The data plane's one tally of flows, kept the same way over a workload's flows and over every flow
 * of a network. Finished flows ({@link #record}) give the flows, bytes, failures, completion times and
 * the control-plane work they caused: a delivered flow that waited for its path caused a packet-in; the
 * first for a host pair is a programming, later ones (after the pair's rules expired) are
 * reprogrammings, as in thesis Fig. 5.4. A network also tells its ledger what happens while flows run
 * ({@link #packetIn}, {@link #waitedForController}, {@link #deliveryGap}): every packet sent to the controller,
 * retransmissions and
 * flows still running included. {@link #snapshot()} gives a copy that no longer changes.
 */
public final class FlowLedger {
    private final Set<Long> programmedPairs;
    private final boolean frozen;
    private long flows;
    private long bytes;
    private long failed;
    private long programming;
    private long reprogramming;
    private long controlDelayMillis;
    private long completionMillis;
    private String firstFailure;
    private long packetIns;
    private long packetInWaitMillis;
    private long deliveryGaps;
    private long deliveryGapNanos;

    public FlowLedger() {
        this.programmedPairs = new HashSet<>();
        this.frozen = false;
    }

    private FlowLedger(FlowLedger from) {
        this.programmedPairs = Set.copyOf(from.programmedPairs);
        this.frozen = true;
        this.flows = from.flows;
        this.bytes = from.bytes;
        this.failed = from.failed;
        this.programming = from.programming;
        this.reprogramming = from.reprogramming;
        this.controlDelayMillis = from.controlDelayMillis;
        this.completionMillis = from.completionMillis;
        this.firstFailure = from.firstFailure;
        this.packetIns = from.packetIns;
        this.packetInWaitMillis = from.packetInWaitMillis;
        this.deliveryGaps = from.deliveryGaps;
        this.deliveryGapNanos = from.deliveryGapNanos;
    }

    /** A copy of this ledger as it is now, which refuses further records. */
    public FlowLedger snapshot() {
        return new FlowLedger(this);
    }

    /** A finished flow. */
    public void record(FlowResult result) {
        checkOpen();
        flows++;
        if (!result.delivered()) {
            failed++;
            if (firstFailure == null) {
                firstFailure = result.flow().tag() + " " + result.flow().srcHost() + "->"
                        + result.flow().dstHost() + ": " + result.failure();
            }
            return;
        }
        bytes += result.flow().bytes();
        completionMillis += result.endMillis() - result.startMillis();
        long delay = result.controlDelayMillis();
        if (delay > 0) {
            controlDelayMillis += delay;
            long pair = ((long) result.flow().srcHost() << 32) | (result.flow().dstHost() & 0xffffffffL);
            if (programmedPairs.add(pair)) {
                programming++;
            } else {
                reprogramming++;
            }
        }
    }

    /** A packet a switch sent to the controller. */
    public void packetIn() {
        checkOpen();
        packetIns++;
    }

    /** A flow waited {@code millis} for the controller after a packet-in. */
    public void waitedForController(long millis) {
        checkOpen();
        packetInWaitMillis += millis;
    }

    /** A flow being delivered lost its rules mid-flight and waited {@code nanos} for the controller. */
    public void deliveryGap(long nanos) {
        checkOpen();
        deliveryGaps++;
        deliveryGapNanos += nanos;
    }

    private void checkOpen() {
        if (frozen) {
            throw new IllegalStateException("a snapshot of a ledger takes no records");
        }
    }

    /** Finished flows, delivered or not. */
    public long flows() {
        return flows;
    }

    public long deliveredFlows() {
        return flows - failed;
    }

    public long deliveredBytes() {
        return bytes;
    }

    /** Flows reported as looped, black-holed, misrouted or never routed. */
    public long failedFlows() {
        return failed;
    }

    /** First path programmings of a host pair among the delivered flows. */
    public long programming() {
        return programming;
    }

    /** Later programmings of a host pair (its rules had expired or been removed). */
    public long reprogramming() {
        return reprogramming;
    }

    /** Controller interruptions = programming + reprogramming. */
    public long interruptions() {
        return programming + reprogramming;
    }

    /** Time the delivered flows waited for their paths, summed (thesis Table 5.2 "Overheads"). */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    /**
     * Mean flow completion time of the delivered flows: from each flow's own start (its first
     * packet, before any wait for the controller) until its last byte arrived; NaN with none.
     */
    public double meanFlowCompletionMillis() {
        long delivered = deliveredFlows();
        return delivered == 0 ? Double.NaN : completionMillis / (double) delivered;
    }

    /** The first failure, or null. */
    public String firstFailure() {
        return firstFailure;
    }

    /** Packets the switches sent to the controller (table misses, retransmissions included). */
    public long packetIns() {
        return packetIns;
    }

    /** Virtual time flows spent waiting for the controller after each packet-in, summed. */
    public long packetInWaitMillis() {
        return packetInWaitMillis;
    }

    /**
     * Times a flow that was being delivered met a missing rule and waited for the controller (its
     * rules replaced non-atomically, as when its path is changed).
     */
    public long deliveryGaps() {
        return deliveryGaps;
    }

    /** Summed virtual time of the {@link #deliveryGaps()}. */
    public long deliveryGapMillis() {
        return deliveryGapNanos / 1_000_000L;
    }
}

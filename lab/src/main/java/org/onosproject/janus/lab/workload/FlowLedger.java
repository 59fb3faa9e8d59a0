package org.onosproject.janus.lab.workload;

import org.onosproject.janus.lab.net.FlowResult;

import java.util.HashSet;
import java.util.Set;

/**
 * Tallies a workload's finished flows: bytes, failures and the control-plane work they caused. A
 * flow that waited for its path caused a packet-in; the first for a host pair is a programming,
 * later ones (after the pair's rules expired) are reprogrammings, as in thesis Fig. 5.4.
 */
public final class FlowLedger {
    private final Set<Long> programmedPairs = new HashSet<>();
    private long flows;
    private long bytes;
    private long failed;
    private long programming;
    private long reprogramming;
    private long controlDelayMillis;
    private long completionMillis;
    private String firstFailure;

    public void record(FlowResult result) {
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

    public long flows() {
        return flows;
    }

    public long deliveredBytes() {
        return bytes;
    }

    public long failedFlows() {
        return failed;
    }

    public long programming() {
        return programming;
    }

    public long reprogramming() {
        return reprogramming;
    }

    /** Packet-ins (controller interruptions) = programming + reprogramming. */
    public long interruptions() {
        return programming + reprogramming;
    }

    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    /**
     * Mean flow completion time of the delivered flows: from each flow's own start (its first
     * packet, before any wait for the controller) until its last byte arrived; NaN with none.
     */
    public double meanFlowCompletionMillis() {
        long delivered = flows - failed;
        return delivered == 0 ? Double.NaN : completionMillis / (double) delivered;
    }

    /** The first failure, or null. */
    public String firstFailure() {
        return firstFailure;
    }
}

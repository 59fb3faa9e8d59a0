package org.onosproject.janus.impl;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Selection;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Key;

import java.util.List;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One flow Janus has submitted an intent for: what was chosen, by whom, and the activity of its flow
 * rules. The choice is fixed; the lifecycle state and activity change, under this object's lock.
 */
final class ProvisionedFlow {

    /** Where the flow's intent is in its life, as far as Janus is concerned. */
    enum State {
        /** Submitted, not yet reported installed. */
        SUBMITTED,
        /** Installed; its byte counter is watched for idleness. */
        INSTALLED,
        /** Withdrawal requested; purged (and forgotten) once ONOS reports it withdrawn. */
        WITHDRAWING
    }

    /** Why Janus withdrew a flow's intent. */
    enum WithdrawalCause {
        IDLE_TIMEOUT, HARD_TIMEOUT, OPERATOR, DEACTIVATION
    }

    private final Key intentKey;
    private final FlowRequest request;
    private final List<Link> links;
    private final String strategy;
    private final String reason;
    private final long createdMillis;

    private State state = State.SUBMITTED;
    private long lastActiveMillis;
    private long bytes;
    private boolean selectorReleased;

    ProvisionedFlow(Key intentKey, FlowRequest request, Selection selection, String strategy, long createdMillis) {
        this.intentKey = checkNotNull(intentKey);
        this.request = checkNotNull(request);
        this.links = ImmutableList.copyOf(selection.path());
        this.strategy = checkNotNull(strategy);
        this.reason = selection.reason();
        this.createdMillis = createdMillis;
        this.lastActiveMillis = createdMillis;
    }

    Key intentKey() {
        return intentKey;
    }

    FlowRequest request() {
        return request;
    }

    List<Link> links() {
        return links;
    }

    String strategy() {
        return strategy;
    }

    long createdMillis() {
        return createdMillis;
    }

    synchronized State state() {
        return state;
    }

    /** ONOS reports the intent installed: the idle clock starts now. */
    synchronized void installed(long nowMillis) {
        if (state == State.SUBMITTED) {
            state = State.INSTALLED;
            lastActiveMillis = nowMillis;
        }
    }

    /**
     * Marks the flow as being withdrawn.
     *
     * @return false if it already was
     */
    synchronized boolean startWithdrawal() {
        if (state == State.WITHDRAWING) {
            return false;
        }
        state = State.WITHDRAWING;
        return true;
    }

    /**
     * Records the byte counter read now. Growth, or a counter that went backwards (rules replaced),
     * counts as activity.
     */
    synchronized void observeBytes(long counter, long nowMillis) {
        if (counter != bytes) {
            lastActiveMillis = nowMillis;
            bytes = counter;
        }
    }

    synchronized long idleMillis(long nowMillis) {
        return Math.max(0, nowMillis - lastActiveMillis);
    }

    /**
     * Claims the one call to the selector's {@code flowRemoved} for this flow.
     *
     * @return true the first time only
     */
    synchronized boolean claimSelectorRelease() {
        if (selectorReleased) {
            return false;
        }
        selectorReleased = true;
        return true;
    }

    /**
     * The port a packet of this flow that arrived at {@code device} leaves by: along the chosen path,
     * or to the destination host at the egress switch.
     */
    Optional<PortNumber> outputAt(DeviceId device) {
        ConnectPoint egress = request.egress();
        if (egress.deviceId().equals(device)) {
            return Optional.of(egress.port());
        }
        return links.stream().filter(l -> l.src().deviceId().equals(device))
                .map(l -> l.src().port()).findFirst();
    }

    synchronized JanusPath snapshot() {
        return new JanusPath(intentKey.toString(), request.key(), request.srcHost(), request.dstHost(),
                             links, strategy, reason, createdMillis, lastActiveMillis, bytes);
    }

    @Override
    public synchronized String toString() {
        return MoreObjects.toStringHelper(this).add("key", intentKey).add("state", state)
                .add("strategy", strategy).add("hops", links.size()).add("bytes", bytes).toString();
    }
}

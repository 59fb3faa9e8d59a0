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
package org.onosproject.janus.impl.store;

import com.google.common.base.MoreObjects;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.jobs.JobManager;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Key;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One flow Janus has submitted an intent for: what was chosen, by whom, and the activity of its flow
 * rules. An immutable value: it is what every ONOS node sees in the shared {@link FlowStore}, and each
 * change is a new value swapped in atomically there.
 */
public final class ProvisionedFlow {

    /** Where the flow's intent is in its life, as far as Janus is concerned. */
    public enum State {
        /** Submitted, not yet reported installed. */
        SUBMITTED,
        /** Installed; its byte counter is watched for idleness. */
        INSTALLED,
        /** Withdrawal requested; purged (and forgotten) once ONOS reports it withdrawn. */
        WITHDRAWING
    }

    /** Why Janus withdrew a flow's intent. */
    public enum WithdrawalCause {
        IDLE_TIMEOUT, HARD_TIMEOUT, OPERATOR,
        /** Reclaimed (longest-idle first) to admit a new flow at the {@code maxIntents} cap. */
        CAP_RECLAIM,
        /** A link on its path died and no path was left. */
        NO_PATH
    }

    private final Key intentKey;
    private final FlowRequest request;
    private final Selection selection;
    private final String strategy;
    private final long createdMillis;
    private final State state;
    private final FlowCharge charge;

    /**
     * A flow just placed on {@code selection}'s path, charged {@code estimatedRateBytesPerSec} on each
     * of its links until its own counter is read (see {@link FlowCharge}).
     */
    public ProvisionedFlow(Key intentKey, FlowRequest request, Selection selection, String strategy, long createdMillis,
                    long estimatedRateBytesPerSec) {
        this(intentKey, request, selection, strategy, createdMillis, State.SUBMITTED,
             FlowCharge.estimate(estimatedRateBytesPerSec, createdMillis));
    }

    // Every field, for the transitions below.
    private ProvisionedFlow(Key intentKey, FlowRequest request, Selection selection, String strategy,
                            long createdMillis, State state, FlowCharge charge) {
        this.intentKey = checkNotNull(intentKey, "intentKey");
        this.request = checkNotNull(request, "request");
        this.selection = checkNotNull(selection, "selection");
        this.strategy = checkNotNull(strategy, "strategy");
        this.createdMillis = createdMillis;
        this.state = checkNotNull(state, "state");
        this.charge = checkNotNull(charge, "charge");
    }

    public Key intentKey() {
        return intentKey;
    }

    public FlowRequest request() {
        return request;
    }

    public List<Link> links() {
        return selection.path();
    }

    public String strategy() {
        return strategy;
    }

    public String reason() {
        return selection.reason();
    }

    public long createdMillis() {
        return createdMillis;
    }

    public State state() {
        return state;
    }

    public long lastActiveMillis() {
        return charge.lastActiveMillis();
    }

    /**
     * True if the flow is a declared job's pair (see {@link JobManager}): placed with its job, kept without
     * idle timeout, charged its declared share and never measured, moved only off a dead link, and
     * withdrawn with its job.
     */
    public boolean declared() {
        return JobManager.isJobIntent(intentKey);
    }

    /** True if its strategy had to fall back: it chose a path it would rather not have (e.g. a held one). */
    public boolean fallback() {
        return selection.isFallback();
    }

    /** The load this flow is charged on every link of its path, with the reading of its traffic it follows. */
    public FlowCharge charge() {
        return charge;
    }

    /**
     * True if the flow has not carried data yet (no counter reading: still charged its placement estimate)
     * and is not being withdrawn: the flows placement repair and a burst's re-placement may still move.
     */
    public boolean beforeData() {
        return !charge.isMeasured() && state != State.WITHDRAWING;
    }

    public long idleMillis(long nowMillis) {
        return Math.max(0, nowMillis - lastActiveMillis());
    }

    /** ONOS reports the intent installed: the idle clock starts now. Only a submitted flow changes. */
    public ProvisionedFlow installed(long nowMillis) {
        return state != State.SUBMITTED ? this : with(State.INSTALLED, charge.restartedAt(nowMillis));
    }

    /** The flow marked as being withdrawn (itself if it already was). */
    public ProvisionedFlow withdrawing() {
        return with(State.WITHDRAWING, charge);
    }

    /** The flow after its byte counter read {@code counter} now (see {@link FlowCharge#observed}). */
    public ProvisionedFlow observedBytes(long counter, long nowMillis) {
        return with(state, charge.observed(counter, nowMillis));
    }

    /**
     * This flow with the charge (and reading) of {@code observed}, the same flow as its owner last read it,
     * and installed if the owner saw it installed; its other facts (withdrawal, path) stay this one's.
     */
    ProvisionedFlow withChargeOf(ProvisionedFlow observed) {
        State known = state == State.SUBMITTED && observed.state == State.INSTALLED ? State.INSTALLED : state;
        return with(known, observed.charge);
    }

    /** This flow with {@code shared}, the charge its owner shared; its other facts (state included) stay. */
    ProvisionedFlow withCharge(FlowCharge shared) {
        return with(state, shared);
    }

    /**
     * The flow as a node that just took it over ({@code nowMillis}) sees it: it is reaped one idle timeout
     * after the take-over at the latest (see {@link FlowCharge#takenOverAt}).
     */
    ProvisionedFlow takenOverAt(long nowMillis) {
        return with(state, charge.takenOverAt(nowMillis));
    }

    /**
     * The same flow moved to {@code path} by {@code strategy} (a rebalancing): same key, age and
     * activity, charged what it was measured to carry.
     */
    public ProvisionedFlow movedTo(Selection path, String byStrategy) {
        return new ProvisionedFlow(intentKey, request, path, byStrategy, createdMillis, state, charge);
    }

    // This flow in {@code newState} with {@code newCharge}: itself if both are its own already.
    private ProvisionedFlow with(State newState, FlowCharge newCharge) {
        return newState == state && newCharge == charge ? this
                : new ProvisionedFlow(intentKey, request, selection, strategy, createdMillis, newState, newCharge);
    }

    /**
     * The port a packet of this flow that arrived at {@code device} leaves by: along the chosen path,
     * or to the destination host at the egress switch.
     */
    public Optional<PortNumber> outputAt(DeviceId device) {
        ConnectPoint egress = request.egress();
        if (egress.deviceId().equals(device)) {
            return Optional.of(egress.port());
        }
        return links().stream().filter(l -> l.src().deviceId().equals(device))
                .map(l -> l.src().port()).findFirst();
    }

    /** The flow as the API shows it, with the idle timeout it has under {@code mode}. */
    public JanusPath snapshot(IdleTimeoutMode mode, long idleTimeoutMillis, int idleGapsLearned) {
        return new JanusPath(intentKey.toString(), request.key(), request.srcHost(), request.dstHost(),
                             links(), strategy, reason(), createdMillis, charge.lastActiveMillis(), charge.bytes(),
                             mode, idleTimeoutMillis, idleGapsLearned);
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof ProvisionedFlow && fields().equals(((ProvisionedFlow) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    // What makes two of them equal.
    private List<Object> fields() {
        return Arrays.asList(intentKey, request, selection, strategy, createdMillis, state, charge);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("key", intentKey).add("state", state)
                .add("strategy", strategy).add("hops", links().size()).add("bytes", charge.bytes()).toString();
    }
}

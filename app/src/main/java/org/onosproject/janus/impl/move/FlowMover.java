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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.net.intent.Key;

import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The one way Janus moves a flow it provisioned to another path: the flow's record is changed first (only
 * if it is still the flow the caller read), then its intent is resubmitted under the same key with the new
 * suggested path and the flow charged there. Failure reroute, the rebalancer and placement repair all move
 * flows through here; the {@link Reason} says which, and with it what
 * "still the flow read" means and what becomes of a flow whose new intent ONOS refuses.
 */
public final class FlowMover {

    /** Why a flow is moved. */
    public enum Reason {
        /** Its path lost a link: the old intent is broken, so a refused move withdraws the flow. */
        REROUTE(false),
        /** Off a hot link: moved only if its record is unchanged; a refused move withdraws the flow. */
        REBALANCE(false),
        /** Out of a new flow's way, before it carries data; a refused move puts the record back. */
        MOVE_ASIDE(true),
        /** To its burst's joint placement, before it carries data; a refused move puts the record back. */
        BURST(true);

        /**
         * True if the flow may only move while still on the path read, charged its placement estimate (no
         * counter reading yet: it has carried little or nothing) and not being withdrawn, and a refused move
         * puts its record back on that path; otherwise the record must be exactly as read (its activity
         * aside), and a refused move withdraws the flow.
         */
        private final boolean beforeData;

        Reason(boolean beforeData) {
            this.beforeData = beforeData;
        }
    }

    private final FlowStore flows;
    private final FlowCharges charges;
    private final FlowOwnership ownership;
    private final SelectorRegistry selectors;
    private final Consumer<Key> withdrawNoPath;
    private final Predicate<ProvisionedFlow> resubmit;

    /**
     * @param withdrawNoPath withdraws a flow left with no path (the {@link IntentLifecycle}'s withdrawal)
     * @param resubmit       resubmits a moved flow's intent ({@code FlowIntents#submit}); false if ONOS
     *                       refused it
     */
    public FlowMover(FlowState state, SelectorRegistry selectors, Consumer<Key> withdrawNoPath,
              Predicate<ProvisionedFlow> resubmit) {
        this.flows = checkNotNull(state.flows(), "flows");
        this.charges = checkNotNull(state.charges(), "charges");
        this.ownership = checkNotNull(state.ownership(), "ownership");
        this.selectors = checkNotNull(selectors, "selectors");
        this.withdrawNoPath = checkNotNull(withdrawNoPath, "withdrawNoPath");
        this.resubmit = checkNotNull(resubmit, "resubmit");
    }

    /**
     * True if this node may move {@code flow} at all: it owns it (so on a cluster each flow has one mover), its
     * strategy lets Janus move its flows ({@link PathSelector#rebalances()}) and it is not a declared job's pair
     * (placed with its job). The rebalancer, placement repair and burst re-placement only consider such flows.
     */
    public boolean mayMove(ProvisionedFlow flow) {
        return !flow.declared() && selectors.rebalances(flow.strategy()) && ownership.isMine(flow.intentKey());
    }

    /** What became of a move. */
    public enum Outcome {
        /** Recorded on the new path and its intent resubmitted. */
        MOVED,
        /** The flow changed since it was read (withdrawn, measured, moved): nothing was done. */
        CHANGED,
        /** ONOS refused the new intent: the flow was withdrawn, or put back on its path (see {@link Reason}). */
        REFUSED
    }

    /** Moves {@code flow}, as read, to {@code path}, by its own strategy. */
    public Outcome move(ProvisionedFlow flow, Selection path, Reason reason) {
        return move(flow, flow.movedTo(path, flow.strategy()), reason);
    }

    /** Moves {@code flow}, as read, to the record {@code moved} (the same flow on its new path). */
    Outcome move(ProvisionedFlow flow, ProvisionedFlow moved, Reason reason) {
        Optional<ProvisionedFlow> recorded = record(flow, moved, reason);
        if (recorded.isEmpty()) {
            return Outcome.CHANGED;
        }
        // Charged on the new path at once, so the next decision sees it before the store's event arrives.
        charges.charge(recorded.get());
        if (resubmit.test(recorded.get())) {
            return Outcome.MOVED;
        }
        if (reason.beforeData) {
            // The old intent still stands, so the record goes back to its path.
            recordAs(flow, current -> current.links().equals(moved.links())).ifPresent(charges::charge);
        } else {
            withdrawNoPath.accept(flow.intentKey());
        }
        return Outcome.REFUSED;
    }

    private Optional<ProvisionedFlow> record(ProvisionedFlow flow, ProvisionedFlow moved, Reason reason) {
        if (!reason.beforeData) {
            return flows.replace(flow, moved) ? Optional.of(moved) : Optional.empty();
        }
        return recordAs(moved, current -> current.links().equals(flow.links()) && current.beforeData())
                .filter(after -> after.links().equals(moved.links()));
    }

    // Puts the record, as it is now (ONOS may have marked it installed meanwhile), on the path of target if
    // it still passes the test.
    private Optional<ProvisionedFlow> recordAs(ProvisionedFlow target, Predicate<ProvisionedFlow> still) {
        Selection path = Selection.of(target.links(), target.reason());
        return flows.update(target.intentKey(), current -> still.test(current)
                ? current.movedTo(path, current.strategy()) : current);
    }
}

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

import org.onosproject.net.intent.Key;
import org.onosproject.store.Store;
import org.onosproject.store.StoreDelegate;

import java.util.Collection;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The flows Janus has intents for, by intent key, as this node sees them: every record shared by the
 * Janus nodes of a cluster, with the activity of the flows this node owns as it observed it. Changes
 * reach the store's delegate as {@link FlowStoreEvent}s, one at a time, whichever node made them.
 * <p>
 * A flow is provisioned first and recorded after, so that a new flow's packet-in waits for no store
 * call; every later change of a flow is atomic. Reads are of this node's copy unless said otherwise.
 */
public interface FlowStore extends Store<FlowStoreEvent, StoreDelegate<FlowStoreEvent>> {

    /**
     * A flow recorded this long ago that never got an intent is from a node that stopped between the two;
     * an early install report of a flow whose record has not arrived in this long is forgotten.
     */
    long STALE_MILLIS = 30_000;

    /**
     * The flow under {@code key} as this node knows it, creating it if this node knows none: on this node,
     * at most one call at a time per unknown key runs {@code factory} (it may return null: nothing is stored
     * then) and then {@code submit} with its flow; if {@code submit} says false nothing is stored. Else
     * the flow is this node's at once and its record is written without waiting; if the store keeps
     * another node's record instead, or fails, {@code settlement} is told.
     *
     * @return the flow under the key as this node knows it now, if there is one
     */
    Optional<ProvisionedFlow> provision(Key key, Supplier<ProvisionedFlow> factory, Predicate<ProvisionedFlow> submit,
                      Settlement settlement);

    /**
     * Waits, a store timeout at most, until the record of every flow this node provisioned is settled
     * (when provisioning has stopped: nothing of it is done after).
     */
    void awaitRecords();

    /**
     * The flow under {@code key} as this node knows it: from its copy, or, if the copy has none, from
     * the store (a flow another node just created may not have reached the copy yet).
     */
    Optional<ProvisionedFlow> get(Key key);

    /** The flow under {@code key} in this node's copy only (no store call): a hint, may lag. */
    Optional<ProvisionedFlow> cached(Key key);

    /**
     * Replaces the flow under {@code key} by {@code change} of it, atomically (retried if another node
     * changed it meanwhile). The change sees, and the record gets, this node's observed activity.
     *
     * @return the flow after, or empty if there is none
     */
    Optional<ProvisionedFlow> update(Key key, UnaryOperator<ProvisionedFlow> change);

    /**
     * Puts {@code next} (a new choice for the same key) in place of {@code current}, as this node sees
     * it (see {@link #get}). Only the placement has to be unchanged: the activity (byte counter, last
     * active time, charge) goes on changing under a running flow (its owner's idle reaper reads it on
     * its own thread) and the record keeps its latest activity.
     *
     * @return false if the key no longer maps to {@code current}'s placement (nothing changes then)
     */
    default boolean replace(ProvisionedFlow current, ProvisionedFlow next) {
        boolean[] replaced = {false};
        update(current.intentKey(), f -> {
            replaced[0] = f.withCharge(current.charge()).equals(current);
            return replaced[0] ? next.withCharge(f.charge()) : f;
        });
        return replaced[0];
    }

    /**
     * Marks the flow as being withdrawn.
     *
     * @return true only for the one call, on any node, that moved it to withdrawing
     */
    default boolean startWithdrawal(Key key) {
        boolean[] started = {false};
        update(key, f -> {
            started[0] = f.state() != ProvisionedFlow.State.WITHDRAWING;
            return f.withdrawing();
        });
        return started[0];
    }

    /**
     * ONOS reports the flow's intent installed, to its owner: its idle clock starts now, and this node
     * follows its activity. Only the owner acts on the state, so it stays with the owner like the
     * activity (no store call) and reaches the shared record with the next durable change. A flow
     * whose record has not reached this node yet (another node submitted its intent before recording it)
     * gets it when the record arrives.
     */
    void markInstalled(Key key, long nowMillis);

    /**
     * Records the byte counter read now (see {@link ProvisionedFlow#observedBytes}) on this node, which
     * owns the flow. Nothing is written: if the charge changed materially from what the other nodes
     * last heard, the activity waits for the next {@link #shareActivity}. A flow this node did not follow
     * yet (it just took it over) counts as active now.
     *
     * @return the flow as this node now sees it, or empty if there is none
     */
    Optional<ProvisionedFlow> observeBytes(Key key, long counter, long nowMillis);

    /**
     * Shares with the other nodes the activity of every flow whose charge {@link #observeBytes} found
     * materially changed since the last call (the end of a statistics poll).
     *
     * @return how many writes it took
     */
    int shareActivity();

    /** Whether this node follows the flow's activity (it saw it installed, or polled it as owner). */
    boolean follows(Key key);

    /** This node no longer owns the flow: it forgets what it observed of its activity. */
    void unfollow(Key key);

    /** Forgets a flow (after its intent is purged). */
    Optional<ProvisionedFlow> remove(Key key);

    /** Every flow, as this node sees it (no store call). */
    Collection<ProvisionedFlow> all();

    /** How many flows this node knows (no store call). */
    int size();

    /**
     * Forgets install reports of flows whose record has not reached this node in {@link #STALE_MILLIS}: their
     * provisioning node gave way to another's record, or stopped before recording them (no store call).
     */
    void forgetStaleInstalls();

    /** Forgets everything, shared and local (when the last Janus node of the cluster stops). */
    void clear();

    /**
     * Waits for the records of the flows this node provisioned to settle, then stops following the shared
     * records and drops the delegate (when Janus stops on this node).
     */
    void close();

    /**
     * What the node that provisioned a flow does when the store did not take its record. Called on the
     * store's settling executor (or the provisioning thread, if the store answered at once).
     */
    interface Settlement {
        /**
         * Another node recorded the key first: {@code ours}, whose intent this node submitted, gives way to
         * {@code recorded}, the flow the key has (this node's copy has it already).
         */
        void lost(ProvisionedFlow ours, ProvisionedFlow recorded);

        /**
         * The store failed to record {@code ours} (an error, or no answer within a store timeout), and this
         * node forgot it. Its intent, submitted, must go: once it is withdrawn and purged, the key's owner
         * forgets a record that reached the store after all, as it does every purged flow's. Called for
         * each such flow in turn: it must not wait on the store.
         */
        void failed(ProvisionedFlow ours);
    }
}

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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.impl.strategy.MapMirror;
import org.onosproject.janus.impl.strategy.UnsettledWrites;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMapEvent;
import org.onosproject.store.service.EventuallyConsistentMapListener;
import org.onosproject.store.service.MapEvent;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.Versioned;
import org.slf4j.Logger;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * The flows Janus has intents for, by intent key, shared by every ONOS node running Janus (an ONOS
 * {@link ConsistentMap}), and, on this node only, the host pairs that ever had a path (to tell
 * programming from reprogramming).
 * <p>
 * A flow is provisioned first and recorded after, so that a new flow's packet-in waits for no store
 * call: the node that sees a flow's first packet and finds no record of it in its copy runs the
 * strategy, submits the intent, puts the flow into its copy at once and writes the record
 * ({@code putIfAbsent}) without waiting; the write settles on the {@code settling} executor. On one
 * node, concurrent packet-ins of one flow provision it once. Two nodes may provision one flow in the
 * same moment (a packet-in on each before either's record reached the other): the store keeps the first
 * record, and the other node gives way to it ({@link Settlement#lost}: one intent under the key, on the
 * recorded path). Every change to a stored flow is a compare-and-swap on its version, and waits for
 * this node's own record of the flow to settle first.
 * <p>
 * Reads are local: each node keeps a copy of the shared records, fed by the map's events (a node's
 * copy may lag another node's write by an event's delivery; every write still checks the store's
 * version, and a key missing from the copy is read from the store where absence matters).
 * <p>
 * The activity of a flow ({@link FlowActivity}: byte counter, last active time, measured charge) is its
 * owner's and is not a durable fact: the owner keeps it, and shares it through an ONOS eventually
 * consistent map (gossip between the nodes, no consensus) only when the charge changes materially
 * ({@link ProvisionedFlow#activityDiffersMateriallyFrom}), all of a poll's changes in one
 * {@link #shareActivity} call that writes at most {@link ActivityBucket#COUNT} entries. The durable
 * record changes only with durable facts (created, moved, withdrawing, removed),
 * which carry the owner's activity of the moment with them.
 * Every node sees a flow with the newer of the two: its record's activity or the one its owner shared
 * ({@link FlowActivity#isNewerThan}). So a poll writes nothing to the consensus store however many
 * charges changed, and the other nodes' committed load follows the owner's measured charges within a
 * quarter, a gossip round behind. Listeners see every record as this node sees it, its own activity
 * and the shared one included. Thread-safe.
 */
public final class FlowTable {

    /**
     * A flow recorded this long ago that never got an intent is from a node that stopped between the two;
     * an early install report of a flow whose record has not arrived in this long is forgotten.
     */
    public static final long STALE_MILLIS = 30_000;

    private static final Logger log = getLogger(FlowTable.class);

    private final AsyncConsistentMap<String, ProvisionedFlow> flowsAsync;
    private final ConsistentMap<String, ProvisionedFlow> flows;
    private final EventuallyConsistentMap<String, ActivityBucket> sharedActivity;
    private final Scheduler scheduler;
    private final Executor settling;
    // Local threads of one key wait here for each other, as they would on one node without a cluster.
    private final Map<Key, Outcome> localGate = new ConcurrentHashMap<>();
    // Records of flows this node provisioned whose writes have not settled yet, by intent key.
    private final UnsettledWrites<String> unsettled = new UnsettledWrites<>();
    private final Set<FlowKey> pairsWithPath = ConcurrentHashMap.newKeySet();
    // This node's copy of the shared records, fed by the map's events (then told to mapEvent).
    private final MapMirror<String, ProvisionedFlow> copy;
    // The activity this node observed of the flows it follows (owns and polls, or saw installed).
    private final Map<String, Observed> observed = new ConcurrentHashMap<>();
    // Flows reported installed here before their record reached this node: when.
    private final Map<String, Long> earlyInstalls = new ConcurrentHashMap<>();
    // Activity this node observed as owner that the other nodes should hear of, until shareActivity.
    private final Map<String, FlowActivity> toShare = new ConcurrentHashMap<>();
    // Groups of shared activity holding flows this node forgot, to be written again without them.
    private final Set<String> toRewrite = ConcurrentHashMap.newKeySet();
    // When this node last wrote shared activity: each write is later than the one before.
    private long lastShareMillis = Long.MIN_VALUE;
    private final List<MapEventListener<String, ProvisionedFlow>> listeners = new CopyOnWriteArrayList<>();
    // Listeners are told one change at a time, each computed when it is told, so that the last they hear
    // of a flow is its latest view whichever thread (record events, shared activity, this node's polls) told it.
    private final Object telling = new Object();
    private final EventuallyConsistentMapListener<String, ActivityBucket> activityListener = this::activityEvent;

    /**
     * @param flows          the shared flow records, by intent key
     * @param sharedActivity the flows' activity as their owners shared it, by group ({@link ActivityBucket#of})
     * @param scheduler      Janus's clock and timer: dates shared activity and early install reports, and fails
     *                       a new flow's record whose write the store has not answered in a store timeout
     * @param settling       where the records of new flows are settled once the store answered their writes;
     *                       it may block on the store, so never a thread that delivers the store's answers.
     *                       A write the store answers at once (in this JVM) settles on the caller's thread.
     */
    public FlowTable(AsyncConsistentMap<String, ProvisionedFlow> flows,
              EventuallyConsistentMap<String, ActivityBucket> sharedActivity, Scheduler scheduler,
              Executor settling) {
        this.flowsAsync = checkNotNull(flows, "flows");
        this.flows = flows.asConsistentMap();
        this.sharedActivity = checkNotNull(sharedActivity, "sharedActivity");
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.settling = checkNotNull(settling, "settling");
        this.copy = new MapMirror<>(this.flows, this::mapEvent);
        sharedActivity.addListener(activityListener);
    }

    /**
     * Waits for the records of the flows this node provisioned to settle, then stops following the shared
     * maps (when Janus stops on this node).
     */
    public void close() {
        awaitRecords();
        copy.close();
        sharedActivity.removeListener(activityListener);
        listeners.clear();
    }

    /** What this node observed of a flow's activity, and the shared record it observed it on. */
    private static final class Observed {
        private final ProvisionedFlow basis;
        private final ProvisionedFlow flow;

        private Observed(ProvisionedFlow basis, ProvisionedFlow flow) {
            this.basis = basis;
            this.flow = flow;
        }
    }

    /** The outcome of {@link #provision}. */
    public static final class Outcome {
        private static final Outcome NONE = new Outcome(null, false, false);
        private static final Outcome FAILED = new Outcome(null, false, true);

        private final ProvisionedFlow flow;
        private final boolean created;
        private final boolean failed;

        private Outcome(ProvisionedFlow flow, boolean created, boolean failed) {
            this.flow = flow;
            this.created = created;
            this.failed = failed;
        }

        /** The flow under the key as this node knows it now, if there is one. */
        public Optional<ProvisionedFlow> flow() {
            return Optional.ofNullable(flow);
        }

        /** True if this call created it (and submitted its intent). */
        boolean created() {
            return created;
        }

        /** True if this call chose a path but the submit failed (nothing is stored then). */
        public boolean failed() {
            return failed;
        }
    }

    /**
     * What the node that provisioned a flow does when the store did not take its record. Called on the
     * {@code settling} executor (or the provisioning thread, if the store answered at once).
     */
    public interface Settlement {
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
        public void failed(ProvisionedFlow ours);
    }

    private static final Settlement NOTHING_TO_UNDO = new Settlement() {
        @Override
        public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
        }

        @Override
        public void failed(ProvisionedFlow ours) {
        }
    };

    /** {@link #provision(Key, Supplier, Predicate, Settlement)} with nothing to submit, and so nothing to undo. */
    public Outcome provision(Key key, Supplier<ProvisionedFlow> factory) {
        return provision(key, factory, f -> true, NOTHING_TO_UNDO);
    }

    /**
     * The flow under {@code key} as this node knows it, creating it if this node knows none: on this node,
     * at most one call at a time per unknown key runs {@code factory} (it may return null: nothing is stored
     * then) and then {@code submit} with its flow; if {@code submit} says false nothing is stored. Else
     * the flow is this node's at once and its record is written without waiting; if the store keeps
     * another node's record instead, or fails, {@code settlement} is told.
     */
    public Outcome provision(Key key, Supplier<ProvisionedFlow> factory, Predicate<ProvisionedFlow> submit,
                      Settlement settlement) {
        boolean[] ours = {false};
        Outcome outcome = localGate.computeIfAbsent(key, k -> {
            ours[0] = true;
            return create(k, factory, submit, settlement);
        });
        if (!ours[0]) {
            // Another local thread of this key got there first: share its outcome, not its creation.
            return new Outcome(outcome.flow, false, false);
        }
        localGate.remove(key);
        return outcome;
    }

    private Outcome create(Key key, Supplier<ProvisionedFlow> factory, Predicate<ProvisionedFlow> submit,
                           Settlement settlement) {
        String id = key.toString();
        Versioned<ProvisionedFlow> known = copy.get(id);
        if (known != null) {
            return new Outcome(merged(id, known.value()), false, false);
        }
        ProvisionedFlow fresh = factory.get();
        if (fresh == null) {
            return Outcome.NONE;
        }
        earlyInstalls.remove(id);
        // In the copy before the submit: ONOS may report the intent installed before the submit returns.
        copy.wrote(id, fresh);
        if (!submit.test(fresh)) {
            forgetProvisional(id);
            return Outcome.FAILED;
        }
        record(id, fresh, settlement);
        return new Outcome(cached(key).orElse(fresh), true, false);
    }

    // Writes the record of a flow this node just submitted, settling it when the store answers: at once if it
    // already did (a store in this JVM), else on the settling executor.
    private void record(String id, ProvisionedFlow fresh, Settlement settlement) {
        CompletableFuture<Versioned<ProvisionedFlow>> written = putRecord(id, fresh);
        if (written.isDone()) {
            settle(id, fresh, written, settlement);
            return;
        }
        // Failed if unanswered in a store timeout, as a synchronous call would be (a node cut off from its
        // cluster may never be answered): the flow's intent must not outlive a record that was never written.
        Scheduler.Task timeout = scheduler.schedule(() -> written.completeExceptionally(new StorageException.Timeout()),
                                                    DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS);
        written.whenComplete((prior, failure) -> timeout.cancel());
        CompletableFuture<Void> settled = written.handleAsync((prior, failure) -> {
            settle(id, fresh, written, settlement);
            return null;
        }, settling);
        unsettled.track(id, settled);
    }

    // The record's putIfAbsent, a call that threw being a write that failed.
    private CompletableFuture<Versioned<ProvisionedFlow>> putRecord(String id, ProvisionedFlow fresh) {
        try {
            return flowsAsync.putIfAbsent(id, fresh);
        } catch (RuntimeException e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    // A flow this node put into its copy and then did not submit, or could not record: it forgets it.
    private void forgetProvisional(String id) {
        copy.forgetOwnWrite(id);
        observed.remove(id);
    }

    private void settle(String id, ProvisionedFlow fresh, CompletableFuture<Versioned<ProvisionedFlow>> written,
                        Settlement settlement) {
        Versioned<ProvisionedFlow> prior;
        try {
            prior = written.join();
        } catch (CompletionException | CancellationException e) {
            log.warn("The store failed to record the new flow {}; its intent is withdrawn", id,
                     e.getCause() == null ? e : e.getCause());
            forgetProvisional(id);
            settlement.failed(fresh);
            return;
        }
        if (prior != null) {
            log.debug("{} was recorded by another node a moment before this node's record", id);
            Observed seen = observed.remove(id);
            copy.heard(id, prior);
            if (seen != null && seen.flow.state() == ProvisionedFlow.State.INSTALLED) {
                // ONOS reported the key's intent installed to this node, as owner: so is the recorded flow's.
                markInstalled(fresh.intentKey(), scheduler.nowMillis());
            }
            settlement.lost(fresh, merged(id, prior.value()));
        }
    }

    /**
     * Waits, a store timeout at most, until the record of every flow this node provisioned is settled
     * (when provisioning has stopped: nothing of it is done after).
     */
    public void awaitRecords() {
        try {
            unsettled.awaitAll();
        } catch (StorageException e) {
            log.warn("Janus stopped before every flow it provisioned was recorded", e);
        }
    }

    /**
     * The flow under {@code key} as this node knows it: from its copy, or, if the copy has none, from
     * the store (a flow another node just created may not have reached the copy yet).
     */
    public Optional<ProvisionedFlow> get(Key key) {
        Optional<ProvisionedFlow> known = cached(key);
        if (known.isPresent()) {
            return known;
        }
        String id = key.toString();
        Versioned<ProvisionedFlow> stored = flows.get(id);
        if (stored == null) {
            return Optional.empty();
        }
        copy.heard(id, stored);
        return Optional.of(merged(id, stored.value()));
    }

    /** Whether the store has a record of the flow under {@code key} now. */
    public boolean recorded(Key key) {
        return flows.get(key.toString()) != null;
    }

    /** The flow under {@code key} in this node's copy only (no store call): a hint, may lag. */
    public Optional<ProvisionedFlow> cached(Key key) {
        String id = key.toString();
        Versioned<ProvisionedFlow> known = copy.get(id);
        return known == null ? Optional.empty() : Optional.of(merged(id, known.value()));
    }

    // The shared record with this node's observed activity, if that was observed on the record's activity;
    // else as the other nodes know it (see shared).
    private ProvisionedFlow merged(String id, ProvisionedFlow stored) {
        Observed seen = observed.get(id);
        if (seen == null || !seen.basis.sameActivity(stored)) {
            return shared(id, stored);
        }
        return stored.withActivityOf(seen.flow);
    }

    // The shared record with the activity its owner shared, if that is newer than the record's own.
    private ProvisionedFlow shared(String id, ProvisionedFlow stored) {
        ActivityBucket bucket = sharedActivity.get(ActivityBucket.of(stored.intentKey()));
        FlowActivity published = bucket == null ? null : bucket.get(id);
        return published != null && published.isNewerThan(stored.activity()) ? stored.withActivity(published) : stored;
    }

    /**
     * Replaces the flow under {@code key} by {@code change} of it, atomically (retried if another node
     * changed it meanwhile). The change sees, and the record gets, this node's observed activity.
     *
     * @return the flow before and after, or empty if there is none
     */
    public Optional<Change> update(Key key, UnaryOperator<ProvisionedFlow> change) {
        String id = key.toString();
        unsettled.await(id);
        boolean fromStore = false;
        while (true) {
            Versioned<ProvisionedFlow> current = fromStore ? flows.get(id) : copy.get(id);
            if (current != null && fromStore) {
                copy.heard(id, current);
            }
            if (current == null && !fromStore) {
                fromStore = true;
                continue;
            }
            if (current == null) {
                return Optional.empty();
            }
            ProvisionedFlow before = merged(id, current.value());
            ProvisionedFlow next = checkNotNull(change.apply(before), "changed flow");
            if (next.equals(before)) {
                return Optional.of(new Change(before, next));
            }
            if (flows.replace(id, current.version(), next)) {
                observed.computeIfPresent(id, (k, o) -> new Observed(next, next));
                return Optional.of(new Change(before, next));
            }
            fromStore = true;
        }
    }

    /** A flow before and after an {@link #update}. */
    public static final class Change {
        private final ProvisionedFlow before;
        private final ProvisionedFlow after;

        private Change(ProvisionedFlow before, ProvisionedFlow after) {
            this.before = before;
            this.after = after;
        }

        ProvisionedFlow before() {
            return before;
        }

        public ProvisionedFlow after() {
            return after;
        }
    }

    /**
     * ONOS reports the flow's intent installed, to its owner: its idle clock starts now, and this node
     * follows its activity. Only the owner acts on the state, so it stays with the owner like the
     * activity (no store call) and reaches the shared record with the next durable change. A flow
     * whose record has not reached this node yet (another node submitted its intent before recording it)
     * gets it when the record arrives.
     */
    public void markInstalled(Key key, long nowMillis) {
        String id = key.toString();
        Versioned<ProvisionedFlow> stored = copy.get(id);
        if (stored == null) {
            earlyInstalls.put(id, nowMillis);
            return;
        }
        ProvisionedFlow before = merged(id, stored.value());
        if (before.state() != ProvisionedFlow.State.SUBMITTED) {
            return;
        }
        ProvisionedFlow after = before.installed(nowMillis);
        observed.put(id, new Observed(stored.value(), after));
        tellListeners(id, stored.version(), before, after);
    }

    private void tellListeners(String id, long version, ProvisionedFlow before, ProvisionedFlow after) {
        if (listeners.isEmpty()) {
            return;
        }
        MapEvent<String, ProvisionedFlow> local = new MapEvent<>(
                MapEvent.Type.UPDATE, flows.name(), id, new Versioned<>(after, version),
                new Versioned<>(before, version));
        synchronized (telling) {
            listeners.forEach(l -> l.event(local));
        }
    }

    /**
     * Marks the flow as being withdrawn.
     *
     * @return true only for the one call, on any node, that moved it to withdrawing
     */
    public boolean startWithdrawal(Key key) {
        return update(key, ProvisionedFlow::withdrawing)
                .map(c -> c.before().state() != ProvisionedFlow.State.WITHDRAWING).orElse(false);
    }

    /**
     * Records the byte counter read now (see {@link ProvisionedFlow#observedBytes}) on this node, which
     * owns the flow. Nothing is written: if the charge changed materially from what the other nodes
     * last heard, the activity waits for the next {@link #shareActivity}. A flow this node did not follow
     * yet (it just took it over) counts as active now.
     *
     * @return the flow as this node now sees it, or empty if there is none
     */
    public Optional<ProvisionedFlow> observeBytes(Key key, long counter, long nowMillis) {
        String id = key.toString();
        Versioned<ProvisionedFlow> stored = copy.get(id);
        if (stored == null) {
            return Optional.empty();
        }
        ProvisionedFlow record = stored.value();
        ProvisionedFlow before = merged(id, record);
        ProvisionedFlow base = observed.containsKey(id) ? before : before.takenOverAt(nowMillis);
        ProvisionedFlow after = base.observedBytes(counter, nowMillis);
        if (after.activityDiffersMateriallyFrom(shared(id, record))) {
            toShare.put(id, after.activity());
        }
        observed.put(id, new Observed(record, after));
        if (!after.equals(before)) {
            tellListeners(id, stored.version(), before, after);
        }
        return Optional.of(after);
    }

    /**
     * Shares with the other nodes, in one write to the eventually consistent map, the activity of every
     * flow whose charge {@link #observeBytes} found materially changed since the last call (the end of a
     * statistics poll): each group of flows ({@link ActivityBucket}) with a change is written again whole,
     * without the flows that are gone. No call if nothing changed; a group left empty is removed.
     *
     * @return how many groups were written
     */
    public synchronized int shareActivity() {
        Map<String, Map<String, FlowActivity>> changed = new HashMap<>();
        for (String id : toShare.keySet()) {
            FlowActivity activity = toShare.remove(id);
            Versioned<ProvisionedFlow> stored = copy.get(id);
            if (activity != null && stored != null) {
                changed.computeIfAbsent(ActivityBucket.of(stored.value().intentKey()), b -> new HashMap<>())
                        .put(id, activity);
            }
        }
        for (String bucket : toRewrite) {
            toRewrite.remove(bucket);
            changed.computeIfAbsent(bucket, b -> new HashMap<>());
        }
        if (changed.isEmpty()) {
            return 0;
        }
        long now = Math.max(scheduler.nowMillis(), lastShareMillis + 1);
        lastShareMillis = now;
        Map<String, ActivityBucket> writes = new HashMap<>();
        List<String> emptied = new ArrayList<>();
        changed.forEach((bucket, activities) -> {
            ActivityBucket before = sharedActivity.get(bucket);
            Map<String, FlowActivity> after = new HashMap<>();
            if (before != null) {
                before.activities().forEach((id, a) -> {
                    if (copy.get(id) != null) {
                        after.put(id, a);
                    }
                });
            }
            after.putAll(activities);
            if (!after.isEmpty()) {
                writes.put(bucket, new ActivityBucket(after, now));
            } else if (before != null) {
                emptied.add(bucket);
            }
        });
        if (!writes.isEmpty()) {
            sharedActivity.putAll(writes);
        }
        emptied.forEach(sharedActivity::remove);
        return writes.size() + emptied.size();
    }

    /** Whether this node follows the flow's activity (it saw it installed, or polled it as owner). */
    public boolean follows(Key key) {
        return observed.containsKey(key.toString());
    }

    /** This node no longer owns the flow: it forgets what it observed of its activity. */
    public void unfollow(Key key) {
        observed.remove(key.toString());
    }

    /**
     * Forgets a flow (after its intent is purged); the activity its owner shared leaves the shared map
     * with the next {@link #shareActivity}.
     */
    public Optional<ProvisionedFlow> remove(Key key) {
        String id = key.toString();
        observed.remove(id);
        toShare.remove(id);
        Optional<ProvisionedFlow> removed = Optional.ofNullable(Versioned.valueOrNull(flows.remove(id)));
        String bucket = ActivityBucket.of(key);
        ActivityBucket shared = sharedActivity.get(bucket);
        if (shared != null && shared.get(id) != null) {
            toRewrite.add(bucket);
        }
        return removed;
    }

    /**
     * Puts {@code next} (a new choice for the same key) in place of {@code current}, as this node sees
     * it (see {@link #get}). Only the placement has to be unchanged: the activity (byte counter, last
     * active time, charge) goes on changing under a running flow (its owner's idle reaper reads it on
     * its own thread) and the record keeps its latest activity.
     *
     * @return false if the key no longer maps to {@code current}'s placement (nothing changes then)
     */
    public boolean replace(ProvisionedFlow current, ProvisionedFlow next) {
        Key key = current.intentKey();
        boolean[] replaced = {false};
        update(key, f -> {
            replaced[0] = f.withActivity(current.activity()).equals(current);
            return replaced[0] ? next.withActivity(f.activity()) : f;
        });
        return replaced[0];
    }

    /** Hears every change to the flow records, made by any node, as this node sees them. */
    public void addListener(MapEventListener<String, ProvisionedFlow> listener) {
        listeners.add(listener);
    }

    public void removeListener(MapEventListener<String, ProvisionedFlow> listener) {
        listeners.remove(listener);
    }

    private void mapEvent(MapEvent<String, ProvisionedFlow> event) {
        String id = event.key();
        Versioned<ProvisionedFlow> now = event.newValue();
        if (now != null) {
            Long installedAt = earlyInstalls.remove(id);
            if (installedAt != null && now.value().state() == ProvisionedFlow.State.SUBMITTED) {
                observed.put(id, new Observed(now.value(), merged(id, now.value()).installed(installedAt)));
            }
        } else {
            observed.remove(id);
            earlyInstalls.remove(id);
        }
        if (listeners.isEmpty()) {
            return;
        }
        synchronized (telling) {
            MapEvent<String, ProvisionedFlow> seen = now == null ? event : new MapEvent<>(
                    event.type(), event.name(), id, new Versioned<>(merged(id, now.value()), now.version()),
                    event.oldValue());
            listeners.forEach(l -> l.event(seen));
        }
    }

    // Another node shared a group of flows' activity (or this node did): tell the listeners how this node
    // now sees each of them. A flow this node follows is seen with its own readings, which no shared one
    // replaces; a flow whose record has not reached this node yet is seen with the activity when it does.
    private void activityEvent(EventuallyConsistentMapEvent<String, ActivityBucket> event) {
        if (listeners.isEmpty()) {
            return;
        }
        for (String id : event.value().activities().keySet()) {
            if (observed.containsKey(id)) {
                continue;
            }
            synchronized (telling) {
                Versioned<ProvisionedFlow> stored = copy.get(id);
                if (stored == null) {
                    continue;
                }
                MapEvent<String, ProvisionedFlow> seen = new MapEvent<>(
                        MapEvent.Type.UPDATE, flows.name(), id, new Versioned<>(merged(id, stored.value()),
                                                                              stored.version()), stored);
                listeners.forEach(l -> l.event(seen));
            }
        }
    }

    /** Every flow, as this node sees it (no store call). */
    public Collection<ProvisionedFlow> all() {
        return copy.entries().entrySet().stream().map(e -> merged(e.getKey(), e.getValue().value()))
                .collect(ImmutableList.toImmutableList());
    }

    /** How many flows this node knows (no store call). */
    public int size() {
        return copy.entries().size();
    }

    /**
     * Forgets install reports of flows whose record has not reached this node in {@link #STALE_MILLIS}: their
     * provisioning node gave way to another's record, or stopped before recording them (no store call).
     */
    public void forgetStaleInstalls() {
        long now = scheduler.nowMillis();
        earlyInstalls.values().removeIf(at -> now - at >= STALE_MILLIS);
    }

    /** Forgets everything, shared and local (when the last Janus node of the cluster stops). */
    public void clear() {
        unsettled.awaitAll();
        flows.clear();
        sharedActivity.clear();
        toShare.clear();
        toRewrite.clear();
        copy.clear();
        observed.clear();
        earlyInstalls.clear();
        pairsWithPath.clear();
    }

    /**
     * Notes that the host pair of {@code flow} got a path (remembered on this node only).
     *
     * @return true if the pair had a path before (a reprogramming)
     */
    public boolean recordPathForPair(FlowKey flow) {
        return !pairsWithPath.add(FlowKey.ofHostPair(flow.srcIp(), flow.dstIp()));
    }
}

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
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.AbstractStore;
import org.onosproject.store.StoreDelegate;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.MapEvent;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.Versioned;
import org.slf4j.Logger;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * The {@link FlowStore} of an ONOS cluster: the flow records, by intent key, in an ONOS {@link ConsistentMap}
 * shared by every node running Janus, and the owners' activity gossiped beside them ({@link ActivityGossip}).
 * <p>
 * A flow is provisioned first and recorded after: the node that sees a flow's first packet and finds no
 * record of it in its copy runs the strategy, submits the intent, puts the flow into its copy at once and
 * writes the record ({@code putIfAbsent}) without waiting; the write settles on the {@code settling}
 * executor. On one node, concurrent packet-ins of one flow provision it once. Two nodes may provision one
 * flow in the same moment (a packet-in on each before either's record reached the other): the store keeps
 * the first record, and the other node gives way to it ({@link Settlement#lost}: one intent under the key,
 * on the recorded path). Every change to a stored flow is a compare-and-swap on its version, and waits for
 * this node's own record of the flow to settle first.
 * <p>
 * Reads are local: each node keeps a copy of the shared records, fed by the map's events (a node's
 * copy may lag another node's write by an event's delivery; every write still checks the store's
 * version, and a key missing from the copy is read from the store where absence matters).
 * <p>
 * The durable record changes only with durable facts (created, moved, withdrawing, removed), which carry
 * the owner's activity of the moment with them; the install state, like the activity, stays with the
 * owner until then. The delegate hears every record as this node sees it, its own activity and the
 * shared one included, one change at a time. Thread-safe.
 */
public final class DistributedFlowStore extends AbstractStore<FlowStoreEvent, StoreDelegate<FlowStoreEvent>>
        implements FlowStore {

    private static final Logger log = getLogger(DistributedFlowStore.class);
    private static final long PROVISIONAL = -1;

    private final AsyncConsistentMap<String, ProvisionedFlow> flowsAsync;
    private final ConsistentMap<String, ProvisionedFlow> flows;
    private final ActivityGossip activity;
    private final Scheduler scheduler;
    private final Executor settling;
    // Local threads of one key wait here for each other, as they would on one node without a cluster.
    private final Map<Key, Optional<ProvisionedFlow>> localGate = new ConcurrentHashMap<>();
    // Records of flows this node provisioned whose writes have not settled yet, by intent key: whatever must
    // see a write's outcome waits for it first, as for a synchronous call, a store timeout at most.
    private final Map<String, CompletableFuture<Void>> unsettled = new ConcurrentHashMap<>();
    // This node's copy of the shared records, fed by the map's events and by this node's own writes: a hint,
    // never an arbiter. An entry heard from the store has the store's version; one this node wrote itself is
    // PROVISIONAL (putIfAbsent does not return the new version) until the map's event for it arrives.
    private final Map<String, Versioned<ProvisionedFlow>> copy = new ConcurrentHashMap<>();
    private final MapEventListener<String, ProvisionedFlow> listener = this::mapEvent;
    // Flows reported installed here before their record reached this node: when.
    private final Map<String, Long> earlyInstalls = new ConcurrentHashMap<>();
    // The delegate is told one change at a time, each computed when it is told, so that the last it hears
    // of a flow is its latest view whichever thread (record events, shared activity, this node's polls) told it.
    private final Object telling = new Object();

    /**
     * @param flows          the shared flow records, by intent key
     * @param sharedActivity the flows' activity as their owners shared it, by group ({@link ActivityBucket#of})
     * @param scheduler      Janus's clock and timer: dates shared activity and early install reports, and fails
     *                       a new flow's record whose write the store has not answered in a store timeout
     * @param settling       where the records of new flows are settled once the store answered their writes;
     *                       it may block on the store, so never a thread that delivers the store's answers.
     *                       A write the store answers at once (in this JVM) settles on the caller's thread.
     */
    public DistributedFlowStore(AsyncConsistentMap<String, ProvisionedFlow> flows,
                         EventuallyConsistentMap<String, ActivityBucket> sharedActivity, Scheduler scheduler,
                         Executor settling) {
        this.flowsAsync = checkNotNull(flows, "flows");
        this.flows = flows.asConsistentMap();
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.settling = checkNotNull(settling, "settling");
        // The owner of a flow this node does not follow shared its activity: the delegate hears how this node
        // now sees the flow (a flow whose record has not reached this node yet is seen with it when it does).
        this.activity = new ActivityGossip(sharedActivity, scheduler, id -> tellSeen(id, () -> copy.get(id)));
        // Listens first, then loads what is there.
        this.flows.addListener(listener);
        this.flows.entrySet().forEach(e -> heard(e.getKey(), e.getValue()));
    }

    @Override
    public void close() {
        awaitRecords();
        flows.removeListener(listener);
        activity.close();
        delegate = null;
    }

    @Override
    public Optional<ProvisionedFlow> provision(Key key, Supplier<ProvisionedFlow> factory,
                                               Predicate<ProvisionedFlow> submit, Settlement settlement) {
        Optional<ProvisionedFlow> outcome = localGate.computeIfAbsent(key, k -> create(k, factory, submit, settlement));
        // The threads that waited got the same outcome; whichever removes it first, the next call looks again.
        localGate.remove(key, outcome);
        return outcome;
    }

    private Optional<ProvisionedFlow> create(Key key, Supplier<ProvisionedFlow> factory,
                                             Predicate<ProvisionedFlow> submit, Settlement settlement) {
        Optional<ProvisionedFlow> known = cached(key);
        if (known.isPresent()) {
            return known;
        }
        String id = key.toString();
        ProvisionedFlow fresh = factory.get();
        if (fresh == null) {
            return Optional.empty();
        }
        earlyInstalls.remove(id);
        // In the copy before the submit: ONOS may report the intent installed before the submit returns.
        copy.put(id, new Versioned<>(fresh, PROVISIONAL));
        if (!submit.test(fresh)) {
            forgetProvisional(id);
            return Optional.empty();
        }
        record(id, fresh, settlement);
        return Optional.of(cached(key).orElse(fresh));
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
        unsettled.put(id, settled);
        settled.whenComplete((done, failure) -> unsettled.remove(id, settled));
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
        // Unless the store's own entry was heard since (an event brings it back if the write happened after all).
        copy.computeIfPresent(id, (k, v) -> v.version() == PROVISIONAL ? null : v);
        activity.unfollow(id);
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
            ProvisionedFlow seen = activity.unfollow(id);
            heard(id, prior);
            if (seen != null && seen.state() == ProvisionedFlow.State.INSTALLED) {
                // ONOS reported the key's intent installed to this node, as owner: so is the recorded flow's.
                markInstalled(fresh.intentKey(), scheduler.nowMillis());
            }
            settlement.lost(fresh, activity.seen(id, prior.value()));
        }
    }

    @Override
    public void awaitRecords() {
        try {
            awaitAllSettled();
        } catch (StorageException e) {
            log.warn("Janus stopped before every flow it provisioned was recorded", e);
        }
    }

    @Override
    public Optional<ProvisionedFlow> get(Key key) {
        String id = key.toString();
        return Optional.ofNullable(entry(id)).map(v -> activity.seen(id, v.value()));
    }

    @Override
    public Optional<ProvisionedFlow> cached(Key key) {
        String id = key.toString();
        return Optional.ofNullable(copy.get(id)).map(v -> activity.seen(id, v.value()));
    }

    @Override
    public Optional<ProvisionedFlow> update(Key key, UnaryOperator<ProvisionedFlow> change) {
        String id = key.toString();
        awaitSettled(unsettled.get(id));
        // Read again from the store whenever another node changed the flow since it was read.
        for (Versioned<ProvisionedFlow> current = entry(id); current != null; current = fromStore(id)) {
            ProvisionedFlow before = activity.seen(id, current.value());
            ProvisionedFlow next = checkNotNull(change.apply(before), "changed flow");
            if (next.equals(before)) {
                return Optional.of(next);
            }
            if (flows.replace(id, current.version(), next)) {
                activity.wrote(id, next);
                return Optional.of(next);
            }
        }
        return Optional.empty();
    }

    // Flow {@code id}'s entry in this node's copy, else the store's own (null if neither has one).
    private Versioned<ProvisionedFlow> entry(String id) {
        Versioned<ProvisionedFlow> known = copy.get(id);
        return known != null ? known : fromStore(id);
    }

    // The store's own entry of flow {@code id} (null if none), now in this node's copy.
    private Versioned<ProvisionedFlow> fromStore(String id) {
        Versioned<ProvisionedFlow> stored = flows.get(id);
        if (stored != null) {
            heard(id, stored);
        }
        return stored;
    }

    @Override
    public void markInstalled(Key key, long nowMillis) {
        String id = key.toString();
        Versioned<ProvisionedFlow> stored = copy.get(id);
        if (stored == null) {
            earlyInstalls.put(id, nowMillis);
            return;
        }
        ProvisionedFlow before = activity.seen(id, stored.value());
        if (before.state() != ProvisionedFlow.State.SUBMITTED) {
            return;
        }
        ProvisionedFlow after = before.installed(nowMillis);
        activity.observe(id, stored.value(), after);
        tell(FlowStoreEvent.Type.UPDATED, after);
    }

    @Override
    public Optional<ProvisionedFlow> observeBytes(Key key, long counter, long nowMillis) {
        String id = key.toString();
        Versioned<ProvisionedFlow> stored = copy.get(id);
        if (stored == null) {
            return Optional.empty();
        }
        ProvisionedFlow before = activity.seen(id, stored.value());
        ProvisionedFlow after = activity.observeBytes(id, stored.value(), before, counter, nowMillis);
        if (!after.equals(before)) {
            tell(FlowStoreEvent.Type.UPDATED, after);
        }
        return Optional.of(after);
    }

    @Override
    public int shareActivity() {
        return activity.share(id -> copy.get(id) != null);
    }

    @Override
    public boolean follows(Key key) {
        return activity.follows(key.toString());
    }

    @Override
    public void unfollow(Key key) {
        activity.unfollow(key.toString());
    }

    @Override
    public Optional<ProvisionedFlow> remove(Key key) {
        String id = key.toString();
        activity.removed(id, key);
        return Optional.ofNullable(Versioned.valueOrNull(flows.remove(id)));
    }

    @Override
    public Collection<ProvisionedFlow> all() {
        return copy.entrySet().stream().map(e -> activity.seen(e.getKey(), e.getValue().value()))
                .collect(ImmutableList.toImmutableList());
    }

    @Override
    public int size() {
        return copy.size();
    }

    @Override
    public void forgetStaleInstalls() {
        long now = scheduler.nowMillis();
        earlyInstalls.values().removeIf(at -> now - at >= STALE_MILLIS);
    }

    @Override
    public void clear() {
        awaitAllSettled();
        flows.clear();
        activity.clear();
        copy.clear();
        earlyInstalls.clear();
    }

    private void awaitAllSettled() {
        ImmutableList.copyOf(unsettled.values()).forEach(DistributedFlowStore::awaitSettled);
    }

    // Waits for a write to settle (if there is one) as ONOS's synchronous maps wait for their calls.
    private static void awaitSettled(CompletableFuture<Void> settled) {
        if (settled == null) {
            return;
        }
        try {
            settled.get(DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StorageException.Interrupted();
        } catch (TimeoutException e) {
            throw new StorageException.Timeout();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            throw cause instanceof StorageException ? (StorageException) cause : new StorageException(cause);
        }
    }

    private void tell(FlowStoreEvent.Type type, ProvisionedFlow flow) {
        synchronized (telling) {
            notifyDelegate(new FlowStoreEvent(type, flow, scheduler.nowMillis()));
        }
    }

    // The store holds {@code entry} under {@code id}, as read from it: kept unless a newer one is known.
    private void heard(String id, Versioned<ProvisionedFlow> entry) {
        copy.merge(id, entry, (known, read) ->
                known.version() == PROVISIONAL || read.version() >= known.version() ? read : known);
    }

    private void mapEvent(MapEvent<String, ProvisionedFlow> event) {
        String id = event.key();
        Versioned<ProvisionedFlow> now = event.newValue();
        Versioned<ProvisionedFlow> old = event.oldValue();
        if (now != null) {
            heard(id, now);
            Long installedAt = earlyInstalls.remove(id);
            if (installedAt != null && now.value().state() == ProvisionedFlow.State.SUBMITTED) {
                activity.observe(id, now.value(), activity.seen(id, now.value()).installed(installedAt));
            }
        } else {
            // A newer entry (this node's own write, or heard since) stays.
            copy.computeIfPresent(id, (k, v) -> old == null || v.version() == PROVISIONAL
                    || v.version() <= old.version() ? null : v);
            activity.unfollow(id);
            earlyInstalls.remove(id);
        }
        if (now != null) {
            tellSeen(id, () -> now);
        } else if (old != null) {
            tell(FlowStoreEvent.Type.REMOVED, old.value());
        }
    }

    // Tells the delegate how this node now sees flow {@code id}'s record (if {@code record} gives one), read
    // under the lock of the telling so that nothing told later of the flow is older.
    private void tellSeen(String id, Supplier<Versioned<ProvisionedFlow>> record) {
        if (!hasDelegate()) {
            return;
        }
        synchronized (telling) {
            Versioned<ProvisionedFlow> stored = record.get();
            if (stored != null) {
                tell(FlowStoreEvent.Type.UPDATED, activity.seen(id, stored.value()));
            }
        }
    }
}

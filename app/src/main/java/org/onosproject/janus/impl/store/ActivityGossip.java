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

import com.google.common.collect.Maps;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMapEvent;
import org.onosproject.store.service.EventuallyConsistentMapListener;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Predicate;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The activity of the flows ({@link FlowCharge}: byte counter, last active time, measured charge) as
 * this node observed it, and as their owners shared it. Activity is its owner's and is not a durable
 * fact: the owner keeps it, and shares it through an ONOS eventually consistent map (gossip between
 * the nodes, no consensus) only when the charge changes materially
 * ({@link FlowCharge#differsMateriallyFrom}), all of a poll's changes in one {@link #share}
 * that writes at most {@link ActivityBucket#COUNT} entries. So a poll writes nothing to the consensus
 * store however many charges changed, and the other nodes' committed load follows the owner's measured
 * charges within a quarter, a gossip round behind.
 * <p>
 * Every node sees a flow with the newest activity it knows: its own observation if made on the record's
 * activity, else the newer of the record's and the one its owner shared ({@link FlowCharge#isNewerThan}).
 * Thread-safe.
 */
final class ActivityGossip {

    private final EventuallyConsistentMap<String, ActivityBucket> sharedActivity;
    private final Scheduler scheduler;
    // The activity this node observed of the flows it follows (owns and polls, or saw installed).
    private final Map<String, Observed> observed = new ConcurrentHashMap<>();
    // Activity this node observed as owner that the other nodes should hear of, until share.
    private final Map<String, ProvisionedFlow> toShare = new ConcurrentHashMap<>();
    // Groups of shared activity holding flows this node forgot, to be written again without them.
    private final Set<String> toRewrite = ConcurrentHashMap.newKeySet();
    // When this node last wrote shared activity: each write is later than the one before.
    private long lastShareMillis = Long.MIN_VALUE;
    private final EventuallyConsistentMapListener<String, ActivityBucket> listener;

    /**
     * @param sharedActivity the flows' activity as their owners shared it, by group ({@link ActivityBucket#of})
     * @param scheduler      Janus's clock: dates shared activity
     * @param heard          told the id of each flow this node does not follow whose shared activity arrived
     */
    ActivityGossip(EventuallyConsistentMap<String, ActivityBucket> sharedActivity, Scheduler scheduler,
                   Consumer<String> heard) {
        this.sharedActivity = checkNotNull(sharedActivity, "sharedActivity");
        this.scheduler = checkNotNull(scheduler, "scheduler");
        checkNotNull(heard, "heard");
        this.listener = event -> heardOf(event, heard);
        sharedActivity.addListener(listener);
    }

    /** Stops following the shared activity. */
    void close() {
        sharedActivity.removeListener(listener);
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

    /**
     * The shared record of flow {@code id} with this node's observed activity, if that was observed on the
     * record's activity; else as the other nodes know it.
     */
    ProvisionedFlow seen(String id, ProvisionedFlow stored) {
        Observed seen = observed.get(id);
        if (seen == null || !seen.basis.charge().equals(stored.charge())) {
            return shared(id, stored);
        }
        return stored.withChargeOf(seen.flow);
    }

    // The shared record with the activity its owner shared, if that is newer than the record's own.
    private ProvisionedFlow shared(String id, ProvisionedFlow stored) {
        ActivityBucket bucket = sharedActivity.get(ActivityBucket.of(stored.intentKey()));
        FlowCharge published = bucket == null ? null : bucket.activities().get(id);
        return published != null && published.isNewerThan(stored.charge()) ? stored.withCharge(published) : stored;
    }

    /** This node observed {@code flow} on the shared record {@code basis}: it follows the flow from now on. */
    void observe(String id, ProvisionedFlow basis, ProvisionedFlow flow) {
        observed.put(id, new Observed(basis, flow));
    }

    /**
     * This node, the owner, read the byte counter of flow {@code id}, which it saw as {@code before} on the
     * shared record {@code record}; the activity waits for {@link #share} if it changed materially.
     *
     * @return the flow as this node now sees it
     */
    ProvisionedFlow observeBytes(String id, ProvisionedFlow record, ProvisionedFlow before, long counter,
                                 long nowMillis) {
        ProvisionedFlow base = observed.containsKey(id) ? before : before.takenOverAt(nowMillis);
        ProvisionedFlow after = base.observedBytes(counter, nowMillis);
        if (after.charge().differsMateriallyFrom(shared(id, record).charge())) {
            toShare.put(id, after);
        }
        observe(id, record, after);
        return after;
    }

    /** This node wrote {@code record} as flow {@code id}'s, with the activity it observed (if it follows it). */
    void wrote(String id, ProvisionedFlow record) {
        observed.computeIfPresent(id, (k, o) -> new Observed(record, record));
    }

    /** Whether this node follows the flow's activity. */
    boolean follows(String id) {
        return observed.containsKey(id);
    }

    /**
     * This node stops following flow {@code id}.
     *
     * @return the flow as this node last observed it, or null if it did not follow it
     */
    ProvisionedFlow unfollow(String id) {
        Observed seen = observed.remove(id);
        return seen == null ? null : seen.flow;
    }

    /** Flow {@code id} is gone: its shared activity leaves the shared map with the next {@link #share}. */
    void removed(String id, Key key) {
        observed.remove(id);
        toShare.remove(id);
        String bucket = ActivityBucket.of(key);
        ActivityBucket shared = sharedActivity.get(bucket);
        if (shared != null && shared.activities().get(id) != null) {
            toRewrite.add(bucket);
        }
    }

    /**
     * Shares with the other nodes, in one write to the eventually consistent map, the activity of every
     * flow whose charge {@link #observeBytes} found materially changed since the last call: each group of
     * flows with a change is written again whole, without the flows that are no longer {@code recorded}.
     * No call if nothing changed; a group left empty is removed.
     *
     * @return how many groups were written
     */
    synchronized int share(Predicate<String> recorded) {
        Map<String, Map<String, FlowCharge>> changed = new HashMap<>();
        for (String id : toShare.keySet()) {
            ProvisionedFlow flow = toShare.remove(id);
            if (flow != null && recorded.test(id)) {
                changed.computeIfAbsent(ActivityBucket.of(flow.intentKey()), b -> new HashMap<>())
                        .put(id, flow.charge());
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
            Map<String, FlowCharge> after = new HashMap<>(
                    before == null ? Map.of() : Maps.filterKeys(before.activities(), recorded::test));
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

    /** Forgets everything, shared and local. */
    void clear() {
        sharedActivity.clear();
        toShare.clear();
        toRewrite.clear();
        observed.clear();
    }

    // Another node shared a group of flows' activity (or this node did). A flow this node follows is seen
    // with its own readings, which no shared one replaces.
    private void heardOf(EventuallyConsistentMapEvent<String, ActivityBucket> event, Consumer<String> heard) {
        for (String id : event.value().activities().keySet()) {
            if (!observed.containsKey(id)) {
                heard.accept(id);
            }
        }
    }
}

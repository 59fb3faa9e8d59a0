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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.Versioned;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The flows Janus has intents for, by intent key, shared by every ONOS node running Janus (an ONOS
 * {@link ConsistentMap}), and, on this node only, the host pairs that ever had a path (to tell
 * programming from reprogramming).
 * <p>
 * Creating a flow is atomic per key across the cluster: a node first claims the key in a second shared
 * map ({@code putIfAbsent}), and only the claimant runs the strategy and stores the flow, so
 * concurrent packet-ins of one flow, on one node or on several, provision it once and a strategy never
 * reserves twice for it. Every change to a stored flow is a compare-and-swap on its version. Thread-safe.
 */
final class FlowTable {

    /** A claim older than this is from a node that died mid-provisioning; it may be cleared. */
    static final long STALE_CLAIM_MILLIS = 30_000;

    private final ConsistentMap<String, ProvisionedFlow> flows;
    private final ConsistentMap<String, Long> claims;
    private final LongSupplier clock;
    // Local threads of one key wait here for each other, as they would on one node without a cluster.
    private final Map<Key, Claim> localGate = new ConcurrentHashMap<>();
    private final Set<FlowKey> pairsWithPath = ConcurrentHashMap.newKeySet();

    /**
     * @param flows  the shared flow records, by intent key
     * @param claims the shared claims of keys being provisioned (intent key to claim time)
     * @param clock  milliseconds, to date claims
     */
    FlowTable(ConsistentMap<String, ProvisionedFlow> flows, ConsistentMap<String, Long> claims, LongSupplier clock) {
        this.flows = checkNotNull(flows, "flows");
        this.claims = checkNotNull(claims, "claims");
        this.clock = checkNotNull(clock, "clock");
    }

    /** The outcome of {@link #provision}. */
    static final class Claim {
        private static final Claim NONE = new Claim(null, false, false);
        private static final Claim ELSEWHERE = new Claim(null, false, true);

        private final ProvisionedFlow flow;
        private final boolean created;
        private final boolean inProgressElsewhere;

        private Claim(ProvisionedFlow flow, boolean created, boolean inProgressElsewhere) {
            this.flow = flow;
            this.created = created;
            this.inProgressElsewhere = inProgressElsewhere;
        }

        /** The flow under the key, if there is one now. */
        Optional<ProvisionedFlow> flow() {
            return Optional.ofNullable(flow);
        }

        /** True if this call created it (and so must submit its intent). */
        boolean created() {
            return created;
        }

        /** True if there is no flow yet because another node is provisioning it right now. */
        boolean inProgressElsewhere() {
            return inProgressElsewhere;
        }
    }

    /**
     * The flow under {@code key}, creating it with {@code factory} if absent. Across every node sharing
     * the table, the factory runs at most once per absent key at a time; it may return null (nothing is
     * stored then).
     */
    Claim provision(Key key, Supplier<ProvisionedFlow> factory) {
        Optional<ProvisionedFlow> existing = get(key);
        if (existing.isPresent()) {
            return new Claim(existing.get(), false, false);
        }
        boolean[] ours = {false};
        Claim claim = localGate.computeIfAbsent(key, k -> {
            ours[0] = true;
            return claimAndCreate(k, factory);
        });
        if (!ours[0]) {
            // Another local thread of this key got there first: share its outcome, not its creation.
            return new Claim(claim.flow, false, claim.inProgressElsewhere);
        }
        localGate.remove(key);
        return claim;
    }

    private Claim claimAndCreate(Key key, Supplier<ProvisionedFlow> factory) {
        String id = key.toString();
        if (claims.putIfAbsent(id, clock.getAsLong()) != null) {
            return get(key).map(f -> new Claim(f, false, false)).orElse(Claim.ELSEWHERE);
        }
        try {
            // The previous claimant may have stored the flow and let go between our read and our claim.
            Optional<ProvisionedFlow> stored = get(key);
            if (stored.isPresent()) {
                return new Claim(stored.get(), false, false);
            }
            ProvisionedFlow fresh = factory.get();
            if (fresh == null) {
                return Claim.NONE;
            }
            Versioned<ProvisionedFlow> prior = flows.putIfAbsent(id, fresh);
            return prior == null ? new Claim(fresh, true, false) : new Claim(prior.value(), false, false);
        } finally {
            claims.remove(id);
        }
    }

    Optional<ProvisionedFlow> get(Key key) {
        return Optional.ofNullable(Versioned.valueOrNull(flows.get(key.toString())));
    }

    /**
     * Replaces the flow under {@code key} by {@code change} of it, atomically (retried if another node
     * changed it meanwhile).
     *
     * @return the flow before and after, or empty if there is none
     */
    Optional<Change> update(Key key, UnaryOperator<ProvisionedFlow> change) {
        String id = key.toString();
        while (true) {
            Versioned<ProvisionedFlow> current = flows.get(id);
            if (current == null) {
                return Optional.empty();
            }
            ProvisionedFlow next = checkNotNull(change.apply(current.value()), "changed flow");
            if (next.equals(current.value()) || flows.replace(id, current.version(), next)) {
                return Optional.of(new Change(current.value(), next));
            }
        }
    }

    /** A flow before and after an {@link #update}. */
    static final class Change {
        private final ProvisionedFlow before;
        private final ProvisionedFlow after;

        private Change(ProvisionedFlow before, ProvisionedFlow after) {
            this.before = before;
            this.after = after;
        }

        ProvisionedFlow before() {
            return before;
        }

        ProvisionedFlow after() {
            return after;
        }
    }

    /** ONOS reports the flow's intent installed. */
    void markInstalled(Key key, long nowMillis) {
        update(key, f -> f.installed(nowMillis));
    }

    /**
     * Marks the flow as being withdrawn.
     *
     * @return true only for the one call, on any node, that moved it to withdrawing
     */
    boolean startWithdrawal(Key key) {
        return update(key, ProvisionedFlow::withdrawing)
                .map(c -> c.before().state() != ProvisionedFlow.State.WITHDRAWING).orElse(false);
    }

    /** Records the byte counter read now (see {@link ProvisionedFlow#observedBytes}). */
    void observeBytes(Key key, long counter, long nowMillis) {
        update(key, f -> f.observedBytes(counter, nowMillis));
    }

    /**
     * Claims the one call to the selector's {@code flowRemoved} for the flow.
     *
     * @return the flow, the first time only
     */
    Optional<ProvisionedFlow> claimSelectorRelease(Key key) {
        return update(key, ProvisionedFlow::selectorReleasedNow)
                .filter(c -> !c.before().selectorReleased()).map(Change::after);
    }

    /** Forgets a flow (after its intent is purged). */
    Optional<ProvisionedFlow> remove(Key key) {
        return Optional.ofNullable(Versioned.valueOrNull(flows.remove(key.toString())));
    }

    /**
     * Puts {@code next} (a new choice for the same key) in place of {@code current}.
     *
     * @return false if the key no longer maps to {@code current} (nothing changes then)
     */
    boolean replace(ProvisionedFlow current, ProvisionedFlow next) {
        return flows.replace(current.intentKey().toString(), current, next);
    }

    /** Hears every change to the shared flow records, made by any node. */
    void addListener(MapEventListener<String, ProvisionedFlow> listener) {
        flows.addListener(listener);
    }

    void removeListener(MapEventListener<String, ProvisionedFlow> listener) {
        flows.removeListener(listener);
    }

    Collection<ProvisionedFlow> all() {
        return flows.values().stream().map(Versioned::value).collect(ImmutableList.toImmutableList());
    }

    int size() {
        return flows.size();
    }

    /**
     * Clears claims older than {@link #STALE_CLAIM_MILLIS}: their node died between claiming and storing.
     *
     * @return how many were cleared
     */
    int clearStaleClaims() {
        long now = clock.getAsLong();
        int cleared = 0;
        for (Map.Entry<String, Versioned<Long>> claim : claims.entrySet()) {
            if (now - claim.getValue().value() >= STALE_CLAIM_MILLIS
                    && claims.remove(claim.getKey(), claim.getValue().version())) {
                cleared++;
            }
        }
        return cleared;
    }

    /** Forgets everything, shared and local (when the last Janus node of the cluster stops). */
    void clear() {
        flows.clear();
        claims.clear();
        pairsWithPath.clear();
    }

    /**
     * Notes that the host pair of {@code flow} got a path (remembered on this node only).
     *
     * @return true if the pair had a path before (a reprogramming)
     */
    boolean recordPathForPair(FlowKey flow) {
        return !pairsWithPath.add(FlowKey.ofHostPair(flow.srcIp(), flow.dstIp()));
    }
}

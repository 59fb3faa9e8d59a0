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
package org.onosproject.janus.impl.lifecycle;

import org.onosproject.janus.impl.config.IdleTimeoutConfig;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.api.FlowKey;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.UnaryOperator;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The idle timeout of each flow: {@code idleTimeout} in the fixed mode; in the adaptive mode, the
 * timeout its host pair's idle gaps call for ({@link IdleGapHistory}), learnt here from what the idle
 * reaper sees.
 * <p>
 * A host pair is the flow's source and destination address ({@link FlowKey#ofHostPair}), whatever the
 * match granularity, so a pair whose path was released is recognised when it comes back. A pair with
 * no gap learnt gets {@code idleTimeout} clamped to the adaptive bounds ({@code idleTimeout 0}, never,
 * gives the maximum): the operator's timeout stays the one for flows Janus knows nothing of, so the
 * adaptive mode with {@code idleTimeout} at the minimum releases a pair that never comes back as fast
 * as the fixed minimum would, and one at 30 s lets a first gap under 30 s pass without a
 * re-provisioning.
 * <p>
 * Memory is bounded: at most {@code capacity} pairs (only pairs that had a gap or a release), the least
 * recently used forgotten first; a forgotten pair starts again with no history. Owner-local: each node
 * learns from the flows it owns and polls, writes nothing to the store, and a node that takes flows
 * over starts their pairs with no history. Thread-safe. Times come from Janus's scheduler, through
 * the callers.
 */
public final class IdleGapLearner {

    /** Pairs remembered by default: 10,000 pairs of at most 16 gaps each stay within a few megabytes. */
    public static final int DEFAULT_CAPACITY = 10_000;

    private static final long MILLIS_PER_SECOND = 1000L;

    private final Map<FlowKey, IdleGapHistory> pairs;

    /** A learner that remembers at most {@code capacity} pairs. */
    public IdleGapLearner(int capacity) {
        checkArgument(capacity > 0, "capacity must be > 0: %s", capacity);
        this.pairs = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<FlowKey, IdleGapHistory> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The host pair a flow counts for. */
    static FlowKey pairOf(ProvisionedFlow flow) {
        FlowKey key = flow.request().key();
        return FlowKey.ofHostPair(key.srcIp(), key.dstIp());
    }

    /** The flow's path was withdrawn for idleness now; its traffic was last seen at its last activity. */
    void releasedIdle(ProvisionedFlow flow, long nowMillis) {
        update(pairOf(flow), h -> h.releasedIdle(Math.min(flow.lastActiveMillis(), nowMillis), nowMillis));
    }

    /**
     * A flow of a pair exists: if the pair's path was released before it was created, the pair came
     * back, and the gap is learnt. Pairs with no history are not added.
     */
    synchronized void seen(ProvisionedFlow flow) {
        pairs.computeIfPresent(pairOf(flow), (pair, history) -> history.flowCreatedAt(flow.createdMillis()));
    }

    /** The flow's traffic resumed on its path after {@code gapMillis} without any. */
    void resumed(ProvisionedFlow flow, long gapMillis) {
        update(pairOf(flow), h -> h.withGap(gapMillis));
    }

    /**
     * The flow's idle timeout under {@code config}, in milliseconds; 0 means never (the fixed mode with
     * {@code idleTimeout} 0).
     */
    public long timeoutMillis(ProvisionedFlow flow, JanusConfig config) {
        long fixedMillis = config.idleTimeoutSeconds() * MILLIS_PER_SECOND;
        IdleTimeoutConfig idle = config.idle();
        if (!idle.adaptive()) {
            return fixedMillis;
        }
        long noHistoryMillis = fixedMillis == 0 ? idle.maxSeconds() * MILLIS_PER_SECOND : fixedMillis;
        long marginMillis = config.statsPollIntervalSeconds() * MILLIS_PER_SECOND;
        return history(pairOf(flow)).timeoutMillis(idle, noHistoryMillis, marginMillis);
    }

    /** How many gaps of the flow's pair this node remembers. */
    public int gapCount(ProvisionedFlow flow) {
        return history(pairOf(flow)).gapCount();
    }

    /** Pairs remembered. */
    synchronized int size() {
        return pairs.size();
    }

    /** Forgets every pair. */
    public synchronized void clear() {
        pairs.clear();
    }

    private synchronized IdleGapHistory history(FlowKey pair) {
        return pairs.getOrDefault(pair, IdleGapHistory.EMPTY);
    }

    private synchronized void update(FlowKey pair, UnaryOperator<IdleGapHistory> change) {
        checkNotNull(pair, "pair");
        pairs.put(pair, change.apply(history(pair)));
    }
}

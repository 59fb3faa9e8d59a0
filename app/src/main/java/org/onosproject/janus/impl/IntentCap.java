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

import com.google.common.collect.Ordering;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;

import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntSupplier;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The {@code maxIntents} policy: before a new flow is provisioned, if the flows Janus holds (minus
 * those this policy is already reclaiming) have reached the cap, the longest-idle flows are withdrawn
 * (then purged and forgotten by the intent lifecycle) to make room. It reclaims 1% of the cap at once
 * (at least one flow), so a storm at the cap scans the flow table once per hundred admissions, not on
 * every one. Flows already being withdrawn for other reasons still count, which errs on the side of
 * staying under the cap.
 * <p>
 * On a cluster the cap counts every Janus flow in the shared table, but a node reclaims only flows it
 * owns (as it times out only those), so two nodes never withdraw one flow and a flow's owner stays the
 * one node acting on it; a node that owns no reclaimable flow admits the new one over the cap.
 * Every count and read is of this node's copy of the flow table: admission asks the store nothing.
 * Thread-safe.
 */
final class IntentCap {

    /** The cap is divided by this to size one reclaim batch (1%). */
    static final int BATCH_DIVISOR = 100;

    private final FlowTable flows;
    private final FlowOwnership ownership;
    private final Predicate<Key> withdraw;
    private final JanusCounters counters;
    private final IntSupplier maxIntents;
    private final Scheduler scheduler;
    private final Set<Key> reclaiming = ConcurrentHashMap.newKeySet();

    /**
     * @param withdraw   starts withdrawing a flow's intent; false if the flow is unknown
     * @param maxIntents the cap, read on every admission
     */
    IntentCap(FlowTable flows, FlowOwnership ownership, Predicate<Key> withdraw, JanusCounters counters,
              IntSupplier maxIntents, Scheduler scheduler) {
        this.flows = checkNotNull(flows, "flows");
        this.ownership = checkNotNull(ownership, "ownership");
        this.withdraw = checkNotNull(withdraw, "withdraw");
        this.counters = checkNotNull(counters, "counters");
        this.maxIntents = checkNotNull(maxIntents, "maxIntents");
        this.scheduler = checkNotNull(scheduler, "scheduler");
    }

    /**
     * Makes room for one more flow if the cap is reached. Call it outside the flow table's provisioning
     * (a withdrawal may remove other flows from the table).
     *
     * @return how many flows it started to reclaim
     */
    synchronized int makeRoom() {
        reclaiming.removeIf(key -> flows.cached(key).isEmpty());
        int max = maxIntents.getAsInt();
        int held = flows.size() - reclaiming.size();
        if (held < max) {
            return 0;
        }
        int wanted = held - max + Math.max(1, max / BATCH_DIVISOR);
        long now = scheduler.nowMillis();
        List<ProvisionedFlow> candidates = flows.all().stream()
                .filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING && !f.declared()
                        && !reclaiming.contains(f.intentKey())
                        && ownership.isMine(f.intentKey()))
                .collect(Collectors.toList());
        Comparator<ProvisionedFlow> longestIdleFirst =
                Comparator.<ProvisionedFlow>comparingLong(f -> f.idleMillis(now)).reversed()
                        .thenComparingLong(ProvisionedFlow::createdMillis)
                        .thenComparing(f -> f.intentKey().toString());
        int reclaimed = 0;
        for (ProvisionedFlow victim : Ordering.from(longestIdleFirst).leastOf(candidates, wanted)) {
            if (withdraw.test(victim.intentKey())) {
                reclaiming.add(victim.intentKey());
                counters.increment(Statistic.CAP_RECLAIMS);
                reclaimed++;
            }
        }
        return reclaimed;
    }
}

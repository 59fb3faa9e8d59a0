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

import com.google.common.collect.ImmutableSortedMap;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.PlacementRepairStatistics;
import org.onosproject.janus.api.ProvisioningStatistics;
import org.onosproject.janus.api.QueueStatistics;
import org.onosproject.janus.api.RebalancerStatistics;
import org.onosproject.janus.api.RerouteStatistics;
import org.onosproject.janus.api.SelectionStatistics;
import org.onosproject.janus.api.WithdrawalStatistics;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.IntSupplier;

/**
 * Janus's running counters (thesis 002 §5.3 programming / reprogramming, selections, ignored
 * packets, timeouts) and the latency windows; {@link #snapshot} fills each group of
 * {@link JanusStatistics}. Thread-safe.
 */
final class JanusCounters {

    /** Latency samples kept for the percentiles. */
    static final int LATENCY_WINDOW = 4096;

    private final LongAdder programming = new LongAdder();
    private final LongAdder reprogramming = new LongAdder();
    private final LongAdder declaredPairPacketIns = new LongAdder();
    private final LongAdder idleWithdrawals = new LongAdder();
    private final LongAdder hardTimeoutWithdrawals = new LongAdder();
    private final Map<String, LongAdder> selections = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> fallbacks = new ConcurrentHashMap<>();
    private final Map<String, LongAdder> ignored = new ConcurrentHashMap<>();
    private final LatencyWindow latency = new LatencyWindow(LATENCY_WINDOW);
    private final LongAdder sharedAfterRace = new LongAdder();
    private final LongAdder queueDrops = new LongAdder();
    private final LongAdder queueCoalesced = new LongAdder();
    private final LongAccumulator queuePeak = new LongAccumulator(Math::max, 0);
    private final LongAdder capReclaims = new LongAdder();
    private final LongAdder unrecordedWithdrawals = new LongAdder();
    private final LongAdder rebalanceRounds = new LongAdder();
    private final LongAdder rebalanceMoves = new LongAdder();
    private final LongAdder placementRepairs = new LongAdder();
    private final LongAdder racesLost = new LongAdder();
    private final LongAdder placementRepairMoves = new LongAdder();
    private volatile IntSupplier queueDepth = () -> 0;
    private final LongAdder reroutes = new LongAdder();
    private final LongAdder noPathWithdrawals = new LongAdder();
    private final LatencyWindow rerouteLatency = new LatencyWindow(LATENCY_WINDOW);
    private final LatencyWindow rerouteInstallLatency = new LatencyWindow(LATENCY_WINDOW);

    void declaredPairPacketIn() {
        declaredPairPacketIns.increment();
    }

    void programmed(boolean pairHadPathBefore) {
        (pairHadPathBefore ? reprogramming : programming).increment();
    }

    /** Another node recorded a new flow first that this node provisioned too; this node gave way. */
    void provisioningRaceLost() {
        racesLost.increment();
    }

    void selected(String strategy, boolean fallback, long latencyNanos) {
        selections.computeIfAbsent(strategy, s -> new LongAdder()).increment();
        if (fallback) {
            fallbacks.computeIfAbsent(strategy, s -> new LongAdder()).increment();
        }
        latency.record(latencyNanos);
    }

    /** An isolated flow took as free a path another node's flow had taken as free (see IsolatedHolds). */
    void isolatedSharedAfterRace() {
        sharedAfterRace.increment();
    }

    void ignored(IgnoreReason reason) {
        ignored.computeIfAbsent(reason.counterName(), s -> new LongAdder()).increment();
    }

    void idleWithdrawal() {
        idleWithdrawals.increment();
    }

    void hardTimeoutWithdrawal() {
        hardTimeoutWithdrawals.increment();
    }

    /** An intent was re-selected and resubmitted {@code sinceLinkEventNanos} after the link died. */
    void rerouted(long sinceLinkEventNanos) {
        reroutes.increment();
        rerouteLatency.record(sinceLinkEventNanos);
    }

    /** A rerouted intent was installed on its new path {@code sinceLinkEventNanos} after the link died. */
    void rerouteInstalled(long sinceLinkEventNanos) {
        rerouteInstallLatency.record(sinceLinkEventNanos);
    }

    void noPathWithdrawal() {
        noPathWithdrawals.increment();
    }

    /** Where the current provisioning-queue depth is read from. */
    void watchQueue(IntSupplier depth) {
        this.queueDepth = depth;
    }

    void queued(int depthNow) {
        queuePeak.accumulate(depthNow);
    }

    void queueDropped() {
        queueDrops.increment();
    }

    void queueCoalesced() {
        queueCoalesced.increment();
    }

    /** A Janus intent no flow record named was withdrawn (see {@code UnrecordedIntentSweeper}). */
    void unrecordedWithdrawn() {
        unrecordedWithdrawals.increment();
    }

    void capReclaimed() {
        capReclaims.increment();
    }

    void rebalanceRound() {
        rebalanceRounds.increment();
    }

    void rebalanceMove() {
        rebalanceMoves.increment();
    }

    /** A new flow was placed after moving {@code moves} young flows aside. */
    void placementRepaired(int moves) {
        placementRepairs.increment();
        placementRepairMoves.add(moves);
    }

    JanusStatistics snapshot(long activeIntents) {
        return JanusStatistics.builder()
                .set(ProvisioningStatistics.PROGRAMMING, programming.sum())
                .set(ProvisioningStatistics.REPROGRAMMING, reprogramming.sum())
                .set(ProvisioningStatistics.ACTIVE_INTENTS, activeIntents)
                .set(ProvisioningStatistics.DECLARED_PAIR_PACKET_INS, declaredPairPacketIns.sum())
                .set(ProvisioningStatistics.IGNORED_PACKETS, sums(ignored))
                .set(ProvisioningStatistics.RACES_LOST, racesLost.sum())
                .set(WithdrawalStatistics.IDLE, idleWithdrawals.sum())
                .set(WithdrawalStatistics.HARD_TIMEOUT, hardTimeoutWithdrawals.sum())
                .set(WithdrawalStatistics.CAP_RECLAIMS, capReclaims.sum())
                .set(WithdrawalStatistics.UNRECORDED, unrecordedWithdrawals.sum())
                .set(QueueStatistics.DEPTH, queueDepth.getAsInt())
                .set(QueueStatistics.PEAK_DEPTH, queuePeak.get())
                .set(QueueStatistics.DROPS, queueDrops.sum())
                .set(QueueStatistics.COALESCED, queueCoalesced.sum())
                .set(RerouteStatistics.REROUTED, reroutes.sum())
                .set(RerouteStatistics.NO_PATH_WITHDRAWALS, noPathWithdrawals.sum())
                .set(RerouteStatistics.LATENCY, rerouteLatency.summary())
                .set(RerouteStatistics.INSTALL_LATENCY, rerouteInstallLatency.summary())
                .set(RebalancerStatistics.ROUNDS, rebalanceRounds.sum())
                .set(RebalancerStatistics.MOVES, rebalanceMoves.sum())
                .set(PlacementRepairStatistics.PLACEMENTS, placementRepairs.sum())
                .set(PlacementRepairStatistics.MOVED_ASIDE, placementRepairMoves.sum())
                .set(SelectionStatistics.SELECTIONS, sums(selections))
                .set(SelectionStatistics.FALLBACKS, sums(fallbacks))
                .set(SelectionStatistics.LATENCY, latency.summary())
                .set(SelectionStatistics.SHARED_AFTER_RACE, sharedAfterRace.sum())
                .build();
    }

    private static Map<String, Long> sums(Map<String, LongAdder> counters) {
        ImmutableSortedMap.Builder<String, Long> out = ImmutableSortedMap.naturalOrder();
        counters.forEach((name, adder) -> out.put(name, adder.sum()));
        return out.build();
    }
}

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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.codec.JanusCodecsContext;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * janus-stats: Janus's counters, group by group.
 */
public class StatsCommandTest {

    private final JanusStatistics stats = JanusStatistics.builder()
            .set(Statistic.PROGRAMMING, 12).set(Statistic.REPROGRAMMING, 3)
            .set(Statistic.ACTIVE_INTENTS, 9).set(Statistic.DECLARED_PAIR_PACKET_INS, 4)
            .set(Statistic.IGNORED_PACKETS, ImmutableMap.of("unknownHost", 7L, "malformed", 1L))
            .set(Statistic.IDLE_WITHDRAWALS, 5).set(Statistic.HARD_TIMEOUT_WITHDRAWALS, 1)
            .set(Statistic.CAP_RECLAIMS, 8)
            .set(Statistic.QUEUE_DEPTH, 2).set(Statistic.QUEUE_PEAK_DEPTH, 40).set(Statistic.QUEUE_DROPS, 6)
            .set(Statistic.QUEUE_COALESCED, 17)
            .set(Statistic.REROUTES, 13).set(Statistic.NO_PATH_WITHDRAWALS, 1)
            .set(Statistic.REROUTE_LATENCY, new LatencySummary(13, 900, 1500.5, 2100, 2300))
            .set(Statistic.REROUTE_INSTALL_LATENCY, new LatencySummary(12, 4000, 7000, 9500, 9800.25))
            .set(Statistic.REBALANCE_ROUNDS, 4).set(Statistic.REBALANCE_MOVES, 11)
            .set(Statistic.PLACEMENT_REPAIRS, 2).set(Statistic.PLACEMENT_REPAIR_MOVES, 3)
            .set(Statistic.BURST_PLACEMENTS, 5).set(Statistic.BURST_MOVES, 31)
            .set(Statistic.SELECTIONS, ImmutableMap.of("luar", 11L, "isolated", 4L))
            .set(Statistic.FALLBACKS, ImmutableMap.of("isolated", 2L))
            .set(Statistic.SELECTION_LATENCY, new LatencySummary(15, 12.5, 40, 80.25, 95))
            .set(Statistic.SETUP_LATENCY, new LatencySummary(14, 5100, 5200.5, 6000, 6100))
            .set(Statistic.SKIPPED_SAMPLES, 21)
            .build();

    @Test
    public void rowsShowEachGroupWithCountsByNameSortedByName() {
        assertThat(new StatsView(stats).rows(), contains(
                "provisioning: programming=12, reprogramming=3, activeIntents=9, declared-pair packet-ins=4,"
                        + " races lost=0",
                "ignored packets: malformed=1, unknownHost=7",
                "withdrawals: idle=5, hardTimeout=1, capReclaim=8, unrecorded=0",
                "provisioning queue: depth=2, peak=40, drops=6, coalesced=17",
                "reroutes after link loss: rerouted=13, noPathWithdrawals=1",
                "reroute latency (link down to resubmit): samples=13, p50=900.0us, p90=1500.5us, p99=2100.0us,"
                        + " max=2300.0us",
                "reroute install latency (link down to installed): samples=12, p50=4000.0us, p90=7000.0us,"
                        + " p99=9500.0us, max=9800.3us",
                "rebalancer: rounds=4, moves=11",
                "placement repair: placements=2, flows moved aside=3, bursts placed jointly=5,"
                        + " flows moved with their burst=31",
                "selection: isolated shared after race=0",
                "selections per strategy: isolated=4, luar=11",
                "fallbacks per strategy: isolated=2",
                "selection latency: samples=15, p50=12.5us, p90=40.0us, p99=80.3us, max=95.0us",
                "set-up latency (packet-in to intent submitted): samples=14, p50=5100.0us, p90=5200.5us,"
                        + " p99=6000.0us, max=6100.0us",
                "link usage: skipped samples=21"));
    }

    @Test
    public void freshStatisticsSayNoneInsteadOfEmptyLists() {
        assertThat(new StatsView(JanusStatistics.builder().build()).rows(), contains(
                "provisioning: programming=0, reprogramming=0, activeIntents=0, declared-pair packet-ins=0,"
                        + " races lost=0",
                "ignored packets: none",
                "withdrawals: idle=0, hardTimeout=0, capReclaim=0, unrecorded=0",
                "provisioning queue: depth=0, peak=0, drops=0, coalesced=0",
                "reroutes after link loss: rerouted=0, noPathWithdrawals=0",
                "reroute latency (link down to resubmit): samples=0, p50=0.0us, p90=0.0us, p99=0.0us, max=0.0us",
                "reroute install latency (link down to installed): samples=0, p50=0.0us, p90=0.0us, p99=0.0us,"
                        + " max=0.0us",
                "rebalancer: rounds=0, moves=0",
                "placement repair: placements=0, flows moved aside=0, bursts placed jointly=0,"
                        + " flows moved with their burst=0",
                "selection: isolated shared after race=0",
                "selections per strategy: none",
                "fallbacks per strategy: none",
                "selection latency: samples=0, p50=0.0us, p90=0.0us, p99=0.0us, max=0.0us",
                "set-up latency (packet-in to intent submitted): samples=0, p50=0.0us, p90=0.0us, p99=0.0us,"
                        + " max=0.0us",
                "link usage: skipped samples=0"));
    }

    /** The field names operators read since before the grouping; maps sorted by name. */
    @Test
    public void jsonIsTheRestShapeWithMapsSortedByName() {
        assertThat(new StatsView(stats).json(new JanusCodecsContext()).toString(), is(
                "{\"programming\":12,\"reprogramming\":3,\"activeIntents\":9,\"declaredPairPacketIns\":4,"
                        + "\"racesLost\":0,"
                        + "\"ignoredPackets\":{\"malformed\":1,\"unknownHost\":7},"
                        + "\"idleWithdrawals\":5,\"hardTimeoutWithdrawals\":1,\"capReclaims\":8,"
                        + "\"unrecordedWithdrawals\":0,"
                        + "\"queueDepth\":2,\"queuePeakDepth\":40,\"queueDrops\":6,\"queueCoalesced\":17,"
                        + "\"reroutes\":13,\"noPathWithdrawals\":1,"
                        + "\"rerouteLatency\":{\"samples\":13,\"p50Micros\":900.0,\"p90Micros\":1500.5,"
                        + "\"p99Micros\":2100.0,\"maxMicros\":2300.0},"
                        + "\"rerouteInstallLatency\":{\"samples\":12,\"p50Micros\":4000.0,\"p90Micros\":7000.0,"
                        + "\"p99Micros\":9500.0,\"maxMicros\":9800.25},"
                        + "\"rebalanceRounds\":4,\"rebalanceMoves\":11,"
                        + "\"placementRepairs\":2,\"placementRepairMoves\":3,\"burstPlacements\":5,\"burstMoves\":31,"
                        + "\"selections\":{\"isolated\":4,\"luar\":11},\"fallbacks\":{\"isolated\":2},"
                        + "\"selectionLatency\":{\"samples\":15,\"p50Micros\":12.5,\"p90Micros\":40.0,"
                        + "\"p99Micros\":80.25,\"maxMicros\":95.0},"
                        + "\"setupLatency\":{\"samples\":14,\"p50Micros\":5100.0,\"p90Micros\":5200.5,"
                        + "\"p99Micros\":6000.0,\"maxMicros\":6100.0},"
                        + "\"isolatedSharedAfterRace\":0,\"skippedSamples\":21}"));
    }
}

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
package org.onosproject.janus.impl.stats;

import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.Assert.assertEquals;

/** The counters: each statistic counted by its kind, peaks and gauges, and a snapshot of them all. */
public class JanusCountersTest {

    private final JanusCounters counters = new JanusCounters();

    @Test
    public void nothingCountedIsTheEmptySnapshot() {
        assertEquals(JanusStatistics.builder().build(), counters.snapshot());
    }

    @Test
    public void countsAddUp() {
        counters.increment(Statistic.REBALANCE_MOVES);
        counters.add(Statistic.REBALANCE_MOVES, 4);
        assertEquals(5, counters.snapshot().count(Statistic.REBALANCE_MOVES));
    }

    @Test
    public void countsPerNameAreKeptPerName() {
        counters.ignored(IgnoreReason.UNKNOWN_HOST);
        counters.ignored(IgnoreReason.UNKNOWN_HOST);
        counters.ignored(IgnoreReason.MALFORMED);
        assertEquals(ImmutableMap.of("malformed", 1L, "unknownHost", 2L),
                     counters.snapshot().counts(Statistic.IGNORED_PACKETS));
    }

    @Test
    public void theIgnoredPacketsAreCountedUnderTheirPublishedNames() {
        for (IgnoreReason reason : IgnoreReason.values()) {
            counters.ignored(reason);
        }
        assertEquals(List.of("broadcast", "internalError", "lldp", "malformed", "multicast", "noPath", "nonIp",
                             "provisioningError", "sameHost", "spoofedSource", "storeUnreachable", "unknownHost",
                             "withdrawing"),
                     List.copyOf(counters.snapshot().counts(Statistic.IGNORED_PACKETS).keySet()));
    }

    @Test
    public void aSelectionCountsItsStrategyItsFallbackAndItsLatency() {
        counters.selected("isolated", true, 2_000);
        counters.selected("isolated", false, 4_000);
        JanusStatistics stats = counters.snapshot();
        assertEquals(ImmutableMap.of("isolated", 2L), stats.counts(Statistic.SELECTIONS));
        assertEquals(ImmutableMap.of("isolated", 1L), stats.counts(Statistic.FALLBACKS));
        assertEquals(2, stats.latency(Statistic.SELECTION_LATENCY).samples());
    }

    @Test
    public void aPeakKeepsTheHighestValue() {
        counters.peak(Statistic.QUEUE_PEAK_DEPTH, 3);
        counters.peak(Statistic.QUEUE_PEAK_DEPTH, 7);
        counters.peak(Statistic.QUEUE_PEAK_DEPTH, 2);
        assertEquals(7, counters.snapshot().count(Statistic.QUEUE_PEAK_DEPTH));
    }

    @Test
    public void aGaugeIsReadWhenTheSnapshotIsTaken() {
        AtomicLong depth = new AtomicLong(3);
        counters.gauge(Statistic.QUEUE_DEPTH, depth::get);
        assertEquals(3, counters.snapshot().count(Statistic.QUEUE_DEPTH));
        depth.set(1);
        assertEquals(1, counters.snapshot().count(Statistic.QUEUE_DEPTH));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aLatencyIsNotCounted() {
        counters.increment(Statistic.SELECTION_LATENCY);
    }

    @Test(expected = IllegalArgumentException.class)
    public void aCountIsNotGivenLatencySamples() {
        counters.record(Statistic.REROUTES, 1_000);
    }
}

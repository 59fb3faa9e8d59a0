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
package org.onosproject.janus.api;

import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

/**
 * The statistics: every {@link Statistic} is in a group, named by a unique JSON field (those operators
 * already read); a {@link JanusStatistics} reads back what was set through the accessor of the statistic's
 * kind, refuses a statistic of another kind, and shows every value in toString.
 */
public class JanusStatisticsTest {

    @Test
    public void statisticNamesAreUniqueAndTheFieldsOperatorsAlreadyRead() {
        List<String> names = Arrays.stream(Statistic.values()).map(Statistic::field).collect(Collectors.toList());
        assertEquals("no name twice: " + names, names.size(), Set.copyOf(names).size());
        assertTrue(names.containsAll(Arrays.asList(
                "programming", "reprogramming", "idleWithdrawals", "hardTimeoutWithdrawals", "activeIntents",
                "reroutes", "noPathWithdrawals", "queueDepth", "queuePeakDepth", "queueDrops", "queueCoalesced",
                "capReclaims", "rebalanceRounds", "rebalanceMoves", "placementRepairs", "placementRepairMoves",
                "selections", "fallbacks", "ignoredPackets", "selectionLatency", "setupLatency", "rerouteLatency",
                "rerouteInstallLatency", "isolatedSharedAfterRace", "declaredPairPacketIns",
                "racesLost", "unrecordedWithdrawals")));
    }

    @Test
    public void everyGroupHasStatisticsAndTheGroupsShowThemInDeclarationOrder() {
        for (Statistic.Group group : Statistic.Group.values()) {
            assertThat(group.field(), group.statistics().isEmpty(), is(false));
        }
        List<Statistic> grouped = Arrays.stream(Statistic.Group.values())
                .flatMap(g -> g.statistics().stream()).collect(Collectors.toList());
        assertThat(grouped, contains(Statistic.values()));
    }

    @Test
    public void eachAccessorReadsWhatWasSet() {
        LatencySummary latency = new LatencySummary(3, 10, 20, 30, 40);
        JanusStatistics stats = JanusStatistics.builder()
                .set(Statistic.PROGRAMMING, 12)
                .set(Statistic.QUEUE_PEAK_DEPTH, 40)
                .set(Statistic.SELECTIONS, ImmutableMap.of("luar", 7L))
                .set(Statistic.REROUTE_LATENCY, latency)
                .build();
        assertThat(stats.count(Statistic.PROGRAMMING), is(12L));
        assertThat(stats.count(Statistic.QUEUE_PEAK_DEPTH), is(40L));
        assertThat(stats.counts(Statistic.SELECTIONS), is(ImmutableMap.of("luar", 7L)));
        assertThat(stats.latency(Statistic.REROUTE_LATENCY), is(latency));
    }

    @Test
    public void aStatisticNotSetIsZero() {
        JanusStatistics stats = JanusStatistics.builder().build();
        assertThat(stats.count(Statistic.REBALANCE_MOVES), is(0L));
        assertThat(stats.counts(Statistic.IGNORED_PACKETS).entrySet(), is(empty()));
        assertThat(stats.latency(Statistic.SELECTION_LATENCY), is(LatencySummary.empty()));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aCountIsNotReadAsALatency() {
        JanusStatistics.builder().build().latency(Statistic.REROUTES);
    }

    @Test(expected = IllegalArgumentException.class)
    public void aValueOfTheWrongKindIsRefused() {
        JanusStatistics.builder().set(Statistic.SELECTION_LATENCY, 3L);
    }

    @Test
    public void equalWhenEveryValueIs() {
        Filled filled = StatisticsCounters.filled();
        assertEquals(filled.stats(), StatisticsCounters.filled().stats());
        assertEquals(filled.stats().hashCode(), StatisticsCounters.filled().stats().hashCode());
        assertNotEquals(filled.stats(), JanusStatistics.builder().build());
        assertNotEquals(JanusStatistics.builder().set(Statistic.REBALANCE_ROUNDS, 1).build(),
                        JanusStatistics.builder().set(Statistic.REBALANCE_MOVES, 1).build());
    }

    @Test
    public void toStringShowsEveryValue() {
        Filled filled = StatisticsCounters.filled();
        String text = filled.stats().toString();
        for (Counter c : filled.counters()) {
            assertTrue(c + " in " + text, c.shownIn(text));
        }
    }

    @Test
    public void everyStatisticIsFilled() {
        Filled filled = StatisticsCounters.filled();
        Arrays.stream(Statistic.values()).forEach(s -> assertTrue(
                s.field(), filled.counters().stream().anyMatch(c -> c.statistic() == s)));
        assertFalse(filled.stats().equals(JanusStatistics.builder().build()));
    }
}

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

import org.junit.Test;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

/**
 * JanusStatistics in groups: each group lists every statistic it declares, names are unique JSON fields
 * (those operators already read), values read back through the typed accessors and the generic ones,
 * and every value shows in toString.
 */
public class JanusStatisticsTest {

    @Test
    public void eachGroupListsEveryStatisticItDeclares() throws IllegalAccessException {
        for (StatisticsGroup group : JanusStatistics.builder().build().groups()) {
            List<Object> declared = new ArrayList<>();
            for (Field field : group.getClass().getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers()) && field.getType() == Statistic.class) {
                    declared.add(field.get(null));
                }
            }
            assertThat(group.name(), group.statistics(), containsInAnyOrder(declared.toArray()));
        }
    }

    @Test
    public void statisticNamesAreUniqueAndTheFieldsOperatorsAlreadyRead() {
        List<String> names = JanusStatistics.allStatistics().stream().map(Statistic::name)
                .collect(Collectors.toList());
        assertEquals("no name twice: " + names, names.size(), Set.copyOf(names).size());
        assertTrue(names.containsAll(Arrays.asList(
                "programming", "reprogramming", "idleWithdrawals", "hardTimeoutWithdrawals", "activeIntents",
                "reroutes", "noPathWithdrawals", "queueDepth", "queuePeakDepth", "queueDrops", "queueCoalesced",
                "capReclaims", "rebalanceRounds", "rebalanceMoves", "placementRepairs", "placementRepairMoves",
                "selections", "fallbacks", "ignoredPackets", "selectionLatency", "rerouteLatency",
                "rerouteInstallLatency", "isolatedSharedAfterRace", "racesLost", "unrecordedWithdrawals")));
    }

    @Test
    public void typedAccessorsReadWhatWasSet() {
        JanusStatistics stats = JanusStatistics.builder()
                .set(ProvisioningStatistics.PROGRAMMING, 12)
                .set(WithdrawalStatistics.IDLE, 5)
                .set(RerouteStatistics.REROUTED, 13)
                .set(QueueStatistics.PEAK_DEPTH, 40)
                .build();
        assertThat(stats.provisioning().programming(), is(12L));
        assertThat(stats.withdrawals().idle(), is(5L));
        assertThat(stats.reroutes().rerouted(), is(13L));
        assertThat(stats.queue().peakDepth(), is(40L));
        assertThat(stats.reroutes().get(RerouteStatistics.REROUTED), is(13L));
        assertThat(stats.rebalancer().moves(), is(0L));
    }

    @Test(expected = IllegalArgumentException.class)
    public void aGroupRefusesAnotherGroupsStatistic() {
        JanusStatistics.builder().build().queue().get(RerouteStatistics.REROUTED);
    }

    @Test(expected = IllegalArgumentException.class)
    public void aValueOfTheWrongKindIsRefused() {
        Statistic<?> latency = SelectionStatistics.LATENCY;
        @SuppressWarnings("unchecked")
        Statistic<Object> wrong = (Statistic<Object>) latency;
        JanusStatistics.builder().set(wrong, 3L);
    }

    @Test
    public void equalWhenEveryValueIs() {
        Filled filled = StatisticsCounters.filled();
        assertEquals(filled.stats(), StatisticsCounters.filled().stats());
        assertEquals(filled.stats().hashCode(), StatisticsCounters.filled().stats().hashCode());
        assertNotEquals(filled.stats(), JanusStatistics.builder().build());
        assertNotEquals(JanusStatistics.builder().set(RebalancerStatistics.ROUNDS, 1).build(),
                        JanusStatistics.builder().set(RebalancerStatistics.MOVES, 1).build());
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
        JanusStatistics.allStatistics().forEach(s -> assertTrue(
                s.name(), filled.counters().stream().anyMatch(c -> c.statistic() == s)));
        assertFalse(filled.stats().equals(JanusStatistics.builder().build()));
    }
}

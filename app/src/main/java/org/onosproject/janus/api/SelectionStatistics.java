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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.util.List;
import java.util.Map;

/**
 * Path selection: selections and fallbacks per strategy, and how long selections take.
 */
public final class SelectionStatistics extends StatisticsGroup {

    /** Selections made, per strategy name. */
    public static final Statistic<Map<String, Long>> SELECTIONS = Statistic.counts(
            "selections", "selections per strategy",
            "Selections made, per strategy name.");

    /** Selections where the strategy had to fall back, per strategy name. */
    public static final Statistic<Map<String, Long>> FALLBACKS = Statistic.counts(
            "fallbacks", "fallbacks per strategy",
            "Selections where the strategy had to fall back, per strategy name.");

    /** Latency of path selection (candidates plus strategy) over recent selections. */
    public static final Statistic<LatencySummary> LATENCY = Statistic.latency(
            "selectionLatency", "selection latency",
            "Latency of path selection (candidates plus strategy) over recent selections.");

    /**
     * Isolated flows that took as free a path another ONOS node's flow took as free in the same moment: each
     * shares the path with that flow. Every node counts each such flow once, as it hears of it.
     */
    public static final Statistic<Long> SHARED_AFTER_RACE = Statistic.count(
            "isolatedSharedAfterRace", "isolated shared after race",
            "Isolated flows that took as free a path another ONOS node's flow took as free in the same "
                    + "moment: each shares it with that flow (every node counts each once).");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            SELECTIONS, FALLBACKS, LATENCY, SHARED_AFTER_RACE);

    SelectionStatistics(Map<Statistic<?>, Object> values) {
        super("selection", "selection", STATISTICS, values);
    }

    /** The value of {@link #SELECTIONS}. */
    public Map<String, Long> selections() {
        return get(SELECTIONS);
    }

    /** The value of {@link #FALLBACKS}. */
    public Map<String, Long> fallbacks() {
        return get(FALLBACKS);
    }

    /** The value of {@link #LATENCY}. */
    public LatencySummary latency() {
        return get(LATENCY);
    }

    /** The value of {@link #SHARED_AFTER_RACE}. */
    public long sharedAfterRace() {
        return get(SHARED_AFTER_RACE);
    }
}

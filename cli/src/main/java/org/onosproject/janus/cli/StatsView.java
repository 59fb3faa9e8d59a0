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

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Janus's counters as {@code janus-stats} shows them, group by group, each from its statistics alone:
 * a group's counts on one row ({@code provisioning queue: depth=2, peak=40, ...}), then a row per count by
 * name ({@code ignored packets: malformed=1, unknownHost=7}, sorted by name, {@code none} when empty) and
 * per latency ({@code selection latency: samples=15, p50=12.5us, ...}). Its JSON is the REST API's
 * ({@link JanusStatisticsCodec}).
 */
final class StatsView {

    private static final String NONE = "none";

    private final JanusStatistics stats;

    StatsView(JanusStatistics stats) {
        this.stats = checkNotNull(stats);
    }

    List<String> rows() {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        for (Statistic.Group group : Statistic.Group.values()) {
            rows.addAll(rows(group));
        }
        return rows.build();
    }

    private List<String> rows(Statistic.Group group) {
        List<String> counts = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (Statistic statistic : group.statistics()) {
            switch (statistic.kind()) {
                case COUNT:
                    counts.add(statistic.label() + "=" + stats.count(statistic));
                    break;
                case COUNTS:
                    others.add(statistic.label() + ": " + perName(new TreeMap<>(stats.counts(statistic))));
                    break;
                case LATENCY:
                    others.add(statistic.label() + ": " + latency(stats.latency(statistic)));
                    break;
                default:
                    throw new IllegalStateException("janus-stats cannot show a statistic of kind " + statistic.kind());
            }
        }
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        if (!counts.isEmpty()) {
            rows.add(group.title() + ": " + String.join(", ", counts));
        }
        return rows.addAll(others).build();
    }

    /**
     * The statistics in the JSON shape of the REST API, by the same codec.
     *
     * @param context where the codec of the statistics is found
     * @return the JSON of {@code GET /onos/janus/stats}
     */
    ObjectNode json(CodecContext context) {
        return JanusDocuments.statistics(stats, context);
    }

    private static String latency(LatencySummary latency) {
        return String.format(Locale.ROOT, "samples=%d, p50=%.1fus, p90=%.1fus, p99=%.1fus, max=%.1fus",
                             latency.samples(), latency.p50Micros(), latency.p90Micros(),
                             latency.p99Micros(), latency.maxMicros());
    }

    private static String perName(Map<String, Long> counts) {
        if (counts.isEmpty()) {
            return NONE;
        }
        return counts.entrySet().stream().map(e -> e.getKey() + "=" + e.getValue())
                .collect(Collectors.joining(", "));
    }
}

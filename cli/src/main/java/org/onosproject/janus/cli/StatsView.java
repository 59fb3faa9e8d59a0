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
import com.google.common.collect.ImmutableSortedSet;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Janus's counters as {@code janus-stats} shows them: provisioning, withdrawals (including those
 * reclaimed at the {@code maxIntents} cap), the provisioning queue, reroutes after a link died (with
 * their latencies to resubmission and to installation), the rebalancer (rounds that found a
 * link above the threshold, flows moved), selections and fallbacks per strategy, selection latency and
 * ignored packets. Maps are shown sorted by name. Its JSON is the REST API's ({@link JanusStatisticsCodec}).
 */
final class StatsView {

    private static final String NONE = "none";

    private final JanusStatistics stats;

    StatsView(JanusStatistics stats) {
        this.stats = checkNotNull(stats);
    }

    List<String> rows() {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        rows.add(String.format("programming=%d, reprogramming=%d, activeIntents=%d",
                               stats.programming(), stats.reprogramming(), stats.activeIntents()));
        rows.add(String.format("withdrawals: idle=%d, hardTimeout=%d, capReclaim=%d",
                               stats.idleWithdrawals(), stats.hardTimeoutWithdrawals(), stats.capReclaims()));
        rows.add(String.format("provisioning queue: depth=%d, peak=%d, drops=%d, coalesced=%d",
                               stats.queueDepth(), stats.queuePeakDepth(), stats.queueDrops(),
                               stats.queueCoalesced()));
        rows.add(String.format("reroutes after link loss: rerouted=%d, noPathWithdrawals=%d",
                               stats.reroutes(), stats.noPathWithdrawals()));
        rows.add(String.format("rebalancer: rounds=%d, moves=%d", stats.rebalanceRounds(), stats.rebalanceMoves()));
        rows.add(String.format("placement repair: placements=%d, flows moved aside=%d", stats.placementRepairs(),
                               stats.placementRepairMoves()));
        List<String> strategies = strategyNames();
        if (strategies.isEmpty()) {
            rows.add("selections: " + NONE);
        }
        for (String name : strategies) {
            rows.add(String.format("strategy=%s, selections=%d, fallbacks=%d",
                                   name, count(stats.selections(), name), count(stats.fallbacks(), name)));
        }
        rows.add(latencyRow("selection latency", stats.selectionLatency()));
        rows.add(latencyRow("reroute latency (link down to resubmit)", stats.rerouteLatency()));
        rows.add(latencyRow("reroute install latency (link down to installed)", stats.rerouteInstallLatency()));
        rows.add("ignored packets: " + counters(stats.ignoredPackets()));
        return rows.build();
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

    private static String latencyRow(String name, LatencySummary latency) {
        return String.format(Locale.ROOT, "%s: samples=%d, p50=%.1fus, p90=%.1fus, p99=%.1fus, max=%.1fus",
                             name, latency.samples(), latency.p50Micros(), latency.p90Micros(),
                             latency.p99Micros(), latency.maxMicros());
    }

    /** Every strategy with a selection or a fallback, by name. */
    private List<String> strategyNames() {
        return ImmutableSortedSet.<String>naturalOrder()
                .addAll(stats.selections().keySet())
                .addAll(stats.fallbacks().keySet())
                .build().asList();
    }

    private static long count(Map<String, Long> counters, String name) {
        return counters.getOrDefault(name, 0L);
    }

    private static String counters(Map<String, Long> counters) {
        if (counters.isEmpty()) {
            return NONE;
        }
        StringBuilder text = new StringBuilder();
        sorted(counters).forEach((name, n) -> {
            if (text.length() > 0) {
                text.append(", ");
            }
            text.append(name).append('=').append(n);
        });
        return text.toString();
    }

    private static SortedMap<String, Long> sorted(Map<String, Long> counters) {
        return new TreeMap<>(counters);
    }
}

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
package org.onosproject.janus.api.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.util.Map;
import java.util.TreeMap;

/**
 * The counters of {@code janus-stats}: programming, reprogramming, withdrawals, active intents, reroutes
 * after a link died (resubmitted, withdrawn for want of a path, and their latencies to resubmission and to
 * installation), per-strategy selections and fallbacks, ignored packets per reason, the selection latency, the
 * provisioning queue (depth, peak, drops, coalesced packet-ins), the {@code maxIntents} reclaims, and
 * the rebalancer's rounds (that found a link above the threshold) and moves, and placement repairs.
 * The one JSON shape of the statistics: the REST API ({@code GET /onos/janus/stats}), the GUI overlay
 * and {@code janus-stats -j} all encode with this class.
 */
public final class JanusStatisticsCodec extends JsonCodec<JanusStatistics> {

    @Override
    public ObjectNode encode(JanusStatistics stats, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode()
                .put("programming", stats.programming())
                .put("reprogramming", stats.reprogramming())
                .put("idleWithdrawals", stats.idleWithdrawals())
                .put("hardTimeoutWithdrawals", stats.hardTimeoutWithdrawals())
                .put("activeIntents", stats.activeIntents())
                .put("reroutes", stats.reroutes())
                .put("noPathWithdrawals", stats.noPathWithdrawals())
                .put("queueDepth", stats.queueDepth())
                .put("queuePeakDepth", stats.queuePeakDepth())
                .put("queueDrops", stats.queueDrops())
                .put("queueCoalesced", stats.queueCoalesced())
                .put("capReclaims", stats.capReclaims())
                .put("rebalanceRounds", stats.rebalanceRounds())
                .put("rebalanceMoves", stats.rebalanceMoves())
                .put("placementRepairs", stats.placementRepairs())
                .put("placementRepairMoves", stats.placementRepairMoves());
        counts(node.putObject("selections"), stats.selections());
        counts(node.putObject("fallbacks"), stats.fallbacks());
        counts(node.putObject("ignoredPackets"), stats.ignoredPackets());
        latency(node.putObject("selectionLatency"), stats.selectionLatency());
        latency(node.putObject("rerouteLatency"), stats.rerouteLatency());
        latency(node.putObject("rerouteInstallLatency"), stats.rerouteInstallLatency());
        return node;
    }

    private static void latency(ObjectNode into, LatencySummary latency) {
        into.put("samples", latency.samples())
                .put("p50Micros", latency.p50Micros())
                .put("p90Micros", latency.p90Micros())
                .put("p99Micros", latency.p99Micros())
                .put("maxMicros", latency.maxMicros());
    }

    private static void counts(ObjectNode into, Map<String, Long> counts) {
        new TreeMap<>(counts).forEach(into::put);
    }
}

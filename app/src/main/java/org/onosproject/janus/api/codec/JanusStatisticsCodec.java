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
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.StatisticsGroup;

import java.util.Map;
import java.util.TreeMap;

/**
 * The one JSON shape of the statistics: the REST API ({@code GET /onos/janus/stats}) and
 * {@code janus-stats -j} encode with this class. Every statistic of every group of
 * {@link JanusStatistics} is a field of one flat object, named by the statistic: a count as a number,
 * a count per name as an object sorted by name, a latency as {@code {samples, p50Micros, p90Micros,
 * p99Micros, maxMicros}}. Groups come in their order, statistics in their group's.
 */
public final class JanusStatisticsCodec extends JsonCodec<JanusStatistics> {

    @Override
    public ObjectNode encode(JanusStatistics stats, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode();
        for (StatisticsGroup group : stats.groups()) {
            for (Statistic<?> statistic : group.statistics()) {
                put(node, statistic, group.get(statistic));
            }
        }
        return node;
    }

    @SuppressWarnings("unchecked")
    private static void put(ObjectNode node, Statistic<?> statistic, Object value) {
        switch (statistic.kind()) {
            case COUNT:
                node.put(statistic.name(), (Long) value);
                break;
            case COUNTS:
                new TreeMap<>((Map<String, Long>) value).forEach(node.putObject(statistic.name())::put);
                break;
            case LATENCY:
                latency(node.putObject(statistic.name()), (LatencySummary) value);
                break;
            default:
                throw new IllegalStateException("no JSON for a statistic of kind " + statistic.kind());
        }
    }

    private static void latency(ObjectNode into, LatencySummary latency) {
        into.put("samples", latency.samples())
                .put("p50Micros", latency.p50Micros())
                .put("p90Micros", latency.p90Micros())
                .put("p99Micros", latency.p99Micros())
                .put("maxMicros", latency.maxMicros());
    }
}

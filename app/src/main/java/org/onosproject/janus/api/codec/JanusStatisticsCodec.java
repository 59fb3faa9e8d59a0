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

import java.util.TreeMap;

/**
 * The one JSON shape of the statistics: the REST API ({@code GET /onos/janus/stats}) and
 * {@code janus-stats -j} encode with this class. Every {@link Statistic} is a field of one flat object, named
 * by {@link Statistic#field()}, in the order of their declaration: a count as a number, a count per name as an
 * object sorted by name, a latency as {@code {samples, p50Micros, p90Micros, p99Micros, maxMicros}}.
 */
public final class JanusStatisticsCodec extends JsonCodec<JanusStatistics> {

    @Override
    public ObjectNode encode(JanusStatistics stats, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode();
        for (Statistic statistic : Statistic.values()) {
            switch (statistic.kind()) {
                case COUNT:
                    node.put(statistic.field(), stats.count(statistic));
                    break;
                case COUNTS:
                    new TreeMap<>(stats.counts(statistic)).forEach(node.putObject(statistic.field())::put);
                    break;
                default:    // LATENCY
                    latency(node.putObject(statistic.field()), stats.latency(statistic));
            }
        }
        return node;
    }

    private static void latency(ObjectNode into, LatencySummary latency) {
        into.put("samples", latency.samples())
                .put("p50Micros", latency.p50Micros())
                .put("p90Micros", latency.p90Micros())
                .put("p99Micros", latency.p99Micros())
                .put("maxMicros", latency.maxMicros());
    }
}

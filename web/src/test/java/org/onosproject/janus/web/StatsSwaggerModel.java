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
package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.StatisticsCounters;

import java.lang.reflect.Method;

/**
 * The Swagger model of {@code GET /onos/janus/stats} (src/main/resources/definitions/JanusStats.json),
 * written from {@link Statistic}: every statistic is a required property named by its JSON field,
 * described by its description. ONOS's build reads the model from the sources, so the file is checked in;
 * {@code StatisticsVisibilityTest} fails when it differs from what this class writes, and says where the
 * fresh model is.
 */
final class StatsSwaggerModel {

    private StatsSwaggerModel() {
    }

    static ObjectNode of(ObjectMapper mapper) {
        ObjectNode model = mapper.createObjectNode().put("type", "object").put("title", "JanusStats")
                .put("description", "Janus's counters: every Statistic, each a field named by it.");
        for (Statistic statistic : Statistic.values()) {
            model.withArray("required").add(statistic.field());
        }
        ObjectNode properties = model.putObject("properties");
        for (Statistic statistic : Statistic.values()) {
            ObjectNode property = properties.putObject(statistic.field());
            switch (statistic.kind()) {
                case COUNT:
                    property.put("type", "integer").put("format", "int64");
                    break;
                case COUNTS:
                    property.put("type", "object").put("title", "counts");
                    property.putObject("additionalProperties").put("type", "integer").put("format", "int64");
                    break;
                case LATENCY:
                    latency(property.put("type", "object").put("title", "latency"));
                    break;
                default:
                    throw new AssertionError("no Swagger type for a statistic of kind " + statistic.kind());
            }
            property.put("description", statistic.description());
        }
        return model;
    }

    private static void latency(ObjectNode property) {
        ObjectNode fields = property.putObject("properties");
        for (Method field : StatisticsCounters.latencyAccessors()) {
            property.withArray("required").add(field.getName());
            ObjectNode definition = fields.putObject(field.getName());
            if (field.getReturnType() == long.class) {
                definition.put("type", "integer").put("format", "int64").put("description", "samples kept");
            } else {
                definition.put("type", "number").put("description", "microseconds");
            }
        }
    }
}

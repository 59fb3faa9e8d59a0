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
package org.onosproject.janus.web.gui;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.codec.CodecContext;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;

import java.util.Locale;

/**
 * What the overlay's Janus panel shows of the statistics: every group, in order, with its title and each
 * of its statistics' name, label, kind ({@code count}, {@code counts} or {@code latency}) and value, the
 * value as the REST API sends it. The panel's script draws whatever groups it gets, so a statistic added
 * to a group shows there without a change to the script:
 * <pre>
 * {"groups": [{"name": "provisioning", "title": "provisioning", "statistics": [
 *     {"name": "programming", "label": "programming", "kind": "count", "value": 12}, ...]}, ...]}
 * </pre>
 */
final class StatisticsPanel {

    private StatisticsPanel() {
    }

    static ObjectNode of(JanusStatistics stats, CodecContext context) {
        ObjectNode values = new JanusStatisticsCodec().encode(stats, context);
        ObjectNode panel = context.mapper().createObjectNode();
        ArrayNode groups = panel.putArray("groups");
        for (Statistic.Group group : Statistic.Group.values()) {
            ObjectNode node = groups.addObject().put("name", group.field()).put("title", group.title());
            ArrayNode statistics = node.putArray("statistics");
            for (Statistic statistic : group.statistics()) {
                statistics.addObject()
                        .put("name", statistic.field())
                        .put("label", statistic.label())
                        .put("kind", statistic.kind().name().toLowerCase(Locale.ROOT))
                        .set("value", values.get(statistic.field()));
            }
        }
        return panel;
    }
}

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
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.codec.JanusDocuments;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The active strategy and every registered one, as {@code janus-strategy} shows them.
 */
final class StrategyView {

    private final String active;
    private final List<PathSelector> strategies;

    private StrategyView(String active, List<PathSelector> strategies) {
        this.active = active;
        this.strategies = ImmutableList.copyOf(strategies);
    }

    /**
     * A snapshot of what the service reports now.
     *
     * @param service Janus
     * @return its active and registered strategies
     */
    static StrategyView of(JanusService service) {
        return new StrategyView(service.activeStrategy(), service.strategies());
    }

    /**
     * Names of the registered strategies, in the service's (name) order.
     *
     * @return the names
     */
    List<String> names() {
        return strategies.stream().map(PathSelector::name).collect(Collectors.toList());
    }

    /**
     * One header row, then one row per strategy; the active one is marked with {@code *}.
     *
     * @return the rows
     */
    List<String> rows() {
        int width = strategies.stream().mapToInt(s -> s.name().length()).max().orElse(0);
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        rows.add("active strategy: " + active);
        for (PathSelector s : strategies) {
            String marker = s.name().equals(active) ? "*" : " ";
            rows.add(String.format("%s %-" + width + "s  %s", marker, s.name(), s.description()));
        }
        return rows.build();
    }

    /**
     * The JSON of {@code GET /onos/janus/strategy}.
     *
     * @param context where the codec of the strategies is found
     * @return the JSON
     */
    ObjectNode json(CodecContext context) {
        return JanusDocuments.strategies(active, strategies, context);
    }
}

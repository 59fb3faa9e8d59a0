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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.codec.JanusPathCodec;
import org.onosproject.janus.api.codec.PathSelectorCodec;
import org.onosproject.net.Link;
import org.onosproject.net.link.LinkService;
import org.onosproject.ui.RequestHandler;
import org.onosproject.ui.UiMessageHandler;
import org.onosproject.ui.topo.Highlights;
import org.onosproject.ui.topo.TopoJson;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The server side of the Janus overlay. The overlay asks, the handler answers; refreshes are driven by
 * the overlay's own timer while it is active, so nothing here runs on a clock.
 * <ul>
 * <li>{@code janusStart}, {@code janusRefresh}: link highlights (of the selected hosts' paths, if any),
 *     the strategy and the counters (every group of statistics, as {@link StatisticsPanel} lays them out);
 *     {@code janusStart} also sends the colour legend.</li>
 * <li>{@code janusSelect {hosts: [id...]}}: the Janus paths from one host or between two, as highlights
 *     and as a list for the details panel; each path carries {@code loads}, one per link in path order:
 *     the expected, measured and committed utilisation, the committed flows, and whether the expected
 *     load is known (a fresh sample or a Janus flow).</li>
 * <li>{@code janusSetStrategy {name}}: switches the strategy; answers with the strategy (and an error
 *     for an unknown name).</li>
 * <li>{@code janusStop}: clears the highlights and the selection.</li>
 * </ul>
 */
public class JanusTopoMessageHandler extends UiMessageHandler {

    static final String START = "janusStart";
    static final String REFRESH = "janusRefresh";
    static final String SELECT = "janusSelect";
    static final String SET_STRATEGY = "janusSetStrategy";
    static final String STOP = "janusStop";

    static final String LEGEND = "janusLegend";
    static final String STRATEGY = "janusStrategy";
    static final String STATS = "janusStats";
    static final String PATHS = "janusPaths";

    private volatile List<String> selectedHosts = ImmutableList.of();

    @Override
    protected Collection<RequestHandler> createRequestHandlers() {
        return ImmutableSet.of(
                handler(START, payload -> {
                    selectedHosts = ImmutableList.of();
                    sendMessage(LEGEND, objectNode().set("bands", UtilisationScale.legend(arrayNode())));
                    sendAll();
                }),
                handler(REFRESH, payload -> sendAll()),
                handler(SELECT, payload -> {
                    selectedHosts = hostIds(payload.path("hosts"));
                    sendHighlights();
                    sendPaths();
                }),
                handler(SET_STRATEGY, this::setStrategy),
                handler(STOP, payload -> {
                    selectedHosts = ImmutableList.of();
                    sendMessage(TopoJson.highlightsMessage(new Highlights()));
                }));
    }

    private void sendAll() {
        sendHighlights();
        if (!selectedHosts.isEmpty()) {
            sendPaths();
        }
        sendStrategy(null);
        sendMessage(STATS, StatisticsPanel.of(get(JanusService.class).statistics(), getJsonCodecContext()));
    }

    private void sendHighlights() {
        JanusService janus = get(JanusService.class);
        Collection<Link> links = ImmutableList.copyOf(get(LinkService.class).getActiveLinks());
        Highlights highlights = selectedHosts.isEmpty()
                ? LinkUsageHighlights.of(links, janus.linkUsage())
                : LinkUsageHighlights.withPaths(links, janus.linkUsage(), selectedPaths(janus));
        sendMessage(TopoJson.highlightsMessage(highlights));
    }

    private void sendPaths() {
        ObjectNode payload = objectNode();
        ArrayNode hosts = payload.putArray("hosts");
        selectedHosts.forEach(hosts::add);
        ArrayNode paths = payload.putArray("paths");
        JanusPathCodec codec = new JanusPathCodec();
        JanusService janus = get(JanusService.class);
        LinkUsageView usage = janus.linkUsage();
        for (JanusPath path : selectedPaths(janus)) {
            ObjectNode node = codec.encode(path, getJsonCodecContext());
            ArrayNode loads = node.putArray("loads");
            path.links().forEach(link -> loads.add(load(usage.usage(link))));
            paths.add(node);
        }
        sendMessage(PATHS, payload);
    }

    private ObjectNode load(Optional<LinkUsage> usage) {
        ObjectNode node = objectNode();
        if (usage.isEmpty()) {
            return node.put("known", false).put("expected", 0.0).put("measured", 0.0).put("committed", 0.0)
                    .put("committedFlows", 0).put("stale", true);
        }
        LinkUsage u = usage.get();
        return node.put("known", LinkUsageHighlights.isKnown(u))
                .put("expected", u.expectedUtilisation())
                .put("measured", u.utilisation())
                .put("committed", u.committedUtilisation())
                .put("committedFlows", u.committedFlows())
                .put("stale", u.isStale());
    }

    /** From the one selected host (either end), or between the two selected hosts (either direction). */
    private List<JanusPath> selectedPaths(JanusService janus) {
        Set<String> hosts = ImmutableSet.copyOf(selectedHosts);
        return janus.paths().stream()
                .filter(p -> hosts.size() == 1
                        ? hosts.contains(p.srcHost().toString()) || hosts.contains(p.dstHost().toString())
                        : hosts.contains(p.srcHost().toString()) && hosts.contains(p.dstHost().toString()))
                .collect(Collectors.toList());
    }

    private void setStrategy(ObjectNode payload) {
        JanusService janus = get(JanusService.class);
        String name = payload.path("name").asText("");
        if (janus.strategies().stream().anyMatch(s -> s.name().equals(name))) {
            janus.setActiveStrategy(name);
            sendStrategy(null);
        } else {
            sendStrategy("unknown strategy: " + name);
        }
    }

    private void sendStrategy(String error) {
        JanusService janus = get(JanusService.class);
        ObjectNode payload = objectNode().put("active", janus.activeStrategy());
        ArrayNode available = payload.putArray("available");
        PathSelectorCodec codec = new PathSelectorCodec();
        for (PathSelector selector : janus.strategies()) {
            available.add(codec.encode(selector, getJsonCodecContext()));
        }
        if (error != null) {
            payload.put("error", error);
        }
        sendMessage(STRATEGY, payload);
    }

    private void sendMessage(String type, ObjectNode payload) {
        sendMessage(objectNode().put("event", type).set("payload", payload));
    }

    private static List<String> hostIds(JsonNode hosts) {
        ImmutableList.Builder<String> ids = ImmutableList.builder();
        hosts.forEach(h -> {
            if (h.isTextual()) {
                ids.add(h.textValue());
            }
        });
        return ids.build().stream().distinct().limit(2).collect(ImmutableList.toImmutableList());
    }

    private static RequestHandler handler(String type, java.util.function.Consumer<ObjectNode> action) {
        return new RequestHandler(type) {
            @Override
            public void process(ObjectNode payload) {
                action.accept(payload);
            }
        };
    }
}

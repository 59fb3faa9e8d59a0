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
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.onlab.osgi.ServiceDirectory;
import org.onosproject.ui.UiConnection;

import java.util.ArrayList;
import java.util.List;

/**
 * One GUI web socket talking to {@link JanusTopoMessageHandler}: sends requests as the overlay does and
 * records what the handler sends back.
 */
final class GuiSession {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final JanusTopoMessageHandler handler = new JanusTopoMessageHandler();
    private final List<ObjectNode> received = new ArrayList<>();

    GuiSession(ServiceDirectory services) {
        handler.init(new UiConnection() {
            @Override
            public String userName() {
                return "karaf";
            }

            @Override
            public org.onosproject.ui.model.topo.UiTopoLayout currentLayout() {
                return null;
            }

            @Override
            public void setCurrentLayout(org.onosproject.ui.model.topo.UiTopoLayout layout) {
            }

            @Override
            public String currentView() {
                return "topo";
            }

            @Override
            public void setCurrentView(String viewId) {
            }

            @Override
            public void sendMessage(ObjectNode message) {
                received.add(message);
            }

            @Override
            public void sendMessage(String type, ObjectNode payload) {
                received.add(MAPPER.createObjectNode().put("event", type).set("payload", payload));
            }
        }, services);
    }

    /** Sends one request and returns the messages it produced. */
    List<ObjectNode> request(String event, ObjectNode payload) {
        received.clear();
        handler.process(MAPPER.createObjectNode().put("event", event).set("payload", payload));
        return ImmutableList.copyOf(received);
    }

    List<ObjectNode> request(String event) {
        return request(event, MAPPER.createObjectNode());
    }

    static ObjectNode hosts(String... ids) {
        ObjectNode payload = MAPPER.createObjectNode();
        for (String id : ids) {
            payload.withArray("hosts").add(id);
        }
        return payload;
    }

    /** The payload of the one message of that type. */
    static JsonNode payload(List<ObjectNode> messages, String event) {
        List<JsonNode> matching = new ArrayList<>();
        messages.forEach(m -> {
            if (m.path("event").asText().equals(event)) {
                matching.add(m.path("payload"));
            }
        });
        if (matching.size() != 1) {
            throw new AssertionError(matching.size() + " " + event + " messages in " + messages);
        }
        return matching.get(0);
    }

    /** The value of one statistic in a janusStats payload (its groups), by the statistic's name. */
    static JsonNode statistic(JsonNode stats, String name) {
        List<JsonNode> matching = new ArrayList<>();
        stats.path("groups").forEach(g -> g.path("statistics").forEach(s -> {
            if (s.path("name").asText().equals(name)) {
                matching.add(s.path("value"));
            }
        }));
        if (matching.size() != 1) {
            throw new AssertionError(matching.size() + " statistics named " + name + " in " + stats);
        }
        return matching.get(0);
    }

    /** The link highlights of a showHighlights payload, by link id. */
    static java.util.Map<String, JsonNode> links(JsonNode highlights) {
        java.util.Map<String, JsonNode> byId = new java.util.TreeMap<>();
        highlights.path("links").forEach(l -> byId.put(l.path("id").asText(), l));
        return byId;
    }
}

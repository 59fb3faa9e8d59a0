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
package org.onosproject.janus.onoskaraf;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What a running ONOS reports of its network and of an application's intents and flow rules, read
 * through its REST API ({@code /onos/v1/...}) with the REST user. Every call reads afresh.
 */
public final class OnosView {

    private final KarafOnos onos;

    /**
     * A view of this ONOS.
     *
     * @param onos the running ONOS
     */
    public OnosView(KarafOnos onos) {
        this.onos = checkNotNull(onos, "onos");
    }

    /**
     * The devices ONOS reports available.
     *
     * @return their number
     */
    public int availableDevices() {
        int n = 0;
        for (JsonNode device : entries("/onos/v1/devices", "devices")) {
            n += device.path("available").asBoolean() ? 1 : 0;
        }
        return n;
    }

    /**
     * The directed infrastructure links ONOS knows.
     *
     * @return their number
     */
    public int links() {
        return entries("/onos/v1/links", "links").size();
    }

    /**
     * The hosts ONOS knows.
     *
     * @return their number
     */
    public int hosts() {
        return entries("/onos/v1/hosts", "hosts").size();
    }

    /**
     * The intents an application submitted, as ONOS's REST API describes them.
     *
     * @param appName the application's name, e.g. {@code org.onosproject.janus}
     * @return the intents, in ONOS's order
     */
    public List<JsonNode> intentsOf(String appName) {
        return ofApp(entries("/onos/v1/intents", "intents"), appName);
    }

    /**
     * How many of an application's intents are in each state.
     *
     * @param appName the application's name
     * @return state (e.g. INSTALLED) to count, in the order first seen
     */
    public Map<String, Integer> intentStatesOf(String appName) {
        Map<String, Integer> states = new LinkedHashMap<>();
        intentsOf(appName).forEach(i -> states.merge(i.path("state").asText(), 1, Integer::sum));
        return states;
    }

    /**
     * The flow rules an application owns, on every device.
     *
     * @param appName the application's name
     * @return the rules, as ONOS's REST API describes them
     */
    public List<JsonNode> flowsOf(String appName) {
        return ofApp(entries("/onos/v1/flows", "flows"), appName);
    }

    private JsonNode entries(String path, String field) {
        return onos.get(path).requireSuccess().json().path(field);
    }

    private static List<JsonNode> ofApp(JsonNode entries, String appName) {
        List<JsonNode> ofApp = new ArrayList<>();
        for (JsonNode entry : entries) {
            if (appName.equals(entry.path("appId").asText())) {
                ofApp.add(entry);
            }
        }
        return ofApp;
    }
}

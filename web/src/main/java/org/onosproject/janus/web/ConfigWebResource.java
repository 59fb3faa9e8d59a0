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

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.cfg.ConfigProperty;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.api.JanusService;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.Consumes;
import javax.ws.rs.GET;
import javax.ws.rs.PUT;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.io.InputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import static org.onosproject.janus.web.ConfigSchema.COMPONENT;

/**
 * The Janus component's properties, through ONOS's component configuration service (the same values
 * {@code cfg get/set org.onosproject.janus.impl.JanusManager} shows and changes).
 */
@Path("config")
public class ConfigWebResource extends AbstractWebResource {

    /**
     * Gets every Janus property and its value.
     *
     * @return 200 OK with strategy, idleTimeout, hardTimeout, matchGranularity, defaultLinkCapacityMbps,
     *         intentPriority, statsPollInterval, maxIntents, provisioningQueueSize, placementRepair,
     *         burstWindowMillis, burstMaxFlows, rebalance,
     *         rebalanceThreshold, rebalanceMaxMoves, rebalanceHysteresis, rebalanceCooldown, maxJobPairs,
     *         idleTimeoutMode, adaptiveIdleMinSeconds, adaptiveIdleMaxSeconds and adaptiveIdleQuantile
     * @onos.rsModel JanusConfig
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getConfig() {
        return ok(configJson()).build();
    }

    /**
     * Changes some Janus properties: all of them or none. Properties left out keep their values. Whole
     * numbers are JSON integers, {@code rebalanceThreshold}, {@code rebalanceHysteresis} and
     * {@code adaptiveIdleQuantile} any finite
     * JSON number, {@code rebalance} JSON {@code true} or {@code false}; {@code adaptiveIdleMinSeconds}
     * may not end above {@code adaptiveIdleMaxSeconds}.
     *
     * @param stream JSON object of property names to new values
     * @return 200 OK with every property as GET gives it once the change is applied (ONOS applies it
     *         asynchronously, so a GET right after may still show the old values for a moment); 400 naming
     *         the first property refused
     * @onos.rsModel JanusConfig
     */
    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response putConfig(InputStream stream) {
        ObjectNode body = JsonBodies.object(mapper(), stream, ConfigSchema.NAMES, true);
        JanusService janus = get(JanusService.class);
        Map<String, String> changes = new LinkedHashMap<>();
        body.fields().forEachRemaining(field -> changes.put(field.getKey(), ConfigSchema.validate(
                field.getKey(), field.getValue(),
                name -> janus.strategies().stream().anyMatch(s -> s.name().equals(name)))));
        ComponentConfigService config = get(ComponentConfigService.class);
        Map<String, String> current = new LinkedHashMap<>();
        properties(config).forEach(p -> current.put(p.name(), p.value()));
        inOrderJanusAccepts(changes, current)
                .forEach((name, value) -> config.setProperty(COMPONENT, name, value));
        current.putAll(changes);
        return ok(configJson(current)).build();
    }

    /**
     * The changes, refused if they leave the adaptive minimum above the maximum, ordered so that Janus,
     * which checks the pair at every change, accepts each: a new maximum first unless the minimum in
     * force is above it (then the new minimum first).
     */
    private static Map<String, String> inOrderJanusAccepts(Map<String, String> changes, Map<String, String> current) {
        String minName = JanusProperty.ADAPTIVE_IDLE_MIN_SECONDS.name();
        String maxName = JanusProperty.ADAPTIVE_IDLE_MAX_SECONDS.name();
        if (!changes.containsKey(minName) && !changes.containsKey(maxName)) {
            return changes;
        }
        long min = Long.parseLong(changes.getOrDefault(minName, current.get(minName)));
        long max = Long.parseLong(changes.getOrDefault(maxName, current.get(maxName)));
        if (min > max) {
            throw new BadInputException(changes.containsKey(minName) ? minName : maxName,
                                        minName + " " + min + " > " + maxName + " " + max);
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        boolean maxFirst = Long.parseLong(current.get(minName)) <= max;
        String first = maxFirst ? maxName : minName;
        String second = maxFirst ? minName : maxName;
        for (String name : new String[]{first, second}) {
            if (changes.containsKey(name)) {
                ordered.put(name, changes.get(name));
            }
        }
        changes.forEach(ordered::putIfAbsent);
        return ordered;
    }

    private ObjectNode configJson() {
        Map<String, String> values = new LinkedHashMap<>();
        properties(get(ComponentConfigService.class)).forEach(p -> values.put(p.name(), p.value()));
        return configJson(values);
    }

    private ObjectNode configJson(Map<String, String> values) {
        ObjectNode root = mapper().createObjectNode();
        for (String name : ConfigSchema.NAMES) {
            String value = values.get(name);
            if (value == null) {
                root.putNull(name);
            } else {
                putValue(root, ConfigSchema.property(name), value);
            }
        }
        return root;
    }

    private static void putValue(ObjectNode root, JanusProperty property, String value) {
        switch (property.type()) {
            case WHOLE:
                root.put(property.name(), Long.parseLong(value));
                break;
            case DECIMAL:
                root.put(property.name(), Double.parseDouble(value));
                break;
            case BOOLEAN:
                root.put(property.name(), Boolean.parseBoolean(value));
                break;
            default:
                root.put(property.name(), value);
        }
    }

    private static Set<ConfigProperty> properties(ComponentConfigService config) {
        Set<ConfigProperty> properties = config.getProperties(COMPONENT);
        if (properties == null) {
            throw new IllegalStateException("Janus has not registered its properties (is it active?)");
        }
        return properties;
    }
}

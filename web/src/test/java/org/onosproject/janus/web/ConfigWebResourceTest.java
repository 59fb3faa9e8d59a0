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

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.impl.config.IdleTimeoutConfig;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.RebalanceConfig;
import org.onosproject.janus.impl.config.MatchGranularity;
import org.onosproject.janus.impl.JanusManager;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

/**
 * GET and PUT /onos/janus/config: the Janus component's properties through ONOS's real component
 * configuration manager, delivered to the real Janus.
 */
public class ConfigWebResourceTest extends JanusResourceTest {

    @Test
    public void getShowsEveryPropertyWithItsValueInForce() {
        JsonNode config = json(get("config"), 200);

        assertThat(config.path("strategy").asText(), is("shortest"));
        assertThat(config.path("idleTimeout").asLong(), is(30L));
        assertThat(config.path("hardTimeout").asLong(), is(0L));
        assertThat(config.path("matchGranularity").asText(), is("hostPair"));
        assertThat(config.path("defaultLinkCapacityMbps").asLong(), is(1000L));
        assertThat(config.path("intentPriority").asLong(), is(100L));
        assertThat(config.path("statsPollInterval").asLong(), is((long) RunningJanus.POLL_SECONDS));
        assertThat(config.path("maxIntents").asLong(), is((long) JanusConfig.defaults().maxIntents()));
        assertThat(config.path("provisioningQueueSize").asLong(),
                   is((long) JanusConfig.defaults().provisioningQueueSize()));
        assertThat(config.path("rebalance").isBoolean(), is(true));
        assertThat(config.path("rebalance").booleanValue(), is(false));
        assertThat(config.path("placementRepair").isBoolean(), is(true));
        assertThat(config.path("placementRepair").booleanValue(), is(true));
        assertThat(config.path("rebalanceThreshold").isNumber(), is(true));
        assertThat(config.path("rebalanceThreshold").doubleValue(), is(0.9));
        assertThat(config.path("rebalanceMaxMoves").asLong(), is(16L));
        assertThat(config.path("rebalanceHysteresis").doubleValue(), is(0.1));
        assertThat(config.path("rebalanceCooldown").asLong(), is(15L));
        assertThat(config.path("maxJobPairs").asLong(), is(4096L));
        assertThat(config.path("idleTimeoutMode").asText(), is("fixed"));
        assertThat(config.path("adaptiveIdleMinSeconds").asLong(), is(10L));
        assertThat(config.path("adaptiveIdleMaxSeconds").asLong(), is(60L));
        assertThat(config.path("adaptiveIdleQuantile").doubleValue(), is(0.9));
        assertThat(config.size(), is(22));
    }

    @Test
    public void putChangesTheRebalancerPropertiesAndJanusAppliesThem() throws InterruptedException {
        JsonNode config = json(put("config", "{\"rebalance\": false, \"rebalanceThreshold\": 0.75,"
                + " \"rebalanceMaxMoves\": 4, \"rebalanceHysteresis\": 0, \"rebalanceCooldown\": 30}"), 200);

        assertThat(config.path("rebalance").booleanValue(), is(false));
        assertThat(config.path("rebalanceThreshold").doubleValue(), is(0.75));
        assertThat(config.path("rebalanceMaxMoves").asLong(), is(4L));
        assertThat(config.path("rebalanceHysteresis").doubleValue(), is(0.0));
        assertThat(config.path("rebalanceCooldown").asLong(), is(30L));
        RebalanceConfig wanted = new RebalanceConfig(false, 0.75, 4, 0.0, 30);
        // ONOS may deliver the changes in one update or several; each wait fails if none comes.
        while (!janus.janus.config().rebalance().equals(wanted)) {
            janus.awaitConfigDelivery();
        }
        assertThat(janus.janus.config().rebalance(), is(wanted));
    }

    @Test
    public void theThresholdMayBeAWholeNumberAndTheTopOfItsRange() throws InterruptedException {
        JsonNode config = json(put("config", "{\"rebalanceThreshold\": 10}"), 200);

        assertThat(config.path("rebalanceThreshold").doubleValue(), is(10.0));
        while (janus.janus.config().rebalance().threshold() != 10.0) {
            janus.awaitConfigDelivery();
        }
    }

    @Test
    public void badRebalancerValuesAre400NamingThePropertyAndNothingChanges() {
        // Each body also carries a good value first: it must not be applied either (all or nothing).
        assertThat(badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": NaN}"),
                            "rebalanceThreshold"), containsString("finite"));
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": Infinity}"), "rebalanceThreshold");
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": -1}"), "rebalanceThreshold");
        assertThat(badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": 11}"),
                            "rebalanceThreshold"), containsString("outside (0.0, 10.0]"));
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": 0}"), "rebalanceThreshold");
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceThreshold\": \"0.5\"}"), "rebalanceThreshold");
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceHysteresis\": NaN}"), "rebalanceHysteresis");
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceHysteresis\": -1}"), "rebalanceHysteresis");
        badInput(put("config", "{\"rebalanceMaxMoves\": 4, \"rebalanceHysteresis\": 1.01}"), "rebalanceHysteresis");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceMaxMoves\": -1}"), "rebalanceMaxMoves");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceMaxMoves\": 100001}"), "rebalanceMaxMoves");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceMaxMoves\": 2.5}"), "rebalanceMaxMoves");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceCooldown\": -1}"), "rebalanceCooldown");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceCooldown\": 86401}"), "rebalanceCooldown");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalanceCooldown\": NaN}"), "rebalanceCooldown");
        assertThat(badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalance\": \"yes\"}"), "rebalance"),
                   containsString("true or false"));
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalance\": \"true\"}"), "rebalance");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"placementRepair\": \"no\"}"), "placementRepair");
        badInput(put("config", "{\"rebalanceHysteresis\": 0.5, \"rebalance\": 0}"), "rebalance");

        JsonNode config = json(get("config"), 200);
        assertThat(config.path("rebalance").booleanValue(), is(false));
        assertThat(config.path("placementRepair").booleanValue(), is(true));
        assertThat(config.path("rebalanceThreshold").doubleValue(), is(0.9));
        assertThat(config.path("rebalanceMaxMoves").asLong(), is(16L));
        assertThat(config.path("rebalanceHysteresis").doubleValue(), is(0.1));
        assertThat(config.path("rebalanceCooldown").asLong(), is(15L));
        assertThat(janus.janus.config().rebalance(), is(JanusConfig.defaults().rebalance()));
    }

    @Test
    public void putChangesThePropertiesSentAndJanusAppliesThem() throws InterruptedException {
        JsonNode config = json(put("config", "{\"idleTimeout\": 10, \"matchGranularity\": \"fiveTuple\","
                + " \"strategy\": \"ecmp\"}"), 200);

        assertThat(config.path("idleTimeout").asLong(), is(10L));
        assertThat(config.path("matchGranularity").asText(), is("fiveTuple"));
        assertThat(config.path("intentPriority").asLong(), is(100L));
        Map<String, Object> delivered = janus.awaitConfigDelivery();
        assertThat(delivered.get("idleTimeout").toString(), is("10"));
        JanusConfig inForce = janus.janus.config();
        assertThat(inForce.idleTimeoutSeconds(), is(10));
        assertThat(inForce.granularity(), is(MatchGranularity.FIVE_TUPLE));
        assertThat(janus.janus.activeStrategy(), is("ecmp"));
    }

    @Test
    public void putChangesTheLoadLimitsAndJanusAppliesThem() throws InterruptedException {
        JsonNode config = json(put("config", "{\"maxIntents\": 500, \"provisioningQueueSize\": 64}"), 200);

        assertThat(config.path("maxIntents").asLong(), is(500L));
        assertThat(config.path("provisioningQueueSize").asLong(), is(64L));
        // ONOS may deliver the two changes in one update or in two; each wait fails if none comes.
        while (janus.janus.config().maxIntents() != 500 || janus.janus.config().provisioningQueueSize() != 64) {
            janus.awaitConfigDelivery();
        }
        assertThat(janus.janus.config().maxIntents(), is(500));
        assertThat(janus.janus.config().provisioningQueueSize(), is(64));
    }

    @Test
    public void putSwitchesToAdaptiveIdleTimeoutsAndJanusAppliesThem() throws InterruptedException {
        JsonNode config = json(put("config", "{\"idleTimeoutMode\": \"adaptive\", \"adaptiveIdleMinSeconds\": 15,"
                + " \"adaptiveIdleMaxSeconds\": 120, \"adaptiveIdleQuantile\": 1}"), 200);

        assertThat(config.path("idleTimeoutMode").asText(), is("adaptive"));
        assertThat(config.path("adaptiveIdleMaxSeconds").asLong(), is(120L));
        IdleTimeoutConfig wanted = new IdleTimeoutConfig(IdleTimeoutMode.ADAPTIVE, 15, 120, 1.0);
        // ONOS may deliver the changes in one update or in several; each wait fails if none comes.
        while (!janus.janus.config().idle().equals(wanted)) {
            janus.awaitConfigDelivery();
        }
    }

    @Test
    public void bothBoundsMayBeRaisedAboveTheMaximumInForceInOnePut() throws InterruptedException {
        json(put("config", "{\"adaptiveIdleMinSeconds\": 200, \"adaptiveIdleMaxSeconds\": 300}"), 200);

        while (janus.janus.config().idle().minSeconds() != 200 || janus.janus.config().idle().maxSeconds() != 300) {
            janus.awaitConfigDelivery();
        }
    }

    @Test
    public void aMinimumAboveTheMaximumIs400AndNothingChanges() {
        assertThat(badInput(put("config", "{\"idleTimeoutMode\": \"adaptive\", \"adaptiveIdleMinSeconds\": 61}"),
                            "adaptiveIdleMinSeconds"),
                   containsString("adaptiveIdleMinSeconds 61 > adaptiveIdleMaxSeconds 60"));
        badInput(put("config", "{\"adaptiveIdleMaxSeconds\": 9}"), "adaptiveIdleMaxSeconds");
        badInput(put("config", "{\"adaptiveIdleMinSeconds\": 50, \"adaptiveIdleMaxSeconds\": 40}"),
                 "adaptiveIdleMinSeconds");
        badInput(put("config", "{\"idleTimeoutMode\": \"learnt\"}"), "idleTimeoutMode");
        badInput(put("config", "{\"adaptiveIdleQuantile\": 0}"), "adaptiveIdleQuantile");

        JsonNode config = json(get("config"), 200);
        assertThat(config.path("idleTimeoutMode").asText(), is("fixed"));
        assertThat(config.path("adaptiveIdleMinSeconds").asLong(), is(10L));
        assertThat(config.path("adaptiveIdleMaxSeconds").asLong(), is(60L));
        assertThat(janus.janus.config().idle(), is(JanusConfig.defaults().idle()));
    }

    @Test
    public void outOfRangeValuesAre400NamingThePropertyAndNothingChanges() {
        assertThat(badInput(put("config", "{\"idleTimeout\": 10, \"hardTimeout\": 86401}"), "hardTimeout"),
                   containsString("outside [0, 86400]"));
        badInput(put("config", "{\"statsPollInterval\": 0}"), "statsPollInterval");
        badInput(put("config", "{\"intentPriority\": 65536}"), "intentPriority");
        badInput(put("config", "{\"defaultLinkCapacityMbps\": -1}"), "defaultLinkCapacityMbps");
        badInput(put("config", "{\"maxIntents\": 0}"), "maxIntents");
        badInput(put("config", "{\"provisioningQueueSize\": 1000001}"), "provisioningQueueSize");

        assertThat(json(get("config"), 200).path("idleTimeout").asLong(), is(30L));
        assertThat(janus.janus.config().idleTimeoutSeconds(), is(30));
    }

    @Test
    public void wrongTypesUnknownValuesAndUnknownPropertiesAre400() {
        badInput(put("config", "{\"idleTimeout\": \"ten\"}"), "idleTimeout");
        badInput(put("config", "{\"idleTimeout\": 1.5}"), "idleTimeout");
        badInput(put("config", "{\"matchGranularity\": \"perPacket\"}"), "matchGranularity");
        badInput(put("config", "{\"strategy\": \"fastest\"}"), "strategy");
        badInput(put("config", "{\"strategy\": \"ecmp\", \"idleTimeOut\": 5}"), "idleTimeOut");
        badInput(put("config", "{\"idleTimeout\": 5"), "body");

        JsonNode config = json(get("config"), 200);
        assertThat(config.path("strategy").asText(), is("shortest"));
        assertThat(janus.janus.activeStrategy(), is("shortest"));
    }

    @Test
    public void theApiConfiguresTheComponentJanusRegistersItsPropertiesUnder() {
        assertThat(ConfigSchema.COMPONENT, is(org.onosproject.janus.impl.JanusManager.class.getName()));
    }

    @Test
    public void theApiOffersEveryMatchGranularityOfJanusAndNoOther() {
        List<String> granularities = new ArrayList<>();
        for (MatchGranularity g : MatchGranularity.values()) {
            granularities.add(g.configName());
        }
        assertThat(ConfigSchema.property("matchGranularity").choices(), is(granularities));
    }

    @Test
    public void everyDecimalTheApiAcceptsJanusAcceptsAndEveryOneItRefusesJanusRefuses() {
        for (String name : ConfigSchema.NAMES) {
            JanusProperty range = ConfigSchema.property(name);
            if (range.type() != JanusProperty.Type.DECIMAL) {
                continue;
            }
            double[] probes = {
                range.low(), Math.nextUp(range.low()), Math.nextDown(range.low()), range.high(),
                Math.nextUp(range.high()), Math.nextDown(range.high()), (range.low() + range.high()) / 2,
                -1, 0, 1, 11, Double.MIN_VALUE,
                Double.MAX_VALUE, -Double.MAX_VALUE, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY
            };
            for (double probe : probes) {
                boolean apiAccepts = apiAccepts(name, DoubleNode.valueOf(probe));
                assertThat(name + " " + probe, apiAccepts, is(!janusRejects(name, Double.toString(probe))));
            }
            // The ends, as the API writes them for ONOS and Janus reads them back.
            assertThat(name + " high", apiAccepts(name, DoubleNode.valueOf(range.high())), is(true));
            assertThat(name + " low", apiAccepts(name, DoubleNode.valueOf(range.low())), is(range.lowIncluded()));
        }
    }

    @Test
    public void theApiTakesTheBooleansJanusTakesAsJsonBooleansOnly() {
        for (String name : ConfigSchema.NAMES) {
            if (ConfigSchema.property(name).type() != JanusProperty.Type.BOOLEAN) {
                continue;
            }
            for (boolean value : new boolean[]{true, false}) {
                String text = ConfigSchema.validate(name, BooleanNode.valueOf(value), s -> true);
                assertThat(name + " " + value, janusRejects(name, text), is(false));
            }
            assertThat(name + " yes", janusRejects(name, "yes"), is(true));
            assertThat(apiAccepts(name, TextNode.valueOf("yes")), is(false));
            assertThat(apiAccepts(name, TextNode.valueOf("true")), is(false));
            assertThat(apiAccepts(name, IntNode.valueOf(1)), is(false));
        }
    }

    @Test
    public void everyNumberBoundOfTheApiIsJanussOwnBound() {
        for (String name : ConfigSchema.NAMES) {
            JanusProperty property = ConfigSchema.property(name);
            if (property.type() != JanusProperty.Type.WHOLE) {
                continue;
            }
            long[] bounds = {property.min(), property.max()};
            assertThat(name + " " + bounds[0], janusRejects(name, bounds[0]), is(false));
            assertThat(name + " " + bounds[1], janusRejects(name, bounds[1]), is(false));
            assertThat(name + " " + (bounds[0] - 1), janusRejects(name, bounds[0] - 1), is(true));
            assertThat(name + " " + (bounds[1] + 1), janusRejects(name, bounds[1] + 1), is(true));
        }
    }

    @Test
    public void theApiNamesEveryPropertyOfOnosCatalogueAndNoOther() throws IOException {
        Set<String> catalogued = new HashSet<>();
        try (InputStream in = JanusManager.class.getResourceAsStream("JanusManager.cfgdef")) {
            assertThat("the build generates JanusManager.cfgdef", in != null, is(true));
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isEmpty() && !line.startsWith("#")) {
                    catalogued.add(line.split("\\|")[0]);
                }
            }
        }
        assertThat(ConfigSchema.NAMES, is(catalogued));
    }

    private static boolean janusRejects(String name, long value) {
        return janusRejects(name, Long.toString(value));
    }

    private static boolean apiAccepts(String name, JsonNode value) {
        try {
            ConfigSchema.validate(name, value, s -> true);
            return true;
        } catch (BadInputException e) {
            assertThat(e.field(), is(name));
            return false;
        }
    }

    private static boolean janusRejects(String name, String value) {
        Hashtable<String, Object> properties = new Hashtable<>();
        // The adaptive bounds are checked against each other too: give the other one room.
        properties.put(JanusProperty.ADAPTIVE_IDLE_MIN_SECONDS.name(),
                       Long.toString(JanusProperty.ADAPTIVE_IDLE_MIN_SECONDS.min()));
        properties.put(JanusProperty.ADAPTIVE_IDLE_MAX_SECONDS.name(),
                       Long.toString(JanusProperty.ADAPTIVE_IDLE_MAX_SECONDS.max()));
        properties.put(name, value);
        return JanusConfig.parse(JanusConfig.defaults(), properties, ImmutableSet.of("luar"))
                .rejected().containsKey(name);
    }
}

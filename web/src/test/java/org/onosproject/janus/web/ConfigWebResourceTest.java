package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.impl.JanusConfig;
import org.onosproject.janus.impl.MatchGranularity;
import org.onosproject.janus.impl.OsgiPropertyConstants;

import java.lang.reflect.Field;
import java.util.HashSet;
import java.util.Hashtable;
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
        assertThat(config.size(), is(9));
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
    public void theApiAcceptsExactlyTheRangesJanusAccepts() {
        assertThat(ConfigSchema.COMPONENT, is(org.onosproject.janus.impl.JanusManager.class.getName()));
        assertThat(ConfigSchema.MAX_TIMEOUT_SECONDS, is((long) JanusConfig.MAX_TIMEOUT_SECONDS));
        assertThat(ConfigSchema.MAX_STATS_POLL_INTERVAL_SECONDS, is((long) JanusConfig.MAX_STATS_POLL_INTERVAL_SECONDS));
        assertThat(ConfigSchema.MAX_LINK_CAPACITY_MBPS, is(JanusConfig.MAX_LINK_CAPACITY_MBPS));
        assertThat(ConfigSchema.MAX_MAX_INTENTS, is((long) JanusConfig.MAX_MAX_INTENTS));
        assertThat(ConfigSchema.MAX_PROVISIONING_QUEUE_SIZE, is((long) JanusConfig.MAX_PROVISIONING_QUEUE_SIZE));
        for (MatchGranularity g : MatchGranularity.values()) {
            assertThat(ConfigSchema.GRANULARITIES.contains(g.configName()), is(true));
        }
        assertThat(ConfigSchema.GRANULARITIES.size(), is(MatchGranularity.values().length));
    }

    @Test
    public void everyNumberBoundOfTheApiIsJanussOwnBound() {
        for (String name : ConfigSchema.NAMES) {
            if (!ConfigSchema.isNumber(name)) {
                continue;
            }
            long[] bounds = ConfigSchema.bounds(name);
            assertThat(name + " " + bounds[0], janusRejects(name, bounds[0]), is(false));
            assertThat(name + " " + bounds[1], janusRejects(name, bounds[1]), is(false));
            assertThat(name + " " + (bounds[0] - 1), janusRejects(name, bounds[0] - 1), is(true));
            assertThat(name + " " + (bounds[1] + 1), janusRejects(name, bounds[1] + 1), is(true));
        }
    }

    @Test
    public void theApiNamesEveryJanusPropertyAndNoOther() throws IllegalAccessException {
        Set<String> janusProperties = new HashSet<>();
        for (Field field : OsgiPropertyConstants.class.getFields()) {
            if (!field.getName().endsWith("_DEFAULT")) {
                janusProperties.add((String) field.get(null));
            }
        }
        assertThat(ConfigSchema.NAMES, is(janusProperties));
    }

    private static boolean janusRejects(String name, long value) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(name, Long.toString(value));
        return JanusConfig.parse(JanusConfig.defaults(), properties, ImmutableSet.of("luar"))
                .rejected().containsKey(name);
    }
}

package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.onosproject.net.intent.Intent;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The Janus component properties the API reads and writes, with the types and ranges the Janus
 * component accepts (it keeps its previous value for anything else, so the API refuses such values
 * up front instead of letting them be silently ignored). The web bundle depends only on Janus's API,
 * so the ranges are stated again here; {@code ConfigWebResourceTest} pins them to Janus's own
 * validation ({@code JanusConfig}), bound by bound.
 */
final class ConfigSchema {

    /** The Janus component, as ONOS's component configuration service names it. */
    static final String COMPONENT = "org.onosproject.janus.impl.JanusManager";

    static final String STRATEGY = "strategy";
    static final String IDLE_TIMEOUT = "idleTimeout";
    static final String HARD_TIMEOUT = "hardTimeout";
    static final String MATCH_GRANULARITY = "matchGranularity";
    static final String DEFAULT_LINK_CAPACITY_MBPS = "defaultLinkCapacityMbps";
    static final String INTENT_PRIORITY = "intentPriority";
    static final String STATS_POLL_INTERVAL = "statsPollInterval";
    static final String MAX_INTENTS = "maxIntents";
    static final String PROVISIONING_QUEUE_SIZE = "provisioningQueueSize";

    static final long MAX_TIMEOUT_SECONDS = 86_400;
    static final long MAX_STATS_POLL_INTERVAL_SECONDS = 3_600;
    static final long MAX_LINK_CAPACITY_MBPS = 10_000_000L;
    static final long MAX_MAX_INTENTS = 10_000_000L;
    static final long MAX_PROVISIONING_QUEUE_SIZE = 1_000_000L;
    static final List<String> GRANULARITIES = ImmutableList.of("hostPair", "fiveTuple");

    /** Integer properties and their inclusive bounds. */
    private static final Map<String, long[]> NUMBERS = ImmutableMap.<String, long[]>builder()
            .put(IDLE_TIMEOUT, new long[]{0, MAX_TIMEOUT_SECONDS})
            .put(HARD_TIMEOUT, new long[]{0, MAX_TIMEOUT_SECONDS})
            .put(DEFAULT_LINK_CAPACITY_MBPS, new long[]{1, MAX_LINK_CAPACITY_MBPS})
            .put(INTENT_PRIORITY, new long[]{Intent.MIN_PRIORITY, Intent.MAX_PRIORITY})
            .put(STATS_POLL_INTERVAL, new long[]{1, MAX_STATS_POLL_INTERVAL_SECONDS})
            .put(MAX_INTENTS, new long[]{1, MAX_MAX_INTENTS})
            .put(PROVISIONING_QUEUE_SIZE, new long[]{1, MAX_PROVISIONING_QUEUE_SIZE})
            .build();

    /** Every property, in the order the API lists them. */
    static final Set<String> NAMES = ImmutableSet.of(STRATEGY, IDLE_TIMEOUT, HARD_TIMEOUT, MATCH_GRANULARITY,
                                                     DEFAULT_LINK_CAPACITY_MBPS, INTENT_PRIORITY,
                                                     STATS_POLL_INTERVAL, MAX_INTENTS, PROVISIONING_QUEUE_SIZE);

    private ConfigSchema() {
    }

    static boolean isNumber(String name) {
        return NUMBERS.containsKey(name);
    }

    /** The inclusive bounds {lowest, highest} of a number property. */
    static long[] bounds(String name) {
        return NUMBERS.get(name).clone();
    }

    /**
     * Checks one property's new value and gives it in the text form ONOS's configuration service takes.
     *
     * @param name       a property in {@link #NAMES}
     * @param value      the JSON value sent
     * @param strategies names the {@code strategy} property may take
     * @throws BadInputException naming the property, if the value is of the wrong type or out of range
     */
    static String validate(String name, JsonNode value, Function<String, Boolean> strategies) {
        if (NUMBERS.containsKey(name)) {
            long[] bounds = NUMBERS.get(name);
            if (!value.isIntegralNumber() || !value.canConvertToLong()) {
                throw new BadInputException(name, "must be a whole number in [" + bounds[0] + ", " + bounds[1] + "]");
            }
            long number = value.longValue();
            if (number < bounds[0] || number > bounds[1]) {
                throw new BadInputException(name, number + " is outside [" + bounds[0] + ", " + bounds[1] + "]");
            }
            return Long.toString(number);
        }
        if (!value.isTextual()) {
            throw new BadInputException(name, "must be a string");
        }
        String text = value.textValue();
        if (MATCH_GRANULARITY.equals(name)) {
            if (!GRANULARITIES.contains(text)) {
                throw new BadInputException(name, "must be one of " + String.join(", ", GRANULARITIES));
            }
            return text;
        }
        if (STRATEGY.equals(name)) {
            if (!strategies.apply(text)) {
                throw new BadInputException(name, "unknown strategy");
            }
            return text;
        }
        throw new BadInputException(name, "unknown property");
    }
}

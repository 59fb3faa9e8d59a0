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
 * <p>
 * Types: whole numbers (JSON integers), decimals (any finite JSON number), booleans (JSON
 * {@code true}/{@code false} only) and strings.
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
    static final String PLACEMENT_REPAIR = "placementRepair";
    static final String REBALANCE = "rebalance";
    static final String REBALANCE_THRESHOLD = "rebalanceThreshold";
    static final String REBALANCE_MAX_MOVES = "rebalanceMaxMoves";
    static final String REBALANCE_HYSTERESIS = "rebalanceHysteresis";
    static final String REBALANCE_COOLDOWN = "rebalanceCooldown";

    static final long MAX_TIMEOUT_SECONDS = 86_400;
    static final long MAX_STATS_POLL_INTERVAL_SECONDS = 3_600;
    static final long MAX_LINK_CAPACITY_MBPS = 10_000_000L;
    static final long MAX_MAX_INTENTS = 10_000_000L;
    static final long MAX_PROVISIONING_QUEUE_SIZE = 1_000_000L;
    static final double MAX_REBALANCE_THRESHOLD = 10.0;
    static final double MAX_REBALANCE_HYSTERESIS = 1.0;
    static final long MAX_REBALANCE_MOVES = 100_000L;
    static final long MAX_REBALANCE_COOLDOWN_SECONDS = 86_400L;
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
            .put(REBALANCE_MAX_MOVES, new long[]{0, MAX_REBALANCE_MOVES})
            .put(REBALANCE_COOLDOWN, new long[]{0, MAX_REBALANCE_COOLDOWN_SECONDS})
            .build();

    /** Decimal properties and their ranges. */
    private static final Map<String, DecimalRange> DECIMALS = ImmutableMap.of(
            REBALANCE_THRESHOLD, new DecimalRange(0, false, MAX_REBALANCE_THRESHOLD),
            REBALANCE_HYSTERESIS, new DecimalRange(0, true, MAX_REBALANCE_HYSTERESIS));

    /** Boolean properties. */
    private static final Set<String> BOOLEANS = ImmutableSet.of(PLACEMENT_REPAIR, REBALANCE);

    /** Every property, in the order the API lists them. */
    static final Set<String> NAMES = ImmutableSet.of(STRATEGY, IDLE_TIMEOUT, HARD_TIMEOUT, MATCH_GRANULARITY,
                                                     DEFAULT_LINK_CAPACITY_MBPS, INTENT_PRIORITY,
                                                     STATS_POLL_INTERVAL, MAX_INTENTS, PROVISIONING_QUEUE_SIZE,
                                                     PLACEMENT_REPAIR, REBALANCE, REBALANCE_THRESHOLD,
                                                     REBALANCE_MAX_MOVES,
                                                     REBALANCE_HYSTERESIS, REBALANCE_COOLDOWN);

    private ConfigSchema() {
    }

    static boolean isNumber(String name) {
        return NUMBERS.containsKey(name);
    }

    static boolean isDecimal(String name) {
        return DECIMALS.containsKey(name);
    }

    static boolean isBoolean(String name) {
        return BOOLEANS.contains(name);
    }

    /** The inclusive bounds {lowest, highest} of a number property. */
    static long[] bounds(String name) {
        return NUMBERS.get(name).clone();
    }

    /** The range of a decimal property. */
    static DecimalRange decimalRange(String name) {
        return DECIMALS.get(name);
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
        if (DECIMALS.containsKey(name)) {
            DecimalRange range = DECIMALS.get(name);
            if (!value.isNumber()) {
                throw new BadInputException(name, "must be a number in " + range);
            }
            double number = value.doubleValue();
            if (!Double.isFinite(number)) {
                throw new BadInputException(name, "must be a finite number in " + range);
            }
            if (!range.contains(number)) {
                throw new BadInputException(name, number + " is outside " + range);
            }
            return Double.toString(number);
        }
        if (BOOLEANS.contains(name)) {
            if (!value.isBoolean()) {
                throw new BadInputException(name, "must be true or false");
            }
            return Boolean.toString(value.booleanValue());
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

    /** A range of finite decimals: {@code (low, high]} or {@code [low, high]}. */
    static final class DecimalRange {
        final double low;
        final boolean lowIncluded;
        final double high;

        DecimalRange(double low, boolean lowIncluded, double high) {
            this.low = low;
            this.lowIncluded = lowIncluded;
            this.high = high;
        }

        boolean contains(double value) {
            return (lowIncluded ? value >= low : value > low) && value <= high;
        }

        @Override
        public String toString() {
            return (lowIncluded ? "[" : "(") + low + ", " + high + "]";
        }
    }
}

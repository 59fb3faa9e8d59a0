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
package org.onosproject.janus.impl.config;

import com.google.common.base.CaseFormat;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedSet;
import com.google.common.collect.Maps;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.JanusProperty;

import java.util.Dictionary;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.collect.ImmutableMap.toImmutableMap;
import static org.onosproject.janus.api.JanusProperty.*;

/**
 * The Janus component's configuration, validated: a typed view over one value per property of
 * {@link JanusProperty}. Immutable; {@link #parse} derives a new one from component properties,
 * keeping the previous value of every property that is invalid.
 */
public final class JanusConfig {

    private static final JanusConfig DEFAULTS =
            new JanusConfig(Maps.toMap(JanusProperty.ALL, p -> read(p, p.defaultValue())));

    // Per property: a Long (whole), Double (decimal), Boolean or String (text), in JanusProperty.ALL order.
    private final ImmutableMap<JanusProperty, Object> values;
    // Derived once: read on every flow's path.
    private final MatchGranularity granularity;
    private final RebalanceConfig rebalance;
    private final IdleTimeoutConfig idle;

    private JanusConfig(Map<JanusProperty, Object> values) {
        ImmutableMap.Builder<JanusProperty, Object> ordered = ImmutableMap.builder();
        JanusProperty.ALL.forEach(p -> ordered.put(p, checkNotNull(values.get(p), p.name())));
        this.values = ordered.build();
        this.granularity = constant(MatchGranularity.class, MATCH_GRANULARITY);
        this.rebalance = new RebalanceConfig(flag(REBALANCE), decimal(REBALANCE_THRESHOLD),
                                             (int) whole(REBALANCE_MAX_MOVES), decimal(REBALANCE_HYSTERESIS),
                                             (int) whole(REBALANCE_COOLDOWN));
        this.idle = new IdleTimeoutConfig(constant(IdleTimeoutMode.class, IDLE_TIMEOUT_MODE),
                                          (int) whole(ADAPTIVE_IDLE_MIN_SECONDS),
                                          (int) whole(ADAPTIVE_IDLE_MAX_SECONDS), decimal(ADAPTIVE_IDLE_QUANTILE));
    }

    /** The documented defaults. */
    public static JanusConfig defaults() {
        return DEFAULTS;
    }

    private String text(JanusProperty property) {
        return (String) values.get(property);
    }

    private long whole(JanusProperty property) {
        return (Long) values.get(property);
    }

    private double decimal(JanusProperty property) {
        return (Double) values.get(property);
    }

    private boolean flag(JanusProperty property) {
        return (Boolean) values.get(property);
    }

    // A text property whose choices are the configuration names of an enum's constants (hostPair: HOST_PAIR).
    private <E extends Enum<E>> E constant(Class<E> type, JanusProperty property) {
        return Enum.valueOf(type, CaseFormat.LOWER_CAMEL.to(CaseFormat.UPPER_UNDERSCORE, text(property)));
    }

    /** Name of the strategy new flows are routed with. */
    public String strategy() {
        return text(STRATEGY);
    }

    /** Seconds without byte-counter growth before an intent is withdrawn; 0 = never. */
    public int idleTimeoutSeconds() {
        return (int) whole(IDLE_TIMEOUT);
    }

    /** Seconds after which a live intent is withdrawn anyway; 0 = off. */
    public int hardTimeoutSeconds() {
        return (int) whole(HARD_TIMEOUT);
    }

    public MatchGranularity granularity() {
        return granularity;
    }

    /** Capacity assumed for ports that report speed 0. */
    public long defaultLinkCapacityMbps() {
        return whole(DEFAULT_LINK_CAPACITY_MBPS);
    }

    /** Priority of Janus intents (and so of their flow rules). */
    public int intentPriority() {
        return (int) whole(INTENT_PRIORITY);
    }

    /** Seconds between reads of link and flow counters. */
    public int statsPollIntervalSeconds() {
        return (int) whole(STATS_POLL_INTERVAL);
    }

    /**
     * Most Janus intents provisioned at once; a new flow beyond it first reclaims the longest-idle
     * intents (see {@code IntentCap}).
     */
    public int maxIntents() {
        return (int) whole(MAX_INTENTS);
    }

    /** Most new flows waiting between packet-in and provisioning; packet-ins beyond it are dropped. */
    public int provisioningQueueSize() {
        return (int) whole(PROVISIONING_QUEUE_SIZE);
    }

    /**
     * True if a load-aware strategy's new flow that would overload a link may move flows placed
     * moments before it out of the way (see {@code PlacementRepair}).
     */
    public boolean placementRepair() {
        return flag(PLACEMENT_REPAIR);
    }

    /**
     * Milliseconds new flows of a load-aware strategy are gathered to be re-placed together at the close (see
     * {@code BurstWindow}); 0: each is placed alone as it arrives.
     */
    public long burstWindowMillis() {
        return whole(BURST_WINDOW_MILLIS);
    }

    /** Most flows one joint placement of a burst takes; a larger burst is split. */
    public int burstMaxFlows() {
        return (int) whole(BURST_MAX_FLOWS);
    }

    /** The rebalancer's settings. */
    public RebalanceConfig rebalance() {
        return rebalance;
    }

    /** Most declared pairs one job may have. */
    public int maxJobPairs() {
        return (int) whole(MAX_JOB_PAIRS);
    }

    /** How idle intents are timed out: the mode and the adaptive bounds. */
    public IdleTimeoutConfig idle() {
        return idle;
    }

    /** A copy with another strategy name (the name is not checked here). */
    public JanusConfig withStrategy(String name) {
        Map<JanusProperty, Object> changed = new HashMap<>(values);
        changed.put(STRATEGY, checkNotNull(name));
        return new JanusConfig(changed);
    }

    /**
     * Reads the Janus properties present in {@code properties}. Absent properties keep their value in
     * {@code previous}; invalid ones keep it too and are reported with a reason.
     *
     * @param previous        the configuration in force
     * @param properties      component properties (values as strings or boxed numbers); may be null
     * @param knownStrategies names a {@code strategy} value may take
     * @return the new configuration and the rejected properties
     */
    public static Parsed parse(JanusConfig previous, Dictionary<?, ?> properties, Set<String> knownStrategies) {
        checkNotNull(previous, "previous");
        checkNotNull(knownStrategies, "knownStrategies");
        if (properties == null) {
            return new Parsed(previous, ImmutableMap.of());
        }
        Map<String, String> rejected = new HashMap<>();
        Map<JanusProperty, Object> next = new HashMap<>(previous.values);
        for (JanusProperty property : JanusProperty.ALL) {
            Object raw = properties.get(property.name());
            if (raw == null) {
                continue;
            }
            String text = raw.toString().trim();
            try {
                Object value = read(property, text);
                if (property == STRATEGY && !knownStrategies.contains(text)) {
                    throw new IllegalArgumentException("unknown strategy '" + text + "'; valid: "
                            + String.join(", ", ImmutableSortedSet.copyOf(knownStrategies)));
                }
                next.put(property, value);
            } catch (IllegalArgumentException e) {
                rejected.put(property.name(), e.getMessage());
            }
        }
        keepAdaptiveBoundsOrdered(previous.values, next, rejected);

        JanusConfig config = new JanusConfig(next);
        ImmutableMap<String, String> inOrder = JanusProperty.ALL.stream().map(JanusProperty::name)
                .filter(rejected::containsKey).collect(toImmutableMap(name -> name, rejected::get));
        return new Parsed(config.equals(previous) ? previous : config, inOrder);
    }

    // A minimum above the maximum refuses the bounds that changed and keeps both.
    private static void keepAdaptiveBoundsOrdered(Map<JanusProperty, Object> was, Map<JanusProperty, Object> next,
                                                  Map<String, String> rejected) {
        long min = (Long) next.get(ADAPTIVE_IDLE_MIN_SECONDS);
        long max = (Long) next.get(ADAPTIVE_IDLE_MAX_SECONDS);
        if (min <= max) {
            return;
        }
        String reason = ADAPTIVE_IDLE_MIN_SECONDS.name() + " " + min + " > "
                + ADAPTIVE_IDLE_MAX_SECONDS.name() + " " + max;
        for (JanusProperty bound : new JanusProperty[]{ADAPTIVE_IDLE_MIN_SECONDS, ADAPTIVE_IDLE_MAX_SECONDS}) {
            if (!next.get(bound).equals(was.get(bound))) {
                rejected.put(bound.name(), reason);
            }
            next.put(bound, was.get(bound));
        }
    }

    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof JanusConfig && values.equals(((JanusConfig) o).values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    /**
     * This configuration as component property values, by property name, written so that {@link #parse}
     * reads them back to this configuration.
     *
     * @return every property's value as text
     */
    public Map<String, String> asProperties() {
        Map<String, String> text = new LinkedHashMap<>();
        values.forEach((property, value) -> text.put(property.name(), value.toString()));
        return text;
    }

    @Override
    public String toString() {
        return "JanusConfig" + asProperties();     // JanusConfig{strategy=luar, idleTimeout=30, ...}
    }

    /**
     * The value of {@code text} for {@code property}, read by its type: the one parse every property goes
     * through. A Long, Double, Boolean or String.
     *
     * @throws IllegalArgumentException if it is refused, with the reason as its message
     */
    private static Object read(JanusProperty property, String text) {
        checkArgument(!text.isEmpty(), "empty value");
        switch (property.type()) {
            case WHOLE:
                long whole = number(text, Long::parseLong, "a whole number");
                checkArgument(property.accepts(whole), "%s is outside %s", whole, property.range());
                return whole;
            case DECIMAL:
                double decimal = number(text, Double::parseDouble, "a number");
                checkArgument(Double.isFinite(decimal), "'%s' is not a finite number", text);
                checkArgument(property.accepts(decimal), "%s is outside %s", text, property.range());
                return decimal;
            case BOOLEAN:
                checkArgument(text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false"),
                              "'%s' is not true or false", text);
                return Boolean.parseBoolean(text);
            default:
                checkArgument(property.choices().isEmpty() || property.choices().contains(text),
                              "'%s' is not one of %s", text, property.range());
                return text;
        }
    }

    private static <T> T number(String text, Function<String, T> parser, String what) {
        try {
            return parser.apply(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not " + what, e);
        }
    }

    /** The outcome of {@link #parse}: the configuration to use and why some properties were refused. */
    public static final class Parsed {
        private final JanusConfig config;
        private final Map<String, String> rejected;

        private Parsed(JanusConfig config, Map<String, String> rejected) {
            this.config = config;
            this.rejected = rejected;
        }

        public JanusConfig config() {
            return config;
        }

        /** Property name to the reason it was refused, in property order. */
        public Map<String, String> rejected() {
            return rejected;
        }
    }
}

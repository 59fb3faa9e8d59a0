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
package org.onosproject.janus.impl;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSortedSet;
import org.onosproject.janus.api.IdleTimeoutMode;
import org.onosproject.janus.api.IsolatedArbitration;
import org.onosproject.janus.api.JanusProperties;
import org.onosproject.janus.api.JanusProperty;

import java.util.Dictionary;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.onosproject.janus.impl.OsgiPropertyConstants.*;

/**
 * The Janus component's configuration, validated. Immutable; {@link #parse} derives a new one from
 * component properties, keeping the previous value of every property that is invalid.
 */
public final class JanusConfig {

    private static final JanusConfig DEFAULTS = new JanusConfig(
            STRATEGY_DEFAULT, IDLE_TIMEOUT_DEFAULT, HARD_TIMEOUT_DEFAULT,
            MatchGranularity.fromConfigName(MATCH_GRANULARITY_DEFAULT).orElseThrow(),
            DEFAULT_LINK_CAPACITY_MBPS_DEFAULT, INTENT_PRIORITY_DEFAULT, STATS_POLL_INTERVAL_DEFAULT,
            MAX_INTENTS_DEFAULT, PROVISIONING_QUEUE_SIZE_DEFAULT, PLACEMENT_REPAIR_DEFAULT,
            new RebalanceConfig(REBALANCE_DEFAULT, REBALANCE_THRESHOLD_DEFAULT, REBALANCE_MAX_MOVES_DEFAULT,
                                REBALANCE_HYSTERESIS_DEFAULT, REBALANCE_COOLDOWN_DEFAULT), MAX_JOB_PAIRS_DEFAULT,
            new IdleTimeoutConfig(IdleTimeoutMode.fromConfigName(IDLE_TIMEOUT_MODE_DEFAULT).orElseThrow(),
                                  ADAPTIVE_IDLE_MIN_SECONDS_DEFAULT, ADAPTIVE_IDLE_MAX_SECONDS_DEFAULT,
                                  ADAPTIVE_IDLE_QUANTILE_DEFAULT),
            IsolatedArbitration.fromConfigName(ISOLATED_ARBITRATION_DEFAULT).orElseThrow());

    private final String strategy;
    private final int idleTimeoutSeconds;
    private final int hardTimeoutSeconds;
    private final MatchGranularity granularity;
    private final long defaultLinkCapacityMbps;
    private final int intentPriority;
    private final int statsPollIntervalSeconds;
    private final int maxIntents;
    private final int provisioningQueueSize;
    private final boolean placementRepair;
    private final RebalanceConfig rebalance;
    private final int maxJobPairs;
    private final IdleTimeoutConfig idle;
    private final IsolatedArbitration isolatedArbitration;

    @SuppressWarnings("checkstyle:ParameterNumber")
    private JanusConfig(String strategy, int idleTimeoutSeconds, int hardTimeoutSeconds,
                        MatchGranularity granularity, long defaultLinkCapacityMbps,
                        int intentPriority, int statsPollIntervalSeconds,
                        int maxIntents, int provisioningQueueSize, boolean placementRepair,
                        RebalanceConfig rebalance, int maxJobPairs, IdleTimeoutConfig idle,
                        IsolatedArbitration isolatedArbitration) {
        this.strategy = checkNotNull(strategy);
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.hardTimeoutSeconds = hardTimeoutSeconds;
        this.granularity = checkNotNull(granularity);
        this.defaultLinkCapacityMbps = defaultLinkCapacityMbps;
        this.intentPriority = intentPriority;
        this.statsPollIntervalSeconds = statsPollIntervalSeconds;
        this.maxIntents = maxIntents;
        this.provisioningQueueSize = provisioningQueueSize;
        this.placementRepair = placementRepair;
        this.rebalance = checkNotNull(rebalance);
        this.maxJobPairs = maxJobPairs;
        this.idle = checkNotNull(idle);
        this.isolatedArbitration = checkNotNull(isolatedArbitration);
    }

    /** The documented defaults. */
    public static JanusConfig defaults() {
        return DEFAULTS;
    }

    /** Name of the strategy new flows are routed with. */
    public String strategy() {
        return strategy;
    }

    /** Seconds without byte-counter growth before an intent is withdrawn; 0 = never. */
    public int idleTimeoutSeconds() {
        return idleTimeoutSeconds;
    }

    /** Seconds after which a live intent is withdrawn anyway; 0 = off. */
    public int hardTimeoutSeconds() {
        return hardTimeoutSeconds;
    }

    public MatchGranularity granularity() {
        return granularity;
    }

    /** Capacity assumed for ports that report speed 0. */
    public long defaultLinkCapacityMbps() {
        return defaultLinkCapacityMbps;
    }

    /** Priority of Janus intents (and so of their flow rules). */
    public int intentPriority() {
        return intentPriority;
    }

    /** Seconds between reads of link and flow counters. */
    public int statsPollIntervalSeconds() {
        return statsPollIntervalSeconds;
    }

    /**
     * Most Janus intents provisioned at once; a new flow beyond it first reclaims the longest-idle
     * intents (see {@code IntentCap}).
     */
    public int maxIntents() {
        return maxIntents;
    }

    /** Most new flows waiting between packet-in and provisioning; packet-ins beyond it are dropped. */
    public int provisioningQueueSize() {
        return provisioningQueueSize;
    }

    /**
     * True if a load-aware strategy's new flow that would overload a link may move flows placed
     * moments before it out of the way (see {@code PlacementRepair}).
     */
    public boolean placementRepair() {
        return placementRepair;
    }

    /** The rebalancer's settings. */
    public RebalanceConfig rebalance() {
        return rebalance;
    }

    /** Most declared pairs one job may have. */
    public int maxJobPairs() {
        return maxJobPairs;
    }

    /** How idle intents are timed out: the mode and the adaptive bounds. */
    public IdleTimeoutConfig idle() {
        return idle;
    }

    /** When the {@code isolated} strategy's reservations are decided by the cluster's store. */
    public IsolatedArbitration isolatedArbitration() {
        return isolatedArbitration;
    }

    /** A copy with another strategy name (the name is not checked here). */
    public JanusConfig withStrategy(String name) {
        return new JanusConfig(checkNotNull(name), idleTimeoutSeconds, hardTimeoutSeconds, granularity,
                               defaultLinkCapacityMbps, intentPriority, statsPollIntervalSeconds,
                               maxIntents, provisioningQueueSize, placementRepair, rebalance, maxJobPairs, idle,
                               isolatedArbitration);
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
        Map<String, String> rejected = new LinkedHashMap<>();
        if (properties == null) {
            return new Parsed(previous, ImmutableMap.of());
        }
        PropertyReader in = new PropertyReader(properties, rejected);

        String strategy = previous.strategy;
        String strategyText = in.text(STRATEGY);
        if (strategyText != null) {
            if (knownStrategies.contains(strategyText)) {
                strategy = strategyText;
            } else {
                rejected.put(STRATEGY, "unknown strategy '" + strategyText + "'; valid: "
                        + String.join(", ", ImmutableSortedSet.copyOf(knownStrategies)));
            }
        }

        MatchGranularity granularity = in.choice(JanusProperties.MATCH_GRANULARITY, MatchGranularity::fromConfigName,
                                                 previous.granularity);

        int idle = (int) in.number(JanusProperties.IDLE_TIMEOUT, previous.idleTimeoutSeconds);
        int hard = (int) in.number(JanusProperties.HARD_TIMEOUT, previous.hardTimeoutSeconds);
        long capacity = in.number(JanusProperties.DEFAULT_LINK_CAPACITY_MBPS, previous.defaultLinkCapacityMbps);
        int priority = (int) in.number(JanusProperties.INTENT_PRIORITY, previous.intentPriority);
        int poll = (int) in.number(JanusProperties.STATS_POLL_INTERVAL, previous.statsPollIntervalSeconds);
        int maxIntents = (int) in.number(JanusProperties.MAX_INTENTS, previous.maxIntents);
        int queueSize = (int) in.number(JanusProperties.PROVISIONING_QUEUE_SIZE, previous.provisioningQueueSize);

        RebalanceConfig was = previous.rebalance;
        RebalanceConfig rebalance = new RebalanceConfig(
                in.bool(REBALANCE, was.enabled()),
                in.decimal(JanusProperties.REBALANCE_THRESHOLD, was.threshold()),
                (int) in.number(JanusProperties.REBALANCE_MAX_MOVES, was.maxMoves()),
                in.decimal(JanusProperties.REBALANCE_HYSTERESIS, was.hysteresis()),
                (int) in.number(JanusProperties.REBALANCE_COOLDOWN, was.cooldownSeconds()));

        boolean repair = in.bool(PLACEMENT_REPAIR, previous.placementRepair);
        int maxJobPairs = (int) in.number(JanusProperties.MAX_JOB_PAIRS, previous.maxJobPairs);

        IdleTimeoutConfig idleTimeouts = idleTimeouts(in, previous.idle, rejected);

        IsolatedArbitration arbitration = in.choice(JanusProperties.ISOLATED_ARBITRATION,
                                                    IsolatedArbitration::fromConfigName, previous.isolatedArbitration);

        JanusConfig next = new JanusConfig(strategy, idle, hard, granularity, capacity, priority, poll,
                                           maxIntents, queueSize, repair, rebalance, maxJobPairs, idleTimeouts,
                                           arbitration);
        return new Parsed(next.equals(previous) ? previous : next, ImmutableMap.copyOf(rejected));
    }

    // The mode and the adaptive bounds; a minimum above the maximum refuses both and keeps both.
    private static IdleTimeoutConfig idleTimeouts(PropertyReader in, IdleTimeoutConfig was,
                                                  Map<String, String> rejected) {
        IdleTimeoutMode mode = in.choice(JanusProperties.IDLE_TIMEOUT_MODE, IdleTimeoutMode::fromConfigName,
                                         was.mode());
        int min = (int) in.number(JanusProperties.ADAPTIVE_IDLE_MIN_SECONDS, was.minSeconds());
        int max = (int) in.number(JanusProperties.ADAPTIVE_IDLE_MAX_SECONDS, was.maxSeconds());
        if (min > max) {
            String reason = ADAPTIVE_IDLE_MIN_SECONDS + " " + min + " > " + ADAPTIVE_IDLE_MAX_SECONDS + " " + max;
            if (min != was.minSeconds()) {
                rejected.put(ADAPTIVE_IDLE_MIN_SECONDS, reason);
            }
            if (max != was.maxSeconds()) {
                rejected.put(ADAPTIVE_IDLE_MAX_SECONDS, reason);
            }
            min = was.minSeconds();
            max = was.maxSeconds();
        }
        double quantile = in.decimal(JanusProperties.ADAPTIVE_IDLE_QUANTILE, was.quantile());
        return new IdleTimeoutConfig(mode, min, max, quantile);
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof JanusConfig)) {
            return false;
        }
        JanusConfig that = (JanusConfig) o;
        return idleTimeoutSeconds == that.idleTimeoutSeconds && hardTimeoutSeconds == that.hardTimeoutSeconds
                && defaultLinkCapacityMbps == that.defaultLinkCapacityMbps
                && intentPriority == that.intentPriority
                && statsPollIntervalSeconds == that.statsPollIntervalSeconds
                && maxIntents == that.maxIntents && provisioningQueueSize == that.provisioningQueueSize
                && strategy.equals(that.strategy) && granularity == that.granularity
                && placementRepair == that.placementRepair && rebalance.equals(that.rebalance)
                && maxJobPairs == that.maxJobPairs && idle.equals(that.idle)
                && isolatedArbitration == that.isolatedArbitration;
    }

    @Override
    public int hashCode() {
        return Objects.hash(strategy, idleTimeoutSeconds, hardTimeoutSeconds, granularity,
                            defaultLinkCapacityMbps, intentPriority, statsPollIntervalSeconds,
                            maxIntents, provisioningQueueSize, placementRepair, rebalance, maxJobPairs, idle,
                               isolatedArbitration);
    }

    /**
     * This configuration as component property values, by property name, written so that {@link #parse}
     * reads them back to this configuration.
     *
     * @return every property's value as text
     */
    public Map<String, String> asProperties() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put(STRATEGY, strategy);
        values.put(IDLE_TIMEOUT, Integer.toString(idleTimeoutSeconds));
        values.put(HARD_TIMEOUT, Integer.toString(hardTimeoutSeconds));
        values.put(MATCH_GRANULARITY, granularity.configName());
        values.put(DEFAULT_LINK_CAPACITY_MBPS, Long.toString(defaultLinkCapacityMbps));
        values.put(INTENT_PRIORITY, Integer.toString(intentPriority));
        values.put(STATS_POLL_INTERVAL, Integer.toString(statsPollIntervalSeconds));
        values.put(MAX_INTENTS, Integer.toString(maxIntents));
        values.put(PROVISIONING_QUEUE_SIZE, Integer.toString(provisioningQueueSize));
        values.put(PLACEMENT_REPAIR, Boolean.toString(placementRepair));
        values.put(REBALANCE, Boolean.toString(rebalance.enabled()));
        values.put(REBALANCE_THRESHOLD, Double.toString(rebalance.threshold()));
        values.put(REBALANCE_MAX_MOVES, Integer.toString(rebalance.maxMoves()));
        values.put(REBALANCE_HYSTERESIS, Double.toString(rebalance.hysteresis()));
        values.put(REBALANCE_COOLDOWN, Integer.toString(rebalance.cooldownSeconds()));
        values.put(MAX_JOB_PAIRS, Integer.toString(maxJobPairs));
        values.put(IDLE_TIMEOUT_MODE, idle.mode().configName());
        values.put(ADAPTIVE_IDLE_MIN_SECONDS, Integer.toString(idle.minSeconds()));
        values.put(ADAPTIVE_IDLE_MAX_SECONDS, Integer.toString(idle.maxSeconds()));
        values.put(ADAPTIVE_IDLE_QUANTILE, Double.toString(idle.quantile()));
        values.put(ISOLATED_ARBITRATION, isolatedArbitration.configName());
        return values;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this)
                .add(STRATEGY, strategy)
                .add(IDLE_TIMEOUT, idleTimeoutSeconds)
                .add(HARD_TIMEOUT, hardTimeoutSeconds)
                .add(MATCH_GRANULARITY, granularity.configName())
                .add(DEFAULT_LINK_CAPACITY_MBPS, defaultLinkCapacityMbps)
                .add(INTENT_PRIORITY, intentPriority)
                .add(STATS_POLL_INTERVAL, statsPollIntervalSeconds)
                .add(MAX_INTENTS, maxIntents)
                .add(PROVISIONING_QUEUE_SIZE, provisioningQueueSize)
                .add(PLACEMENT_REPAIR, placementRepair)
                .add(REBALANCE, rebalance.enabled())
                .add(REBALANCE_THRESHOLD, rebalance.threshold())
                .add(REBALANCE_MAX_MOVES, rebalance.maxMoves())
                .add(REBALANCE_HYSTERESIS, rebalance.hysteresis())
                .add(REBALANCE_COOLDOWN, rebalance.cooldownSeconds())
                .add(MAX_JOB_PAIRS, maxJobPairs)
                .add(IDLE_TIMEOUT_MODE, idle.mode().configName())
                .add(ADAPTIVE_IDLE_MIN_SECONDS, idle.minSeconds())
                .add(ADAPTIVE_IDLE_MAX_SECONDS, idle.maxSeconds())
                .add(ADAPTIVE_IDLE_QUANTILE, idle.quantile())
                .add(ISOLATED_ARBITRATION, isolatedArbitration.configName())
                .toString();
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

    /** Reads single properties, recording why a value is refused. */
    private static final class PropertyReader {
        private final Dictionary<?, ?> properties;
        private final Map<String, String> rejected;

        private PropertyReader(Dictionary<?, ?> properties, Map<String, String> rejected) {
            this.properties = properties;
            this.rejected = rejected;
        }

        /** The trimmed value, or null when absent; a blank value is refused. */
        String text(String name) {
            Object value = properties.get(name);
            if (value == null) {
                return null;
            }
            String text = value.toString().trim();
            if (text.isEmpty()) {
                rejected.put(name, "empty value");
                return null;
            }
            return text;
        }

        /** One of the property's named values, as {@code parse} reads it; anything else is refused. */
        <T> T choice(JanusProperty property, Function<String, Optional<T>> parse, T previous) {
            String text = text(property.name());
            if (text == null) {
                return previous;
            }
            Optional<T> value = parse.apply(text);
            if (value.isEmpty()) {
                rejected.put(property.name(), "'" + text + "' is not one of " + property.range());
                return previous;
            }
            return value.get();
        }

        /** {@code true} or {@code false} (any case); anything else is refused. */
        boolean bool(String name, boolean previous) {
            String text = text(name);
            if (text == null) {
                return previous;
            }
            if (text.equalsIgnoreCase("true") || text.equalsIgnoreCase("false")) {
                return Boolean.parseBoolean(text);
            }
            rejected.put(name, "'" + text + "' is not true or false");
            return previous;
        }

        /** A finite decimal in the property's range; NaN, infinities and anything out of range are refused. */
        double decimal(JanusProperty property, double previous) {
            String name = property.name();
            String text = text(name);
            if (text == null) {
                return previous;
            }
            double value;
            try {
                value = Double.parseDouble(text);
            } catch (NumberFormatException e) {
                rejected.put(name, "'" + text + "' is not a number");
                return previous;
            }
            if (!Double.isFinite(value)) {
                rejected.put(name, "'" + text + "' is not a finite number");
                return previous;
            }
            if (!property.accepts(value)) {
                rejected.put(name, text + " is outside " + property.range());
                return previous;
            }
            return value;
        }

        /** A whole number in the property's range. */
        long number(JanusProperty property, long previous) {
            String name = property.name();
            String text = text(name);
            if (text == null) {
                return previous;
            }
            long value;
            try {
                value = Long.parseLong(text);
            } catch (NumberFormatException e) {
                rejected.put(name, "'" + text + "' is not a whole number");
                return previous;
            }
            if (!property.accepts(value)) {
                rejected.put(name, value + " is outside " + property.range());
                return previous;
            }
            return value;
        }
    }
}

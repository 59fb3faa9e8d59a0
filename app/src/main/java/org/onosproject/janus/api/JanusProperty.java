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
package org.onosproject.janus.api;

import com.google.common.collect.ImmutableList;
import org.onosproject.net.intent.Intent;

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One property of the Janus component as an operator sets it (ONOS's {@code cfg} and
 * {@code GET /onos/janus/config}): its name, its type, its default, the values Janus accepts and what it
 * does, and, as constants, every property of the component. This is the properties' only declaration: ONOS's
 * catalogue of them (the component's cfgdef), Janus's validated configuration and the REST API's schema
 * are all read from it, so they cannot disagree. Janus keeps a property's previous value when given one
 * outside its accepted values.
 */
public final class JanusProperty {

    /** The Janus component, as ONOS's component configuration service names it. */
    public static final String COMPONENT = "org.onosproject.janus.impl.JanusManager";

    /** Upper bound of both timeouts and the rebalancer's cooldown: one day, in seconds. */
    private static final long ONE_DAY_SECONDS = 86_400;

    public static final JanusProperty STRATEGY = text(
            "strategy", "luar",
            "Path-selection strategy for new flows: shortest, ecmp, isolated, traffic, luar or a registered one.");
    public static final JanusProperty IDLE_TIMEOUT = whole(
            "idleTimeout", 30, 0, ONE_DAY_SECONDS,
            "Seconds without traffic before a Janus intent is withdrawn; 0 = never (0..86400).");
    public static final JanusProperty HARD_TIMEOUT = whole(
            "hardTimeout", 0, 0, ONE_DAY_SECONDS,
            "Seconds after which a live Janus intent is withdrawn and re-evaluated; 0 = off (0..86400).");
    public static final JanusProperty MATCH_GRANULARITY = text(
            "matchGranularity", "hostPair",
            "Intent match: hostPair (IPv4 src/dst) or fiveTuple (plus protocol and ports).",
            "hostPair", "fiveTuple");
    /** Up to 10 Tbit/s; a {@code Long} to ONOS. */
    public static final JanusProperty DEFAULT_LINK_CAPACITY_MBPS = whole(
            "defaultLinkCapacityMbps", 1000, 1, 10_000_000L, "LONG",
            "Capacity in Mbit/s assumed for ports that report speed 0 (1..10000000).");
    public static final JanusProperty INTENT_PRIORITY = whole(
            "intentPriority", 100, Intent.MIN_PRIORITY, Intent.MAX_PRIORITY,
            "Priority of Janus intents and their flow rules (1..65535).");
    /** Up to an hour, in seconds. */
    public static final JanusProperty STATS_POLL_INTERVAL = whole(
            "statsPollInterval", 5, 1, 3_600,
            "Seconds between reads of port and flow counters (1..3600).");
    public static final JanusProperty MAX_INTENTS = whole(
            "maxIntents", 100_000, 1, 10_000_000L,
            "Most Janus intents at once; beyond it the longest-idle are reclaimed (1..10000000).");
    /** Pending flows between packet-in and provisioning. */
    public static final JanusProperty PROVISIONING_QUEUE_SIZE = whole(
            "provisioningQueueSize", 10_000, 1, 1_000_000L,
            "Most new flows waiting for provisioning; packet-ins beyond it are dropped and counted (1..1000000).");
    public static final JanusProperty PLACEMENT_REPAIR = bool(
            "placementRepair", true,
            "Move just-placed flows aside when a new flow of a load-aware strategy would overload a link"
                    + " (true/false).");
    // 0: each flow is placed alone as it arrives. No flow waits for the window: each is provisioned at once
    // and moved, before it carries data, at the close (the lab's measurements: docs/lab.md, "Synchronized bursts").
    /** Milliseconds new flows are gathered into one burst re-placed jointly ({@code BurstReplacement}). */
    public static final JanusProperty BURST_WINDOW_MILLIS = whole(
            "burstWindowMillis", 0, 0, 1_000,
            "Milliseconds after a new flow of a load-aware strategy within which the new flows are re-placed"
                    + " together when it closes (each provisioned at once, moved before carrying data); 0 = off"
                    + " (0..1000).");
    /** The most flows one joint placement takes; a larger burst is placed in parts of this size. */
    public static final JanusProperty BURST_MAX_FLOWS = whole(
            "burstMaxFlows", 1024, 1, 100_000,
            "Most flows placed by one joint placement; a larger burst is split (1..100000).");
    public static final JanusProperty REBALANCE = bool(
            "rebalance", false,
            "Move running flows off links above the threshold between idle timeouts (true/false).");
    /** An expected utilisation: 1 is a full link; above 10 nothing would ever be moved. */
    public static final JanusProperty REBALANCE_THRESHOLD = decimal(
            "rebalanceThreshold", 0.9, 0, false, 10,
            "Expected utilisation above which a link's flows may be moved (0 excluded..10).");
    public static final JanusProperty REBALANCE_MAX_MOVES = whole(
            "rebalanceMaxMoves", 16, 0, 100_000L,
            "Most flows moved per statistics interval (0..100000).");
    public static final JanusProperty REBALANCE_HYSTERESIS = decimal(
            "rebalanceHysteresis", 0.1, 0, true, 1,
            "A move must lower the flow's busiest link by more than this utilisation (0..1).");
    public static final JanusProperty REBALANCE_COOLDOWN = whole(
            "rebalanceCooldown", 15, 0, ONE_DAY_SECONDS,
            "Seconds before a moved flow may be moved again (0..86400).");
    /** Most declared pairs one job may have (64 ranks all-to-all is 4032). */
    public static final JanusProperty MAX_JOB_PAIRS = whole(
            "maxJobPairs", 4096, 1, 1_000_000L,
            "Most declared pairs one job may have (1..1000000).");
    /** {@code fixed}: every flow has {@code idleTimeout}; {@code adaptive}: learnt per host pair. */
    public static final JanusProperty IDLE_TIMEOUT_MODE = text(
            "idleTimeoutMode", "fixed",
            "Idle timeouts: fixed (idleTimeout for every flow) or adaptive (learnt per host pair).",
            "fixed", "adaptive");
    // Adaptive idle timeouts (docs in README "Adaptive idle timeout"). 10 s: the thesis's shortest
    // timeout, the fastest release it evaluated. 60 s: its longest finite one; a pair whose gaps exceed a
    // minute pays one re-provisioning (milliseconds) per minute at most, while a pair that learnt a long
    // gap holds its intent at most this long after its application ends.
    /** The shortest adaptive idle timeout, seconds; at most {@code adaptiveIdleMaxSeconds}. */
    public static final JanusProperty ADAPTIVE_IDLE_MIN_SECONDS = whole(
            "adaptiveIdleMinSeconds", 10, 1, ONE_DAY_SECONDS,
            "Shortest adaptive idle timeout, seconds; also the fastest release of a pair (1..86400, <= max).");
    /** The longest adaptive idle timeout, seconds; at least {@code adaptiveIdleMinSeconds}. */
    public static final JanusProperty ADAPTIVE_IDLE_MAX_SECONDS = whole(
            "adaptiveIdleMaxSeconds", 60, 1, ONE_DAY_SECONDS,
            "Longest adaptive idle timeout, seconds (1..86400, >= min).");
    // 0.9 of the last 16 gaps: the second longest, so one outlier (a checkpoint, a slow rank) does not
    // hold a pair's timeout up for its next 16 gaps, while a gap seen twice in 16 is covered.
    /** The quantile of a host pair's remembered idle gaps its adaptive timeout covers. */
    public static final JanusProperty ADAPTIVE_IDLE_QUANTILE = decimal(
            "adaptiveIdleQuantile", 0.9, 0, false, 1,
            "Quantile of a host pair's last 16 idle gaps its adaptive timeout covers (0 excluded..1).");
    /** Every property, in the order the REST API and ONOS's catalogue list them. */
    public static final List<JanusProperty> ALL = ImmutableList.of(
            STRATEGY, IDLE_TIMEOUT, HARD_TIMEOUT, MATCH_GRANULARITY, DEFAULT_LINK_CAPACITY_MBPS, INTENT_PRIORITY,
            STATS_POLL_INTERVAL, MAX_INTENTS, PROVISIONING_QUEUE_SIZE, PLACEMENT_REPAIR, BURST_WINDOW_MILLIS,
            BURST_MAX_FLOWS, REBALANCE,
            REBALANCE_THRESHOLD, REBALANCE_MAX_MOVES, REBALANCE_HYSTERESIS, REBALANCE_COOLDOWN, MAX_JOB_PAIRS,
            IDLE_TIMEOUT_MODE, ADAPTIVE_IDLE_MIN_SECONDS, ADAPTIVE_IDLE_MAX_SECONDS, ADAPTIVE_IDLE_QUANTILE);

    /** The type of a property's value. */
    public enum Type {
        /** A whole number in {@code [min, max]}. */
        WHOLE,
        /** A finite decimal in {@code [low, high]}, or {@code (low, high]}. */
        DECIMAL,
        /** {@code true} or {@code false}. */
        BOOLEAN,
        /** A string: one of the choices if there are any. */
        TEXT
    }

    private final String name;
    private final Type type;
    // A whole number's bounds too (exact: every bound is far below 2^53), so they are kept once.
    private final double low;
    private final boolean lowIncluded;
    private final double high;
    private final List<String> choices;
    private final String defaultValue;
    private final String catalogueType;
    private final String description;

    private JanusProperty(String name, Type type, double low, boolean lowIncluded, double high, List<String> choices,
                          String defaultValue, String catalogueType, String description) {
        this.name = checkNotNull(name, "name");
        this.defaultValue = checkNotNull(defaultValue, "defaultValue");
        this.catalogueType = catalogueType;
        this.description = checkNotNull(description, "description");
        this.type = type;
        this.low = low;
        this.lowIncluded = lowIncluded;
        this.high = high;
        this.choices = ImmutableList.copyOf(choices);
    }

    /** A whole number in {@code [min, max]}, an {@code Integer} to ONOS. */
    private static JanusProperty whole(String name, int defaultValue, long min, long max, String description) {
        return whole(name, defaultValue, min, max, "INTEGER", description);
    }

    /** A whole number in {@code [min, max]}, of ONOS's type {@code catalogueType} (INTEGER or LONG). */
    private static JanusProperty whole(String name, long defaultValue, long min, long max, String catalogueType,
                                       String description) {
        checkArgument(min <= defaultValue && defaultValue <= max, "%s: default %s outside [%s, %s]",
                      name, defaultValue, min, max);
        return new JanusProperty(name, Type.WHOLE, min, true, max, ImmutableList.of(),
                                 Long.toString(defaultValue), catalogueType, description);
    }

    /** A finite decimal in {@code [low, high]} if {@code lowIncluded}, else in {@code (low, high]}. */
    private static JanusProperty decimal(String name, double defaultValue, double low, boolean lowIncluded,
                                        double high, String description) {
        checkArgument(low < high, "%s: low %s >= high %s", name, low, high);
        return new JanusProperty(name, Type.DECIMAL, low, lowIncluded, high, ImmutableList.of(),
                                 Double.toString(defaultValue), "DOUBLE", description);
    }

    /** {@code true} or {@code false}. */
    private static JanusProperty bool(String name, boolean defaultValue, String description) {
        return new JanusProperty(name, Type.BOOLEAN, 0, true, 0, ImmutableList.of(),
                                 Boolean.toString(defaultValue), "BOOLEAN", description);
    }

    /** A string, one of {@code choices} (any, if there are none: checked elsewhere). */
    private static JanusProperty text(String name, String defaultValue, String description, String... choices) {
        checkArgument(choices.length == 0 || ImmutableList.copyOf(choices).contains(defaultValue),
                      "%s: default %s is not a choice", name, defaultValue);
        return new JanusProperty(name, Type.TEXT, 0, true, 0, ImmutableList.copyOf(choices),
                                 defaultValue, "STRING", description);
    }

    public String name() {
        return name;
    }

    public Type type() {
        return type;
    }

    /** The default value, as ONOS's {@code cfg} shows it. */
    public String defaultValue() {
        return defaultValue;
    }

    /** What the property does, with its accepted values, as ONOS's {@code cfg} shows it. */
    public String description() {
        return description;
    }

    /** The type ONOS's component configuration gives the property: INTEGER, LONG, DOUBLE, BOOLEAN or STRING. */
    public String catalogueType() {
        return catalogueType;
    }

    /** The lowest whole number accepted. */
    public long min() {
        return (long) low;
    }

    /** The highest whole number accepted. */
    public long max() {
        return (long) high;
    }

    /** A decimal's lower end. */
    public double low() {
        return low;
    }

    /** True if a decimal's lower end is accepted. */
    public boolean lowIncluded() {
        return lowIncluded;
    }

    /** A decimal's upper end, accepted. */
    public double high() {
        return high;
    }

    /** The strings a text property takes; empty if it is checked elsewhere. */
    public List<String> choices() {
        return choices;
    }

    /** True if a whole number is in range. */
    public boolean accepts(long value) {
        return value >= low && value <= high;
    }

    /** True if a decimal is finite and in range. */
    public boolean accepts(double value) {
        return Double.isFinite(value) && (lowIncluded ? value >= low : value > low) && value <= high;
    }

    /** The accepted values, e.g. {@code [0, 86400]}, {@code (0.0, 10.0]} or {@code hostPair, fiveTuple}. */
    public String range() {
        switch (type) {
            case WHOLE:
                return "[" + min() + ", " + max() + "]";
            case DECIMAL:
                return (lowIncluded ? "[" : "(") + low + ", " + high + "]";
            case BOOLEAN:
                return "true or false";
            default:
                return String.join(", ", choices);
        }
    }

    @Override
    public String toString() {
        return name + " " + range();
    }
}

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

/**
 * The properties of the Janus component (ONOS's {@code cfg} and {@code GET /onos/janus/config}), with
 * the values Janus accepts. Janus keeps a property's previous value when given one outside these.
 */
public final class JanusProperties {

    /** The Janus component, as ONOS's component configuration service names it. */
    public static final String COMPONENT = "org.onosproject.janus.impl.JanusManager";

    /** Upper bound of both timeouts and the rebalancer's cooldown: one day, in seconds. */
    private static final long ONE_DAY_SECONDS = 86_400;

    public static final JanusProperty STRATEGY = JanusProperty.text("strategy");
    public static final JanusProperty IDLE_TIMEOUT = JanusProperty.whole("idleTimeout", 0, ONE_DAY_SECONDS);
    public static final JanusProperty HARD_TIMEOUT = JanusProperty.whole("hardTimeout", 0, ONE_DAY_SECONDS);
    public static final JanusProperty MATCH_GRANULARITY =
            JanusProperty.text("matchGranularity", "hostPair", "fiveTuple");
    /** Up to 10 Tbit/s. */
    public static final JanusProperty DEFAULT_LINK_CAPACITY_MBPS =
            JanusProperty.whole("defaultLinkCapacityMbps", 1, 10_000_000L);
    public static final JanusProperty INTENT_PRIORITY =
            JanusProperty.whole("intentPriority", Intent.MIN_PRIORITY, Intent.MAX_PRIORITY);
    /** Up to an hour, in seconds. */
    public static final JanusProperty STATS_POLL_INTERVAL = JanusProperty.whole("statsPollInterval", 1, 3_600);
    public static final JanusProperty MAX_INTENTS = JanusProperty.whole("maxIntents", 1, 10_000_000L);
    /** Pending flows between packet-in and provisioning. */
    public static final JanusProperty PROVISIONING_QUEUE_SIZE =
            JanusProperty.whole("provisioningQueueSize", 1, 1_000_000L);
    public static final JanusProperty PLACEMENT_REPAIR = JanusProperty.bool("placementRepair");
    public static final JanusProperty REBALANCE = JanusProperty.bool("rebalance");
    /** An expected utilisation: 1 is a full link; above 10 nothing would ever be moved. */
    public static final JanusProperty REBALANCE_THRESHOLD = JanusProperty.decimal("rebalanceThreshold", 0, false, 10);
    public static final JanusProperty REBALANCE_MAX_MOVES = JanusProperty.whole("rebalanceMaxMoves", 0, 100_000L);
    public static final JanusProperty REBALANCE_HYSTERESIS = JanusProperty.decimal("rebalanceHysteresis", 0, true, 1);
    public static final JanusProperty REBALANCE_COOLDOWN =
            JanusProperty.whole("rebalanceCooldown", 0, ONE_DAY_SECONDS);
    /** Most declared pairs one job may have (64 ranks all-to-all is 4032). */
    public static final JanusProperty MAX_JOB_PAIRS = JanusProperty.whole("maxJobPairs", 1, 1_000_000L);
    /** {@code fixed}: every flow has {@code idleTimeout}; {@code adaptive}: learnt per host pair. */
    public static final JanusProperty IDLE_TIMEOUT_MODE = JanusProperty.text("idleTimeoutMode", "fixed", "adaptive");
    /** The shortest adaptive idle timeout, seconds; at most {@code adaptiveIdleMaxSeconds}. */
    public static final JanusProperty ADAPTIVE_IDLE_MIN_SECONDS =
            JanusProperty.whole("adaptiveIdleMinSeconds", 1, ONE_DAY_SECONDS);
    /** The longest adaptive idle timeout, seconds; at least {@code adaptiveIdleMinSeconds}. */
    public static final JanusProperty ADAPTIVE_IDLE_MAX_SECONDS =
            JanusProperty.whole("adaptiveIdleMaxSeconds", 1, ONE_DAY_SECONDS);
    /** The quantile of a host pair's remembered idle gaps its adaptive timeout covers. */
    public static final JanusProperty ADAPTIVE_IDLE_QUANTILE =
            JanusProperty.decimal("adaptiveIdleQuantile", 0, false, 1);
    /** When a cluster's store decides the {@code isolated} strategy's reservations ({@link IsolatedArbitration}). */
    public static final JanusProperty ISOLATED_ARBITRATION =
            JanusProperty.text("isolatedArbitration", "strict", "optimistic");

    /** Every property, in the order the REST API lists them. */
    public static final List<JanusProperty> ALL = ImmutableList.of(
            STRATEGY, IDLE_TIMEOUT, HARD_TIMEOUT, MATCH_GRANULARITY, DEFAULT_LINK_CAPACITY_MBPS, INTENT_PRIORITY,
            STATS_POLL_INTERVAL, MAX_INTENTS, PROVISIONING_QUEUE_SIZE, PLACEMENT_REPAIR, REBALANCE,
            REBALANCE_THRESHOLD, REBALANCE_MAX_MOVES, REBALANCE_HYSTERESIS, REBALANCE_COOLDOWN, MAX_JOB_PAIRS,
            IDLE_TIMEOUT_MODE, ADAPTIVE_IDLE_MIN_SECONDS, ADAPTIVE_IDLE_MAX_SECONDS, ADAPTIVE_IDLE_QUANTILE,
            ISOLATED_ARBITRATION);

    private JanusProperties() {
    }
}

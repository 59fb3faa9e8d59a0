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

/**
 * Names and defaults of the Janus component's configuration properties. Defaults are plain literals
 * (no digit underscores): onos-maven-plugin copies their source text into the component's cfgdef,
 * and ONOS would then advertise a default such as {@code 100_000} that no one can parse.
 */
public final class OsgiPropertyConstants {

    private OsgiPropertyConstants() {
    }

    public static final String STRATEGY = "strategy";
    public static final String STRATEGY_DEFAULT = "luar";

    public static final String IDLE_TIMEOUT = "idleTimeout";
    public static final int IDLE_TIMEOUT_DEFAULT = 30;

    public static final String HARD_TIMEOUT = "hardTimeout";
    public static final int HARD_TIMEOUT_DEFAULT = 0;

    public static final String MATCH_GRANULARITY = "matchGranularity";
    public static final String MATCH_GRANULARITY_DEFAULT = "hostPair";

    public static final String DEFAULT_LINK_CAPACITY_MBPS = "defaultLinkCapacityMbps";
    public static final long DEFAULT_LINK_CAPACITY_MBPS_DEFAULT = 1000;

    public static final String INTENT_PRIORITY = "intentPriority";
    public static final int INTENT_PRIORITY_DEFAULT = 100;

    public static final String STATS_POLL_INTERVAL = "statsPollInterval";
    public static final int STATS_POLL_INTERVAL_DEFAULT = 5;

    public static final String MAX_INTENTS = "maxIntents";
    public static final int MAX_INTENTS_DEFAULT = 100000;

    public static final String PROVISIONING_QUEUE_SIZE = "provisioningQueueSize";
    public static final int PROVISIONING_QUEUE_SIZE_DEFAULT = 10000;

    public static final String REBALANCE = "rebalance";
    public static final boolean REBALANCE_DEFAULT = false;

    public static final String REBALANCE_THRESHOLD = "rebalanceThreshold";
    public static final double REBALANCE_THRESHOLD_DEFAULT = 0.9;

    public static final String REBALANCE_MAX_MOVES = "rebalanceMaxMoves";
    public static final int REBALANCE_MAX_MOVES_DEFAULT = 16;

    public static final String REBALANCE_HYSTERESIS = "rebalanceHysteresis";
    public static final double REBALANCE_HYSTERESIS_DEFAULT = 0.1;

    public static final String REBALANCE_COOLDOWN = "rebalanceCooldown";
    public static final int REBALANCE_COOLDOWN_DEFAULT = 15;

    public static final String PLACEMENT_REPAIR = "placementRepair";
    public static final boolean PLACEMENT_REPAIR_DEFAULT = true;

    public static final String MAX_JOB_PAIRS = "maxJobPairs";
    public static final int MAX_JOB_PAIRS_DEFAULT = 4096;

    public static final String IDLE_TIMEOUT_MODE = "idleTimeoutMode";
    public static final String IDLE_TIMEOUT_MODE_DEFAULT = "fixed";

    // Adaptive idle timeouts (idleTimeoutMode=adaptive; docs in README "Adaptive idle timeout").
    // 10 s: the thesis's shortest timeout, the fastest release it evaluated. 60 s: its longest finite
    // one; a pair whose gaps exceed a minute pays one re-provisioning (milliseconds) per minute at most,
    // while a pair that learnt a long gap holds its intent at most this long after its application ends.
    public static final String ADAPTIVE_IDLE_MIN_SECONDS = "adaptiveIdleMinSeconds";
    public static final int ADAPTIVE_IDLE_MIN_SECONDS_DEFAULT = 10;

    public static final String ADAPTIVE_IDLE_MAX_SECONDS = "adaptiveIdleMaxSeconds";
    public static final int ADAPTIVE_IDLE_MAX_SECONDS_DEFAULT = 60;

    // 0.9 of the last 16 gaps: the second longest, so one outlier (a checkpoint, a slow rank) does not
    // hold a pair's timeout up for its next 16 gaps, while a gap seen twice in 16 is covered.
    public static final String ADAPTIVE_IDLE_QUANTILE = "adaptiveIdleQuantile";
    public static final double ADAPTIVE_IDLE_QUANTILE_DEFAULT = 0.9;

    // Optimistic: a new isolated flow does not wait a replicated round trip for the store's verdict; on a
    // single node both arbitrations decide alike (docs/cluster-and-leaks.md, "Isolated arbitration").
    public static final String ISOLATED_ARBITRATION = "isolatedArbitration";
    public static final String ISOLATED_ARBITRATION_DEFAULT = "optimistic";
}

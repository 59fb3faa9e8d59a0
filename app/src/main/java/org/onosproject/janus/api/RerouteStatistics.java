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
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.util.List;
import java.util.Map;

/**
 * What Janus did with the intents on a link that died: re-selected and resubmitted them, or withdrew them when
 * no path was left, and how long that took.
 */
public final class RerouteStatistics extends StatisticsGroup {

    /** Intents re-selected by the active strategy and resubmitted because a link on their path died. */
    public static final Statistic<Long> REROUTED = Statistic.count(
            "reroutes", "rerouted",
            "Intents re-selected by the active strategy and resubmitted because a link on their path died.");

    /** Intents withdrawn because a link on their path died and no path was left. */
    public static final Statistic<Long> NO_PATH_WITHDRAWALS = Statistic.count(
            "noPathWithdrawals", "noPathWithdrawals",
            "Intents withdrawn because a link on their path died and no path was left.");

    /** Time from a link-down event to the resubmission of each intent it affected, over recent reroutes. */
    public static final Statistic<LatencySummary> LATENCY = Statistic.latency(
            "rerouteLatency", "reroute latency (link down to resubmit)",
            "Time from a link-down event to the resubmission of each intent it affected, over recent reroutes.");

    /** Time from a link-down event until ONOS reported each rerouted intent installed on its new path. */
    public static final Statistic<LatencySummary> INSTALL_LATENCY = Statistic.latency(
            "rerouteInstallLatency", "reroute install latency (link down to installed)",
            "Time from a link-down event until ONOS reported each rerouted intent installed on its new path.");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            REROUTED, NO_PATH_WITHDRAWALS, LATENCY, INSTALL_LATENCY);

    RerouteStatistics(Map<Statistic<?>, Object> values) {
        super("reroutes", "reroutes after link loss", STATISTICS, values);
    }

    /** The value of {@link #REROUTED}. */
    public long rerouted() {
        return count(REROUTED);
    }

    /** The value of {@link #NO_PATH_WITHDRAWALS}. */
    public long noPathWithdrawals() {
        return count(NO_PATH_WITHDRAWALS);
    }

    /** The value of {@link #LATENCY}. */
    public LatencySummary latency() {
        return get(LATENCY);
    }

    /** The value of {@link #INSTALL_LATENCY}. */
    public LatencySummary installLatency() {
        return get(INSTALL_LATENCY);
    }
}

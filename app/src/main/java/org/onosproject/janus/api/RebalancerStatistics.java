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

import java.util.List;
import java.util.Map;

/**
 * The rebalancer: its rounds that found a link above {@code rebalanceThreshold}, and the running flows it
 * moved.
 */
public final class RebalancerStatistics extends StatisticsGroup {

    /** Rebalancer rounds that found a link above rebalanceThreshold. */
    public static final Statistic<Long> ROUNDS = Statistic.count(
            "rebalanceRounds", "rounds",
            "Rebalancer rounds that found a link above rebalanceThreshold.");

    /** Running flows the rebalancer moved to a path with more headroom. */
    public static final Statistic<Long> MOVES = Statistic.count(
            "rebalanceMoves", "moves",
            "Running flows the rebalancer moved to a path with more headroom.");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            ROUNDS, MOVES);

    RebalancerStatistics(Map<Statistic<?>, Object> values) {
        super("rebalancer", "rebalancer", STATISTICS, values);
    }

    /** The value of {@link #ROUNDS}. */
    public long rounds() {
        return count(ROUNDS);
    }

    /** The value of {@link #MOVES}. */
    public long moves() {
        return count(MOVES);
    }
}

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
 * Intents Janus withdrew on its own: idle, at the hard timeout, or reclaimed at the {@code maxIntents} cap.
 * (Those withdrawn for want of a path after a link died are counted with the reroutes.)
 */
public final class WithdrawalStatistics extends StatisticsGroup {

    /** Intents withdrawn because their flow was idle for idleTimeout. */
    public static final Statistic<Long> IDLE = Statistic.count(
            "idleWithdrawals", "idle",
            "Intents withdrawn because their flow was idle for idleTimeout.");

    /** Intents withdrawn at hardTimeout, however busy their flow. */
    public static final Statistic<Long> HARD_TIMEOUT = Statistic.count(
            "hardTimeoutWithdrawals", "hardTimeout",
            "Intents withdrawn at hardTimeout, however busy their flow.");

    /** Intents withdrawn to admit a new flow when maxIntents was reached (longest-idle first). */
    public static final Statistic<Long> CAP_RECLAIMS = Statistic.count(
            "capReclaims", "capReclaim",
            "Intents withdrawn to admit a new flow when maxIntents was reached (longest-idle first).");

    /**
     * Janus intents no flow record named on two polls in a row (their node stopped between the submit and the
     * record), withdrawn by their key's owner.
     */
    public static final Statistic<Long> UNRECORDED = Statistic.count(
            "unrecordedWithdrawals", "unrecorded",
            "Janus intents no flow record named on two polls in a row (their node stopped between the submit and"
                    + " the record), withdrawn by their key's owner.");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            IDLE, HARD_TIMEOUT, CAP_RECLAIMS, UNRECORDED);

    WithdrawalStatistics(Map<Statistic<?>, Object> values) {
        super("withdrawals", "withdrawals", STATISTICS, values);
    }

    /** The value of {@link #IDLE}. */
    public long idle() {
        return count(IDLE);
    }

    /** The value of {@link #HARD_TIMEOUT}. */
    public long hardTimeout() {
        return count(HARD_TIMEOUT);
    }

    /** The value of {@link #CAP_RECLAIMS}. */
    public long capReclaims() {
        return count(CAP_RECLAIMS);
    }

    /** The value of {@link #UNRECORDED}. */
    public long unrecorded() {
        return count(UNRECORDED);
    }
}

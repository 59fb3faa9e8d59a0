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
package org.onosproject.janus.impl.lifecycle;

import org.onosproject.janus.impl.config.IdleTimeoutConfig;

import java.util.Arrays;
import java.util.OptionalLong;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What one host pair's idle spells taught: the last {@link #GAPS_KEPT} gaps after which the pair came
 * back (its traffic resumed on its path, or it sent again after its path was released for idleness),
 * and whether its path is released now, waiting for it to come back. From the gaps it gives the pair's
 * adaptive idle timeout. An immutable value: every observation gives a new one.
 */
final class IdleGapHistory {

    /**
     * Gaps remembered per pair, the oldest dropped first: enough for a 0.9 quantile to leave out one
     * outlier (it is then the second longest of 16), few enough (128 bytes) to keep many pairs.
     */
    static final int GAPS_KEPT = 16;

    private static final long NOT_RELEASED = Long.MIN_VALUE;
    /** A pair nothing is known of. */
    static final IdleGapHistory EMPTY = new IdleGapHistory(new long[0], NOT_RELEASED, NOT_RELEASED);

    private final long[] gapsMillis;
    private final long releasedLastActiveMillis;
    private final long releasedAtMillis;

    private IdleGapHistory(long[] gapsMillis, long releasedLastActiveMillis, long releasedAtMillis) {
        this.gapsMillis = gapsMillis;
        this.releasedLastActiveMillis = releasedLastActiveMillis;
        this.releasedAtMillis = releasedAtMillis;
    }

    /** This history with one more gap, the oldest dropped beyond {@link #GAPS_KEPT}. */
    IdleGapHistory withGap(long gapMillis) {
        checkArgument(gapMillis >= 0, "gap must be >= 0: %s", gapMillis);
        int keep = Math.min(gapsMillis.length, GAPS_KEPT - 1);
        long[] next = new long[keep + 1];
        System.arraycopy(gapsMillis, gapsMillis.length - keep, next, 0, keep);
        next[keep] = gapMillis;
        return new IdleGapHistory(next, releasedLastActiveMillis, releasedAtMillis);
    }

    /**
     * The pair's path was released for idleness at {@code atMillis}, its traffic last seen at
     * {@code lastActiveMillis}: the next flow of the pair tells how long the gap was.
     */
    IdleGapHistory releasedIdle(long lastActiveMillis, long atMillis) {
        checkArgument(lastActiveMillis <= atMillis, "last active %s after release %s", lastActiveMillis, atMillis);
        return new IdleGapHistory(gapsMillis, lastActiveMillis, atMillis);
    }

    /** True if the pair's path was released for idleness and no flow of the pair has come since. */
    boolean awaitingReturn() {
        return releasedAtMillis != NOT_RELEASED;
    }

    /**
     * A flow of the pair that exists now, created at {@code createdMillis}. If it came after the release
     * this history awaits, the gap from the released path's last activity to it is learnt; otherwise
     * (an older flow, or nothing released) the history is unchanged.
     */
    IdleGapHistory flowCreatedAt(long createdMillis) {
        if (!awaitingReturn() || createdMillis < releasedAtMillis) {
            return this;
        }
        IdleGapHistory returned = new IdleGapHistory(gapsMillis, NOT_RELEASED, NOT_RELEASED);
        return returned.withGap(createdMillis - releasedLastActiveMillis);
    }

    /** How many gaps are remembered. */
    int gapCount() {
        return gapsMillis.length;
    }

    /**
     * The {@code quantile} of the remembered gaps (nearest rank: the smallest gap at least that share of
     * the gaps do not exceed), or empty with no gap.
     */
    OptionalLong quantileMillis(double quantile) {
        checkArgument(quantile > 0 && quantile <= 1, "quantile must be in (0, 1]: %s", quantile);
        if (gapsMillis.length == 0) {
            return OptionalLong.empty();
        }
        long[] sorted = gapsMillis.clone();
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(quantile * sorted.length);
        return OptionalLong.of(sorted[Math.max(1, rank) - 1]);
    }

    /**
     * The pair's adaptive idle timeout: the configured quantile of its gaps plus {@code marginMillis}
     * (the reaper sees activity only at its polls, so a gap it measured may be one poll short of the
     * real one), or {@code noHistoryMillis} with no gap; clamped to the configured bounds.
     *
     * @param config          the bounds and the quantile
     * @param noHistoryMillis the timeout of a pair with no gap learnt
     * @param marginMillis    added to the quantile
     * @return milliseconds, within {@code [min, max]}
     */
    long timeoutMillis(IdleTimeoutConfig config, long noHistoryMillis, long marginMillis) {
        checkNotNull(config, "config");
        OptionalLong quantile = quantileMillis(config.quantile());
        long wanted = quantile.isPresent() ? quantile.getAsLong() + marginMillis : noHistoryMillis;
        long min = config.minSeconds() * 1000L;
        long max = config.maxSeconds() * 1000L;
        return Math.max(min, Math.min(max, wanted));
    }
}

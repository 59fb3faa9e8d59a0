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
import org.junit.Test;
import org.onosproject.janus.api.IdleTimeoutMode;

import java.util.Arrays;
import java.util.OptionalLong;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.lessThanOrEqualTo;

/**
 * One host pair's idle gaps and the adaptive timeout they give: within the bounds, just above regular
 * gaps, the no-history timeout without gaps, a bounded history, and returns recognised after a release.
 */
public class IdleGapHistoryTest {

    private static final long SECOND = 1000;
    private static final long MARGIN = 5 * SECOND;
    private static final IdleTimeoutConfig TEN_TO_SIXTY = new IdleTimeoutConfig(IdleTimeoutMode.ADAPTIVE, 10, 60, 0.9);

    private static IdleGapHistory gaps(long... millis) {
        IdleGapHistory history = IdleGapHistory.EMPTY;
        for (long gap : millis) {
            history = history.withGap(gap);
        }
        return history;
    }

    @Test
    public void aPairWithNoGapGetsTheNoHistoryTimeout() {
        assertThat(IdleGapHistory.EMPTY.timeoutMillis(TEN_TO_SIXTY, 30 * SECOND, MARGIN), is(30 * SECOND));
    }

    @Test
    public void theTimeoutIsNeverBelowTheMinimum() {
        assertThat(gaps(SECOND, 2 * SECOND).timeoutMillis(TEN_TO_SIXTY, 30 * SECOND, MARGIN), is(10 * SECOND));
        assertThat(IdleGapHistory.EMPTY.timeoutMillis(TEN_TO_SIXTY, SECOND, MARGIN), is(10 * SECOND));
    }

    @Test
    public void theTimeoutIsNeverAboveTheMaximum() {
        assertThat(gaps(600 * SECOND).timeoutMillis(TEN_TO_SIXTY, 30 * SECOND, MARGIN), is(60 * SECOND));
        assertThat(IdleGapHistory.EMPTY.timeoutMillis(TEN_TO_SIXTY, 3600 * SECOND, MARGIN), is(60 * SECOND));
    }

    @Test
    public void regularGapsGiveATimeoutJustAboveTheGap() {
        long gap = 14 * SECOND;
        long timeout = gaps(gap, gap, gap, gap).timeoutMillis(TEN_TO_SIXTY, 10 * SECOND, MARGIN);

        assertThat(timeout, greaterThan(gap));
        assertThat(timeout, lessThanOrEqualTo(gap + MARGIN));
    }

    @Test
    public void theDefaultQuantileLeavesOneOutlierInSixteenOut() {
        long[] sixteen = new long[16];
        Arrays.fill(sixteen, 12 * SECOND);
        sixteen[7] = 50 * SECOND;

        assertThat(gaps(sixteen).quantileMillis(0.9), is(OptionalLong.of(12 * SECOND)));
        assertThat(gaps(sixteen).quantileMillis(1.0), is(OptionalLong.of(50 * SECOND)));
    }

    @Test
    public void onlyTheLastSixteenGapsAreKept() {
        IdleGapHistory history = gaps(50 * SECOND);
        for (int i = 0; i < IdleGapHistory.GAPS_KEPT; i++) {
            history = history.withGap(12 * SECOND);
        }

        assertThat(history.gapCount(), is(IdleGapHistory.GAPS_KEPT));
        assertThat("the oldest, longest gap is gone", history.quantileMillis(1.0), is(OptionalLong.of(12 * SECOND)));
    }

    @Test
    public void aFlowAfterAReleaseTeachesTheGapFromTheReleasedPathsLastActivity() {
        IdleGapHistory released = IdleGapHistory.EMPTY.releasedIdle(100 * SECOND, 110 * SECOND);

        IdleGapHistory returned = released.flowCreatedAt(118 * SECOND);

        assertThat(returned.awaitingReturn(), is(false));
        assertThat(returned.quantileMillis(1.0), is(OptionalLong.of(18 * SECOND)));
    }

    @Test
    public void aFlowCreatedBeforeTheReleaseIsNoReturn() {
        IdleGapHistory released = IdleGapHistory.EMPTY.releasedIdle(100 * SECOND, 110 * SECOND);

        assertThat(released.flowCreatedAt(90 * SECOND), is(released));
        assertThat(IdleGapHistory.EMPTY.flowCreatedAt(90 * SECOND), is(IdleGapHistory.EMPTY));
    }
}

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
package org.onosproject.janus.impl.monitor;

import org.junit.Test;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.net.ConnectPoint;

import java.util.OptionalDouble;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.onosproject.janus.impl.monitor.RateEstimator.capacityBytesPerSec;
import static org.onosproject.janus.impl.monitor.RateEstimator.rate;
import static org.onosproject.janus.impl.monitor.RateEstimator.rateFromCounters;
import static org.onosproject.janus.impl.monitor.RateEstimator.rateFromDelta;

public class RateEstimatorTest {

    private static final double EPS = 1e-9;

    private static double value(OptionalDouble rate) {
        return rate.orElseThrow(() -> new AssertionError("expected a rate, got none"));
    }

    @Test
    public void deltaRateIsBytesOverTheDeltaDuration() {
        assertEquals(1_000_000.0, value(rateFromDelta(5_000_000, 5, 0)), EPS);
    }

    @Test
    public void deltaDurationCountsItsNanoseconds() {
        assertEquals(400.0, value(rateFromDelta(1_000, 2, 500_000_000)), EPS);
    }

    @Test
    public void idleLinkHasRateZero() {
        assertEquals(0.0, value(rateFromDelta(0, 5, 0)), 0.0);
    }

    @Test
    public void zeroDurationIsRejected() {
        assertFalse(rateFromDelta(1_000, 0, 0).isPresent());
    }

    @Test
    public void negativeDurationIsRejected() {
        assertFalse(rateFromDelta(1_000, -1, 0).isPresent());
        assertFalse(rateFromDelta(1_000, 1, -5).isPresent());
    }

    @Test
    public void negativeDeltaFromACounterResetIsRejected() {
        assertFalse(rateFromDelta(-999_999_900L, 5, 0).isPresent());
    }

    @Test
    public void sixtyFourBitCounterWrapGivesTheTrueDelta() {
        long beforeWrap = -16;          // unsigned 2^64 - 16
        long afterWrap = 84;
        assertEquals(20.0, value(rateFromCounters(beforeWrap, 10, 0, afterWrap, 15, 0)), EPS);
    }

    @Test
    public void countersAboveTwoToTheSixtyThreeStillSubtractCorrectly() {
        long previous = Long.MAX_VALUE - 9;   // 2^63 - 10
        long current = Long.MIN_VALUE + 90;   // 2^63 + 90
        assertEquals(50.0, value(rateFromCounters(previous, 0, 0, current, 2, 0)), EPS);
    }

    @Test
    public void thirtyTwoBitCounterWrapLooksLikeAResetAndIsRejected() {
        assertFalse(rateFromCounters(4_294_967_000L, 10, 0, 200, 15, 0).isPresent());
    }

    @Test
    public void counterResetBetweenCumulativeSamplesIsRejected() {
        assertFalse(rateFromCounters(1_000_000, 10, 0, 500, 15, 0).isPresent());
    }

    @Test
    public void cumulativeSamplesUseTheDifferenceOfTheReportedDurations() {
        assertEquals(1_000.0, value(rateFromCounters(10_000, 9, 750_000_000, 12_000, 11, 750_000_000)), EPS);
        // nanoseconds borrow across the second boundary: 10.9 s -> 11.4 s is 0.5 s
        assertEquals(4_000.0, value(rateFromCounters(0, 10, 900_000_000, 2_000, 11, 400_000_000)), EPS);
    }

    @Test
    public void cumulativeSamplesWithoutElapsedTimeAreRejected() {
        assertFalse(rateFromCounters(0, 10, 0, 5_000, 10, 0).isPresent());
        // the port restarted: its alive duration went backwards
        assertFalse(rateFromCounters(0, 100, 0, 5_000, 3, 0).isPresent());
    }

    @Test
    public void nanAndInfiniteInputsAreRejected() {
        assertFalse(rate(Double.NaN, 1).isPresent());
        assertFalse(rate(1, Double.NaN).isPresent());
        assertFalse(rate(Double.POSITIVE_INFINITY, 1).isPresent());
        assertFalse(rate(1, Double.POSITIVE_INFINITY).isPresent());
        assertFalse(rate(-1, 1).isPresent());
    }

    @Test
    public void rateThatOverflowsToInfinityIsRejected() {
        assertFalse(rate(Double.MAX_VALUE, Double.MIN_VALUE).isPresent());
    }

    @Test
    public void capacityIsPortSpeedInBytesPerSecond() {
        assertEquals(125_000_000.0, capacityBytesPerSec(1_000, 10_000), 0.0);
    }

    @Test
    public void portWithoutSpeedGetsTheDefaultCapacity() {
        assertEquals(1_250_000_000.0, capacityBytesPerSec(0, 10_000), 0.0);
        assertEquals(1_250_000_000.0, capacityBytesPerSec(-1, 10_000), 0.0);
    }

    @Test(expected = IllegalArgumentException.class)
    public void defaultCapacityMustBePositive() {
        capacityBytesPerSec(0, 0);
    }

    @Test
    public void utilisationIsRateOverCapacityAndIsNotCapped() {
        ConnectPoint a = ConnectPoint.deviceConnectPoint("of:1/1");
        ConnectPoint b = ConnectPoint.deviceConnectPoint("of:2/1");
        double capacity = capacityBytesPerSec(100, 1_000);
        assertEquals(0.25, new LinkUsage(a, b, 3_125_000, capacity, 1, false).utilisation(), EPS);
        assertEquals(1.5, new LinkUsage(a, b, 18_750_000, capacity, 1, false).utilisation(), EPS);
    }
}

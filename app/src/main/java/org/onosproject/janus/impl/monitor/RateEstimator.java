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

import java.util.OptionalDouble;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The arithmetic of the link monitor: byte rates from port counters and capacities from port speeds.
 * Pure functions; an empty result means "no usable sample" and the caller counts it as skipped.
 * <p>
 * Formulas (all rates in bytes per second):
 * <ul>
 *   <li>rate = delta bytesSent / (durationSec + durationNano / 10^9), the delta and its duration as
 *       the switch reports them. Rejected: a negative delta (counter reset, or a 32-bit counter that
 *       wrapped), a negative, zero or non-finite duration, and any non-finite result.</li>
 *   <li>Between two cumulative samples the delta is {@code current - previous} in 64-bit two's
 *       complement, so a 64-bit counter that wraps past 2^64 still gives its true (small, positive)
 *       delta; a delta that comes out negative is a reset and is rejected.</li>
 *   <li>capacity = port speed (Mbps) x 125,000; a port that reports speed 0 (or less) gets the
 *       configured default speed.</li>
 *   <li>utilisation = rate / capacity ({@link org.onosproject.janus.api.LinkUsage#utilisation()}).
 *       It is <em>not</em> capped at 1: a rate above the nominal speed (a mis-reported port speed, or
 *       counters and durations that disagree for one interval) stays visible, and LUAR's sum of
 *       utilisations keeps ranking such a link as the most loaded instead of tying it with merely
 *       full links.</li>
 * </ul>
 * Janus minimises the sum of utilisations along a path; the thesis's Eq. 3.1 (capacity - rate)
 * would, when minimised, prefer the most loaded path, which is not its intent.
 */
public final class RateEstimator {

    /** Bytes per second in one Mbps. */
    public static final double BYTES_PER_SEC_PER_MBPS = 1_000_000 / 8.0;
    private static final double NANOS_PER_SEC = 1_000_000_000.0;

    private RateEstimator() {
    }

    /** Rate of a delta sample: {@code bytes} sent over {@code durationSec} s + {@code durationNano} ns. */
    static OptionalDouble rateFromDelta(long bytes, long durationSec, long durationNano) {
        if (bytes < 0 || durationSec < 0 || durationNano < 0) {
            return OptionalDouble.empty();
        }
        return rate(bytes, durationSec + durationNano / NANOS_PER_SEC);
    }

    /**
     * Rate between two cumulative samples of one port: byte counters and the port's reported alive
     * durations (seconds + nanoseconds) at each sample.
     */
    static OptionalDouble rateFromCounters(long previousBytes, long previousSec, long previousNano,
                                           long currentBytes, long currentSec, long currentNano) {
        if (previousSec < 0 || previousNano < 0 || currentSec < 0 || currentNano < 0) {
            return OptionalDouble.empty();
        }
        // Two's complement subtraction: right across a 64-bit wrap, negative after a reset.
        long bytes = currentBytes - previousBytes;
        if (bytes < 0) {
            return OptionalDouble.empty();
        }
        double seconds = (currentSec - previousSec) + (currentNano - previousNano) / NANOS_PER_SEC;
        return rate(bytes, seconds);
    }

    /** {@code bytes / seconds}, or empty unless both are finite, bytes >= 0 and seconds > 0. */
    static OptionalDouble rate(double bytes, double seconds) {
        if (!Double.isFinite(bytes) || bytes < 0 || !Double.isFinite(seconds) || seconds <= 0) {
            return OptionalDouble.empty();
        }
        double rate = bytes / seconds;
        return Double.isFinite(rate) ? OptionalDouble.of(rate) : OptionalDouble.empty();
    }

    /** Capacity in bytes/s of a port of {@code portSpeedMbps}, or of {@code defaultMbps} if it reports none. */
    static double capacityBytesPerSec(long portSpeedMbps, long defaultMbps) {
        checkArgument(defaultMbps > 0, "default capacity must be > 0 Mbps: %s", defaultMbps);
        long mbps = portSpeedMbps > 0 ? portSpeedMbps : defaultMbps;
        return mbps * BYTES_PER_SEC_PER_MBPS;
    }
}

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

import com.google.common.base.MoreObjects;
import org.onosproject.net.ConnectPoint;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The load of one directed link, three ways: <em>measured</em> from the transmit counters of its
 * source port; <em>committed</em>, the rates Janus charges the flows it placed on it; and
 * <em>expected</em>, the two combined without counting a flow twice, which is what load-aware
 * strategies see. Immutable; every number is finite and non-negative.
 */
public final class LinkUsage extends ValueObject {

    private final ConnectPoint src;
    private final ConnectPoint dst;
    private final double rateBytesPerSec;
    private final double capacityBytesPerSec;
    private final long sampleTimeMillis;
    private final boolean stale;
    private final double committedRateBytesPerSec;
    private final int committedFlows;
    private final double expectedRateBytesPerSec;

    /** A measured sample with nothing committed: expected = measured (0 if stale). */
    public LinkUsage(ConnectPoint src, ConnectPoint dst, double rateBytesPerSec,
                     double capacityBytesPerSec, long sampleTimeMillis, boolean stale) {
        this(src, dst, rateBytesPerSec, capacityBytesPerSec, sampleTimeMillis, stale, 0, 0,
             stale ? 0 : rateBytesPerSec);
    }

    /**
     * Measured, committed and expected load.
     *
     * @param committedFlows Janus flows charged on the link
     */
    public LinkUsage(ConnectPoint src, ConnectPoint dst, double rateBytesPerSec,
                     double capacityBytesPerSec, long sampleTimeMillis, boolean stale,
                     double committedRateBytesPerSec, int committedFlows, double expectedRateBytesPerSec) {
        this.src = checkNotNull(src, "src");
        this.dst = checkNotNull(dst, "dst");
        checkArgument(Double.isFinite(rateBytesPerSec) && rateBytesPerSec >= 0,
                      "rate must be finite and >= 0: %s", rateBytesPerSec);
        checkArgument(Double.isFinite(capacityBytesPerSec) && capacityBytesPerSec > 0,
                      "capacity must be finite and > 0: %s", capacityBytesPerSec);
        this.rateBytesPerSec = rateBytesPerSec;
        this.capacityBytesPerSec = capacityBytesPerSec;
        this.sampleTimeMillis = sampleTimeMillis;
        this.stale = stale;
        checkArgument(Double.isFinite(committedRateBytesPerSec) && committedRateBytesPerSec >= 0,
                      "committed rate must be finite and >= 0: %s", committedRateBytesPerSec);
        checkArgument(committedFlows >= 0, "committed flows must be >= 0: %s", committedFlows);
        checkArgument(Double.isFinite(expectedRateBytesPerSec) && expectedRateBytesPerSec >= 0,
                      "expected rate must be finite and >= 0: %s", expectedRateBytesPerSec);
        this.committedRateBytesPerSec = committedRateBytesPerSec;
        this.committedFlows = committedFlows;
        this.expectedRateBytesPerSec = expectedRateBytesPerSec;
    }

    public ConnectPoint src() {
        return src;
    }

    public ConnectPoint dst() {
        return dst;
    }

    /** Measured: transmit rate of the source port over the last sample interval, bytes per second. */
    public double rateBytesPerSec() {
        return rateBytesPerSec;
    }

    /** Capacity of the source port (its speed, or the configured default), bytes per second. */
    public double capacityBytesPerSec() {
        return capacityBytesPerSec;
    }

    /** Measured rate / capacity; may exceed 1 briefly when counters and speeds disagree. */
    public double utilisation() {
        return rateBytesPerSec / capacityBytesPerSec;
    }

    /** Summed charges of the Janus flows placed on the link, bytes per second. */
    public double committedRateBytesPerSec() {
        return committedRateBytesPerSec;
    }

    /** Janus flows placed on the link. */
    public int committedFlows() {
        return committedFlows;
    }

    /** committed / capacity. */
    public double committedUtilisation() {
        return committedRateBytesPerSec / capacityBytesPerSec;
    }

    /** Measured and committed load combined, each flow once: what load-aware strategies see. */
    public double expectedRateBytesPerSec() {
        return expectedRateBytesPerSec;
    }

    /** expected / capacity. */
    public double expectedUtilisation() {
        return expectedRateBytesPerSec / capacityBytesPerSec;
    }

    /** When the sample was taken, in the Janus clock's milliseconds; 0 if never sampled. */
    public long sampleTimeMillis() {
        return sampleTimeMillis;
    }

    /** True if the last sample is older than three polling intervals (or there is none). */
    public boolean isStale() {
        return stale;
    }

    @Override
    List<Object> fields() {
        return Arrays.asList(src, dst, rateBytesPerSec, capacityBytesPerSec, sampleTimeMillis, stale,
                committedRateBytesPerSec, committedFlows, expectedRateBytesPerSec);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("src", src).add("dst", dst)
                .add("rate", rateBytesPerSec).add("capacity", capacityBytesPerSec)
                .add("stale", stale).add("committed", committedRateBytesPerSec).add("flows", committedFlows)
                .add("expected", expectedRateBytesPerSec).toString();
    }
}

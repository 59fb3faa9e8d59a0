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
package org.onosproject.janus.impl.store;

import com.google.common.base.MoreObjects;
import com.google.common.math.LongMath;

import java.util.Objects;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The load a provisioned flow is charged on every link of its path: an estimate from the moment it is
 * placed, then the rate its own intent's byte counter shows. The estimate lives in the flow's durable
 * record; the measured rate in the activity the flow's owner shares ({@link FlowActivity}), so every
 * node of a cluster charges the same flows the same rates, the owner's within a quarter. Immutable.
 * <p>
 * The estimate is the capacity of the narrowest link of the path: a new flow is taken to be an
 * elephant that would fill its path if it had it alone (an MPI transfer at line rate), until its
 * counter says otherwise, one statistics interval later. With every new flow charged the same, path
 * choice among flows that start together becomes "fewest flows already committed", the greedy
 * placement whose quality the lab's permutation experiment measures; an optimistic estimate
 * (a fair share) would undercount a burst that is about to saturate a link.
 */
public final class FlowCharge {

    private static final long MILLIS_PER_SECOND = 1000L;
    // A rate change above 1/4 of the larger rate is material (see differsMateriallyFrom).
    private static final long MATERIAL_FRACTION_DIVISOR = 4;

    private final long rateBytesPerSec;
    private final boolean measured;
    private final long countedAtMillis;

    FlowCharge(long rateBytesPerSec, boolean measured, long countedAtMillis) {
        checkArgument(rateBytesPerSec >= 0, "rate must be >= 0: %s", rateBytesPerSec);
        this.rateBytesPerSec = rateBytesPerSec;
        this.measured = measured;
        this.countedAtMillis = countedAtMillis;
    }

    /** The charge of a flow just placed: an estimate, its counter read from {@code nowMillis}. */
    static FlowCharge estimate(long rateBytesPerSec, long nowMillis) {
        return new FlowCharge(rateBytesPerSec, false, nowMillis);
    }

    /** Bytes per second charged on each link of the flow's path. */
    public long rateBytesPerSec() {
        return rateBytesPerSec;
    }

    /** True once the rate comes from the flow's byte counter rather than the placement estimate. */
    public boolean isMeasured() {
        return measured;
    }

    /** When the byte counter the rate is measured from was last read (or the flow installed). */
    long countedAtMillis() {
        return countedAtMillis;
    }

    /** Counting starts afresh at {@code nowMillis} (the intent was just installed, counters at 0). */
    FlowCharge restartedAt(long nowMillis) {
        return new FlowCharge(rateBytesPerSec, measured, nowMillis);
    }

    /**
     * The charge after the flow's counter went from {@code previousBytes} to {@code bytes} since the
     * last reading. A counter that went backwards (the rules were replaced) is read as counting from 0.
     * Itself if no time passed.
     */
    FlowCharge observed(long previousBytes, long bytes, long nowMillis) {
        long elapsed = nowMillis - countedAtMillis;
        if (elapsed <= 0) {
            return this;
        }
        long delta = bytes >= previousBytes ? bytes - previousBytes : bytes;
        return new FlowCharge(LongMath.saturatedMultiply(delta, MILLIS_PER_SECOND) / elapsed, true, nowMillis);
    }

    /**
     * True if the other nodes of a cluster should hear of this charge when they last heard of
     * {@code shared}: it became measured, or its rate became or stopped being zero, or it moved by more
     * than a quarter of the larger rate. Smaller drifts stay with the flow's owner.
     */
    boolean differsMateriallyFrom(FlowCharge shared) {
        if (measured != shared.measured || (rateBytesPerSec == 0) != (shared.rateBytesPerSec == 0)) {
            return true;
        }
        long larger = Math.max(rateBytesPerSec, shared.rateBytesPerSec);
        return Math.abs(rateBytesPerSec - shared.rateBytesPerSec) * MATERIAL_FRACTION_DIVISOR > larger;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof FlowCharge)) {
            return false;
        }
        FlowCharge that = (FlowCharge) o;
        return rateBytesPerSec == that.rateBytesPerSec && measured == that.measured
                && countedAtMillis == that.countedAtMillis;
    }

    @Override
    public int hashCode() {
        return Objects.hash(rateBytesPerSec, measured, countedAtMillis);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("rate", rateBytesPerSec).add("measured", measured)
                .add("countedAt", countedAtMillis).toString();
    }
}

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

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The load a provisioned flow is charged on every link of its path, and the reading of its traffic it
 * follows: an estimate from the moment it is placed, then the rate its own intent's byte counter shows,
 * with the counter and when the flow was last active. The estimate lives in the flow's durable record.
 * The readings change at every statistics poll, so they are not durable facts: the flow's owner keeps
 * them, and shares them with the other ONOS nodes through an eventually consistent map
 * ({@link ActivityBucket}) when the rate changes materially (see {@link FlowStore}), so every node of a
 * cluster charges the same flows the same rates, the owner's within a quarter. Immutable.
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
    private final long bytes;
    private final long lastActiveMillis;

    FlowCharge(long rateBytesPerSec, boolean measured, long countedAtMillis, long bytes, long lastActiveMillis) {
        checkArgument(rateBytesPerSec >= 0, "rate must be >= 0: %s", rateBytesPerSec);
        this.rateBytesPerSec = rateBytesPerSec;
        this.measured = measured;
        this.countedAtMillis = countedAtMillis;
        this.bytes = bytes;
        this.lastActiveMillis = lastActiveMillis;
    }

    /** The charge of a flow just placed: an estimate, counted (from 0 bytes) and active from {@code nowMillis}. */
    static FlowCharge estimate(long rateBytesPerSec, long nowMillis) {
        return new FlowCharge(rateBytesPerSec, false, nowMillis, 0, nowMillis);
    }

    /** Bytes per second charged on each link of the flow's path. */
    public long rateBytesPerSec() {
        return rateBytesPerSec;
    }

    /** True once the rate comes from the flow's byte counter rather than the placement estimate. */
    public boolean isMeasured() {
        return measured;
    }

    /** The flow's byte counter as last read. */
    long bytes() {
        return bytes;
    }

    /** When the flow's counter was last seen growing (or it was placed, installed, or taken over). */
    long lastActiveMillis() {
        return lastActiveMillis;
    }

    /**
     * The intent was just installed at {@code nowMillis}: counting starts afresh (counters at 0), and the
     * flow is active from then.
     */
    FlowCharge restartedAt(long nowMillis) {
        return new FlowCharge(rateBytesPerSec, measured, nowMillis, bytes, nowMillis);
    }

    /**
     * The reading of a flow whose new owner took it over at {@code nowMillis}: active no earlier than then,
     * since its previous owner may have seen activity it never shared.
     */
    FlowCharge takenOverAt(long nowMillis) {
        return lastActiveMillis >= nowMillis ? this
                : new FlowCharge(rateBytesPerSec, measured, countedAtMillis, bytes, nowMillis);
    }

    /**
     * The reading after the flow's counter read {@code counter} at {@code nowMillis}. Growth, or a counter
     * that went backwards (the rules were replaced, read as counting from 0), counts as activity, and the
     * charge becomes the rate since the last reading (unchanged if no time passed). A flow already measured
     * idle is left as it is (no write to the shared table for every idle flow at every poll), so the first
     * rate after an idle spell is averaged over the whole spell: low, for one interval.
     */
    FlowCharge observed(long counter, long nowMillis) {
        if (counter == bytes && measured && rateBytesPerSec == 0) {
            return this;
        }
        long active = counter == bytes ? lastActiveMillis : nowMillis;
        long elapsed = nowMillis - countedAtMillis;
        if (elapsed <= 0) {
            return new FlowCharge(rateBytesPerSec, measured, countedAtMillis, counter, active);
        }
        long delta = counter >= bytes ? counter - bytes : counter;
        return new FlowCharge(LongMath.saturatedMultiply(delta, MILLIS_PER_SECOND) / elapsed, true, nowMillis,
                              counter, active);
    }

    /**
     * True if this reading was taken after {@code other}: its counter was read (or counting restarted)
     * later. Readings of one flow are taken by one owner at a time, each later than the last.
     */
    boolean isNewerThan(FlowCharge other) {
        return countedAtMillis > other.countedAtMillis;
    }

    /**
     * True if the other nodes of a cluster should hear of this charge when they last heard of
     * {@code shared}: it became measured, or its rate became or stopped being zero, or it moved by more
     * than a quarter of the larger rate. Smaller drifts, a byte counter and a last active time alone stay
     * with the flow's owner.
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
        return o == this || o instanceof FlowCharge && fields().equals(((FlowCharge) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    // What makes two of them equal.
    private List<Object> fields() {
        return Arrays.asList(rateBytesPerSec, measured, countedAtMillis, bytes, lastActiveMillis);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("rate", rateBytesPerSec).add("measured", measured)
                .add("countedAt", countedAtMillis).add("bytes", bytes).add("lastActive", lastActiveMillis)
                .toString();
    }
}

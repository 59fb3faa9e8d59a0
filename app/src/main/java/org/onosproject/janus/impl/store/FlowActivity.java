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

import java.util.Objects;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What the owner of a flow last read of its traffic: the byte counter, when the flow was last active,
 * and the {@link FlowCharge} measured from the counter. It changes at every statistics poll, so it is
 * not part of a flow's durable record: the owner keeps it, and shares it with the other ONOS nodes
 * through an eventually consistent map ({@link ActivityBucket}) when the charge changes materially (see
 * {@link FlowStore}).
 * Immutable.
 */
final class FlowActivity {

    private final long lastActiveMillis;
    private final long bytes;
    private final FlowCharge charge;

    FlowActivity(long lastActiveMillis, long bytes, FlowCharge charge) {
        this.lastActiveMillis = lastActiveMillis;
        this.bytes = bytes;
        this.charge = checkNotNull(charge, "charge");
    }

    long lastActiveMillis() {
        return lastActiveMillis;
    }

    long bytes() {
        return bytes;
    }

    FlowCharge charge() {
        return charge;
    }

    /**
     * True if this reading was taken after {@code other}: its counter was read (or counting restarted)
     * later. Readings of one flow are taken by one owner at a time, each later than the last.
     */
    boolean isNewerThan(FlowActivity other) {
        return charge.countedAtMillis() > other.charge.countedAtMillis();
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof FlowActivity)) {
            return false;
        }
        FlowActivity that = (FlowActivity) o;
        return lastActiveMillis == that.lastActiveMillis && bytes == that.bytes && charge.equals(that.charge);
    }

    @Override
    public int hashCode() {
        return Objects.hash(lastActiveMillis, bytes, charge);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("lastActive", lastActiveMillis).add("bytes", bytes)
                .add("charge", charge).toString();
    }
}

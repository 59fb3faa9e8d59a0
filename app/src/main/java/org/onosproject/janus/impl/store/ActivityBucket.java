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

import org.onosproject.janus.impl.cluster.FlowOwnership;
import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableMap;
import org.onosproject.net.intent.Key;

import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The shared activity of a group of flows, as their owner last wrote it: one entry of the eventually
 * consistent activity map holds many flows, so that a poll in which every flow's charge changed writes
 * a bounded number of entries (ONOS's eventually consistent map pays a look-up of the cluster's members
 * per entry written), not one per flow. A flow's group follows from its intent key: its ONOS work
 * partition (so only the partition's owner writes the group) and a part of its hash within that
 * partition. Immutable.
 */
public final class ActivityBucket {

    /** Groups per work partition. */
    static final int PER_PARTITION = 16;
    /** Groups in all: the most entries one poll of the whole cluster writes. */
    static final int COUNT = FlowOwnership.WORK_PARTITIONS * PER_PARTITION;

    private final Map<String, FlowCharge> activities;
    private final long writtenAtMillis;

    ActivityBucket(Map<String, FlowCharge> activities, long writtenAtMillis) {
        this.activities = ImmutableMap.copyOf(checkNotNull(activities, "activities"));
        this.writtenAtMillis = writtenAtMillis;
    }

    /** The name of the group of the flow with intent key {@code key}. */
    static String of(Key key) {
        long hash = key.hash();
        return FlowOwnership.partitionOf(hash) + "-" + ((hash >>> 32) & (PER_PARTITION - 1));
    }

    /** The activity of each flow of the group that has one, by intent key. */
    Map<String, FlowCharge> activities() {
        return activities;
    }

    /** When its owner wrote it (its clock): a later write of the group replaces an earlier one everywhere. */
    public long writtenAtMillis() {
        return writtenAtMillis;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof ActivityBucket && fields().equals(((ActivityBucket) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    // What makes two of them equal.
    private List<Object> fields() {
        return Arrays.asList(activities, writtenAtMillis);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("flows", activities.size()).add("writtenAt", writtenAtMillis)
                .toString();
    }
}

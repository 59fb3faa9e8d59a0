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
 * The provisioning queue, where new flows wait between packet-in and provisioning (path selection and intent
 * submit).
 */
public final class QueueStatistics extends StatisticsGroup {

    /** New flows now waiting between packet-in and provisioning. */
    public static final Statistic<Long> DEPTH = Statistic.count(
            "queueDepth", "depth",
            "New flows now waiting between packet-in and provisioning.");

    /** The most new flows that ever waited at once. */
    public static final Statistic<Long> PEAK_DEPTH = Statistic.count(
            "queuePeakDepth", "peak",
            "The most new flows that ever waited at once.");

    /** Packet-ins of new flows dropped because the provisioning queue was full. */
    public static final Statistic<Long> DROPS = Statistic.count(
            "queueDrops", "drops",
            "Packet-ins of new flows dropped because the provisioning queue was full.");

    /** Packet-ins of a new flow that was already waiting in the queue (folded into it, not queued again). */
    public static final Statistic<Long> COALESCED = Statistic.count(
            "queueCoalesced", "coalesced",
            "Packet-ins of a new flow that was already waiting in the queue (folded into it, not queued again).");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            DEPTH, PEAK_DEPTH, DROPS, COALESCED);

    QueueStatistics(Map<Statistic<?>, Object> values) {
        super("provisioningQueue", "provisioning queue", STATISTICS, values);
    }

    /** The value of {@link #DEPTH}. */
    public long depth() {
        return count(DEPTH);
    }

    /** The value of {@link #PEAK_DEPTH}. */
    public long peakDepth() {
        return count(PEAK_DEPTH);
    }

    /** The value of {@link #DROPS}. */
    public long drops() {
        return count(DROPS);
    }

    /** The value of {@link #COALESCED}. */
    public long coalesced() {
        return count(COALESCED);
    }
}

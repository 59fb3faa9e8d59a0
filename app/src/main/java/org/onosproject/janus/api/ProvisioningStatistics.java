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
 * New flows provisioned (thesis 002 §5.3 counts "programming" and "reprogramming"), the intents that are up,
 * and the packets the processor left alone.
 */
public final class ProvisioningStatistics extends StatisticsGroup {

    /** First provisionings of a path for a host pair. */
    public static final Statistic<Long> PROGRAMMING = Statistic.count(
            "programming", "programming",
            "First provisionings of a path for a host pair.");

    /** Later provisionings for a pair that had a path before (after an idle or hard timeout). */
    public static final Statistic<Long> REPROGRAMMING = Statistic.count(
            "reprogramming", "reprogramming",
            "Later provisionings for a pair that had a path before (after an idle or hard timeout).");

    /** Janus intents currently submitted or installed. */
    public static final Statistic<Long> ACTIVE_INTENTS = Statistic.count(
            "activeIntents", "activeIntents",
            "Janus intents currently submitted or installed.");

    /** Packets of a declared job's host pair, sent along the job's path instead of a reactive choice. */
    public static final Statistic<Long> DECLARED_PAIR_PACKET_INS = Statistic.count(
            "declaredPairPacketIns", "declared-pair packet-ins",
            "Packets of a declared job's host pair, sent along the job's path instead of a reactive choice.");

    /** Packets the processor ignored, per reason (e.g. unknownHost, malformed). */
    public static final Statistic<Map<String, Long>> IGNORED_PACKETS = Statistic.counts(
            "ignoredPackets", "ignored packets",
            "Packets the processor ignored, per reason (e.g. unknownHost, malformed).");

    /**
     * New flows this node provisioned in the same moment as another ONOS node, whose record the store kept:
     * this node then gave way to that node's path.
     */
    public static final Statistic<Long> RACES_LOST = Statistic.count(
            "racesLost", "races lost",
            "New flows this node provisioned in the same moment as another ONOS node, whose record the store"
                    + " kept: this node then gave way to that node's path.");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            PROGRAMMING, REPROGRAMMING, ACTIVE_INTENTS, DECLARED_PAIR_PACKET_INS, RACES_LOST, IGNORED_PACKETS);

    ProvisioningStatistics(Map<Statistic<?>, Object> values) {
        super("provisioning", "provisioning", STATISTICS, values);
    }

    /** The value of {@link #PROGRAMMING}. */
    public long programming() {
        return count(PROGRAMMING);
    }

    /** The value of {@link #REPROGRAMMING}. */
    public long reprogramming() {
        return count(REPROGRAMMING);
    }

    /** The value of {@link #ACTIVE_INTENTS}. */
    public long activeIntents() {
        return count(ACTIVE_INTENTS);
    }

    /** The value of {@link #DECLARED_PAIR_PACKET_INS}. */
    public long declaredPairPacketIns() {
        return count(DECLARED_PAIR_PACKET_INS);
    }

    /** The value of {@link #RACES_LOST}. */
    public long racesLost() {
        return count(RACES_LOST);
    }

    /** The value of {@link #IGNORED_PACKETS}. */
    public Map<String, Long> ignoredPackets() {
        return get(IGNORED_PACKETS);
    }
}

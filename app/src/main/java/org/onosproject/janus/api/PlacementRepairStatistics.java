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
 * Placement repair: new flows placed jointly, after moving just-placed flows aside to make room.
 */
public final class PlacementRepairStatistics extends StatisticsGroup {

    /** New flows placed after moving just-placed flows aside to make room (a joint placement). */
    public static final Statistic<Long> PLACEMENTS = Statistic.count(
            "placementRepairs", "placements",
            "New flows placed after moving just-placed flows aside to make room (a joint placement).");

    /** Just-placed flows moved aside for those placements. */
    public static final Statistic<Long> MOVED_ASIDE = Statistic.count(
            "placementRepairMoves", "flows moved aside",
            "Just-placed flows moved aside for those placements.");

    /** This group's statistics, in the order views show them. */
    public static final List<Statistic<?>> STATISTICS = ImmutableList.of(
            PLACEMENTS, MOVED_ASIDE);

    PlacementRepairStatistics(Map<Statistic<?>, Object> values) {
        super("placementRepair", "placement repair", STATISTICS, values);
    }

    /** The value of {@link #PLACEMENTS}. */
    public long placements() {
        return count(PLACEMENTS);
    }

    /** The value of {@link #MOVED_ASIDE}. */
    public long movedAside() {
        return count(MOVED_ASIDE);
    }
}

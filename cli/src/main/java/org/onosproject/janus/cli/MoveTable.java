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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.RebalanceMove;

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The table of {@code janus-moves}: the rebalancer's recent moves, oldest first as the service keeps
 * them, each with its flow's intent key, when it was made, the expected utilisation of the busiest link
 * of the old and the new path (flow included), the flow's charged rate and both paths.
 */
final class MoveTable {

    private static final String FMT =
            "key=%s, age=%s, bottleneck=%s -> %s, rate=%s, from=%s, to=%s";
    static final String NONE = "no rebalancer moves";

    private final List<RebalanceMove> moves;
    private final long nowMillis;

    /**
     * @param moves     the moves, oldest first
     * @param key       only the moves of this intent key, or null for all
     * @param last      only the last this many (after the key filter); must be positive
     * @param nowMillis the current time in the Janus clock, for ages
     */
    MoveTable(List<RebalanceMove> moves, String key, int last, long nowMillis) {
        checkArgument(last > 0, "last must be positive: %s", last);
        List<RebalanceMove> kept = checkNotNull(moves).stream()
                .filter(m -> key == null || m.intentKey().equals(key))
                .collect(ImmutableList.toImmutableList());
        this.moves = kept.subList(Math.max(0, kept.size() - last), kept.size());
        this.nowMillis = nowMillis;
    }

    /**
     * The moves kept, oldest first.
     *
     * @return the moves
     */
    List<RebalanceMove> moves() {
        return moves;
    }

    /**
     * One row per move, or one saying there is none.
     *
     * @return the rows
     */
    List<String> rows() {
        if (moves.isEmpty()) {
            return ImmutableList.of(NONE);
        }
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        for (RebalanceMove m : moves) {
            rows.add(String.format(FMT, m.intentKey(), Durations.text(ageMillis(m)),
                                   Rates.percent(m.bottleneckBefore()), Rates.percent(m.bottleneckAfter()),
                                   Rates.megabits(m.flowRateBytesPerSec()),
                                   PathTable.hops(m.from()), PathTable.hops(m.to())));
        }
        return rows.build();
    }

    private long ageMillis(RebalanceMove m) {
        return Durations.elapsed(nowMillis, m.atMillis());
    }
}

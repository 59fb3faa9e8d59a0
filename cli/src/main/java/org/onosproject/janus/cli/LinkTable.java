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
import org.onosproject.janus.api.LinkUsage;

import java.util.Collection;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The per-link table of {@code janus-links}: one row per directed link with its capacity, its three
 * loads side by side (measured from the port counters, committed by the Janus flows placed on it, and
 * expected: what load-aware strategies see), each as a rate and a utilisation, the committed flow count,
 * the sample age and staleness, in the chosen order.
 */
final class LinkTable {

    private static final String FMT =
            "src=%s, dst=%s, capacity=%s, measured=%s (%s), committed=%s (%s), flows=%d, expected=%s (%s), "
                    + "age=%s, stale=%s";
    private static final String NEVER = "never";

    private final List<LinkUsage> links;
    private final long nowMillis;

    /**
     * @param usages    the samples to show
     * @param sort      their order
     * @param nowMillis the current time in the Janus clock, for sample ages
     */
    LinkTable(Collection<LinkUsage> usages, LinkSort sort, long nowMillis) {
        this.links = ImmutableList.sortedCopyOf(checkNotNull(sort).comparator(), usages);
        this.nowMillis = nowMillis;
    }

    List<String> rows() {
        ImmutableList.Builder<String> rows = ImmutableList.builder();
        for (LinkUsage u : links) {
            rows.add(String.format(FMT, u.src(), u.dst(), Rates.megabits(u.capacityBytesPerSec()),
                                   Rates.megabits(u.rateBytesPerSec()), Rates.percent(u.utilisation()),
                                   Rates.megabits(u.committedRateBytesPerSec()),
                                   Rates.percent(u.committedUtilisation()), u.committedFlows(),
                                   Rates.megabits(u.expectedRateBytesPerSec()),
                                   Rates.percent(u.expectedUtilisation()),
                                   sampled(u) ? Durations.text(ageMillis(u)) : NEVER, u.isStale()));
        }
        return rows.build();
    }

    private static boolean sampled(LinkUsage u) {
        return u.sampleTimeMillis() > 0;
    }

    private long ageMillis(LinkUsage u) {
        return Durations.elapsed(nowMillis, u.sampleTimeMillis());
    }
}

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
package org.onosproject.janus.impl.stats;

import com.google.common.collect.ImmutableSortedMap;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.api.Statistic.Kind;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Where every {@link Statistic} is counted, once: a sum, a sum per name or a window of latencies by the
 * statistic's kind, or for a count, a peak ({@link #peak}) or a gauge read when the snapshot is taken
 * ({@link #gauge}). {@link #snapshot} reads them all. Thread-safe.
 */
public final class JanusCounters {

    /** Latency samples kept for the percentiles. */
    static final int LATENCY_WINDOW = 4096;

    private final Map<Statistic, LongAdder> sums = new EnumMap<>(Statistic.class);
    private final Map<Statistic, Map<String, LongAdder>> perName = new EnumMap<>(Statistic.class);
    private final Map<Statistic, LatencyWindow> latencies = new EnumMap<>(Statistic.class);
    private final Map<Statistic, LongAccumulator> peaks = new ConcurrentHashMap<>();
    // What each count reads in a snapshot: its sum, unless it was made a peak or a gauge.
    private final Map<Statistic, LongSupplier> counts = new ConcurrentHashMap<>();

    public JanusCounters() {
        for (Statistic statistic : Statistic.values()) {
            switch (statistic.kind()) {
                case COUNT:
                    LongAdder sum = new LongAdder();
                    sums.put(statistic, sum);
                    counts.put(statistic, sum::sum);
                    break;
                case COUNTS:
                    perName.put(statistic, new ConcurrentHashMap<>());
                    break;
                default:
                    latencies.put(statistic, new LatencyWindow(LATENCY_WINDOW));
            }
        }
    }

    public void increment(Statistic count) {
        add(count, 1);
    }

    /** Adds {@code n} to a count. */
    public void add(Statistic count, long n) {
        checkKind(count, Kind.COUNT);
        sums.get(count).add(n);
    }

    /** Counts one for {@code name} (a strategy, a reason...) in a count per name. */
    public void increment(Statistic counts, String name) {
        checkKind(counts, Kind.COUNTS);
        perName.get(counts).computeIfAbsent(name, n -> new LongAdder()).increment();
    }

    public void ignored(IgnoreReason reason) {
        increment(Statistic.IGNORED_PACKETS, reason.counterName());
    }

    public void selected(String strategy, boolean fallback, long latencyNanos) {
        increment(Statistic.SELECTIONS, strategy);
        if (fallback) {
            increment(Statistic.FALLBACKS, strategy);
        }
        record(Statistic.SELECTION_LATENCY, latencyNanos);
    }

    /** An intent was re-selected and resubmitted {@code sinceLinkEventNanos} after the link died. */
    public void rerouted(long sinceLinkEventNanos) {
        increment(Statistic.REROUTES);
        record(Statistic.REROUTE_LATENCY, sinceLinkEventNanos);
    }

    /** Records one latency sample. */
    public void record(Statistic latency, long nanos) {
        checkKind(latency, Kind.LATENCY);
        latencies.get(latency).record(nanos);
    }

    /** Raises a count that holds the highest value it was given (a peak) to {@code value}, if higher. */
    public void peak(Statistic count, long value) {
        checkKind(count, Kind.COUNT);
        LongAccumulator peak = peaks.computeIfAbsent(count, s -> new LongAccumulator(Math::max, 0));
        peak.accumulate(value);
        counts.put(count, peak::get);
    }

    /** Makes a count the value {@code now} gives when a snapshot is taken (e.g. the queue's depth). */
    public void gauge(Statistic count, LongSupplier now) {
        checkKind(count, Kind.COUNT);
        counts.put(count, checkNotNull(now));
    }

    public JanusStatistics snapshot() {
        JanusStatistics.Builder stats = JanusStatistics.builder();
        for (Statistic statistic : Statistic.values()) {
            switch (statistic.kind()) {
                case COUNT:
                    stats.set(statistic, counts.get(statistic).getAsLong());
                    break;
                case COUNTS:
                    ImmutableSortedMap.Builder<String, Long> byName = ImmutableSortedMap.naturalOrder();
                    perName.get(statistic).forEach((name, adder) -> byName.put(name, adder.sum()));
                    stats.set(statistic, byName.build());
                    break;
                default:
                    stats.set(statistic, latencies.get(statistic).summary());
            }
        }
        return stats.build();
    }

    private static void checkKind(Statistic statistic, Kind kind) {
        checkArgument(statistic.kind() == kind, "%s is a %s, not a %s", statistic, statistic.kind(), kind);
    }
}

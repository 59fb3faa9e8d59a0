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

import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.util.Arrays;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The most recent latency samples (a fixed-size ring), summarised as nearest-rank percentiles.
 * Thread-safe.
 */
final class LatencyWindow {

    private static final double NANOS_PER_MICRO = 1_000.0;

    private final long[] samples;
    private int next;
    private int size;

    LatencyWindow(int capacity) {
        checkArgument(capacity > 0, "capacity must be > 0: %s", capacity);
        this.samples = new long[capacity];
    }

    synchronized void record(long nanos) {
        samples[next] = Math.max(0, nanos);
        next = (next + 1) % samples.length;
        size = Math.min(size + 1, samples.length);
    }

    synchronized LatencySummary summary() {
        if (size == 0) {
            return LatencySummary.empty();
        }
        long[] sorted = Arrays.copyOf(samples, size);
        Arrays.sort(sorted);
        return new LatencySummary(size, micros(sorted, 0.50), micros(sorted, 0.90),
                                  micros(sorted, 0.99), sorted[size - 1] / NANOS_PER_MICRO);
    }

    private static double micros(long[] sorted, double quantile) {
        int rank = (int) Math.ceil(quantile * sorted.length);
        return sorted[Math.max(0, rank - 1)] / NANOS_PER_MICRO;
    }
}

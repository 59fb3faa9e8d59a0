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
package org.onosproject.janus.lab.workload;

/**
 * Background traffic as thesis §5.2. The <b>concurrency level</b> c is the fraction of background
 * hosts (every host not running the measured application) that are sending a background flow at
 * any instant: the generator keeps exactly {@code round(c * poolSize)} distinct hosts sending, each
 * one flow. During the warm-up these senders start one by one, evenly spread; in the steady state a
 * new flow, from a randomly chosen idle host to a random other background host, starts at the
 * instant one ends. 9 of 10 flows are mice (under 1 MB), 1 of 10 elephants; every flow lasts a
 * duration drawn uniformly up to 4 minutes: a mouse sends its few bytes and keeps its sender busy
 * for that duration (a light, long-lived connection), an elephant sends {@code duration x
 * elephantBytesPerSecond} bytes (>= 100 MB) and lasts at least its duration (longer when it
 * shares links).
 */
public final class BackgroundSpec {
    public static final double DEFAULT_MOUSE_FRACTION = 0.9;
    public static final long DEFAULT_WARMUP_MILLIS = 180_000;
    public static final long DEFAULT_MAX_DURATION_MILLIS = 240_000;
    public static final long MIN_DURATION_MILLIS = 1_000;
    public static final long MIN_MOUSE_BYTES = 10_000;
    public static final long MAX_MOUSE_BYTES = 1_000_000;
    public static final long MIN_ELEPHANT_BYTES = 100_000_000;

    private final double concurrency;
    private final double mouseFraction;
    private final long warmupMillis;
    private final long maxDurationMillis;
    private final double elephantBytesPerSecond;

    public BackgroundSpec(double concurrency, double mouseFraction, long warmupMillis, long maxDurationMillis,
                          double elephantBytesPerSecond) {
        if (!(concurrency >= 0 && concurrency <= 1)) {
            throw new IllegalArgumentException("concurrency must be in [0, 1]: " + concurrency);
        }
        if (!(mouseFraction >= 0 && mouseFraction <= 1)) {
            throw new IllegalArgumentException("mouseFraction must be in [0, 1]: " + mouseFraction);
        }
        if (warmupMillis < 0) {
            throw new IllegalArgumentException("warmup must be >= 0: " + warmupMillis);
        }
        if (maxDurationMillis < MIN_DURATION_MILLIS) {
            throw new IllegalArgumentException("max duration must be >= " + MIN_DURATION_MILLIS + " ms: "
                    + maxDurationMillis);
        }
        if (!(elephantBytesPerSecond > 0)) {
            throw new IllegalArgumentException("elephant rate must be > 0: " + elephantBytesPerSecond);
        }
        this.concurrency = concurrency;
        this.mouseFraction = mouseFraction;
        this.warmupMillis = warmupMillis;
        this.maxDurationMillis = maxDurationMillis;
        this.elephantBytesPerSecond = elephantBytesPerSecond;
    }

    /** The thesis's setup at concurrency {@code c}, elephants at the link rate. */
    public static BackgroundSpec thesis(double concurrency, double linkBytesPerSecond) {
        return new BackgroundSpec(concurrency, DEFAULT_MOUSE_FRACTION, DEFAULT_WARMUP_MILLIS,
                DEFAULT_MAX_DURATION_MILLIS, linkBytesPerSecond);
    }

    public double concurrency() {
        return concurrency;
    }

    public double mouseFraction() {
        return mouseFraction;
    }

    public long warmupMillis() {
        return warmupMillis;
    }

    public long maxDurationMillis() {
        return maxDurationMillis;
    }

    public double elephantBytesPerSecond() {
        return elephantBytesPerSecond;
    }

    /** Number of hosts kept sending out of a pool of {@code poolSize}. */
    public int targetSenders(int poolSize) {
        return (int) Math.round(concurrency * poolSize);
    }
}

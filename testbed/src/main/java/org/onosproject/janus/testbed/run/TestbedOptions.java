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
package org.onosproject.janus.testbed.run;

import com.google.common.collect.ImmutableList;

import java.nio.file.Path;
import java.util.List;

/** What one {@code janus-testbed} invocation asks for; see {@link TestbedCommandLine} for the options. */
public final class TestbedOptions {

    private final ImmutableList<String> scenarios;
    private final ImmutableList<String> strategies;
    private final Path out;
    private final int port;
    private final double linkMbps;
    private final long seed;
    private final long permutationBytes;
    private final int idleTimeoutSeconds;
    private final ImmutableList<Integer> ringRanks;
    private final int repetitions;

    @SuppressWarnings("checkstyle:ParameterNumber")
    public TestbedOptions(List<String> scenarios, List<String> strategies, Path out, int port, double linkMbps,
                          long seed, long permutationBytes, int idleTimeoutSeconds, List<Integer> ringRanks,
                          int repetitions) {
        if (repetitions < 1) {
            throw new IllegalArgumentException("repetitions must be >= 1, not " + repetitions);
        }
        this.scenarios = ImmutableList.copyOf(scenarios);
        this.strategies = ImmutableList.copyOf(strategies);
        this.out = out;
        this.port = port;
        this.linkMbps = linkMbps;
        this.seed = seed;
        this.permutationBytes = permutationBytes;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.ringRanks = ImmutableList.copyOf(ringRanks);
        this.repetitions = repetitions;
    }

    /**
     * The options of repetition {@code repetition} (0-based) of every scenario and strategy: the same, with
     * the seed {@code seed + repetition} (repetition 0 has the seed given, so one repetition is the run
     * it always was).
     */
    public TestbedOptions forRepetition(int repetition) {
        if (repetition < 0 || repetition >= repetitions) {
            throw new IllegalArgumentException("repetition " + repetition + " of " + repetitions);
        }
        return new TestbedOptions(scenarios, strategies, out, port, linkMbps, seed + repetition, permutationBytes,
                                  idleTimeoutSeconds, ringRanks, repetitions);
    }

    public List<String> scenarios() {
        return scenarios;
    }

    public List<String> strategies() {
        return strategies;
    }

    /** The report folder. */
    public Path out() {
        return out;
    }

    /** The OpenFlow port; 0 = any free port. */
    public int port() {
        return port;
    }

    /** Every link's rate (TCLink/htb), Mbit/s. */
    public double linkMbps() {
        return linkMbps;
    }

    /** The permutation's seed (of this repetition, see {@link #forRepetition}). */
    public long seed() {
        return seed;
    }

    /** How often each scenario runs per strategy, each time on a fresh controller and network. */
    public int repetitions() {
        return repetitions;
    }

    /** Bytes each permutation flow carries. */
    public long permutationBytes() {
        return permutationBytes;
    }

    /** Janus's idle timeout, s. */
    public int idleTimeoutSeconds() {
        return idleTimeoutSeconds;
    }

    /** The HPCC ring's numbers of ranks, in the order they run. */
    public List<Integer> ringRanks() {
        return ringRanks;
    }
}

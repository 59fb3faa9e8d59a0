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

    @SuppressWarnings("checkstyle:ParameterNumber")
    public TestbedOptions(List<String> scenarios, List<String> strategies, Path out, int port, double linkMbps,
                          long seed, long permutationBytes, int idleTimeoutSeconds, List<Integer> ringRanks) {
        this.scenarios = ImmutableList.copyOf(scenarios);
        this.strategies = ImmutableList.copyOf(strategies);
        this.out = out;
        this.port = port;
        this.linkMbps = linkMbps;
        this.seed = seed;
        this.permutationBytes = permutationBytes;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.ringRanks = ImmutableList.copyOf(ringRanks);
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

    public long seed() {
        return seed;
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

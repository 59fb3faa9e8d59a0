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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The six NAS Parallel Benchmarks of thesis Fig. 5.1 / Table 5.1 as bulk-synchronous MPI models,
 * calibrated so that on an ideal fabric their runtime is the thesis's LUAR runtime and their
 * network share is the part of it LUAR saved over shortest path (lab/WORKLOADS.md).
 */
public final class NasBenchmarks {

    /** Share of SP's network time spent in its initial data distribution. */
    static final double SP_DISTRIBUTION_SHARE = 0.05;

    private static final ImmutableMap<String, NasCalibration> CALIBRATIONS =
            ImmutableMap.<String, NasCalibration>builder()
            .put("MG", new NasCalibration("MG", CommPattern.RING, 23.82, 22.47, 1.06, 103.34, 8, false))
            .put("EP", new NasCalibration("EP", CommPattern.STAR, 82.51, 73.50, 1.12, 0.01, 1, true))
            .put("CG", new NasCalibration("CG", CommPattern.CHAIN, 88.83, 81.24, 1.09, 137.27, 15, false))
            .put("LU", new NasCalibration("LU", CommPattern.RING, 354.15, 283.03, 1.25, 491.80, 20, false))
            .put("BT", new NasCalibration("BT", CommPattern.ALL_TO_ALL, 432.89, 352.11, 1.22, 976.96, 20, false))
            .put("SP", new NasCalibration("SP", CommPattern.HALF_PAIRS, 499.35, 393.13, 1.27, 1707.81, 20, false))
            .build();

    private NasBenchmarks() {
    }

    /** MG, EP, CG, LU, BT, SP in thesis order. */
    public static ImmutableList<String> names() {
        return CALIBRATIONS.keySet().asList();
    }

    public static Optional<NasCalibration> calibration(String name) {
        return Optional.ofNullable(CALIBRATIONS.get(name.toUpperCase(Locale.ROOT)));
    }

    /**
     * The calibrated model of {@code name} over {@code ranks} ranks whose hosts have links of
     * {@code linkBytesPerSecond}. Per-rank load stays the same for any rank count.
     */
    public static MpiApplication application(String name, int ranks, double linkBytesPerSecond) {
        NasCalibration c = calibration(name).orElseThrow(() ->
                new IllegalArgumentException("unknown NAS application: " + name + " (known: " + names() + ")"));
        if (ranks < 2) {
            throw new IllegalArgumentException("ranks must be >= 2: " + ranks);
        }
        if (!(linkBytesPerSecond > 0)) {
            throw new IllegalArgumentException("link bandwidth must be > 0: " + linkBytesPerSecond);
        }
        double runtimeMillis = c.targetRuntimeSeconds() * 1000.0;
        List<MpiPhase> phases = new ArrayList<>();
        if (c.keepsThesisVolume()) {
            ImmutableList<RankPair> pairs = c.pattern().pairs(ranks);
            long bytes = Math.max(1, Math.round(c.thesisVolumeMegabytes() * 1e6 / (c.iterations() * pairs.size())));
            MpiPhase probe = phase(c.name(), c.iterations(), 0, pairs, bytes);
            double commMillis = c.iterations() * probe.idealCommunicationMillis(linkBytesPerSecond);
            long compute = Math.round((runtimeMillis - commMillis) / c.iterations());
            phases.add(phase(c.name(), c.iterations(), compute, pairs, bytes));
            return new MpiApplication(c.name(), c.pattern(), ranks, phases);
        }
        double networkMillis = runtimeMillis * c.targetNetworkShare();
        double heavyMillis = networkMillis;
        if ("SP".equals(c.name())) {
            double distributionMillis = networkMillis * SP_DISTRIBUTION_SHARE;
            heavyMillis -= distributionMillis;
            ImmutableList<RankPair> scatter = CommPattern.SCATTER.pairs(ranks);
            phases.add(phase("SP distribution", 1, 0, scatter,
                    bytesFor(distributionMillis, scatter, linkBytesPerSecond)));
        }
        ImmutableList<RankPair> pairs = c.pattern().pairs(ranks);
        long bytes = bytesFor(heavyMillis / c.iterations(), pairs, linkBytesPerSecond);
        long compute = Math.round((runtimeMillis - networkMillis) / c.iterations());
        phases.add(phase(c.name(), c.iterations(), compute, pairs, bytes));
        return new MpiApplication(c.name(), c.pattern(), ranks, phases);
    }

    /** Message size so that one iteration of {@code pairs} takes {@code millis} on an ideal fabric. */
    private static long bytesFor(double millis, List<RankPair> pairs, double linkBytesPerSecond) {
        int busiest = busiestHostMessages(pairs);
        return Math.max(1, Math.round(millis / 1000.0 * linkBytesPerSecond / busiest));
    }

    private static int busiestHostMessages(List<RankPair> pairs) {
        int max = 0;
        for (RankPair p : pairs) {
            int src = p.src();
            int dst = p.dst();
            max = Math.max(max, (int) pairs.stream().filter(q -> q.src() == src).count());
            max = Math.max(max, (int) pairs.stream().filter(q -> q.dst() == dst).count());
        }
        return max;
    }

    private static MpiPhase phase(String name, int iterations, long compute, List<RankPair> pairs, long bytes) {
        List<Message> messages = new ArrayList<>();
        for (RankPair p : pairs) {
            messages.add(new Message(p.src(), p.dst(), bytes));
        }
        return new MpiPhase(name, iterations, compute, messages);
    }
}

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

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * MPI global collectives as the textbook algorithms move their bytes, one {@link MpiPhase} per
 * algorithm step (a rank's next step waits for the step's messages, as the NAS models' iterations do):
 * <ul>
 * <li>{@code alltoall}: pairwise shift exchange; step s = 1..P-1, rank i sends its {@code bytes} block to
 * rank (i + s) mod P (P - 1 messages and (P - 1) x bytes per rank).</li>
 * <li>{@code allreduce-ring}: reduce-scatter then all-gather around the ring; 2 (P - 1) steps, rank i
 * sends a chunk of ceil(bytes / P) to rank i + 1 (2 (P - 1) messages per rank).</li>
 * <li>{@code allreduce-recursive-doubling}: log2 P steps, step k exchanges the whole vector with rank
 * i XOR 2^k (P a power of two).</li>
 * <li>{@code halo3d}: ranks on a periodic 3-D grid as near a cube as P allows (px >= py >= pz, px py pz =
 * P); each step every rank sends {@code bytes} to each of its 6 face neighbours (messages to one
 * neighbour that is both the + and the - side of a dimension of size 2 go as one of their summed size).</li>
 * </ul>
 * The collective repeats {@code steps} times, each repetition after {@code computeMillis} of compute.
 */
public final class Collective {

    /** The collectives the lab knows. */
    public static final List<String> NAMES = ImmutableList.of("alltoall", "allreduce-ring",
            "allreduce-recursive-doubling", "halo3d");

    private Collective() {
    }

    /**
     * The application of collective {@code name} on {@code ranks} ranks.
     *
     * @throws IllegalArgumentException naming the bad parameter
     */
    public static MpiApplication application(String name, int ranks, long bytes, int steps, long computeMillis) {
        check(name, ranks, bytes, steps, computeMillis);
        List<List<Message>> stages = stages(name, ranks, bytes);
        List<MpiPhase> phases = new ArrayList<>();
        for (int step = 0; step < steps; step++) {
            for (int s = 0; s < stages.size(); s++) {
                phases.add(new MpiPhase(name + " step " + step + "." + s, 1, s == 0 ? computeMillis : 0,
                                        stages.get(s)));
            }
        }
        CommPattern pattern = name.equals("alltoall") ? CommPattern.ALL_TO_ALL : CommPattern.RING;
        return new MpiApplication(label(name, ranks, bytes, steps), pattern, ranks, phases);
    }

    /** What reports call it, e.g. {@code alltoall-128x1MB}. */
    public static String label(String name, int ranks, long bytes, int steps) {
        String size = bytes % 1_000_000 == 0 ? bytes / 1_000_000 + "MB"
                : bytes % 1000 == 0 ? bytes / 1000 + "kB" : bytes + "B";
        return String.format(Locale.ROOT, "%s-%dx%s%s", name, ranks, size, steps == 1 ? "" : "x" + steps);
    }

    /**
     * Checks the parameters, naming the first bad one ({@code collective}, {@code ranks}, {@code bytes},
     * {@code steps} or {@code computeMillis}) before the colon of the message.
     */
    public static void check(String name, int ranks, long bytes, int steps, long computeMillis) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("collective: unknown '" + name + "'; known: "
                    + String.join(", ", NAMES));
        }
        if (ranks < 2) {
            throw new IllegalArgumentException("ranks: a collective needs >= 2 ranks, not " + ranks);
        }
        if (name.equals("allreduce-recursive-doubling") && Integer.bitCount(ranks) != 1) {
            throw new IllegalArgumentException("ranks: recursive doubling needs a power of two, not " + ranks);
        }
        if (bytes < 1) {
            throw new IllegalArgumentException("bytes: must be >= 1, not " + bytes);
        }
        if (steps < 1) {
            throw new IllegalArgumentException("steps: must be >= 1, not " + steps);
        }
        if (computeMillis < 0) {
            throw new IllegalArgumentException("computeMillis: must be >= 0, not " + computeMillis);
        }
    }

    private static List<List<Message>> stages(String name, int p, long bytes) {
        List<List<Message>> stages = new ArrayList<>();
        switch (name) {
            case "alltoall":
                for (int s = 1; s < p; s++) {
                    List<Message> stage = new ArrayList<>();
                    for (int i = 0; i < p; i++) {
                        stage.add(new Message(i, (i + s) % p, bytes));
                    }
                    stages.add(stage);
                }
                return stages;
            case "allreduce-ring":
                long chunk = (bytes + p - 1) / p;
                for (int s = 0; s < 2 * (p - 1); s++) {
                    List<Message> stage = new ArrayList<>();
                    for (int i = 0; i < p; i++) {
                        stage.add(new Message(i, (i + 1) % p, chunk));
                    }
                    stages.add(stage);
                }
                return stages;
            case "allreduce-recursive-doubling":
                for (int k = 1; k < p; k <<= 1) {
                    List<Message> stage = new ArrayList<>();
                    for (int i = 0; i < p; i++) {
                        stage.add(new Message(i, i ^ k, bytes));
                    }
                    stages.add(stage);
                }
                return stages;
            default:
                stages.add(halo(p, bytes));
                return stages;
        }
    }

    /** The grid's sizes, largest first: the factorisation of {@code p} into three nearest a cube. */
    public static int[] grid(int p) {
        int[] best = {p, 1, 1};
        for (int z = 1; z * z * z <= p; z++) {
            if (p % z != 0) {
                continue;
            }
            for (int y = z; y * y <= p / z; y++) {
                if ((p / z) % y == 0) {
                    int x = p / z / y;
                    if (x - z < best[0] - best[2]) {
                        best = new int[] {x, y, z};
                    }
                }
            }
        }
        return best;
    }

    private static List<Message> halo(int p, long bytes) {
        int[] d = grid(p);
        List<Message> messages = new ArrayList<>();
        for (int r = 0; r < p; r++) {
            int x = r % d[0];
            int y = (r / d[0]) % d[1];
            int z = r / (d[0] * d[1]);
            Map<Integer, Long> to = new LinkedHashMap<>();
            for (int sign : new int[] {1, -1}) {
                to.merge(rank(x + sign, y, z, d), bytes, Long::sum);
                to.merge(rank(x, y + sign, z, d), bytes, Long::sum);
                to.merge(rank(x, y, z + sign, d), bytes, Long::sum);
            }
            to.remove(r);
            for (Map.Entry<Integer, Long> e : to.entrySet()) {
                messages.add(new Message(r, e.getKey(), e.getValue()));
            }
        }
        return messages;
    }

    private static int rank(int x, int y, int z, int[] d) {
        return Math.floorMod(x, d[0]) + d[0] * (Math.floorMod(y, d[1]) + d[1] * Math.floorMod(z, d[2]));
    }
}

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

/**
 * The communication patterns of thesis Fig. 5.1, generalised to any number of ranks. Each pattern
 * gives the directed rank pairs that exchange a message in one iteration; every exchange is
 * symmetric (both directions), as MPI halo exchanges and reductions are.
 */
public enum CommPattern {
    /** Each rank with its two ring neighbours (MG, LU). */
    RING("Ring") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            if (ranks == 2) {
                return symmetric(0, 1);
            }
            for (int r = 0; r < ranks; r++) {
                pairs.add(new RankPair(r, (r + 1) % ranks));
                pairs.add(new RankPair(r, (r + ranks - 1) % ranks));
            }
            return pairs.build();
        }
    },
    /** Rank i with rank i+1, no wrap-around (CG). */
    CHAIN("Chain") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            for (int r = 0; r + 1 < ranks; r++) {
                pairs.add(new RankPair(r, r + 1));
                pairs.add(new RankPair(r + 1, r));
            }
            return pairs.build();
        }
    },
    /**
     * Rank 0 with every other rank, the others not among themselves (EP's final reductions: in
     * Fig. 5.1 nodes 2 and 3 do not talk).
     */
    STAR("Sparse (star)") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            for (int r = 1; r < ranks; r++) {
                pairs.add(new RankPair(0, r));
                pairs.add(new RankPair(r, 0));
            }
            return pairs.build();
        }
    },
    /** Rank 0 sends to every other rank, one way (SP's initial data distribution). */
    SCATTER("Scatter") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            for (int r = 1; r < ranks; r++) {
                pairs.add(new RankPair(0, r));
            }
            return pairs.build();
        }
    },
    /** Every rank with every other rank (BT). */
    ALL_TO_ALL("All-to-all") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            for (int s = 0; s < ranks; s++) {
                for (int d = 0; d < ranks; d++) {
                    if (s != d) {
                        pairs.add(new RankPair(s, d));
                    }
                }
            }
            return pairs.build();
        }
    },
    /**
     * Half of the unordered rank pairs (SP's heavy exchange): the pairs listed in circulant order
     * (offset 1 first: {0,1},{1,2},...; then offset 2, ...) and every other one kept, so that
     * {@code ceil(P/2)} of the P pairs remain and, for 4 ranks, every rank takes part
     * ({0,1},{2,3},{0,2}).
     */
    HALF_PAIRS("Half of the pairs") {
        @Override
        public ImmutableList<RankPair> pairs(int ranks) {
            ImmutableList.Builder<RankPair> pairs = ImmutableList.builder();
            int index = 0;
            for (int offset = 1; offset <= ranks / 2; offset++) {
                for (int a = 0; a < ranks; a++) {
                    int b = (a + offset) % ranks;
                    if (offset * 2 == ranks && a >= b) {
                        continue; // the opposite pairs appear twice; keep one
                    }
                    if (index++ % 2 == 0) {
                        pairs.add(new RankPair(a, b));
                        pairs.add(new RankPair(b, a));
                    }
                }
            }
            return pairs.build();
        }
    };

    private final String label;

    CommPattern(String label) {
        this.label = label;
    }

    /** The directed pairs exchanging one message each per iteration, for {@code ranks} >= 2. */
    public abstract ImmutableList<RankPair> pairs(int ranks);

    /** Name as in thesis Table 5.1's "Comm. Pattern" column. */
    public String label() {
        return label;
    }

    private static ImmutableList<RankPair> symmetric(int a, int b) {
        return ImmutableList.of(new RankPair(a, b), new RankPair(b, a));
    }
}

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
package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableMap;

import java.util.Optional;

/**
 * The published numbers our results are shown beside: thesis 002 Table 5.2 and Fig. 5.4's
 * reprogramming averages (Table 5.1 lives with the NAS calibration), and paper 000 Fig. 3's ring
 * bandwidths (MB/s, 95% CIs in the paper).
 */
public final class ThesisReference {

    /** One row of thesis Table 5.2 (LU, luar, Sparse 75%). */
    public static final class Table52Row {
        public final double runtimeSeconds;
        public final int interruptions;
        public final double overheadSeconds;
        public final double overheadPercent;

        Table52Row(double runtimeSeconds, int interruptions, double overheadSeconds, double overheadPercent) {
            this.runtimeSeconds = runtimeSeconds;
            this.interruptions = interruptions;
            this.overheadSeconds = overheadSeconds;
            this.overheadPercent = overheadPercent;
        }
    }

    /** Keyed by idle timeout in seconds, 0 = ∞. */
    public static final ImmutableMap<Integer, Table52Row> TABLE_5_2 = ImmutableMap.of(
            10, new Table52Row(283.03, 218, 6.54, 2.26),
            30, new Table52Row(284.91, 76, 2.50, 0.88),
            60, new Table52Row(297.30, 38, 1.10, 0.37),
            0, new Table52Row(299.54, 10, 0.31, 0.10));

    /** Fig. 5.4 text: mean reprogramming actions per idle timeout (0 = ∞). */
    public static final ImmutableMap<Integer, Double> FIG_5_4_REPROGRAMMING = ImmutableMap.of(
            10, 185.66, 30, 59.66, 60, 21.33, 0, 0.0);

    /** Paper 000 Fig. 3: ring nodes -> strategy (our names) -> MB/s. */
    public static final ImmutableMap<Integer, ImmutableMap<String, Double>> PAPER_RING = ImmutableMap.of(
            4, ImmutableMap.of("shortest", 63.17, "traffic", 62.51, "ecmp", 64.25, "isolated", 67.99),
            8, ImmutableMap.of("shortest", 45.65, "traffic", 50.57, "ecmp", 52.59, "isolated", 57.75),
            16, ImmutableMap.of("shortest", 27.31, "traffic", 34.83, "ecmp", 34.94, "isolated", 38.07));

    private ThesisReference() {
    }

    public static Optional<Double> paperRing(int nodes, String strategy) {
        ImmutableMap<String, Double> row = PAPER_RING.get(nodes);
        return row == null ? Optional.empty() : Optional.ofNullable(row.get(strategy));
    }
}

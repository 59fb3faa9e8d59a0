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
package org.onosproject.janus.lab.net;

/**
 * The lab's first fair-share solver, kept as the reference {@link MaxMinFairShare} is checked against
 * ({@link MaxMinFairShareTest}, {@link FluidTrafficMatchesTheReferenceTest}). Max-min fair rates by
 * progressive filling (water-filling): raise every unfrozen flow's rate equally until some link is full,
 * freeze the flows crossing it at that rate, repeat. The result gives no flow more at the expense of a
 * flow with less. Pure function of its arguments; ties are resolved by link
 * index, so the outcome is deterministic.
 */
public final class ReferenceMaxMinFairShare {

    /** Remaining capacity below this (bits/s) counts as full; absorbs floating-point drift. */
    private static final double EPSILON = 1e-6;

    private ReferenceMaxMinFairShare() {
    }

    /**
     * @param paths      for each flow, the indices of the directed links it crosses (no repeats); a flow
     *                   with an empty path gets rate 0
     * @param capacities capacity of each directed link in bits/s; a link of capacity 0 (down) stalls its flows
     * @return each flow's rate in bits/s
     */
    public static double[] allocate(int[][] paths, double[] capacities) {
        int flows = paths.length;
        double[] rate = new double[flows];
        boolean[] frozen = new boolean[flows];
        double[] remaining = capacities.clone();
        int[] unfrozenOnLink = new int[capacities.length];
        int active = 0;
        for (int f = 0; f < flows; f++) {
            if (paths[f].length == 0) {
                frozen[f] = true;
                continue;
            }
            active++;
            for (int l : paths[f]) {
                unfrozenOnLink[l]++;
            }
        }
        int[][] flowsOnLink = flowsOnLink(paths, unfrozenOnLink);
        // Every unfrozen flow has gained the same shares in the same order: one running sum is each
        // one's rate, bit for bit, until it is frozen.
        double level = 0;
        while (active > 0) {
            // The bottleneck: the link whose remaining capacity per unfrozen flow is least.
            int bottleneck = -1;
            double share = Double.POSITIVE_INFINITY;
            for (int l = 0; l < remaining.length; l++) {
                if (unfrozenOnLink[l] > 0) {
                    double s = Math.max(0, remaining[l]) / unfrozenOnLink[l];
                    if (s < share) {
                        share = s;
                        bottleneck = l;
                    }
                }
            }
            // Every unfrozen flow gains the share. A link loses it once per unfrozen flow crossing it,
            // one subtraction at a time (the floating-point result depends on that order).
            level += share;
            for (int l = 0; l < remaining.length; l++) {
                for (int n = unfrozenOnLink[l]; n > 0; n--) {
                    remaining[l] -= share;
                }
            }
            // Flows on links now full are frozen at the level reached. A link that filled earlier
            // froze all its flows then (remaining capacity only falls), so only links with unfrozen
            // flows need a look.
            for (int l = 0; l < remaining.length; l++) {
                if (unfrozenOnLink[l] > 0 && isFull(l, bottleneck, remaining, capacities)) {
                    for (int f : flowsOnLink[l]) {
                        if (!frozen[f]) {
                            frozen[f] = true;
                            rate[f] = level;
                            active--;
                            for (int m : paths[f]) {
                                unfrozenOnLink[m]--;
                            }
                        }
                    }
                }
            }
        }
        return rate;
    }

    private static boolean isFull(int link, int bottleneck, double[] remaining, double[] capacities) {
        return link == bottleneck || remaining[link] <= EPSILON * Math.max(1, capacities[link]);
    }

    /** For each link, the flows crossing it. */
    private static int[][] flowsOnLink(int[][] paths, int[] flowCountOnLink) {
        int[][] byLink = new int[flowCountOnLink.length][];
        for (int l = 0; l < byLink.length; l++) {
            byLink[l] = new int[flowCountOnLink[l]];
        }
        int[] filled = new int[byLink.length];
        for (int f = 0; f < paths.length; f++) {
            for (int l : paths[f]) {
                byLink[l][filled[l]++] = f;
            }
        }
        return byLink;
    }
}

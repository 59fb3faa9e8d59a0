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

import org.junit.Test;

import java.util.SplittableRandom;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class MaxMinFairShareTest {

    private static final double MBPS = 1e6;
    private static final double DELTA = 1e-3;

    @Test
    public void theReferenceIsBitForBitPlainWaterFilling() {
        // The reference solver equals, bit for bit, raising every unfrozen flow and every link round by round.
        SplittableRandom random = new SplittableRandom(7);
        for (int trial = 0; trial < 300; trial++) {
            int links = 1 + random.nextInt(40);
            double[] capacities = new double[links];
            for (int l = 0; l < links; l++) {
                capacities[l] = random.nextInt(10) == 0 ? 0 : (1 + random.nextInt(100)) * MBPS / 3;
            }
            int[][] paths = new int[random.nextInt(200)][];
            for (int f = 0; f < paths.length; f++) {
                paths[f] = random.ints(0, links).distinct().limit(random.nextInt(Math.min(links, 6) + 1)).toArray();
            }

            double[] expected = plainWaterFilling(paths, capacities);
            double[] actual = ReferenceMaxMinFairShare.allocate(paths, capacities);

            for (int f = 0; f < paths.length; f++) {
                assertEquals("trial " + trial + " flow " + f, Double.doubleToLongBits(expected[f]),
                             Double.doubleToLongBits(actual[f]));
            }
        }
    }

    @Test
    public void ratesEqualTheReferenceOnRandomInstances() {
        // Up to thousands of flows; links down (capacity 0); capacities from a few values, so that many
        // links tie, or all distinct.
        SplittableRandom random = new SplittableRandom(11);
        for (int trial = 0; trial < 200; trial++) {
            int links = 1 + random.nextInt(trial < 150 ? 60 : 600);
            boolean fewCapacities = random.nextBoolean();
            double[] capacities = new double[links];
            for (int l = 0; l < links; l++) {
                capacities[l] = random.nextInt(8) == 0 ? 0
                        : fewCapacities ? (1 + random.nextInt(3)) * 100 * MBPS : random.nextDouble() * 1000 * MBPS;
            }
            int[][] paths = new int[random.nextInt(trial < 150 ? 300 : 3000)][];
            for (int f = 0; f < paths.length; f++) {
                paths[f] = random.ints(0, links).distinct().limit(random.nextInt(Math.min(links, 7) + 1)).toArray();
            }
            assertSameRates("trial " + trial, ReferenceMaxMinFairShare.allocate(paths, capacities),
                            MaxMinFairShare.allocate(paths, capacities));
        }
    }

    @Test
    public void ratesEqualTheReferenceOnAFatTreeWithManyTies() {
        // Equal capacities everywhere and paths of equal length: most links tie at every level.
        SplittableRandom random = new SplittableRandom(5);
        for (int trial = 0; trial < 20; trial++) {
            int hosts = 128;
            int uplinks = 64;
            double[] capacities = new double[2 * hosts + uplinks];
            java.util.Arrays.fill(capacities, 1000 * MBPS);
            if (trial % 2 == 1) {
                capacities[2 * hosts + random.nextInt(uplinks)] = 0;
            }
            int[][] paths = new int[1 + random.nextInt(2048)][];
            for (int f = 0; f < paths.length; f++) {
                int src = random.nextInt(hosts);
                int dst = random.nextInt(hosts);
                paths[f] = src == dst ? new int[0]
                        : new int[]{src, 2 * hosts + random.nextInt(uplinks), hosts + dst};
            }
            assertSameRates("trial " + trial, ReferenceMaxMinFairShare.allocate(paths, capacities),
                            MaxMinFairShare.allocate(paths, capacities));
        }
    }

    /** Equal to 1e-9 relative (zero exactly). */
    static void assertSameRates(String what, double[] expected, double[] actual) {
        assertEquals(what + ": flows", expected.length, actual.length);
        for (int f = 0; f < expected.length; f++) {
            assertSameRate(what + " flow " + f, expected[f], actual[f]);
        }
    }

    static void assertSameRate(String what, double expected, double actual) {
        if (expected == 0) {
            assertEquals(what, 0.0, actual, 0.0);
        } else {
            assertEquals(what + ": " + expected + " vs " + actual, 1.0, actual / expected, 1e-9);
        }
    }

    /** The textbook progressive filling, one pass over every flow per round. */
    private static double[] plainWaterFilling(int[][] paths, double[] capacities) {
        double[] rate = new double[paths.length];
        boolean[] frozen = new boolean[paths.length];
        double[] remaining = capacities.clone();
        int[] unfrozenOnLink = new int[capacities.length];
        int active = 0;
        for (int f = 0; f < paths.length; f++) {
            frozen[f] = paths[f].length == 0;
            if (!frozen[f]) {
                active++;
                for (int l : paths[f]) {
                    unfrozenOnLink[l]++;
                }
            }
        }
        while (active > 0) {
            int bottleneck = -1;
            double share = Double.POSITIVE_INFINITY;
            for (int l = 0; l < remaining.length; l++) {
                if (unfrozenOnLink[l] > 0 && Math.max(0, remaining[l]) / unfrozenOnLink[l] < share) {
                    share = Math.max(0, remaining[l]) / unfrozenOnLink[l];
                    bottleneck = l;
                }
            }
            for (int f = 0; f < paths.length; f++) {
                if (!frozen[f]) {
                    rate[f] += share;
                    for (int l : paths[f]) {
                        remaining[l] -= share;
                    }
                }
            }
            for (int f = 0; f < paths.length; f++) {
                if (frozen[f]) {
                    continue;
                }
                boolean full = false;
                for (int l : paths[f]) {
                    full |= l == bottleneck || remaining[l] <= 1e-6 * Math.max(1, capacities[l]);
                }
                if (full) {
                    frozen[f] = true;
                    active--;
                    for (int l : paths[f]) {
                        unfrozenOnLink[l]--;
                    }
                }
            }
        }
        return rate;
    }

    @Test
    public void twoFlowsOnOne10MbpsLinkGetFiveEach() {
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0}, {0}}, new double[]{10 * MBPS});
        assertArrayEquals(new double[]{5 * MBPS, 5 * MBPS}, rates, DELTA);
    }

    @Test
    public void aLoneFlowGetsItsBottleneck() {
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}}, new double[]{10 * MBPS, 3 * MBPS});
        assertArrayEquals(new double[]{3 * MBPS}, rates, DELTA);
    }

    @Test
    public void parkingLotWithATightSecondLinkGivesTheLeftoverToTheShortFlow() {
        // Link 0: 10 Mb/s, link 1: 4 Mb/s. Flow A crosses both, B only link 0, C only link 1.
        // Link 1 is the bottleneck: A = C = 2; B takes what A leaves on link 0: 8.
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}, {0}, {1}},
                                                  new double[]{10 * MBPS, 4 * MBPS});
        assertArrayEquals(new double[]{2 * MBPS, 8 * MBPS, 2 * MBPS}, rates, DELTA);
    }

    @Test
    public void parkingLotWithEqualLinksGivesEveryoneHalf() {
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}, {0}, {1}},
                                                  new double[]{10 * MBPS, 10 * MBPS});
        assertArrayEquals(new double[]{5 * MBPS, 5 * MBPS, 5 * MBPS}, rates, DELTA);
    }

    @Test
    public void aFlowOnADownLinkGetsNothingAndOthersAreUnaffected() {
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}, {1}}, new double[]{0, 10 * MBPS});
        assertArrayEquals(new double[]{0, 10 * MBPS}, rates, DELTA);
    }

    @Test
    public void aHeldFlowWithNoPathGetsNothing() {
        double[] rates = MaxMinFairShare.allocate(new int[][]{{}, {0}}, new double[]{10 * MBPS});
        assertArrayEquals(new double[]{0, 10 * MBPS}, rates, DELTA);
    }

    @Test
    public void noLinkIsEverOverloadedAndEveryFlowHasAFullLink() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        int links = 12;
        double[] capacity = new double[links];
        for (int l = 0; l < links; l++) {
            capacity[l] = (1 + random.nextInt(10)) * MBPS;
        }
        int[][] paths = new int[40][];
        for (int f = 0; f < paths.length; f++) {
            paths[f] = random.ints(0, links).distinct().limit(1 + random.nextInt(4)).toArray();
        }
        double[] rates = MaxMinFairShare.allocate(paths, capacity);
        double[] load = load(paths, rates, links);
        for (int l = 0; l < links; l++) {
            assertTrue("link " + l + " overloaded", load[l] <= capacity[l] + DELTA);
        }
        // Max-min optimality: each flow crosses a saturated link on which no flow gets more than it.
        for (int f = 0; f < paths.length; f++) {
            boolean bottlenecked = false;
            for (int l : paths[f]) {
                if (load[l] >= capacity[l] - DELTA && maxRateOn(l, paths, rates) <= rates[f] + DELTA) {
                    bottlenecked = true;
                }
            }
            assertTrue("flow " + f + " has no bottleneck link", bottlenecked);
        }
    }

    /** Sum of rates per link. */
    private static double[] load(int[][] paths, double[] rates, int links) {
        double[] load = new double[links];
        for (int f = 0; f < paths.length; f++) {
            for (int l : paths[f]) {
                load[l] += rates[f];
            }
        }
        return load;
    }

    private static double maxRateOn(int link, int[][] paths, double[] rates) {
        double max = 0;
        for (int f = 0; f < paths.length; f++) {
            for (int l : paths[f]) {
                if (l == link) {
                    max = Math.max(max, rates[f]);
                }
            }
        }
        return max;
    }
}

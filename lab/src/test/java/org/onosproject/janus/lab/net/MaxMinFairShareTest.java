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
    public void ratesAreBitForBitThoseOfPlainWaterFilling() {
        // The lab's results (and their determinism across versions) rest on the exact doubles: the
        // allocation must equal, bit for bit, raising every unfrozen flow and every link round by round.
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
            double[] actual = MaxMinFairShare.allocate(paths, capacities);

            for (int f = 0; f < paths.length; f++) {
                assertEquals("trial " + trial + " flow " + f, Double.doubleToLongBits(expected[f]),
                             Double.doubleToLongBits(actual[f]));
            }
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

package org.onosproject.janus.lab.net;


/**
 * Max-min fair rates by progressive filling (water-filling): raise every unfrozen flow's rate equally
 * until some link is full, freeze the flows crossing it at that rate, repeat. The result gives no flow
 * more at the expense of a flow with less. Pure function of its arguments; ties are resolved by link
 * index, so the outcome is deterministic.
 */
public final class MaxMinFairShare {

    /** Remaining capacity below this (bits/s) counts as full; absorbs floating-point drift. */
    private static final double EPSILON = 1e-6;

    private MaxMinFairShare() {
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
            // Every unfrozen flow gains the share; flows on links now full are frozen.
            for (int f = 0; f < flows; f++) {
                if (!frozen[f]) {
                    rate[f] += share;
                    for (int l : paths[f]) {
                        remaining[l] -= share;
                    }
                }
            }
            for (int f = 0; f < flows; f++) {
                if (!frozen[f] && crossesFullLink(paths[f], remaining, capacities, bottleneck)) {
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

    private static boolean crossesFullLink(int[] path, double[] remaining, double[] capacities, int bottleneck) {
        for (int l : path) {
            if (l == bottleneck || remaining[l] <= EPSILON * Math.max(1, capacities[l])) {
                return true;
            }
        }
        return false;
    }

    /** Sum of rates per link, for checks. */
    public static double[] load(int[][] paths, double[] rates, int links) {
        double[] load = new double[links];
        for (int f = 0; f < paths.length; f++) {
            for (int l : paths[f]) {
                load[l] += rates[f];
            }
        }
        return load;
    }

}

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
 * Max-min fair rates by progressive filling: raise every unfrozen flow's rate equally until some link
 * is full, freeze the flows crossing it at that level, repeat. No flow gets more at the expense of a
 * flow with less.
 * <p>
 * A flow's rate constraint is the set of links it crosses: each link's capacity bounds the sum of the
 * rates of the flows crossing it, each counted once. Nothing else constrains a flow.
 * <p>
 * The fill is kept per link, not per round: a link's level is its capacity left over by its frozen
 * flows, divided among its unfrozen ones, and a heap gives the lowest, so one solve costs
 * O(P log L) for P flow-link crossings and L links instead of a pass over every link per round. A
 * link whose spare capacity at the current level is within {@value #EPSILON} of its capacity (absolute
 * below 1 bit/s) counts as full in the same step, as in the round-by-round original
 * ({@code ReferenceMaxMinFairShare} in the tests), whose rates these equal to floating-point rounding.
 * Pure function of its arguments; ties are resolved by link index, so the outcome is deterministic.
 * <p>
 * A flow may also load its links unequally ({@link #allocate(int[][], double[][], double[])}): a flow
 * spread over several paths puts share {@code w} of its rate on a link that {@code w} of its paths
 * cross, so the link's capacity bounds the sum of {@code w * rate} over its flows. Progressive filling
 * is unchanged (the flow's rate rises and freezes as one); with every share 1 it is the plain solve,
 * bit for bit.
 */
public final class MaxMinFairShare {

    /** Spare capacity below this fraction of a link's capacity counts as full; absorbs floating-point drift. */
    private static final double EPSILON = 1e-6;

    private MaxMinFairShare() {
    }

    /**
     * @param paths      for each flow, the indices of the links it crosses (no repeats); a flow with an
     *                   empty path gets rate 0
     * @param capacities capacity of each link in bits/s; a link of capacity 0 (down) stalls its flows
     * @return each flow's rate in bits/s
     */
    public static double[] allocate(int[][] paths, double[] capacities) {
        return allocate(paths, null, capacities);
    }

    /**
     * @param paths      for each flow, the indices of the links it crosses (no repeats); a flow with an
     *                   empty path gets rate 0
     * @param shares     null, or for each flow null (its whole rate on each of its links) or the fraction
     *                   of its rate each of its links carries, in path order, each in (0, 1]
     * @param capacities capacity of each link in bits/s; a link of capacity 0 (down) stalls its flows
     * @return each flow's rate in bits/s
     */
    public static double[] allocate(int[][] paths, double[][] shares, double[] capacities) {
        int links = capacities.length;
        int[] unfrozen = new int[links];
        // The sum of the unfrozen flows' shares on each link: what a rise of the level by 1 adds to it.
        double[] demand = new double[links];
        for (int f = 0; f < paths.length; f++) {
            for (int j = 0; j < paths[f].length; j++) {
                unfrozen[paths[f][j]]++;
                demand[paths[f][j]] += share(shares, f, j);
            }
        }
        int[][] flowsOnLink = flowsOnLink(paths, unfrozen);
        double[] frozenLoad = new double[links];
        double maxCapacity = 0;
        LinkHeap heap = new LinkHeap(links);
        for (int l = 0; l < links; l++) {
            maxCapacity = Math.max(maxCapacity, capacities[l]);
            if (unfrozen[l] > 0) {
                heap.insert(l, Math.max(0, capacities[l]) / demand[l]);
            }
        }
        double[] rate = new double[paths.length];
        boolean[] frozen = new boolean[paths.length];
        double tolerance = EPSILON * Math.max(1, maxCapacity);
        int[] full = new int[links];
        int[] touched = new int[links];
        int[] touchedIn = new int[links];
        int step = 0;
        double level = 0;
        while (!heap.isEmpty()) {
            level = Math.max(level, heap.minKey());
            // The lowest link is full; so is any other whose spare capacity at this level is negligible.
            // Its level is then at most the tolerance above this one.
            int fullCount = 0;
            while (!heap.isEmpty() && heap.minKey() <= level + tolerance) {
                int l = heap.removeMin();
                double spare = capacities[l] - frozenLoad[l] - demand[l] * level;
                if (fullCount == 0 || spare <= EPSILON * Math.max(1, capacities[l])) {
                    full[fullCount++] = l;
                } else {
                    full[fullCount] = -1 - l;
                    fullCount++;
                }
            }
            for (int i = 0; i < fullCount; i++) {
                if (full[i] < 0) {
                    int l = -1 - full[i];
                    heap.insert(l, linkLevel(l, capacities, frozenLoad, demand));
                    full[i] = -1;
                }
            }
            // Freeze their flows; the other links they cross are re-keyed once each, after the step.
            step++;
            int touchedCount = 0;
            for (int i = 0; i < fullCount; i++) {
                int l = full[i];
                if (l < 0) {
                    continue;
                }
                for (int f : flowsOnLink[l]) {
                    if (frozen[f]) {
                        continue;
                    }
                    frozen[f] = true;
                    rate[f] = level;
                    for (int j = 0; j < paths[f].length; j++) {
                        int m = paths[f][j];
                        double w = share(shares, f, j);
                        unfrozen[m]--;
                        demand[m] -= w;
                        frozenLoad[m] += level * w;
                        if (touchedIn[m] != step && heap.contains(m)) {
                            touchedIn[m] = step;
                            touched[touchedCount++] = m;
                        }
                    }
                }
            }
            for (int i = 0; i < touchedCount; i++) {
                int m = touched[i];
                if (unfrozen[m] == 0) {
                    heap.remove(m);
                } else {
                    heap.update(m, linkLevel(m, capacities, frozenLoad, demand));
                }
            }
        }
        return rate;
    }

    private static double linkLevel(int l, double[] capacities, double[] frozenLoad, double[] demand) {
        return Math.max(0, capacities[l] - frozenLoad[l]) / demand[l];
    }

    private static double share(double[][] shares, int flow, int crossing) {
        return shares == null || shares[flow] == null ? 1 : shares[flow][crossing];
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

    /** A binary min-heap of link indices keyed by level, ties by index, with each link's position. */
    private static final class LinkHeap {
        private final int[] heap;
        private final int[] position;
        private final double[] key;
        private int size;

        LinkHeap(int links) {
            heap = new int[links];
            position = new int[links];
            key = new double[links];
            java.util.Arrays.fill(position, -1);
        }

        boolean isEmpty() {
            return size == 0;
        }

        boolean contains(int link) {
            return position[link] >= 0;
        }

        double minKey() {
            return key[heap[0]];
        }

        void insert(int link, double k) {
            key[link] = k;
            heap[size] = link;
            position[link] = size;
            size++;
            up(size - 1);
        }

        int removeMin() {
            int top = heap[0];
            remove(top);
            return top;
        }

        void remove(int link) {
            int i = position[link];
            position[link] = -1;
            size--;
            if (i == size) {
                return;
            }
            int last = heap[size];
            heap[i] = last;
            position[last] = i;
            up(i);
            down(position[last]);
        }

        void update(int link, double k) {
            double old = key[link];
            key[link] = k;
            if (less(k, link, old, link)) {
                up(position[link]);
            } else {
                down(position[link]);
            }
        }

        private static boolean less(double ka, int a, double kb, int b) {
            return ka < kb || (ka == kb && a < b);
        }

        private boolean less(int a, int b) {
            return less(key[a], a, key[b], b);
        }

        private void up(int i) {
            int link = heap[i];
            while (i > 0) {
                int parent = (i - 1) / 2;
                if (!less(link, heap[parent])) {
                    break;
                }
                move(heap[parent], i);
                i = parent;
            }
            move(link, i);
        }

        private void down(int i) {
            int link = heap[i];
            while (true) {
                int child = 2 * i + 1;
                if (child >= size) {
                    break;
                }
                if (child + 1 < size && less(heap[child + 1], heap[child])) {
                    child++;
                }
                if (!less(heap[child], link)) {
                    break;
                }
                move(heap[child], i);
                i = child;
            }
            move(link, i);
        }

        private void move(int link, int i) {
            heap[i] = link;
            position[link] = i;
        }
    }
}

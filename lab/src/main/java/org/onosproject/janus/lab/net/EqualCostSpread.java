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

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.function.IntPredicate;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A flow sprayed evenly over every equal-cost shortest path between two hosts, as the fluid limit of
 * per-packet multipath (CONGA, DRILL and Presto approximate it): each of the N shortest switch paths
 * carries 1/N of the flow's rate, so a link carries the fraction of the paths that cross it. The lab's
 * reference for what splitting could reach, not a strategy Janus offers.
 * <p>
 * "Evenly" is by path, as round-robin spraying is, not by load: the flow does not shift its share away
 * from a congested path (that would be the multipath max-min optimum, which no packet sprayer reaches).
 * Under max-min fairness the flow's whole rate rises and freezes as one, so its slowest path sets it.
 * <p>
 * Fractions come from path counts, not from listing the paths: with {@code from[v]} the number of
 * shortest paths from the source switch to {@code v} and {@code to[v]} from {@code v} to the destination
 * switch, link {@code u -> v} on a shortest path carries {@code from[u] * to[v] / N}. Links that are down
 * are left out when the spread is computed. Immutable.
 */
public final class EqualCostSpread {

    private final int[] links;
    private final double[] shares;

    private EqualCostSpread(int[] links, double[] shares) {
        this.links = links;
        this.shares = shares;
    }

    /**
     * The spread of a flow from host {@code src} to host {@code dst} over the links that are up.
     *
     * @throws IllegalArgumentException if the hosts are the same or no path of up links joins them
     */
    public static EqualCostSpread between(Fabric fabric, int src, int dst, IntPredicate linkUp) {
        checkArgument(src != dst, "a flow needs two distinct hosts, not %s twice", src);
        int switches = fabric.devices().size();
        int[][] out = adjacency(fabric, linkUp, true);
        int[][] in = adjacency(fabric, linkUp, false);
        int s = fabric.switchIndex(fabric.hostLocation(src).deviceId());
        int t = fabric.switchIndex(fabric.hostLocation(dst).deviceId());
        int[] distFrom = distances(fabric, out, s, true);
        int[] distTo = distances(fabric, in, t, false);
        checkArgument(distFrom[t] >= 0, "no path of up links from host %s to host %s", src, dst);
        double[] pathsFrom = counts(fabric, out, distFrom, switches, true);
        double[] pathsTo = counts(fabric, in, distTo, switches, false);
        double total = pathsFrom[t];
        int[] chosen = new int[fabric.linkCount()];
        double[] share = new double[fabric.linkCount()];
        int n = 0;
        chosen[n] = fabric.hostUplink(src);
        share[n++] = 1;
        for (int l = 0; l < fabric.linkCount(); l++) {
            if (fabric.hostOfLink(l) >= 0 || !linkUp.test(l)) {
                continue;
            }
            int u = fabric.switchIndex(fabric.linkSrc(l).deviceId());
            int v = fabric.switchIndex(fabric.linkDst(l).deviceId());
            if (distFrom[u] >= 0 && distTo[v] >= 0 && distFrom[u] + 1 + distTo[v] == distFrom[t]) {
                chosen[n] = l;
                share[n++] = pathsFrom[u] * pathsTo[v] / total;
            }
        }
        chosen[n] = fabric.hostDownlink(dst);
        share[n++] = 1;
        return new EqualCostSpread(Arrays.copyOf(chosen, n), Arrays.copyOf(share, n));
    }

    /** The links the flow crosses: the source's NIC, the switch links of its shortest paths, the destination's. */
    public int[] links() {
        return links.clone();
    }

    /** The fraction of the flow's rate each link carries, in {@link #links()} order. */
    public double[] shares() {
        return shares.clone();
    }

    /** For each switch, the up switch links leaving it ({@code outgoing}) or entering it. */
    private static int[][] adjacency(Fabric fabric, IntPredicate linkUp, boolean outgoing) {
        int switches = fabric.devices().size();
        int[] degree = new int[switches];
        for (int l = 0; l < fabric.linkCount(); l++) {
            if (fabric.hostOfLink(l) < 0 && linkUp.test(l)) {
                degree[end(fabric, l, outgoing)]++;
            }
        }
        int[][] adjacent = new int[switches][];
        for (int v = 0; v < switches; v++) {
            adjacent[v] = new int[degree[v]];
        }
        int[] filled = new int[switches];
        for (int l = 0; l < fabric.linkCount(); l++) {
            if (fabric.hostOfLink(l) < 0 && linkUp.test(l)) {
                int v = end(fabric, l, outgoing);
                adjacent[v][filled[v]++] = l;
            }
        }
        return adjacent;
    }

    /** The switch a link leaves ({@code outgoing}) or enters. */
    private static int end(Fabric fabric, int link, boolean outgoing) {
        return fabric.switchIndex((outgoing ? fabric.linkSrc(link) : fabric.linkDst(link)).deviceId());
    }

    /** Hop counts from {@code root} along the links (forwards), or to it (backwards); -1 if unreachable. */
    private static int[] distances(Fabric fabric, int[][] adjacent, int root, boolean forwards) {
        int[] dist = new int[adjacent.length];
        Arrays.fill(dist, -1);
        dist[root] = 0;
        Deque<Integer> queue = new ArrayDeque<>();
        queue.add(root);
        while (!queue.isEmpty()) {
            int u = queue.poll();
            for (int l : adjacent[u]) {
                int v = end(fabric, l, !forwards);
                if (dist[v] < 0) {
                    dist[v] = dist[u] + 1;
                    queue.add(v);
                }
            }
        }
        return dist;
    }

    /** The number of shortest paths from the root to each switch (or from each switch to the root). */
    private static double[] counts(Fabric fabric, int[][] adjacent, int[] dist, int switches, boolean forwards) {
        Integer[] order = new Integer[switches];
        for (int v = 0; v < switches; v++) {
            order[v] = v;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(dist[a], dist[b]));
        double[] count = new double[switches];
        for (int v : order) {
            if (dist[v] == 0) {
                count[v] = 1;
            }
            if (dist[v] < 0) {
                continue;
            }
            for (int l : adjacent[v]) {
                int w = end(fabric, l, !forwards);
                if (dist[w] == dist[v] + 1) {
                    count[w] += count[v];
                }
            }
        }
        return count;
    }
}

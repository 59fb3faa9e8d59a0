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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.graph.IndexedCandidates;

/**
 * Every path of a candidate DAG as the DAG's link numbers, in the order of the path numbers
 * ({@link IndexedCandidates#path(long)}, {@link IndexedCandidates#paths()}): path {@code p} is links
 * {@code p * hopCount .. (p + 1) * hopCount - 1} of the array, source first. A search that compares all
 * paths then reads per-link state by number, and makes a {@code List<Link>} only of the path it picks.
 * <p>
 * Path numbers are given walking back from the destination: at each device the links into it are taken
 * in their order, and the first owns the first numbers (as many as there are paths to its source
 * device), the next the following ones. A depth-first walk back from the destination, taking the links
 * into each device in order, so meets the paths in number order.
 */
final class DagPaths {

    private DagPaths() {
    }

    /**
     * The paths of {@code dag}, {@code dag.hopCount()} link numbers each.
     *
     * @throws IllegalStateException if the DAG has more paths than an array can hold
     */
    static int[] linksOf(IndexedCandidates dag) {
        long count = dag.pathCount();
        int hops = dag.hopCount();
        if (count * Math.max(1, hops) > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException(count + " paths are too many to list");
        }
        int[] links = new int[(int) count * hops];
        if (count == 0) {
            return links;
        }
        int written = walkBack(dag, dag.dagSize() - 1, hops, new int[hops], links, 0);
        if (written != count) {
            throw new IllegalStateException("walked " + written + " of " + count + " paths of " + dag);
        }
        return links;
    }

    // Writes, in number order, every path from the source to device v followed by suffix[hop ..], where
    // v is hop links from the source; returns the number of paths written so far.
    private static int walkBack(IndexedCandidates dag, int v, int hop, int[] suffix, int[] out, int written) {
        if (hop == 0) {
            if (v != 0) {
                return written; // not the source: no path here (a DAG never has such a device)
            }
            System.arraycopy(suffix, 0, out, written * suffix.length, suffix.length);
            return written + 1;
        }
        int next = written;
        for (int i = dag.firstLinkInto(v); i < dag.endLinkInto(v); i++) {
            suffix[hop - 1] = i;
            next = walkBack(dag, dag.dagLinkSource(i), hop - 1, suffix, out, next);
        }
        return next;
    }
}

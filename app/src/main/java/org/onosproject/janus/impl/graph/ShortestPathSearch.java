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
package org.onosproject.janus.impl.graph;

import java.util.Arrays;

/**
 * One search for the equal-cost shortest paths from {@code s} to {@code t} in a {@link FabricGraph}:
 * thesis 002 Algorithm 1, Block 1 (BFS with predecessor lists), run from both ends at once.
 * <p>
 * Why both ends: a BFS from one edge switch of a k=48 fat-tree touches most of the fabric's 110,592
 * links before it reaches the other pod. Expanding, level by level, whichever frontier has fewer
 * links to scan meets in the middle after touching a few thousand. The first time a newly reached
 * device has also been reached from the other side, every shortest path crosses that frontier at
 * a device whose two distances add up to the least total; those devices are the middle layer. The
 * forward search recorded, for each device it reached, the links from the level before (its
 * predecessors); the backward search recorded the links to the level after. Walking those records
 * out from the middle layer gives exactly the devices and links on some shortest path.
 * <p>
 * Reusable but not thread-safe: a {@link FabricGraph} keeps one per thread, so that a search
 * allocates only the DAG it returns. Every call leaves the working arrays as it found them. It
 * holds no reference to the graph between calls: as a thread-local value it must not keep its
 * graph (and so its own thread-local key) reachable once the graph is replaced.
 */
final class ShortestPathSearch {

    private static final int UNSEEN = -1;
    private static final int NONE = -1;

    private final int n;
    private FabricGraph graph; // set for the duration of one run
    private final int[] fromSource;
    private final int[] toDestination;
    // Per device, a linked list of link records: links into it from the previous forward level
    // (later also links into suffix devices), and links out of it to the next backward level.
    private final int[] predecessorHead;
    private final int[] successorHead;
    private final Frontier forward;
    private final Frontier backward;
    private final boolean[] onPath;
    private final int[] dag;
    private int[] recordLink = new int[256];
    private int[] recordOtherEnd = new int[256]; // the link's end that is not the list's device
    private int[] recordNext = new int[256];
    private int records;

    ShortestPathSearch(int deviceCount) {
        this.n = deviceCount;
        fromSource = new int[n];
        toDestination = new int[n];
        predecessorHead = new int[n];
        successorHead = new int[n];
        forward = new Frontier(fromSource, predecessorHead);
        backward = new Frontier(toDestination, successorHead);
        onPath = new boolean[n];
        dag = new int[n];
        Arrays.fill(fromSource, UNSEEN);
        Arrays.fill(toDestination, UNSEEN);
        Arrays.fill(predecessorHead, NONE);
        Arrays.fill(successorHead, NONE);
    }

    /**
     * One side of the search: its queue of the devices it reached, level by level ({@code start .. end}
     * the last level), their distance from its end device, and the links it recorded at each. The forward
     * side follows the links out of each device, the backward side the links into it; each records a link
     * at the device it reaches (the forward side's predecessor records, the backward side's successor ones).
     */
    private final class Frontier {
        private final int[] distance;
        private final int[] head;
        private final int[] queue = new int[n];
        private FabricGraph.Rows rows; // set for the duration of one run
        private int start;
        private int end;
        private int depth;

        private Frontier(int[] distance, int[] head) {
            this.distance = distance;
            this.head = head;
        }

        void begin(FabricGraph.Rows links, int device) {
            rows = links;
            distance[device] = 0;
            queue[0] = device;
            start = 0;
            end = 1;
            depth = 0;
        }

        boolean isEmpty() {
            return start == end;
        }

        // Links the next expansion scans.
        int degree() {
            int[] first = rows.start;
            int links = 0;
            for (int i = start; i < end; i++) {
                links += first[queue[i] + 1] - first[queue[i]];
            }
            return links;
        }

        // Reaches the next level: the new frontier is start .. end.
        void expand() {
            int[] first = rows.start;
            int[] far = rows.far;
            int next = depth + 1;
            int tail = end;
            for (int i = start; i < end; i++) {
                int v = queue[i];
                for (int j = first[v], last = first[v + 1]; j < last; j++) {
                    int u = far[j];
                    if (distance[u] == UNSEEN) {
                        distance[u] = next;
                        queue[tail++] = u;
                    }
                    if (distance[u] == next) {
                        record(head, u, rows.links[j], v);
                    }
                }
            }
            start = end;
            end = tail;
            depth++;
        }

        // Only the devices the search reached were touched; they are all in the two queues.
        void clear() {
            for (int i = 0; i < end; i++) {
                int v = queue[i];
                fromSource[v] = UNSEEN;
                toDestination[v] = UNSEEN;
                predecessorHead[v] = NONE;
                successorHead[v] = NONE;
                onPath[v] = false;
            }
            end = 0;
            rows = null;
        }
    }

    /**
     * The DAG of shortest paths from {@code s} to {@code t} (distinct devices of a graph with
     * {@code deviceCount} devices), or null if there is none.
     */
    ShortestPathDag run(FabricGraph fabric, int s, int t) {
        graph = fabric;
        try {
            return search(s, t);
        } finally {
            forward.clear();
            backward.clear();
            records = 0;
            graph = null;
        }
    }

    // Expands, level by level, whichever side has fewer links to scan, until a new level meets the other side.
    private ShortestPathDag search(int s, int t) {
        forward.begin(graph.out(), s);
        backward.begin(graph.in(), t);
        while (!forward.isEmpty() && !backward.isEmpty()) {
            Frontier near = forward.degree() <= backward.degree() ? forward : backward;
            Frontier far = near == forward ? backward : forward;
            near.expand();
            int meet = closest(near.queue, near.start, near.end, far.distance);
            if (meet != UNSEEN) {
                return assemble(near.queue, near.start, near.end, far.distance, meet, near.depth + meet);
            }
        }
        return null;
    }

    // Least distance, from the other side, of a device in the new frontier; UNSEEN if none.
    private static int closest(int[] queue, int start, int end, int[] otherSide) {
        int best = UNSEEN;
        for (int i = start; i < end; i++) {
            int d = otherSide[queue[i]];
            if (d != UNSEEN && (best == UNSEEN || d < best)) {
                best = d;
            }
        }
        return best;
    }

    private void record(int[] head, int device, int link, int otherEnd) {
        if (records == recordLink.length) {
            recordLink = Arrays.copyOf(recordLink, records * 2);
            recordOtherEnd = Arrays.copyOf(recordOtherEnd, records * 2);
            recordNext = Arrays.copyOf(recordNext, records * 2);
        }
        recordLink[records] = link;
        recordOtherEnd[records] = otherEnd;
        recordNext[records] = head[device];
        head[device] = records++;
    }

    private int level(int v, int hops) {
        return fromSource[v] != UNSEEN ? fromSource[v] : hops - toDestination[v];
    }

    /*
     * The middle layer is the frontier's devices at distance `meet` from the other side. Every
     * device on a shortest path other than the middle layer was reached by one side only (had it
     * been reached by both, the search would have stopped earlier), so from the middle layer the
     * predecessor records lead back to s and the successor records forward to t.
     */
    private ShortestPathDag assemble(int[] frontier, int start, int end, int[] otherSide, int meet,
                                     int hops) {
        int size = 0;
        for (int i = start; i < end; i++) {
            int v = frontier[i];
            if (otherSide[v] == meet) {
                onPath[v] = true;
                dag[size++] = v;
            }
        }
        for (int head = 0; head < size; head++) {
            int v = dag[head];
            for (int r = predecessorHead[v]; r != NONE; r = recordNext[r]) {
                int u = recordOtherEnd[r];
                if (!onPath[u]) {
                    onPath[u] = true;
                    dag[size++] = u;
                }
            }
            for (int r = successorHead[v]; r != NONE; r = recordNext[r]) {
                int w = recordOtherEnd[r];
                if (!onPath[w]) {
                    onPath[w] = true;
                    dag[size++] = w;
                }
            }
        }
        // Links into the devices after the middle layer are the successor records leading there.
        for (int i = 0; i < size; i++) {
            int u = dag[i];
            for (int r = successorHead[u]; r != NONE; r = recordNext[r]) {
                record(predecessorHead, recordOtherEnd[r], recordLink[r], u);
            }
        }

        long[] byLevel = new long[size];
        for (int i = 0; i < size; i++) {
            byLevel[i] = (long) level(dag[i], hops) * n + dag[i];
        }
        Arrays.sort(byLevel);
        int[] localOf = dag; // no longer needed as a work list: now global -> local
        int[] globalOf = new int[size];
        for (int v = 0; v < size; v++) {
            globalOf[v] = (int) (byLevel[v] % n);
        }
        for (int v = 0; v < size; v++) {
            localOf[globalOf[v]] = v;
        }

        int linkCount = 0;
        for (int v = 0; v < size; v++) {
            for (int r = predecessorHead[globalOf[v]]; r != NONE; r = recordNext[r]) {
                linkCount++;
            }
        }
        int[] firstLink = new int[size + 1];
        long[] linkAndSource = new long[linkCount];
        int[] links = new int[linkCount];
        int[] linkFrom = new int[linkCount];
        long[] pathsTo = new long[size];
        pathsTo[0] = 1;
        int next = 0;
        for (int v = 0; v < size; v++) {
            firstLink[v] = next;
            for (int r = predecessorHead[globalOf[v]]; r != NONE; r = recordNext[r]) {
                linkAndSource[next++] = (long) recordLink[r] << 32 | recordOtherEnd[r];
            }
            // Link numbers follow (source device, ports): sorting gives the fixed path order.
            Arrays.sort(linkAndSource, firstLink[v], next);
            for (int i = firstLink[v]; i < next; i++) {
                links[i] = (int) (linkAndSource[i] >>> 32);
                linkFrom[i] = localOf[(int) linkAndSource[i]];
                if (v > 0) {
                    pathsTo[v] = addPaths(pathsTo[v], pathsTo[linkFrom[i]]);
                }
            }
        }
        firstLink[size] = next;
        return ShortestPathDag.of(graph, hops, globalOf, firstLink, links, linkFrom, pathsTo);
    }

    private static long addPaths(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw new IllegalStateException("more than " + Long.MAX_VALUE + " shortest paths", e);
        }
    }
}

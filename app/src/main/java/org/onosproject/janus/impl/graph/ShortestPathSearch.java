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
    private final int[] forwardQueue;
    private final int[] backwardQueue;
    // Per device, a linked list of link records: links into it from the previous forward level
    // (later also links into suffix devices), and links out of it to the next backward level.
    private final int[] predecessorHead;
    private final int[] successorHead;
    private final boolean[] onPath;
    private final int[] dag;
    private int[] recordLink = new int[256];
    private int[] recordOtherEnd = new int[256]; // the link's end that is not the list's device
    private int[] recordNext = new int[256];
    private int records;
    private int forwardEnd;
    private int backwardEnd;

    ShortestPathSearch(int deviceCount) {
        this.n = deviceCount;
        fromSource = new int[n];
        toDestination = new int[n];
        forwardQueue = new int[n];
        backwardQueue = new int[n];
        predecessorHead = new int[n];
        successorHead = new int[n];
        onPath = new boolean[n];
        dag = new int[n];
        Arrays.fill(fromSource, UNSEEN);
        Arrays.fill(toDestination, UNSEEN);
        Arrays.fill(predecessorHead, NONE);
        Arrays.fill(successorHead, NONE);
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
            clear();
            graph = null;
        }
    }

    // Only the devices the search reached were touched; they are all in the two queues.
    private void clear() {
        clear(forwardQueue, forwardEnd);
        clear(backwardQueue, backwardEnd);
        forwardEnd = 0;
        backwardEnd = 0;
        records = 0;
    }

    private void clear(int[] queue, int end) {
        for (int i = 0; i < end; i++) {
            int v = queue[i];
            fromSource[v] = UNSEEN;
            toDestination[v] = UNSEEN;
            predecessorHead[v] = NONE;
            successorHead[v] = NONE;
            onPath[v] = false;
        }
    }

    private ShortestPathDag search(int s, int t) {
        fromSource[s] = 0;
        forwardQueue[0] = s;
        int forwardStart = 0;
        forwardEnd = 1;
        int forwardDepth = 0;
        toDestination[t] = 0;
        backwardQueue[0] = t;
        int backwardStart = 0;
        backwardEnd = 1;
        int backwardDepth = 0;
        while (forwardStart < forwardEnd && backwardStart < backwardEnd) {
            if (outDegree(forwardStart, forwardEnd) <= inDegree(backwardStart, backwardEnd)) {
                int end = expandForward(forwardStart, forwardEnd, forwardDepth);
                forwardStart = forwardEnd;
                forwardEnd = end;
                forwardDepth++;
                int meet = closest(forwardQueue, forwardStart, forwardEnd, toDestination);
                if (meet != UNSEEN) {
                    return assemble(forwardQueue, forwardStart, forwardEnd, toDestination, meet,
                                    forwardDepth + meet);
                }
            } else {
                int end = expandBackward(backwardStart, backwardEnd, backwardDepth);
                backwardStart = backwardEnd;
                backwardEnd = end;
                backwardDepth++;
                int meet = closest(backwardQueue, backwardStart, backwardEnd, fromSource);
                if (meet != UNSEEN) {
                    return assemble(backwardQueue, backwardStart, backwardEnd, fromSource, meet,
                                    backwardDepth + meet);
                }
            }
        }
        return null;
    }

    private int outDegree(int start, int end) {
        int links = 0;
        for (int i = start; i < end; i++) {
            links += graph.outEnd(forwardQueue[i]) - graph.outStart(forwardQueue[i]);
        }
        return links;
    }

    private int inDegree(int start, int end) {
        int links = 0;
        for (int i = start; i < end; i++) {
            links += graph.inEnd(backwardQueue[i]) - graph.inStart(backwardQueue[i]);
        }
        return links;
    }

    private int expandForward(int start, int end, int depth) {
        int tail = end;
        for (int i = start; i < end; i++) {
            int v = forwardQueue[i];
            for (int j = graph.outStart(v); j < graph.outEnd(v); j++) {
                int u = graph.outTarget(j);
                if (fromSource[u] == UNSEEN) {
                    fromSource[u] = depth + 1;
                    forwardQueue[tail++] = u;
                }
                if (fromSource[u] == depth + 1) {
                    record(predecessorHead, u, graph.outLink(j), v);
                }
            }
        }
        return tail;
    }

    private int expandBackward(int start, int end, int depth) {
        int tail = end;
        for (int i = start; i < end; i++) {
            int v = backwardQueue[i];
            for (int j = graph.inStart(v); j < graph.inEnd(v); j++) {
                int u = graph.inSource(j);
                if (toDestination[u] == UNSEEN) {
                    toDestination[u] = depth + 1;
                    backwardQueue[tail++] = u;
                }
                if (toDestination[u] == depth + 1) {
                    record(successorHead, u, graph.inLink(j), v);
                }
            }
        }
        return tail;
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

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

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.Link;

/**
 * Candidate paths whose predecessor DAG can be walked by int index, with no map look-ups: what
 * selectors that must be fast work on. Devices are numbered 0 .. {@code dagSize() - 1} in
 * {@link #devicesInBfsOrder()} order (0 is the source, the last the destination), and the links
 * into device {@code v} are numbers {@code firstLinkInto(v)} .. {@code endLinkInto(v) - 1}, in
 * {@link #linksInto} order.
 * <p>
 * They come from a {@link FabricGraph} and know which of the graph's links each DAG link is
 * ({@link #fabricLinkIndex}), so per-link state kept in arrays by the graph's dense link index can be
 * read for the whole DAG without hashing (see {@link LinkCost#costsOf}).
 */
public interface IndexedCandidates extends CandidatePaths {

    /** Devices on some shortest path; 0 when the destination is unreachable. */
    int dagSize();

    /** Number of the first link into device {@code v}. */
    int firstLinkInto(int v);

    /** One past the number of the last link into device {@code v}. */
    int endLinkInto(int v);

    /** The link numbered {@code i}. */
    Link dagLink(int i);

    /** The device number the link numbered {@code i} comes from. */
    int dagLinkSource(int i);

    /** Links of the DAG: numbers {@code 0 .. dagLinkCount() - 1}. */
    default int dagLinkCount() {
        int n = dagSize();
        return n == 0 ? 0 : endLinkInto(n - 1);
    }

    /** The graph these candidates came from, whose dense link indices {@link #fabricLinkIndex} gives. */
    FabricGraph fabric();

    /** The dense index, in {@link #fabric()}, of the link numbered {@code i} here. */
    int fabricLinkIndex(int i);

    /**
     * These candidates, as the index they are: every {@link CandidatePaths} a strategy is given comes from a
     * {@link FabricGraph}.
     *
     * @throws IllegalArgumentException if they did not
     */
    static IndexedCandidates of(CandidatePaths candidates) {
        if (candidates instanceof IndexedCandidates) {
            return (IndexedCandidates) candidates;
        }
        throw new IllegalArgumentException("candidate paths not from a FabricGraph: " + candidates);
    }
}

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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.graph.FabricGraph;

import java.util.HashMap;
import java.util.Map;

/**
 * One {@link FabricGraph}'s dense link numbering, keyed the way the link-usage stores key their maps
 * ({@link LinkEnds}): link {@code i} of the graph is {@code ends(i)}, and {@code indexOf(ends(i)) == i}.
 * Built once per graph (per topology change) by {@link ExpectedUsage}, in O(links). Immutable.
 */
final class LinkIndex {

    private final FabricGraph graph;
    private final LinkEnds[] ends;
    private final Map<LinkEnds, Integer> byEnds;

    private LinkIndex(FabricGraph graph) {
        this.graph = graph;
        int links = graph.linkCount();
        ends = new LinkEnds[links];
        byEnds = new HashMap<>(links * 2);
        for (int i = 0; i < links; i++) {
            ends[i] = LinkEnds.of(graph.link(i));
            byEnds.put(ends[i], i);
        }
    }

    static LinkIndex of(FabricGraph graph) {
        return new LinkIndex(graph);
    }

    FabricGraph graph() {
        return graph;
    }

    int size() {
        return ends.length;
    }

    LinkEnds ends(int index) {
        return ends[index];
    }

    /** The index of the link with these ends, or -1 if the graph does not hold it. */
    int indexOf(LinkEnds key) {
        Integer index = byEnds.get(key);
        return index == null ? -1 : index;
    }
}

package org.onosproject.janus.impl.monitor;

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

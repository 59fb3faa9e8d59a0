package org.onosproject.janus.impl.graph;

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.net.Link;

/**
 * Candidate paths whose predecessor DAG can be walked by int index, with no map look-ups: what
 * selectors that must be fast work on. Devices are numbered 0 .. {@code dagSize() - 1} in
 * {@link #devicesInBfsOrder()} order (0 is the source, the last the destination), and the links
 * into device {@code v} are numbers {@code firstLinkInto(v)} .. {@code endLinkInto(v) - 1}, in
 * {@link #linksInto} order.
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

    /** These candidates themselves if they are indexed, else an index built over them. */
    static IndexedCandidates of(CandidatePaths candidates) {
        if (candidates instanceof IndexedCandidates) {
            return (IndexedCandidates) candidates;
        }
        return new IndexedCandidatesAdapter(candidates);
    }
}

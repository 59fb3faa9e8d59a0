package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableList;
import org.onosproject.openflow.controller.Dpid;
import org.projectfloodlight.openflow.protocol.OFStatsReply;
import org.projectfloodlight.openflow.protocol.OFStatsReplyFlags;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reassembles the entries of a multipart (stats) reply that a switch splits over several
 * messages, each but the last flagged REPLY_MORE, per switch. One instance per kind of reply.
 */
final class MultipartReplies<E> {

    private final Map<Dpid, List<E>> partial = new HashMap<>();

    /** Adds one part; the entries of the whole reply once this was its last part, else empty. */
    synchronized Optional<List<E>> add(Dpid dpid, OFStatsReply part, List<E> entries) {
        List<E> sofar = partial.computeIfAbsent(dpid, d -> new ArrayList<>());
        sofar.addAll(entries);
        if (part.getFlags().contains(OFStatsReplyFlags.REPLY_MORE)) {
            return Optional.empty();
        }
        partial.remove(dpid);
        return Optional.of(ImmutableList.copyOf(sofar));
    }

    /** Drops a half-received reply of a switch that went away. */
    synchronized void forget(Dpid dpid) {
        partial.remove(dpid);
    }
}

package org.onosproject.janus.impl;

import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionService;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Which Janus flows this ONOS node acts on (times out, purges, forgets): those whose intent key falls in
 * one of its work partitions, hashed as ONOS's intent manager hashes intent keys, so that the node that
 * compiles an intent is also the one that reaps it. Every flow has exactly one owner at a time; when a
 * node leaves, its partitions, and so its flows, pass to the others.
 */
final class FlowOwnership {

    private final WorkPartitionService partitions;

    FlowOwnership(WorkPartitionService partitions) {
        this.partitions = checkNotNull(partitions, "partitions");
    }

    /** True if this node acts on the flow with intent key {@code key}. */
    boolean isMine(Key key) {
        return partitions.isMine(key, Key::hash);
    }
}

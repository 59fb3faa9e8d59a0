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

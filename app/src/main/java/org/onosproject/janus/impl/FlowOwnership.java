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
package org.onosproject.janus.impl;

import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Which Janus flows this ONOS node acts on (times out, purges, forgets): those whose intent key falls in
 * one of its work partitions, hashed as ONOS's intent manager hashes intent keys, so that the node that
 * compiles an intent is also the one that reaps it. Every flow has exactly one owner at a time; when a
 * node leaves, its partitions, and so its flows, pass to the others.
 */
final class FlowOwnership {

    private final Logger log = LoggerFactory.getLogger(getClass());
    private final WorkPartitionService partitions;

    FlowOwnership(WorkPartitionService partitions) {
        this.partitions = checkNotNull(partitions, "partitions");
    }

    /**
     * True if this node acts on the flow with intent key {@code key}. False when the store cannot say
     * (a node cut off from its cluster times out): a node that cannot reach the store no longer owns
     * anything, and whoever owns the flow acts on it; a flow missed on a passing fault is met again on
     * the next poll.
     */
    boolean isMine(Key key) {
        try {
            return partitions.isMine(key, Key::hash);
        } catch (StorageException e) {
            log.warn("Janus cannot tell whether it owns {}, so does not act on it: {}", key, e.toString());
            return false;
        }
    }
}

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

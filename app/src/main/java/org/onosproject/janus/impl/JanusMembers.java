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

import org.onosproject.cluster.ClusterService;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.cluster.NodeId;
import org.onosproject.store.service.ConsistentMap;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The ONOS nodes on which Janus is active, in a shared map, so that a node stopping Janus can tell
 * whether it is the last one (and so must withdraw Janus's intents and clear its shared state) or
 * hands its flows over to the others. A node that died without leaving is not counted once ONOS
 * reports it inactive.
 */
final class JanusMembers {

    private final ConsistentMap<NodeId, Long> members;
    private final ClusterService clusterService;

    JanusMembers(ConsistentMap<NodeId, Long> members, ClusterService clusterService) {
        this.members = checkNotNull(members, "members");
        this.clusterService = checkNotNull(clusterService, "clusterService");
    }

    private NodeId self() {
        return clusterService.getLocalNode().id();
    }

    /** This node runs Janus from {@code nowMillis}. */
    void join(long nowMillis) {
        members.put(self(), nowMillis);
    }

    /**
     * This node stops running Janus.
     *
     * @return true if Janus still runs on another active node
     */
    boolean leave() {
        NodeId self = self();
        members.remove(self);
        // Removal first, then the read: of two nodes leaving at once, at least the later one sees none left.
        return members.keySet().stream().anyMatch(node -> !node.equals(self) && isActive(node));
    }

    private boolean isActive(NodeId node) {
        ControllerNode.State state = clusterService.getState(node);
        return state != null && state.isActive();
    }

    /** Forgets every member (when the last one leaves). */
    void clear() {
        members.clear();
    }
}

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

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Whether this ONOS node sees a majority of its cluster's nodes active (itself included), as ONOS's own
 * cluster view has it (no store call). A node that does not is cut off in a minority: its store calls
 * will time out, so a new flow it provisioned could not be recorded. A node of a cluster that just lost
 * a member still sees a majority, and goes on provisioning while the store re-elects its leaders.
 */
final class ClusterQuorum {

    private final ClusterService clusterService;

    ClusterQuorum(ClusterService clusterService) {
        this.clusterService = checkNotNull(clusterService, "clusterService");
    }

    /** True if more than half of the cluster's nodes are active in this node's view. */
    boolean seesMajority() {
        NodeId self = clusterService.getLocalNode().id();
        int nodes = 0;
        int active = 0;
        for (ControllerNode node : clusterService.getNodes()) {
            nodes++;
            ControllerNode.State state = clusterService.getState(node.id());
            if (node.id().equals(self) || state != null && state.isActive()) {
                active++;
            }
        }
        return 2 * active > nodes;
    }
}

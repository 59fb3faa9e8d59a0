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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.cluster.NodeId;
import org.onosproject.cluster.RoleInfo;
import org.onosproject.mastership.MastershipInfo;
import org.onosproject.mastership.MastershipServiceAdapter;
import org.onosproject.mastership.MastershipTerm;
import org.onosproject.mastership.MastershipTermService;
import org.onosproject.net.DeviceId;
import org.onosproject.net.MastershipRole;

import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;

import static com.google.common.base.Preconditions.checkNotNull;

/** Mastership in a one-node cluster: the local node is MASTER of every device, term 1. */
final class SoleMasterMastership extends MastershipServiceAdapter implements MastershipTermService {

    private final NodeId localNode;

    SoleMasterMastership(NodeId localNode) {
        this.localNode = checkNotNull(localNode);
    }

    @Override
    public MastershipRole getLocalRole(DeviceId deviceId) {
        return MastershipRole.MASTER;
    }

    @Override
    public boolean isLocalMaster(DeviceId deviceId) {
        return true;
    }

    @Override
    public CompletableFuture<MastershipRole> requestRoleFor(DeviceId deviceId) {
        return CompletableFuture.completedFuture(MastershipRole.MASTER);
    }

    @Override
    public CompletableFuture<Void> relinquishMastership(DeviceId deviceId) {
        return CompletableFuture.completedFuture(null);
    }

    @Override
    public NodeId getMasterFor(DeviceId deviceId) {
        return localNode;
    }

    @Override
    public RoleInfo getNodesFor(DeviceId deviceId) {
        return new RoleInfo(localNode, ImmutableList.of());
    }

    @Override
    public MastershipInfo getMastershipFor(DeviceId deviceId) {
        return new MastershipInfo(1, Optional.of(localNode),
                                  com.google.common.collect.ImmutableMap.of(localNode, MastershipRole.MASTER));
    }

    @Override
    public Set<DeviceId> getDevicesOf(NodeId nodeId) {
        return ImmutableSet.of();
    }

    @Override
    public MastershipTerm getMastershipTerm(DeviceId deviceId) {
        return MastershipTerm.of(localNode, 1);
    }
}

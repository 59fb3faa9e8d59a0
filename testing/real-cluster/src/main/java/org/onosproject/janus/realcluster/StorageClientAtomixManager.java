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
package org.onosproject.janus.realcluster;

import io.atomix.core.Atomix;
import org.onosproject.cluster.ClusterMetadataService;
import org.onosproject.store.atomix.impl.AtomixManager;

/**
 * ONOS's own {@link AtomixManager}, unchanged in how it builds and starts Atomix: given storage nodes
 * in the metadata, it joins them as a client (no Raft partitions of its own), as ONOS does beside
 * atomix-agent servers. Only its stop is bounded: ONOS's waits forever, and a client whose servers
 * lost their quorum, or that was cut off, never finishes an orderly stop; past the bound it is ended
 * as a kill would end it ({@link AtomixForcedStop}).
 */
final class StorageClientAtomixManager extends AtomixManager {

    StorageClientAtomixManager(ClusterMetadataService metadata) {
        this.metadataService = metadata;
    }

    @Override
    public void deactivate() {
        Atomix started = getAtomix();
        if (started == null) {
            return;
        }
        AtomixForcedStop.stopInOrderOrForce(started, metadataService.getLocalNode().id());
    }
}

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
package org.onosproject.janus.impl.store;

import com.google.common.util.concurrent.MoreExecutors;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.StorageService;

import java.util.Optional;
import java.util.function.Supplier;

/** Flow stores for tests: in memory without a cluster, or the distributed one on given maps. */
public final class TestFlowTables {

    private TestFlowTables() {
    }

    /** An in-memory flow store of one node without a cluster. */
    public static FlowStore inMemory(Scheduler scheduler) {
        return new SimpleFlowStore(scheduler);
    }

    /** The flow store of one node whose cluster's maps are {@code storage}'s. */
    public static FlowStore on(StorageService storage, Scheduler scheduler) {
        return new DistributedFlowStore(
                storage.<String, ProvisionedFlow>consistentMapBuilder().withName("flows").buildAsyncMap(),
                storage.<String, ActivityBucket>eventuallyConsistentMapBuilder().withName("activity").build(),
                scheduler, MoreExecutors.directExecutor());
    }

    /**
     * {@link FlowStore#provision(Key, Supplier, java.util.function.Predicate, FlowStore.Settlement)} of a flow
     * with nothing to submit, and so nothing to undo if the store keeps another node's record or fails.
     */
    public static Optional<ProvisionedFlow> provision(FlowStore flows, Key key, Supplier<ProvisionedFlow> factory) {
        return flows.provision(key, factory, f -> true, new FlowStore.Settlement() {
            @Override
            public void lost(ProvisionedFlow ours, ProvisionedFlow recorded) {
            }

            @Override
            public void failed(ProvisionedFlow ours) {
            }
        });
    }
}

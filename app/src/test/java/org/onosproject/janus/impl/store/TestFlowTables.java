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
import org.onosproject.janus.embedded.ClusterWideStorageService;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.store.service.StorageService;

/** A {@link FlowTable} of one node, on in-memory test maps, for tests that need no cluster. */
public final class TestFlowTables {

    private TestFlowTables() {
    }

    public static FlowTable inMemory(Scheduler scheduler) {
        return on(new ClusterWideStorageService(), scheduler);
    }

    /** The flow table of one node whose cluster's maps are {@code storage}'s. */
    public static FlowTable on(StorageService storage, Scheduler scheduler) {
        return new FlowTable(storage.<String, ProvisionedFlow>consistentMapBuilder().withName("flows").buildAsyncMap(),
                             storage.<String, ActivityBucket>eventuallyConsistentMapBuilder().withName("activity")
                                     .build(),
                             scheduler, MoreExecutors.directExecutor());
    }
}

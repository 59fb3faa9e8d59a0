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
package org.onosproject.janus.impl.cluster;

import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;

/** {@link FlowOwnership}s for tests: started, reading ONOS's answers on the calling thread. */
public final class Ownerships {

    private Ownerships() {
    }

    /** Ownership as {@code partitions} answers it, read now and then every refresh period of {@code clock}. */
    public static FlowOwnership started(WorkPartitionService partitions, Scheduler clock) {
        FlowOwnership ownership = new FlowOwnership(partitions, clock, Runnable::run, backoffOn(clock));
        ownership.start();
        return ownership;
    }

    /** A store backoff on {@code clock} with ONOS's retry interval. */
    public static StoreBackoff backoffOn(Scheduler clock) {
        return new StoreBackoff(clock::nowMillis);
    }

    /** A single node's ownership: every flow is its own. */
    public static FlowOwnership everything(Scheduler clock) {
        return started(new WorkPartitionServiceAdapter(), clock);
    }
}

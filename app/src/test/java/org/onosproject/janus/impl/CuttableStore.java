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

import org.onosproject.janus.impl.store.DistributedFlowStore;
import org.onosproject.janus.impl.store.ActivityBucket;
import org.onosproject.janus.impl.store.FlowStore;
import com.google.common.util.concurrent.MoreExecutors;
import org.onosproject.janus.embedded.ClusterWideStorageService;
import org.onosproject.janus.embedded.CompletedAsyncMaps;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.EventuallyConsistentMapBuilder;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.TestConsistentMap;
import org.onosproject.store.service.TestStorageService;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * In-memory shared maps that can be cut off: while {@link #cutOff} is set every call fails as a cut-off
 * ONOS node's does (with the store's timeout, {@link StorageException.Timeout}). Counts the calls made.
 */
final class CuttableStore {

    private static final Set<String> NOT_CALLS = Set.of("addListener", "removeListener", "name");

    private final StorageService storage = new ClusterWideStorageService();
    private final AtomicInteger calls = new AtomicInteger();
    volatile boolean cutOff;

    /** Store calls made so far, failed ones included. */
    int calls() {
        return calls.get();
    }

    /** A flow store of one node on this store. */
    FlowStore flowTable(Scheduler clock) {
        // The activity map is eventually consistent: a cut-off node writes it locally, it never waits.
        return new DistributedFlowStore(
                CompletedAsyncMaps.of(map("flows")),
                storage.<String, ActivityBucket>eventuallyConsistentMapBuilder().withName("activity").build(),
                clock, MoreExecutors.directExecutor());
    }

    /**
     * A storage service of one node on this store, for a whole Janus: its consistent maps are cut off
     * with the rest; its eventually consistent maps are written locally and never fail, as ONOS's.
     */
    StorageService storageService() {
        return new TestStorageService() {
            @Override
            public <K, V> ConsistentMapBuilder<K, V> consistentMapBuilder() {
                return new TestConsistentMap.Builder<K, V>() {
                    @Override
                    public ConsistentMap<K, V> build() {
                        return map(name());
                    }

                    @Override
                    public AsyncConsistentMap<K, V> buildAsyncMap() {
                        return CompletedAsyncMaps.of(build());
                    }
                };
            }

            @Override
            public <K, V> EventuallyConsistentMapBuilder<K, V> eventuallyConsistentMapBuilder() {
                return storage.eventuallyConsistentMapBuilder();
            }
        };
    }

    @SuppressWarnings("unchecked")
    private <K, V> ConsistentMap<K, V> map(String name) {
        ConsistentMap<K, V> map = storage.<K, V>consistentMapBuilder().withName(name).build();
        return (ConsistentMap<K, V>) Proxy.newProxyInstance(
                ConsistentMap.class.getClassLoader(), new Class<?>[]{ConsistentMap.class}, (self, method, args) -> {
                    if (!NOT_CALLS.contains(method.getName())) {
                        calls.incrementAndGet();
                        if (cutOff) {
                            throw new StorageException.Timeout();
                        }
                    }
                    try {
                        return method.invoke(map, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }
}

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

import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.TestConsistentMap;
import org.onosproject.store.service.TestStorageService;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * ONOS's {@link TestStorageService} with one difference that matters for cluster tests: consistent
 * maps are one per name, as they are in an ONOS cluster, so every component (or emulated node) that
 * builds a map of a given name gets the same map. The test storage service builds a new, unshared
 * map on every call.
 */
public final class ClusterWideStorageService extends TestStorageService {

    private final Map<String, ConsistentMap<?, ?>> maps = new ConcurrentHashMap<>();

    @Override
    public <K, V> ConsistentMapBuilder<K, V> consistentMapBuilder() {
        return new SharedMapBuilder<>();
    }

    /** The map called {@code name}, if one was built. */
    @SuppressWarnings("unchecked")
    public <K, V> ConsistentMap<K, V> existingMap(String name) {
        return (ConsistentMap<K, V>) maps.get(name);
    }

    /** The names of every map built so far. */
    public java.util.Set<String> mapNames() {
        return java.util.Set.copyOf(maps.keySet());
    }

    private final class SharedMapBuilder<K, V> extends TestConsistentMap.Builder<K, V> {
        @Override
        @SuppressWarnings("unchecked")
        public ConsistentMap<K, V> build() {
            return (ConsistentMap<K, V>) maps.computeIfAbsent(name(), n -> super.build());
        }
    }
}

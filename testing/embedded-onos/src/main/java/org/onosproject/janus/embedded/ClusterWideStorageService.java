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

import org.onlab.util.KryoNamespace;
import org.onosproject.store.Timestamp;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMapBuilder;
import org.onosproject.store.service.TestConsistentMap;
import org.onosproject.store.service.TestStorageService;

import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;

/**
 * ONOS's {@link TestStorageService} with one difference that matters for cluster tests: consistent
 * maps are one per name, as they are in an ONOS cluster, so every component (or emulated node) that
 * builds a map of a given name gets the same map. The test storage service builds a new, unshared
 * map on every call. Eventually consistent maps are one per name too ({@link InJvmEventuallyConsistentMap}:
 * thread-safe, each builder's handle with its own timestamps and listeners).
 */
public final class ClusterWideStorageService extends TestStorageService {

    private final Map<String, ConsistentMap<?, ?>> maps = new ConcurrentHashMap<>();
    private final Map<String, InJvmEventuallyConsistentMap<?, ?>> eventuallyConsistentMaps = new ConcurrentHashMap<>();

    @Override
    public <K, V> ConsistentMapBuilder<K, V> consistentMapBuilder() {
        return new SharedMapBuilder<>();
    }

    @Override
    public <K, V> EventuallyConsistentMapBuilder<K, V> eventuallyConsistentMapBuilder() {
        return new SharedEventuallyConsistentMapBuilder<>();
    }

    /** Entries of the eventually consistent map called {@code name}, 0 if none was built. */
    public int eventuallyConsistentMapSize(String name) {
        InJvmEventuallyConsistentMap<?, ?> map = eventuallyConsistentMaps.get(name);
        return map == null ? 0 : map.view(null).size();
    }

    /** The names of every eventually consistent map built so far. */
    public java.util.Set<String> eventuallyConsistentMapNames() {
        return java.util.Set.copyOf(eventuallyConsistentMaps.keySet());
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

    /** Builds a handle on the one map of its name; the options of ONOS's gossip do not apply in one JVM. */
    private final class SharedEventuallyConsistentMapBuilder<K, V> implements EventuallyConsistentMapBuilder<K, V> {
        private String name;
        private BiFunction<K, V, Timestamp> timestamps;

        @Override
        public EventuallyConsistentMapBuilder<K, V> withName(String value) {
            this.name = value;
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withSerializer(KryoNamespace.Builder serializer) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withSerializer(KryoNamespace serializer) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withTimestampProvider(BiFunction<K, V, Timestamp> provider) {
            this.timestamps = provider;
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withEventExecutor(ExecutorService executor) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withCommunicationExecutor(ExecutorService executor) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withBackgroundExecutor(ScheduledExecutorService executor) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withPeerUpdateFunction(
                BiFunction<K, V, Collection<org.onosproject.cluster.NodeId>> peers) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withTombstonesDisabled() {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withAntiEntropyPeriod(long period, TimeUnit unit) {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withFasterConvergence() {
            return this;
        }

        @Override
        public EventuallyConsistentMapBuilder<K, V> withPersistence() {
            return this;
        }

        @Override
        @SuppressWarnings("unchecked")
        public EventuallyConsistentMap<K, V> build() {
            if (name == null) {
                throw new IllegalStateException("an eventually consistent map needs a name");
            }
            InJvmEventuallyConsistentMap<K, V> map = (InJvmEventuallyConsistentMap<K, V>)
                    eventuallyConsistentMaps.computeIfAbsent(name, InJvmEventuallyConsistentMap::new);
            return map.view(timestamps);
        }
    }

    private final class SharedMapBuilder<K, V> extends TestConsistentMap.Builder<K, V> {
        @Override
        @SuppressWarnings("unchecked")
        public ConsistentMap<K, V> build() {
            return (ConsistentMap<K, V>) maps.computeIfAbsent(name(), n -> super.build());
        }

        /** The asynchronous view of the same one map (ONOS's test builder builds none). */
        @Override
        public AsyncConsistentMap<K, V> buildAsyncMap() {
            return CompletedAsyncMaps.of(build());
        }
    }
}

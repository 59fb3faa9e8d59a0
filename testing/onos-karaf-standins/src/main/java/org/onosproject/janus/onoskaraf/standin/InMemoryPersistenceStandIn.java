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
package org.onosproject.janus.onoskaraf.standin;

import org.onosproject.persistence.PersistenceService;
import org.onosproject.persistence.PersistentMapBuilder;
import org.onosproject.persistence.PersistentSetBuilder;
import org.onosproject.store.service.Serializer;
import org.osgi.service.component.annotations.Component;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * STAND-IN for ONOS's onos-core-persistence (MapDB on disk), which is not on Maven Central. Only
 * ECFlowRuleStore of onos-core-dist asks for it; it gets plain in-memory collections, so nothing
 * survives a restart of the test Karaf, which every run discards anyway.
 */
@Component(immediate = true, service = PersistenceService.class)
public final class InMemoryPersistenceStandIn implements PersistenceService {

    @Override
    public <K, V> PersistentMapBuilder<K, V> persistentMapBuilder() {
        return new MapBuilder<>();
    }

    @Override
    public <E> PersistentSetBuilder<E> persistentSetBuilder() {
        return new SetBuilder<>();
    }

    private static final class MapBuilder<K, V> implements PersistentMapBuilder<K, V> {
        @Override
        public PersistentMapBuilder<K, V> withName(String name) {
            return this;
        }

        @Override
        public PersistentMapBuilder<K, V> withSerializer(Serializer serializer) {
            return this;
        }

        @Override
        public Map<K, V> build() {
            return new ConcurrentHashMap<>();
        }
    }

    private static final class SetBuilder<E> implements PersistentSetBuilder<E> {
        @Override
        public PersistentSetBuilder<E> withName(String name) {
            return this;
        }

        @Override
        public PersistentSetBuilder<E> withSerializer(Serializer serializer) {
            return this;
        }

        @Override
        public Set<E> build() {
            return ConcurrentHashMap.newKeySet();
        }
    }
}

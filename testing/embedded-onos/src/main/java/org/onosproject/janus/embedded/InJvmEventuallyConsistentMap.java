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

import org.onosproject.store.Timestamp;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMapEvent;
import org.onosproject.store.service.EventuallyConsistentMapListener;

import java.util.AbstractMap;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * An ONOS eventually consistent map with one replica for every emulated node of the JVM: what the
 * nodes of a cluster converge to, at once. Each node gets a {@link #view} with its own timestamps and
 * listeners, as each ONOS node has; as in ONOS's implementation, a write is kept only if its timestamp
 * is newer than the value's (a removal always is), listeners hear every change that is kept (a node's
 * own included), and a new listener first hears every entry. Unlike ONOS's test map it is thread-safe
 * and {@code putAll} tells the listeners too. Removals leave no tombstone.
 *
 * @param <K> key type
 * @param <V> value type
 */
public final class InJvmEventuallyConsistentMap<K, V> {

    private final String name;
    private final Map<K, Stamped<V>> entries = new ConcurrentHashMap<>();
    private final List<EventuallyConsistentMapListener<K, V>> listeners = new CopyOnWriteArrayList<>();

    public InJvmEventuallyConsistentMap(String name) {
        this.name = checkNotNull(name, "name");
    }

    /** One node's handle on the map; {@code timestamps} may be null (every write is then kept). */
    public EventuallyConsistentMap<K, V> view(BiFunction<K, V, Timestamp> timestamps) {
        return new View(timestamps);
    }

    private static final class Stamped<V> {
        private final V value;
        private final Timestamp timestamp;

        private Stamped(V value, Timestamp timestamp) {
            this.value = value;
            this.timestamp = timestamp;
        }

        // A write timed `other` replaces this value only if it is newer (untimed writes always do).
        private boolean yieldsTo(Timestamp other) {
            return timestamp == null || other == null || other.isNewerThan(timestamp);
        }
    }

    private void tell(EventuallyConsistentMapEvent.Type type, K key, V value) {
        EventuallyConsistentMapEvent<K, V> event = new EventuallyConsistentMapEvent<>(name, type, key, value);
        listeners.forEach(l -> l.event(event));
    }

    private final class View implements EventuallyConsistentMap<K, V> {
        private final BiFunction<K, V, Timestamp> timestamps;
        private final List<EventuallyConsistentMapListener<K, V>> own = new CopyOnWriteArrayList<>();

        private View(BiFunction<K, V, Timestamp> timestamps) {
            this.timestamps = timestamps;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public int size() {
            return entries.size();
        }

        @Override
        public boolean isEmpty() {
            return entries.isEmpty();
        }

        @Override
        public boolean containsKey(K key) {
            return entries.containsKey(checkNotNull(key, "key"));
        }

        @Override
        public boolean containsValue(V value) {
            return entries.values().stream().anyMatch(s -> s.value.equals(value));
        }

        @Override
        public V get(K key) {
            Stamped<V> stamped = entries.get(checkNotNull(key, "key"));
            return stamped == null ? null : stamped.value;
        }

        @Override
        public void put(K key, V value) {
            checkNotNull(key, "key");
            checkNotNull(value, "value");
            Timestamp timestamp = timestamps == null ? null : timestamps.apply(key, value);
            boolean[] kept = {false};
            entries.compute(key, (k, present) -> {
                if (present != null && !present.yieldsTo(timestamp)) {
                    return present;
                }
                kept[0] = true;
                return new Stamped<>(value, timestamp);
            });
            if (kept[0]) {
                tell(EventuallyConsistentMapEvent.Type.PUT, key, value);
            }
        }

        @Override
        public V remove(K key) {
            Stamped<V> removed = entries.remove(checkNotNull(key, "key"));
            if (removed == null) {
                return null;
            }
            tell(EventuallyConsistentMapEvent.Type.REMOVE, key, removed.value);
            return removed.value;
        }

        @Override
        public void remove(K key, V value) {
            Stamped<V> present = entries.get(checkNotNull(key, "key"));
            if (present != null && present.value.equals(value) && entries.remove(key, present)) {
                tell(EventuallyConsistentMapEvent.Type.REMOVE, key, value);
            }
        }

        @Override
        public V compute(K key, BiFunction<K, V, V> recompute) {
            V next = recompute.apply(key, get(key));
            if (next == null) {
                remove(key);
            } else {
                put(key, next);
            }
            return get(key);
        }

        @Override
        public void putAll(Map<? extends K, ? extends V> values) {
            values.forEach(this::put);
        }

        @Override
        public void clear() {
            entries.keySet().forEach(this::remove);
        }

        @Override
        public Set<K> keySet() {
            return Set.copyOf(entries.keySet());
        }

        @Override
        public Collection<V> values() {
            return entries.values().stream().map(s -> s.value).collect(Collectors.toUnmodifiableList());
        }

        @Override
        public Set<Map.Entry<K, V>> entrySet() {
            return entries.entrySet().stream()
                    .map(e -> new AbstractMap.SimpleImmutableEntry<>(e.getKey(), e.getValue().value))
                    .collect(Collectors.toUnmodifiableSet());
        }

        @Override
        public void addListener(EventuallyConsistentMapListener<K, V> listener) {
            checkNotNull(listener, "listener");
            own.add(listener);
            listeners.add(listener);
            entries.forEach((k, s) -> listener.event(
                    new EventuallyConsistentMapEvent<>(name, EventuallyConsistentMapEvent.Type.PUT, k, s.value)));
        }

        @Override
        public void removeListener(EventuallyConsistentMapListener<K, V> listener) {
            own.remove(listener);
            listeners.remove(listener);
        }

        /** This node's handle is gone: its listeners hear nothing more; the entries stay, as on the other nodes. */
        @Override
        public CompletableFuture<Void> destroy() {
            listeners.removeAll(own);
            own.clear();
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public DistributedPrimitive.Type primitiveType() {
            return DistributedPrimitive.Type.EVENTUALLY_CONSISTENT_MAP;
        }
    }
}

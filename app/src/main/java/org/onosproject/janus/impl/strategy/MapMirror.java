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
package org.onosproject.janus.impl.strategy;

import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.MapEvent;
import org.onosproject.store.service.MapEventListener;
import org.onosproject.store.service.Versioned;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * This node's copy of one ONOS ConsistentMap, fed by the map's events and by this node's own writes.
 * A hint, never an arbiter: it may lag another node's write by an event's delivery, so whoever acts
 * on it must let the store decide (a conditional write), and read the store again when that fails.
 * <p>
 * An entry heard from the store carries the store's version. An entry this node wrote itself is
 * {@link #PROVISIONAL} (ONOS's {@code putIfAbsent} and {@code put} do not return the new version)
 * until the map's event for it arrives; a compare-and-swap needs a read of the store first.
 */
public final class MapMirror<K, V> {

    /** The version of an entry this node wrote and has not heard back yet. */
    public static final long PROVISIONAL = -1;

    private final ConsistentMap<K, V> map;
    private final MapEventListener<K, V> then;
    // A ConcurrentHashMap, as ONOS's test maps, so that one node on an in-JVM map iterates in its order.
    private final Map<K, Versioned<V>> copy = new ConcurrentHashMap<>();
    private final MapEventListener<K, V> listener = this::event;

    /** Follows {@code map} from now on: listens first, then loads what is there (one {@code entrySet}). */
    public MapMirror(ConsistentMap<K, V> map) {
        this(map, e -> { });
    }

    /**
     * As {@link #MapMirror(ConsistentMap)}, and tells {@code then} of each of the map's events once the
     * copy has taken it in (on the thread that delivers the event).
     */
    public MapMirror(ConsistentMap<K, V> map, MapEventListener<K, V> then) {
        this.map = checkNotNull(map, "map");
        this.then = checkNotNull(then, "then");
        map.addListener(listener);
        for (Map.Entry<K, Versioned<V>> entry : map.entrySet()) {
            heard(entry.getKey(), entry.getValue());
        }
    }

    /** Stops following the map. */
    public void close() {
        map.removeListener(listener);
    }

    /** The entry as this node last heard or wrote it; null if none. */
    public Versioned<V> get(K key) {
        return copy.get(key);
    }

    /** Every entry as this node last heard or wrote it (a live view). */
    public Map<K, Versioned<V>> entries() {
        return copy;
    }

    /** The store holds {@code entry} under {@code key}, as read from it: kept unless a newer one is known. */
    public void heard(K key, Versioned<V> entry) {
        copy.merge(key, entry, MapMirror::newer);
    }

    /** This node just wrote {@code value} under {@code key}. */
    public void wrote(K key, V value) {
        copy.put(key, new Versioned<>(value, PROVISIONAL));
    }

    /** This node just removed the entry of {@code key} whose version was {@code version}. */
    public void removed(K key, long version) {
        copy.computeIfPresent(key, (k, v) -> v.version() == PROVISIONAL || v.version() <= version ? null : v);
    }

    /**
     * A write of this node under {@code key} may not have happened (the store failed): its entry is
     * dropped if this node has not heard the store's since (an event brings the entry back if it did).
     */
    public void forgetOwnWrite(K key) {
        copy.computeIfPresent(key, (k, v) -> v.version() == PROVISIONAL ? null : v);
    }

    /** Forgets everything (after the store was cleared). */
    public void clear() {
        copy.clear();
    }

    private void event(MapEvent<K, V> event) {
        Versioned<V> now = event.newValue();
        if (now != null) {
            heard(event.key(), now);
        } else if (event.oldValue() != null) {
            removed(event.key(), event.oldValue().version());
        } else {
            copy.remove(event.key());
        }
        then.event(event);
    }

    // A store's entry replaces one this node wrote (the event of its own write, or a later one).
    private static <V> Versioned<V> newer(Versioned<V> known, Versioned<V> heard) {
        return known.version() == PROVISIONAL || heard.version() >= known.version() ? heard : known;
    }
}

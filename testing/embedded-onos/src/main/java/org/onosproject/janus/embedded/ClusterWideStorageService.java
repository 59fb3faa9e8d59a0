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

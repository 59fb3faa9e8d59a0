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
package org.onosproject.janus.realcluster;

import com.google.common.collect.ImmutableSortedMap;
import org.onosproject.store.primitives.DefaultConsistentMap;
import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.ConsistentMapBuilder;
import org.onosproject.store.service.DistributedPrimitive;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.EventuallyConsistentMapBuilder;
import org.onosproject.store.service.StorageService;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A node's storage service that counts every operation on the consistent maps built through it, by
 * map and operation ({@code janus-flows.putIfAbsent}). Each counted call is one request to the
 * map's Raft partition, so the counts show what an application costs the store per new flow or per
 * poll. On the eventually consistent maps built through it, it counts the writes ({@code put},
 * {@code putAll}, {@code remove}, {@code compute}, {@code clear}: each updates the node's replica and
 * queues the change for gossip to the peers, no consensus); their reads are answered from the node's
 * own replica and are not counted. Everything else passes straight to the real service.
 */
public final class CountingStorageService {

    /** Calls on a map that are not requests to its partition: names, listeners, views. */
    private static final Set<String> NOT_REQUESTS = Set.of(
            "name", "primitiveType", "applicationId", "asConsistentMap", "addListener", "removeListener",
            "addStatusChangeListener", "removeStatusChangeListener", "statusChangeListeners");
    /** The writes of an eventually consistent map: what the node's replica sends to its peers. */
    private static final Set<String> GOSSIPED_WRITES = Set.of("put", "putAll", "remove", "compute", "clear");

    private final StorageService delegate;
    private final Map<String, LongAdder> counts = new ConcurrentHashMap<>();
    private final StorageService counting;

    public CountingStorageService(StorageService delegate) {
        this.delegate = checkNotNull(delegate);
        this.counting = (StorageService) Proxy.newProxyInstance(
                StorageService.class.getClassLoader(), new Class<?>[]{StorageService.class}, (self, method, args) -> {
                    if (method.getName().equals("consistentMapBuilder") && method.getParameterCount() == 0) {
                        return new CountingMapBuilder<>();
                    }
                    if (method.getName().equals("eventuallyConsistentMapBuilder")) {
                        return countingBuilder((EventuallyConsistentMapBuilder<?, ?>) invoke(method, delegate, args));
                    }
                    return invoke(method, delegate, args);
                });
    }

    // The real builder, whose map is wrapped in a counter: options pass through, each returning this proxy.
    private EventuallyConsistentMapBuilder<?, ?> countingBuilder(EventuallyConsistentMapBuilder<?, ?> real) {
        return (EventuallyConsistentMapBuilder<?, ?>) Proxy.newProxyInstance(
                EventuallyConsistentMapBuilder.class.getClassLoader(),
                new Class<?>[]{EventuallyConsistentMapBuilder.class}, (self, method, args) -> {
                    Object result = invoke(method, real, args);
                    if (method.getName().equals("build")) {
                        return countingMap((EventuallyConsistentMap<?, ?>) result);
                    }
                    return result == real ? self : result;
                });
    }

    private EventuallyConsistentMap<?, ?> countingMap(EventuallyConsistentMap<?, ?> map) {
        String prefix = map.name() + ".";
        return (EventuallyConsistentMap<?, ?>) Proxy.newProxyInstance(
                EventuallyConsistentMap.class.getClassLoader(), new Class<?>[]{EventuallyConsistentMap.class},
                (self, method, args) -> {
                    if (GOSSIPED_WRITES.contains(method.getName())) {
                        counts.computeIfAbsent(prefix + method.getName(), k -> new LongAdder()).increment();
                    }
                    return invoke(method, map, args);
                });
    }

    /** The service to give the application. */
    public StorageService service() {
        return counting;
    }

    /** Operations so far, by {@code map.operation}, sorted. */
    public Map<String, Long> counts() {
        ImmutableSortedMap.Builder<String, Long> copy = ImmutableSortedMap.naturalOrder();
        counts.forEach((op, n) -> copy.put(op, n.sum()));
        return copy.build();
    }

    /** Every operation so far. */
    public long total() {
        return counts.values().stream().mapToLong(LongAdder::sum).sum();
    }

    private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** Builds the real map, with the options the application set, and wraps it in a counter. */
    private final class CountingMapBuilder<K, V> extends ConsistentMapBuilder<K, V> {

        @Override
        @SuppressWarnings("unchecked")
        public AsyncConsistentMap<K, V> buildAsyncMap() {
            ConsistentMapBuilder<K, V> real = delegate.<K, V>consistentMapBuilder()
                    .withName(name()).withSerializer(serializer());
            if (applicationId() != null) {
                real.withApplicationId(applicationId());
            }
            if (relaxedReadConsistency()) {
                real.withRelaxedReadConsistency();
            }
            if (readOnly()) {
                real.withUpdatesDisabled();
            }
            AsyncConsistentMap<K, V> map = real.buildAsyncMap();
            String prefix = name() + ".";
            return (AsyncConsistentMap<K, V>) Proxy.newProxyInstance(
                    AsyncConsistentMap.class.getClassLoader(), new Class<?>[]{AsyncConsistentMap.class},
                    (self, method, args) -> {
                        if (method.getName().equals("asConsistentMap")) {
                            // The synchronous view of this counted map, as ONOS's own is of its map.
                            return new DefaultConsistentMap<>((AsyncConsistentMap<K, V>) self, args == null
                                    ? DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS : (long) args[0]);
                        }
                        if (!NOT_REQUESTS.contains(method.getName())
                                && !method.getDeclaringClass().equals(Object.class)) {
                            counts.computeIfAbsent(prefix + method.getName(), k -> new LongAdder()).increment();
                        }
                        return invoke(method, map, args);
                    });
        }

        @Override
        public ConsistentMap<K, V> build() {
            // As ONOS's own builder does (AsyncConsistentMap.asConsistentMap), with the counted map.
            return new DefaultConsistentMap<>(buildAsyncMap(), DistributedPrimitive.DEFAULT_OPERATION_TIMEOUT_MILLIS);
        }
    }
}

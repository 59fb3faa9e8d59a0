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

import org.onosproject.store.service.AsyncConsistentMap;
import org.onosproject.store.service.ConsistentMap;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.concurrent.CompletableFuture;

/**
 * The asynchronous view of an in-JVM ConsistentMap (ONOS's test map builds none): each call is made
 * on the map at once, on the calling thread, and answered with a completed future (a failed one if the
 * call threw). {@code asConsistentMap} gives the map itself. Calls whose synchronous form differs (the
 * collection views) are refused.
 */
public final class CompletedAsyncMaps {

    private CompletedAsyncMaps() {
    }

    @SuppressWarnings("unchecked")
    public static <K, V> AsyncConsistentMap<K, V> of(ConsistentMap<K, V> map) {
        return (AsyncConsistentMap<K, V>) Proxy.newProxyInstance(
                AsyncConsistentMap.class.getClassLoader(), new Class<?>[]{AsyncConsistentMap.class},
                (self, method, args) -> {
                    if (method.getDeclaringClass().equals(Object.class)) {
                        return method.invoke(map, args);
                    }
                    if (method.getName().equals("asConsistentMap")) {
                        return map;
                    }
                    if (method.getName().equals("addListener") || method.getName().equals("removeListener")) {
                        // The test map tells its listeners on the writing thread; an executor is not used.
                        Method listening = ConsistentMap.class.getMethod(method.getName(),
                                                                         method.getParameterTypes()[0]);
                        return completedIfFuture(method, () -> listening.invoke(map, args[0]));
                    }
                    Method same;
                    try {
                        same = ConsistentMap.class.getMethod(method.getName(), method.getParameterTypes());
                    } catch (NoSuchMethodException e) {
                        throw new UnsupportedOperationException(method.getName() + " has no synchronous form");
                    }
                    if (CompletableFuture.class.isAssignableFrom(same.getReturnType())
                            || !CompletableFuture.class.equals(method.getReturnType())) {
                        return invoke(same, map, args);
                    }
                    try {
                        return CompletableFuture.completedFuture(invoke(same, map, args));
                    } catch (Throwable e) {
                        return CompletableFuture.failedFuture(e);
                    }
                });
    }

    private interface Call {
        Object run() throws Throwable;
    }

    private static Object completedIfFuture(Method method, Call call) throws Throwable {
        Object result;
        try {
            result = call.run();
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
        return CompletableFuture.class.equals(method.getReturnType()) ? CompletableFuture.completedFuture(result)
                : result;
    }

    private static Object invoke(Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}

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

import com.google.common.collect.ImmutableList;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stands in front of an ONOS service and keeps account of its listeners: which are registered now, and
 * every removal of a listener that was not registered (what ONOS's {@code ListenerRegistry} logs as
 * "Listener ... not registered"). Every call goes on to the real service.
 */
final class ListenerLedger {

    private final Set<Object> registered = ConcurrentHashMap.newKeySet();
    private final List<Object> unregisteredRemovals = new ArrayList<>();

    /** The service {@code real} behind a proxy of {@code type} that keeps this ledger. */
    <S> S wrap(Class<S> type, S real) {
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, (proxy, method, args) -> {
            if (method.getName().equals("addListener")) {
                registered.add(args[0]);
            } else if (method.getName().equals("removeListener") && !registered.remove(args[0])) {
                synchronized (unregisteredRemovals) {
                    unregisteredRemovals.add(args[0]);
                }
            }
            try {
                return method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }));
    }

    /** Listeners added and not removed. */
    List<Object> registered() {
        return ImmutableList.copyOf(registered);
    }

    /** Listeners removed while not registered, in the order of the removals. */
    List<Object> unregisteredRemovals() {
        synchronized (unregisteredRemovals) {
            return ImmutableList.copyOf(unregisteredRemovals);
        }
    }
}

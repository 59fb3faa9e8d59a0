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

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * One ONOS service as a node's Janus sees it, until the node dies: every call goes to the shared
 * service, and the listeners Janus adds are noted, so that {@link #sever()} can take them off the
 * shared service, as a process that died receives no more events. After that, the calls that would
 * change the network (submit, withdraw, purge, apply or remove rules) are counted: a dead node makes
 * none.
 */
final class Severable<T> implements InvocationHandler {

    private static final Set<String> ACTS = Set.of("submit", "withdraw", "purge", "applyFlowRules",
                                                   "removeFlowRules", "removeFlowRulesById", "apply");

    private final Class<T> type;
    private final T delegate;
    private final T proxy;
    private final List<Object> listeners = new ArrayList<>();
    private final Map<String, Long> actsAfterSevered = new TreeMap<>();
    private boolean severed;
    private boolean watched;

    private Severable(Class<T> type, T delegate) {
        this.type = type;
        this.delegate = delegate;
        this.proxy = type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, this));
    }

    static <T> Severable<T> of(Class<T> type, T delegate) {
        return new Severable<>(type, delegate);
    }

    /** What to give Janus. */
    T service() {
        return proxy;
    }

    /** Takes every listener Janus added off the shared service; later calls that act are counted. */
    synchronized void sever() {
        severed = true;
        for (Object listener : listeners) {
            invokeQuietly("removeListener", listener);
        }
        listeners.clear();
    }

    /**
     * From now on counts the calls that act, listeners left in place: a node cut off the network still
     * gets the events of the shared data plane but must not act on them.
     */
    synchronized void watch() {
        watched = true;
    }

    /** The calls that would change the network made since {@link #sever()} or {@link #watch()}, by method. */
    synchronized Map<String, Long> actsAfterSevered() {
        return Map.copyOf(actsAfterSevered);
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        String name = method.getName();
        boolean listenerCall = (name.equals("addListener") || name.equals("removeListener"))
                && args != null && args.length == 1;
        synchronized (this) {
            if ((severed || watched) && ACTS.contains(name)) {
                actsAfterSevered.merge(name, 1L, Long::sum);
            }
            if (severed) {
                if (listenerCall) {
                    return null;
                }
            } else if (listenerCall) {
                if (name.equals("addListener")) {
                    listeners.add(args[0]);
                } else {
                    listeners.remove(args[0]);
                }
            }
        }
        try {
            return method.invoke(delegate, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private void invokeQuietly(String name, Object listener) {
        for (Method method : type.getMethods()) {
            if (method.getName().equals(name) && method.getParameterCount() == 1
                    && method.getParameterTypes()[0].isInstance(listener)) {
                try {
                    method.invoke(delegate, listener);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot remove " + listener, e);
                }
                return;
            }
        }
    }
}

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

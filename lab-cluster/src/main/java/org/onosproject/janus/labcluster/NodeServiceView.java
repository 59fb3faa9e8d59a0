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
package org.onosproject.janus.labcluster;

import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One shared ONOS service as one node's Janus sees it. Every call goes to the shared service; the calls
 * that change the network are written to the {@link ActLedger} under the node's name; the listeners the
 * node adds are noted, so that when the node dies ({@link #die()}) they come off the shared service, as a
 * killed process gets no more events. A dead node's later calls still reach the ledger, marked as by a
 * dead node: there must be none.
 */
final class NodeServiceView<T> implements InvocationHandler {

    private static final Set<String> RULE_WRITES = Set.of("applyFlowRules", "removeFlowRules",
                                                          "removeFlowRulesById", "apply", "purgeFlowRules");

    private final Class<T> type;
    private final T shared;
    private final String node;
    private final ActLedger ledger;
    private final T proxy;
    private final List<Object> listeners = new ArrayList<>();
    private boolean dead;

    private NodeServiceView(Class<T> type, T shared, String node, ActLedger ledger) {
        this.type = type;
        this.shared = shared;
        this.node = node;
        this.ledger = ledger;
        this.proxy = type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[]{type}, this));
    }

    static <T> NodeServiceView<T> of(Class<T> type, T shared, String node, ActLedger ledger) {
        return new NodeServiceView<>(type, shared, node, ledger);
    }

    /** What the node's Janus is given. */
    T service() {
        return proxy;
    }

    /** The node dies: its listeners come off the shared service; later listener calls do nothing. */
    synchronized void die() {
        dead = true;
        for (Object listener : listeners) {
            removeFromShared(listener);
        }
        listeners.clear();
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        String name = method.getName();
        boolean listenerCall = (name.equals("addListener") || name.equals("removeListener"))
                && args != null && args.length == 1;
        boolean byDead;
        synchronized (this) {
            byDead = dead;
            if (listenerCall) {
                if (dead) {
                    return null;
                }
                if (name.equals("addListener")) {
                    listeners.add(args[0]);
                } else {
                    listeners.remove(args[0]);
                }
            }
        }
        record(name, args, byDead);
        try {
            return method.invoke(shared, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private void record(String name, Object[] args, boolean byDead) {
        if (shared instanceof IntentService && args != null && args.length == 1 && args[0] instanceof Intent) {
            Intent intent = (Intent) args[0];
            org.onosproject.net.intent.Key key = intent.key();
            switch (name) {
                case "submit":
                    boolean known = ((IntentService) shared).getIntent(intent.key()) != null;
                    ledger.act(node, known ? ActLedger.Kind.RESUBMIT : ActLedger.Kind.PROVISION, key, byDead);
                    break;
                case "withdraw":
                    ledger.act(node, ActLedger.Kind.WITHDRAW, key, byDead);
                    break;
                case "purge":
                    ledger.act(node, ActLedger.Kind.PURGE, key, byDead);
                    break;
                default:
                    break;
            }
        } else if (RULE_WRITES.contains(name) && type.getSimpleName().equals("FlowRuleService")) {
            ledger.act(node, ActLedger.Kind.RULES, null, byDead);
        }
    }

    private void removeFromShared(Object listener) {
        for (Method method : type.getMethods()) {
            if (method.getName().equals("removeListener") && method.getParameterCount() == 1
                    && method.getParameterTypes()[0].isInstance(listener)) {
                try {
                    method.invoke(shared, listener);
                } catch (ReflectiveOperationException e) {
                    throw new IllegalStateException("cannot take " + listener + " off " + type.getSimpleName(), e);
                }
                return;
            }
        }
    }
}

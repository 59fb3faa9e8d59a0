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

import org.onosproject.janus.embedded.Wiring;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * ONOS components activated in dependency order, as OSGi would, and deactivated in the reverse
 * order. Deactivation goes on past a component that fails, so one bad component never leaves the
 * threads of the others running.
 */
final class ComponentChain {

    private static final Logger log = LoggerFactory.getLogger(ComponentChain.class);

    private final Deque<Object> active = new ArrayDeque<>();

    /** Activates {@code component} (its {@code @Reference} fields already set) and returns it. */
    <T> T activate(T component) {
        Wiring.call(component, "activate");
        active.push(component);
        return component;
    }

    /** Deactivates every activated component, last first; returns the first failure, or null. */
    RuntimeException deactivateAll() {
        RuntimeException first = null;
        while (!active.isEmpty()) {
            Object component = active.pop();
            try {
                Wiring.call(component, "deactivate");
            } catch (RuntimeException e) {
                log.warn("deactivating {} failed", component.getClass().getSimpleName(), e);
                if (first == null) {
                    first = e;
                }
            }
        }
        return first;
    }
}

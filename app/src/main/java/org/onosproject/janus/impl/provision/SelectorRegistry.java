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
package org.onosproject.janus.impl.provision;

import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.ImmutableSortedSet;
import org.onosproject.janus.api.PathSelector;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The path selectors Janus knows, by name, and the one new flows use. Built-in selectors cannot be
 * removed; third-party ones can. Thread-safe.
 */
public final class SelectorRegistry {

    private static final Pattern VALID_NAME = Pattern.compile("[a-z][a-z0-9_-]{0,31}");

    private final Map<String, PathSelector> selectors = new TreeMap<>();
    private final Set<String> builtIns;
    private final String defaultName;
    private PathSelector active;

    /**
     * @param builtIns    Janus's own selectors
     * @param defaultName the built-in to fall back to when an active third-party selector leaves
     */
    public SelectorRegistry(Collection<PathSelector> builtIns, String defaultName) {
        builtIns.forEach(this::register);
        this.builtIns = ImmutableSet.copyOf(selectors.keySet());
        checkArgument(this.builtIns.contains(defaultName), "default %s is not built in", defaultName);
        this.defaultName = defaultName;
        this.active = selectors.get(defaultName);
    }

    public synchronized PathSelector active() {
        return active;
    }

    /**
     * Makes {@code name} the active selector. The selector switched away from forgets its state.
     *
     * @throws IllegalArgumentException naming the valid selectors if {@code name} is unknown
     */
    public synchronized void activate(String name) {
        PathSelector next = require(name);
        if (next != active) {
            PathSelector previous = active;
            active = next;
            previous.reset();
        }
    }

    synchronized Optional<PathSelector> get(String name) {
        return Optional.ofNullable(selectors.get(name));
    }

    /**
     * True if the strategy {@code name} is registered and lets Janus move its flows (placement repair,
     * rebalancing; see {@link PathSelector#rebalances()}).
     */
    public boolean rebalances(String name) {
        return get(name).map(PathSelector::rebalances).orElse(false);
    }

    /** Tells the strategy that chose {@code flow}, if it is still registered, that the flow is gone. */
    public void flowRemoved(ProvisionedFlow flow) {
        get(flow.strategy()).ifPresent(s -> s.flowRemoved(flow.request().key()));
    }

    /** Every selector, sorted by name. */
    public synchronized List<PathSelector> all() {
        return ImmutableList.copyOf(selectors.values());
    }

    public synchronized Set<String> names() {
        return ImmutableSortedSet.copyOf(selectors.keySet());
    }

    /**
     * Adds a selector under its name.
     *
     * @throws IllegalArgumentException if the name is invalid or taken
     */
    public synchronized void register(PathSelector selector) {
        checkNotNull(selector, "selector");
        String name = selector.name();
        checkArgument(name != null && VALID_NAME.matcher(name).matches(),
                      "invalid strategy name '%s': lower-case letters, digits, '-' or '_', "
                              + "starting with a letter, at most 32 characters", name);
        checkArgument(!selectors.containsKey(name), "strategy '%s' is already registered", name);
        selectors.put(name, selector);
    }

    /**
     * Removes a third-party selector; if it was active, the default becomes active.
     *
     * @throws IllegalArgumentException if the name is unknown or built in
     */
    public synchronized void unregister(String name) {
        PathSelector selector = require(name);
        checkArgument(!builtIns.contains(name), "'%s' is a built-in strategy and cannot be removed", name);
        selectors.remove(name);
        if (selector == active) {
            active = selectors.get(defaultName);
        }
        selector.reset();
    }

    /** Every selector forgets its state. */
    public synchronized void resetAll() {
        selectors.values().forEach(PathSelector::reset);
    }

    private PathSelector require(String name) {
        PathSelector selector = name == null ? null : selectors.get(name);
        if (selector == null) {
            throw new IllegalArgumentException("unknown strategy '" + name + "'; valid: "
                                                       + String.join(", ", selectors.keySet()));
        }
        return selector;
    }
}

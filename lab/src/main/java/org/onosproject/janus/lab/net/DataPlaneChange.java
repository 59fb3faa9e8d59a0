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
package org.onosproject.janus.lab.net;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.FlowRule;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * What changed in the data plane since the flows were last looked up: switches whose links went down or
 * up (every path across them may have changed), and rules added to or removed from switches' tables.
 * Immutable.
 * <p>
 * A delivered path follows, at each switch, the best-matching rule for the packet and its in-port
 * ({@link RuleMatcher}), over links that are up. Rules and links elsewhere play no part in it, so the path
 * can only change if, at a switch it crosses, a link went down or up, the rule it applies was removed or
 * replaced, or a rule was added that matches the packet there and wins over that rule.
 */
final class DataPlaneChange {

    private final Set<DeviceId> rewired;
    private final Map<DeviceId, List<FlowRule>> added;
    private final Map<DeviceId, Set<FlowRule>> removedAt;
    private final List<FlowRule> removed;

    private DataPlaneChange(Set<DeviceId> rewired, Map<DeviceId, List<FlowRule>> added, List<FlowRule> removed) {
        this.rewired = ImmutableSet.copyOf(rewired);
        ImmutableMap.Builder<DeviceId, List<FlowRule>> addedCopy = ImmutableMap.builder();
        added.forEach((device, rules) -> addedCopy.put(device, ImmutableList.copyOf(rules)));
        this.added = addedCopy.build();
        this.removed = ImmutableList.copyOf(removed);
        Map<DeviceId, Set<FlowRule>> byDevice = new HashMap<>();
        for (FlowRule rule : removed) {
            byDevice.computeIfAbsent(rule.deviceId(), d -> new HashSet<>()).add(rule);
        }
        this.removedAt = ImmutableMap.copyOf(byDevice);
    }

    /** The switches whose links changed and the rules each table gained and lost. */
    static DataPlaneChange of(Set<DeviceId> rewired, Map<DeviceId, List<FlowRule>> added, List<FlowRule> removed) {
        return new DataPlaneChange(rewired, added, removed);
    }

    /** Every switch that changed: its links, or its table. */
    Set<DeviceId> devices() {
        Set<DeviceId> all = new LinkedHashSet<>(rewired);
        all.addAll(added.keySet());
        all.addAll(removedAt.keySet());
        return all;
    }

    boolean isEmpty() {
        return rewired.isEmpty() && added.isEmpty() && removed.isEmpty();
    }

    /** Rules removed from the tables, in the order the switches reported them. */
    List<FlowRule> removedRules() {
        return removed;
    }

    /**
     * False only if a packet following {@code path} (a delivered resolution, computed before this change)
     * would follow it still: then looking it up again would give the same rules and links.
     *
     * @param inPort the port where the packet enters the switch of the path's hop {@code i}
     */
    boolean mayRedirect(Resolution path, PacketHeader packet, IntFunction<ConnectPoint> inPort) {
        List<FlowRule> hops = path.rules();
        for (int i = 0; i < hops.size(); i++) {
            FlowRule applied = hops.get(i);
            DeviceId device = applied.deviceId();
            if (rewired.contains(device)) {
                return true;
            }
            Set<FlowRule> gone = removedAt.get(device);
            if (gone != null && gone.contains(applied)) {
                return true;
            }
            List<FlowRule> newRules = added.get(device);
            if (newRules != null && anyWins(newRules, applied, inPort.apply(i), packet)) {
                return true;
            }
        }
        return false;
    }

    /** A new rule replaces the applied one (same match and priority) or matches and wins over it. */
    private static boolean anyWins(List<FlowRule> newRules, FlowRule applied, ConnectPoint at, PacketHeader packet) {
        for (FlowRule rule : newRules) {
            if (rule.equals(applied)) {
                return true;
            }
            boolean outranks = rule.priority() > applied.priority()
                    || (rule.priority() == applied.priority() && rule.id().value() <= applied.id().value());
            if (outranks && RuleMatcher.matches(rule, at.port(), packet)) {
                return true;
            }
        }
        return false;
    }

    /** Collects the changes as the switches report them, until taken. Not thread-safe: callers lock. */
    static final class Collector {
        private final Set<DeviceId> rewired = new HashSet<>();
        private final Map<DeviceId, List<FlowRule>> added = new HashMap<>();
        private final List<FlowRule> removed = new ArrayList<>();

        void rewired(DeviceId device) {
            rewired.add(device);
        }

        void tableChanged(DeviceId device, List<FlowRule> addedRules, List<FlowRule> removedRules) {
            if (!addedRules.isEmpty()) {
                added.computeIfAbsent(device, d -> new ArrayList<>()).addAll(addedRules);
            }
            removed.addAll(removedRules);
        }

        boolean isEmpty() {
            return rewired.isEmpty() && added.isEmpty() && removed.isEmpty();
        }

        /** The changes so far; the collector starts empty again. */
        DataPlaneChange take() {
            DataPlaneChange change = of(rewired, added, removed);
            rewired.clear();
            added.clear();
            removed.clear();
            return change;
        }
    }
}

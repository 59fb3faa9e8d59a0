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
package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.Link;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.Versioned;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A {@link ReservationTable} shared by every ONOS node running Janus, on two ONOS ConsistentMaps: the
 * path each flow holds, and the flows holding each path (by a textual path id, so that equal paths are
 * one key whatever their links' annotations). Taking a free path is one {@code putIfAbsent}, so two
 * nodes can never both take the same free path; every other change is a compare-and-swap on versions.
 */
public final class DistributedReservationTable implements ReservationTable {

    private final ConsistentMap<FlowKey, List<Link>> pathOf;
    private final ConsistentMap<String, Set<FlowKey>> holdersOf;

    /**
     * @param pathOf    the path each flow holds
     * @param holdersOf the flows holding each path, by {@link #pathId}
     */
    public DistributedReservationTable(ConsistentMap<FlowKey, List<Link>> pathOf,
                                       ConsistentMap<String, Set<FlowKey>> holdersOf) {
        this.pathOf = checkNotNull(pathOf, "pathOf");
        this.holdersOf = checkNotNull(holdersOf, "holdersOf");
    }

    /** The key of a path in the holders map: its links' connect points, source to destination. */
    static String pathId(List<Link> path) {
        return path.stream().map(l -> l.src() + ">" + l.dst()).collect(Collectors.joining(","));
    }

    @Override
    public void reserve(FlowKey flow, List<Link> path) {
        checkNotNull(flow, "flow");
        List<Link> copy = ImmutableList.copyOf(checkNotNull(path, "path"));
        addHolder(pathId(copy), flow);
        record(flow, copy);
    }

    @Override
    public boolean tryReserve(FlowKey flow, List<Link> path) {
        checkNotNull(flow, "flow");
        List<Link> copy = ImmutableList.copyOf(checkNotNull(path, "path"));
        if (holdersOf.putIfAbsent(pathId(copy), ImmutableSet.of(flow)) != null) {
            return false;
        }
        record(flow, copy);
        return true;
    }

    private void record(FlowKey flow, List<Link> path) {
        Versioned<List<Link>> old = pathOf.put(flow, path);
        if (old != null && !pathId(old.value()).equals(pathId(path))) {
            removeHolder(pathId(old.value()), flow);
        }
    }

    @Override
    public Optional<List<Link>> reservationOf(FlowKey flow) {
        return Optional.ofNullable(Versioned.valueOrNull(pathOf.get(flow)));
    }

    @Override
    public int holders(List<Link> path) {
        Set<FlowKey> flows = Versioned.valueOrNull(holdersOf.get(pathId(path)));
        return flows == null ? 0 : flows.size();
    }

    @Override
    public boolean release(FlowKey flow) {
        Versioned<List<Link>> old = pathOf.remove(flow);
        if (old == null) {
            return false;
        }
        removeHolder(pathId(old.value()), flow);
        return true;
    }

    @Override
    public Set<FlowKey> releaseUsing(Link link) {
        ImmutableSet.Builder<FlowKey> released = ImmutableSet.builder();
        for (Map.Entry<FlowKey, Versioned<List<Link>>> entry : pathOf.entrySet()) {
            List<Link> path = entry.getValue().value();
            if (uses(path, link) && pathOf.remove(entry.getKey(), entry.getValue().version())) {
                removeHolder(pathId(path), entry.getKey());
                released.add(entry.getKey());
            }
        }
        return released.build();
    }

    // By connect points: a link's state or annotations may differ between the stored and the live copy.
    private static boolean uses(List<Link> path, Link link) {
        return path.stream().anyMatch(l -> l.src().equals(link.src()) && l.dst().equals(link.dst()));
    }

    @Override
    public void clear() {
        pathOf.clear();
        holdersOf.clear();
    }

    @Override
    public int size() {
        return pathOf.size();
    }

    private void addHolder(String path, FlowKey flow) {
        while (true) {
            Versioned<Set<FlowKey>> current = holdersOf.get(path);
            if (current == null) {
                if (holdersOf.putIfAbsent(path, ImmutableSet.of(flow)) == null) {
                    return;
                }
            } else {
                if (current.value().contains(flow)) {
                    return;
                }
                Set<FlowKey> more = ImmutableSet.<FlowKey>builder().addAll(current.value()).add(flow).build();
                if (holdersOf.replace(path, current.version(), more)) {
                    return;
                }
            }
        }
    }

    private void removeHolder(String path, FlowKey flow) {
        while (true) {
            Versioned<Set<FlowKey>> current = holdersOf.get(path);
            if (current == null || !current.value().contains(flow)) {
                return;
            }
            Set<FlowKey> fewer = current.value().stream().filter(f -> !f.equals(flow))
                    .collect(ImmutableSet.toImmutableSet());
            boolean done = fewer.isEmpty() ? holdersOf.remove(path, current.version())
                    : holdersOf.replace(path, current.version(), fewer);
            if (done) {
                return;
            }
        }
    }
}

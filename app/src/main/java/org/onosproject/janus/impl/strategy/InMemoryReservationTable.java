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

import com.google.common.collect.HashMultiset;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Multiset;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.Link;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static com.google.common.base.Preconditions.checkNotNull;

/** A {@link ReservationTable} for one controller node, kept in memory. Thread-safe. */
public final class InMemoryReservationTable implements ReservationTable {

    private final Map<FlowKey, List<Link>> pathOf = new HashMap<>();
    private final Multiset<List<Link>> holders = HashMultiset.create();

    @Override
    public synchronized void reserve(FlowKey flow, List<Link> path) {
        checkNotNull(flow, "flow");
        List<Link> copy = ImmutableList.copyOf(checkNotNull(path, "path"));
        List<Link> old = pathOf.put(flow, copy);
        if (old != null) {
            holders.remove(old);
        }
        holders.add(copy);
    }

    @Override
    public synchronized boolean tryReserve(FlowKey flow, List<Link> path) {
        checkNotNull(path, "path");
        if (holders.count(path) > 0) {
            return false;
        }
        reserve(flow, path);
        return true;
    }

    @Override
    public synchronized Optional<List<Link>> reservationOf(FlowKey flow) {
        return Optional.ofNullable(pathOf.get(flow));
    }

    @Override
    public synchronized int holders(List<Link> path) {
        return holders.count(path);
    }

    @Override
    public synchronized boolean release(FlowKey flow) {
        List<Link> old = pathOf.remove(flow);
        if (old == null) {
            return false;
        }
        holders.remove(old);
        return true;
    }

    @Override
    public synchronized Set<FlowKey> releaseUsing(Link link) {
        ImmutableSet.Builder<FlowKey> released = ImmutableSet.builder();
        Iterator<Map.Entry<FlowKey, List<Link>>> entries = pathOf.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<FlowKey, List<Link>> entry = entries.next();
            if (entry.getValue().contains(link)) {
                holders.remove(entry.getValue());
                entries.remove();
                released.add(entry.getKey());
            }
        }
        return released.build();
    }

    @Override
    public synchronized void clear() {
        pathOf.clear();
        holders.clear();
    }

    @Override
    public synchronized Set<FlowKey> knownFlows() {
        return ImmutableSet.copyOf(pathOf.keySet());
    }

    @Override
    public synchronized int size() {
        return pathOf.size();
    }
}

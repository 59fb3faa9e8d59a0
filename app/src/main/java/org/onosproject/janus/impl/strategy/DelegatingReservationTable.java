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

import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The reservation table in force, which can be switched: the {@code isolated} selector is created once
 * with Janus, while the shared table it should use exists only while Janus is active on a cluster.
 * Starts with an empty in-memory table.
 */
public final class DelegatingReservationTable implements ReservationTable {

    private volatile ReservationTable delegate = new InMemoryReservationTable();

    /** Uses {@code table} from now on (the previous one is left as it is). */
    public void delegateTo(ReservationTable table) {
        this.delegate = checkNotNull(table, "table");
    }

    @Override
    public void reserve(FlowKey flow, List<Link> path) {
        delegate.reserve(flow, path);
    }

    @Override
    public boolean tryReserve(FlowKey flow, List<Link> path) {
        return delegate.tryReserve(flow, path);
    }

    @Override
    public Optional<List<Link>> reservationOf(FlowKey flow) {
        return delegate.reservationOf(flow);
    }

    @Override
    public int holders(List<Link> path) {
        return delegate.holders(path);
    }

    @Override
    public boolean release(FlowKey flow) {
        return delegate.release(flow);
    }

    @Override
    public boolean releaseIfHeld(FlowKey flow) {
        return delegate.releaseIfHeld(flow);
    }

    @Override
    public void leave(FlowKey flow, List<Link> path) {
        delegate.leave(flow, path);
    }

    @Override
    public Set<FlowKey> releaseUsing(Link link) {
        return delegate.releaseUsing(link);
    }

    @Override
    public void clear() {
        delegate.clear();
    }

    @Override
    public Set<FlowKey> knownFlows() {
        return delegate.knownFlows();
    }

    @Override
    public int size() {
        return delegate.size();
    }
}

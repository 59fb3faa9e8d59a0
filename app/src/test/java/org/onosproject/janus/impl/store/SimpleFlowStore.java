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
package org.onosproject.janus.impl.store;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.store.AbstractStore;
import org.onosproject.store.StoreDelegate;

import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * A {@link FlowStore} of one node without a cluster, in memory, for unit tests: every record is this node's,
 * written at once, with its activity and install state in it; nothing is shared, so no write is ever lost.
 */
final class SimpleFlowStore extends AbstractStore<FlowStoreEvent, StoreDelegate<FlowStoreEvent>>
        implements FlowStore {

    private final Scheduler scheduler;
    private final Map<Key, ProvisionedFlow> flows = new ConcurrentHashMap<>();
    private final Set<Key> followed = ConcurrentHashMap.newKeySet();

    SimpleFlowStore(Scheduler scheduler) {
        this.scheduler = scheduler;
    }

    @Override
    public synchronized Optional<ProvisionedFlow> provision(Key key, Supplier<ProvisionedFlow> factory,
                                                            Predicate<ProvisionedFlow> submit,
                                                            Settlement settlement) {
        ProvisionedFlow known = flows.get(key);
        if (known != null) {
            return Optional.of(known);
        }
        ProvisionedFlow fresh = factory.get();
        if (fresh == null) {
            return Optional.empty();
        }
        // In the store before the submit: ONOS may report the intent installed before the submit returns.
        flows.put(key, fresh);
        if (!submit.test(fresh)) {
            flows.remove(key);
            followed.remove(key);
            return Optional.empty();
        }
        tell(FlowStoreEvent.Type.UPDATED, fresh);
        return Optional.of(flows.get(key));
    }

    @Override
    public void awaitRecords() {
    }

    @Override
    public Optional<ProvisionedFlow> get(Key key) {
        return cached(key);
    }

    @Override
    public Optional<ProvisionedFlow> cached(Key key) {
        return Optional.ofNullable(flows.get(key));
    }

    @Override
    public synchronized Optional<ProvisionedFlow> update(Key key, UnaryOperator<ProvisionedFlow> change) {
        ProvisionedFlow before = flows.get(key);
        if (before == null) {
            return Optional.empty();
        }
        ProvisionedFlow after = change.apply(before);
        if (!after.equals(before)) {
            flows.put(key, after);
            tell(FlowStoreEvent.Type.UPDATED, after);
        }
        return Optional.of(after);
    }

    @Override
    public synchronized void markInstalled(Key key, long nowMillis) {
        ProvisionedFlow flow = flows.get(key);
        if (flow != null && flow.state() == ProvisionedFlow.State.SUBMITTED) {
            followed.add(key);
            update(key, f -> f.installed(nowMillis));
        }
    }

    @Override
    public synchronized Optional<ProvisionedFlow> observeBytes(Key key, long counter, long nowMillis) {
        boolean takenOver = followed.add(key);
        return update(key, f -> (takenOver ? f.takenOverAt(nowMillis) : f).observedBytes(counter, nowMillis));
    }

    @Override
    public int shareActivity() {
        return 0;
    }

    @Override
    public boolean follows(Key key) {
        return followed.contains(key);
    }

    @Override
    public void unfollow(Key key) {
        followed.remove(key);
    }

    @Override
    public synchronized Optional<ProvisionedFlow> remove(Key key) {
        followed.remove(key);
        ProvisionedFlow removed = flows.remove(key);
        if (removed != null) {
            tell(FlowStoreEvent.Type.REMOVED, removed);
        }
        return Optional.ofNullable(removed);
    }

    @Override
    public Collection<ProvisionedFlow> all() {
        return ImmutableList.copyOf(flows.values());
    }

    @Override
    public int size() {
        return flows.size();
    }

    @Override
    public void forgetStaleInstalls() {
    }

    @Override
    public synchronized void clear() {
        ImmutableList.copyOf(flows.keySet()).forEach(this::remove);
    }

    @Override
    public void close() {
        delegate = null;
    }

    private void tell(FlowStoreEvent.Type type, ProvisionedFlow flow) {
        notifyDelegate(new FlowStoreEvent(type, flow, scheduler.nowMillis()));
    }
}

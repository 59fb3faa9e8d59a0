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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableMap;
import org.onosproject.net.behaviour.NextGroup;
import org.onosproject.net.flowobjective.FlowObjectiveStore;
import org.onosproject.net.flowobjective.FlowObjectiveStoreDelegate;
import org.onosproject.net.flowobjective.ObjectiveEvent;
import org.onosproject.store.AbstractStore;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The flow-objective store of the embedded core: next-objective groups in memory and next ids
 * counted from 1. A stored group is announced to the delegate (ONOS's FlowObjectiveManager, which
 * then replays the forwarding objectives that waited for it).
 */
final class InMemoryFlowObjectiveStore extends AbstractStore<ObjectiveEvent, FlowObjectiveStoreDelegate>
        implements FlowObjectiveStore {

    private final Map<Integer, NextGroup> groups = new ConcurrentHashMap<>();
    private final AtomicInteger lastNextId = new AtomicInteger();

    @Override
    public void putNextGroup(Integer nextId, NextGroup group) {
        groups.put(nextId, group);
        notifyDelegate(new ObjectiveEvent(ObjectiveEvent.Type.ADD, nextId));
    }

    @Override
    public NextGroup getNextGroup(Integer nextId) {
        return groups.get(nextId);
    }

    @Override
    public NextGroup removeNextGroup(Integer nextId) {
        NextGroup removed = groups.remove(nextId);
        if (removed != null) {
            notifyDelegate(new ObjectiveEvent(ObjectiveEvent.Type.REMOVE, nextId));
        }
        return removed;
    }

    @Override
    public Map<Integer, NextGroup> getAllGroups() {
        return ImmutableMap.copyOf(groups);
    }

    @Override
    public int allocateNextId() {
        return lastNextId.incrementAndGet();
    }
}

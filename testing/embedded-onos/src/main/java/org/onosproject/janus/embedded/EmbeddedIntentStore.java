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

import com.google.common.collect.ImmutableList;
import org.onosproject.cluster.NodeId;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentData;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.IntentStore;
import org.onosproject.net.intent.IntentStoreDelegate;
import org.onosproject.net.intent.Key;
import org.onosproject.store.AbstractStore;
import org.onosproject.store.LogicalTimestamp;

import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Single-node intent store with the semantics of ONOS's distributed one: a current map and a
 * pending map, versioned writes accepted only by {@link IntentData#isUpdateAcceptable}, the
 * manager told of new pending work ({@code process}) and of every accepted write ({@code onUpdate},
 * which lets the objective tracker follow the links an intent uses).
 * <p>
 * Replaces {@code SimpleIntentStore}, which can lose the INSTALLED state under concurrent writes and
 * never calls {@code onUpdate}. All mutations are serialized on this store's monitor; versions are a
 * logical clock, so two requests for one key in the same millisecond are still ordered.
 */
final class EmbeddedIntentStore extends AbstractStore<IntentEvent, IntentStoreDelegate> implements IntentStore {

    private static final Set<IntentState> SETTLED = EnumSet.of(
            IntentState.INSTALLED, IntentState.WITHDRAWN, IntentState.FAILED, IntentState.CORRUPT);

    private final NodeId localNode;
    private final AtomicLong clock = new AtomicLong();
    private final Map<Key, IntentData> current = new HashMap<>();
    private final Map<Key, IntentData> pending = new HashMap<>();
    private final Map<Key, Long> pendingSinceMillis = new HashMap<>();
    private final ActivitySignal activity;
    // Stored intents not in a SETTLED state, kept as the current map changes (checked very often).
    private long unsettled;

    EmbeddedIntentStore(NodeId localNode, ActivitySignal activity) {
        this.localNode = checkNotNull(localNode);
        this.activity = checkNotNull(activity);
    }

    @Override
    public synchronized long getIntentCount() {
        return current.size();
    }

    @Override
    public synchronized Iterable<Intent> getIntents() {
        return current.values().stream().map(IntentData::intent).collect(ImmutableList.toImmutableList());
    }

    @Override
    public synchronized Iterable<IntentData> getIntentData(boolean localOnly, long olderThan) {
        return current.values().stream().map(IntentData::copy).collect(ImmutableList.toImmutableList());
    }

    @Override
    public synchronized IntentState getIntentState(Key key) {
        IntentData data = current.get(key);
        return data == null ? null : data.state();
    }

    @Override
    public synchronized List<Intent> getInstallableIntents(Key key) {
        IntentData data = current.get(key);
        return data == null ? ImmutableList.of() : data.installables();
    }

    @Override
    public synchronized void write(IntentData newData) {
        checkNotNull(newData);
        activity.bump();
        Key key = newData.key();
        IntentData currentData = current.get(key);
        if (!IntentData.isUpdateAcceptable(currentData, newData)) {
            return;
        }
        IntentData pendingData = pending.get(key);
        if (pendingData != null && !pendingData.version().isNewerThan(newData.version())) {
            pending.remove(key);
            pendingSinceMillis.remove(key);
        }
        if (newData.state() == IntentState.PURGE_REQ) {
            if (currentData != null) {
                replaceCurrent(key, null);
                notifyDelegate(new IntentEvent(IntentEvent.Type.PURGED, currentData.intent()));
            }
            return;
        }
        IntentData stored = IntentData.copy(newData);
        replaceCurrent(key, stored);
        if (delegate != null) {
            delegate.onUpdate(IntentData.copy(stored));
        }
        IntentEvent.getEvent(stored).ifPresent(this::notifyDelegate);
    }

    @Override
    public synchronized void batchWrite(Iterable<IntentData> updates) {
        updates.forEach(this::write);
    }

    @Override
    public synchronized Intent getIntent(Key key) {
        IntentData data = current.get(key);
        return data == null ? null : data.intent();
    }

    @Override
    public synchronized IntentData getIntentData(Key key) {
        IntentData data = current.get(key);
        return data == null ? null : IntentData.copy(data);
    }

    @Override
    public synchronized void addPending(IntentData data) {
        checkNotNull(data);
        activity.bump();
        IntentData stamped = IntentData.assign(data, new LogicalTimestamp(clock.incrementAndGet()), localNode);
        pending.put(stamped.key(), stamped);
        pendingSinceMillis.put(stamped.key(), System.currentTimeMillis());
        if (delegate != null) {
            delegate.process(IntentData.copy(stamped));
        }
        IntentEvent.getEvent(stamped).ifPresent(this::notifyDelegate);
    }

    @Override
    public boolean isMaster(Key key) {
        return true;
    }

    @Override
    public synchronized Iterable<Intent> getPending() {
        return pending.values().stream().map(IntentData::intent).collect(ImmutableList.toImmutableList());
    }

    @Override
    public synchronized Iterable<IntentData> getPendingData() {
        return ImmutableList.copyOf(pending.values());
    }

    @Override
    public synchronized IntentData getPendingData(Key key) {
        return pending.get(key);
    }

    @Override
    public synchronized Iterable<IntentData> getPendingData(boolean localOnly, long olderThan) {
        long cutoff = System.currentTimeMillis() - olderThan;
        return pending.values().stream()
                .filter(d -> pendingSinceMillis.getOrDefault(d.key(), 0L) < cutoff)
                .collect(ImmutableList.toImmutableList());
    }

    /** True when no request is pending and every stored intent is in a settled state. */
    synchronized boolean isSettled() {
        return pending.isEmpty() && unsettled == 0;
    }

    /** Puts (or, with null, removes) the current data of a key, keeping the unsettled count. */
    private void replaceCurrent(Key key, IntentData data) {
        IntentData previous = data == null ? current.remove(key) : current.put(key, data);
        if (previous != null && !SETTLED.contains(previous.state())) {
            unsettled--;
        }
        if (data != null && !SETTLED.contains(data.state())) {
            unsettled++;
        }
    }
}

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
import org.onosproject.core.ApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.DefaultFlowEntry;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowEntry.FlowEntryState;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRuleEvent;
import org.onosproject.net.flow.FlowRuleStore;
import org.onosproject.net.flow.FlowRuleStoreDelegate;
import org.onosproject.net.flow.StoredFlowEntry;
import org.onosproject.net.flow.TableStatisticsEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEvent;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchRequest;
import org.onosproject.store.AbstractStore;

import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Single-node flow rule store with the semantics of ONOS's distributed one: a batch keeps the id
 * the manager gave it (so its completion finds the waiting operation), ADD and MODIFY store a
 * PENDING_ADD entry, REMOVE marks the stored entry PENDING_REMOVE until the device reports it gone.
 * <p>
 * Replaces {@code SimpleFlowRuleStore}, which renumbers batches (intents then never leave
 * INSTALLING) and rejects MODIFY (needed when an intent is rerouted). Delegates are notified
 * outside this store's monitor.
 */
final class EmbeddedFlowRuleStore extends AbstractStore<FlowRuleBatchEvent, FlowRuleStoreDelegate>
        implements FlowRuleStore {

    // Ids for batches this store makes itself; far away from the manager's id block.
    private final AtomicLong ownBatchIds = new AtomicLong(Long.MAX_VALUE / 2);
    private final Map<DeviceId, Map<FlowRule, StoredFlowEntry>> tables = new HashMap<>();
    private final Map<DeviceId, List<TableStatisticsEntry>> tableStats = new HashMap<>();
    private final Set<Long> batchesInFlight = new HashSet<>();
    private final ActivitySignal activity;

    EmbeddedFlowRuleStore(ActivitySignal activity) {
        this.activity = activity;
    }

    @Override
    public synchronized int getFlowRuleCount() {
        return tables.values().stream().mapToInt(Map::size).sum();
    }

    @Override
    public synchronized int getFlowRuleCount(DeviceId deviceId) {
        return table(deviceId).size();
    }

    @Override
    public synchronized int getFlowRuleCount(DeviceId deviceId, FlowEntryState state) {
        if (state == null) {
            return getFlowRuleCount(deviceId);
        }
        return (int) table(deviceId).values().stream().filter(e -> e.state() == state).count();
    }

    @Override
    public synchronized FlowEntry getFlowEntry(FlowRule rule) {
        return table(rule.deviceId()).get(rule);
    }

    @Override
    public synchronized Iterable<FlowEntry> getFlowEntries(DeviceId deviceId) {
        return ImmutableList.copyOf(table(deviceId).values());
    }

    @Override
    public void storeFlowRule(FlowRule rule) {
        storeBatch(single(FlowRuleBatchEntry.FlowRuleOperation.ADD, rule));
    }

    @Override
    public void deleteFlowRule(FlowRule rule) {
        storeBatch(single(FlowRuleBatchEntry.FlowRuleOperation.REMOVE, rule));
    }

    private FlowRuleBatchOperation single(FlowRuleBatchEntry.FlowRuleOperation op, FlowRule rule) {
        return new FlowRuleBatchOperation(Collections.singletonList(new FlowRuleBatchEntry(op, rule)),
                                          rule.deviceId(), ownBatchIds.incrementAndGet());
    }

    @Override
    public void storeBatch(FlowRuleBatchOperation operation) {
        checkNotNull(operation);
        DeviceId deviceId = operation.deviceId();
        Set<FlowRuleBatchEntry> toDevice = new HashSet<>();
        synchronized (this) {
            Map<FlowRule, StoredFlowEntry> table = tables.computeIfAbsent(deviceId, d -> new LinkedHashMap<>());
            for (FlowRuleBatchEntry op : operation.getOperations()) {
                FlowRule rule = op.target();
                switch (op.operator()) {
                    case ADD:
                    case MODIFY:
                        table.remove(rule);
                        table.put(rule, new DefaultFlowEntry(rule));
                        toDevice.add(op);
                        break;
                    case REMOVE:
                        StoredFlowEntry stored = table.get(rule);
                        if (stored != null) {
                            stored.setState(FlowEntryState.PENDING_REMOVE);
                            // the stored rule, not the request: a removal may omit the treatment
                            toDevice.add(new FlowRuleBatchEntry(op.operator(), new DefaultFlowRule(stored)));
                        }
                        break;
                    default:
                        throw new IllegalArgumentException("unknown flow rule operation " + op.operator());
                }
            }
            if (!toDevice.isEmpty()) {
                batchesInFlight.add(operation.id());
                activity.bump();
            }
        }
        if (toDevice.isEmpty()) {
            notifyDelegate(FlowRuleBatchEvent.completed(
                    new FlowRuleBatchRequest(operation.id(), Collections.emptySet()),
                    new CompletedBatchOperation(true, Collections.emptySet(), deviceId)));
        } else {
            notifyDelegate(FlowRuleBatchEvent.requested(
                    new FlowRuleBatchRequest(operation.id(), toDevice), deviceId));
        }
    }

    @Override
    public void batchOperationComplete(FlowRuleBatchEvent event) {
        synchronized (this) {
            batchesInFlight.remove(event.subject().batchId());
            activity.bump();
        }
        notifyDelegate(event);
    }

    @Override
    public synchronized FlowRuleEvent addOrUpdateFlowRule(FlowEntry rule) {
        StoredFlowEntry stored = table(rule.deviceId()).get(rule);
        if (stored == null) {
            tables.computeIfAbsent(rule.deviceId(), d -> new LinkedHashMap<>())
                    .put(rule, new DefaultFlowEntry(rule, rule.state(), rule.life(), rule.packets(), rule.bytes()));
            return null;
        }
        stored.setBytes(rule.bytes());
        stored.setPackets(rule.packets());
        stored.setLife(rule.life(TimeUnit.NANOSECONDS), TimeUnit.NANOSECONDS);
        stored.setLiveType(rule.liveType());
        stored.setLastSeen();
        if (stored.state() == FlowEntryState.PENDING_ADD) {
            stored.setState(FlowEntryState.ADDED);
            return new FlowRuleEvent(FlowRuleEvent.Type.RULE_ADDED, rule);
        }
        return new FlowRuleEvent(FlowRuleEvent.Type.RULE_UPDATED, rule);
    }

    @Override
    public synchronized FlowRuleEvent removeFlowRule(FlowEntry rule) {
        Map<FlowRule, StoredFlowEntry> table = tables.get(rule.deviceId());
        StoredFlowEntry removed = table == null ? null : table.remove(rule);
        return removed == null ? null : new FlowRuleEvent(FlowRuleEvent.Type.RULE_REMOVED, removed);
    }

    @Override
    public synchronized FlowRuleEvent pendingFlowRule(FlowEntry rule) {
        StoredFlowEntry stored = table(rule.deviceId()).get(rule);
        if (stored == null) {
            return null;
        }
        stored.setState(FlowEntryState.PENDING_ADD);
        return new FlowRuleEvent(FlowRuleEvent.Type.RULE_UPDATED, rule);
    }

    @Override
    public synchronized void purgeFlowRule(DeviceId deviceId) {
        tables.remove(deviceId);
    }

    @Override
    public synchronized boolean purgeFlowRules(DeviceId deviceId, ApplicationId appId) {
        table(deviceId).keySet().removeIf(rule -> rule.appId() == appId.id());
        return true;
    }

    @Override
    public synchronized void purgeFlowRules() {
        tables.clear();
    }

    @Override
    public synchronized FlowRuleEvent updateTableStatistics(DeviceId deviceId, List<TableStatisticsEntry> stats) {
        tableStats.put(deviceId, ImmutableList.copyOf(stats));
        return null;
    }

    @Override
    public synchronized Iterable<TableStatisticsEntry> getTableStatistics(DeviceId deviceId) {
        return tableStats.getOrDefault(deviceId, ImmutableList.of());
    }

    @Override
    public synchronized long getActiveFlowRuleCount(DeviceId deviceId) {
        return table(deviceId).values().stream().filter(e -> e.state() == FlowEntryState.ADDED).count();
    }

    /** True when every batch handed to a device has been reported complete. */
    synchronized boolean hasNoBatchInFlight() {
        return batchesInFlight.isEmpty();
    }

    private Map<FlowRule, StoredFlowEntry> table(DeviceId deviceId) {
        Map<FlowRule, StoredFlowEntry> table = tables.get(deviceId);
        return table == null ? Collections.emptyMap() : table;
    }
}

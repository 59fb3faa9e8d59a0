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
package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRuleProvider;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleProviderService;
import org.onosproject.net.flow.TableStatisticsEntry;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** ONOS's flow-rule subsystem as a provider sees it, recording what it is told. */
final class RecordingFlowRuleProviderService implements FlowRuleProviderRegistry, FlowRuleProviderService {

    final Map<Long, CompletedBatchOperation> completed = new ConcurrentHashMap<>();
    final List<List<FlowEntry>> metrics = new CopyOnWriteArrayList<>();
    final List<FlowEntry> removed = new CopyOnWriteArrayList<>();
    private volatile FlowRuleProvider provider;

    @Override
    public FlowRuleProviderService register(FlowRuleProvider provider) {
        this.provider = provider;
        return this;
    }

    @Override
    public void unregister(FlowRuleProvider provider) {
        this.provider = null;
    }

    @Override
    public Set<ProviderId> getProviders() {
        return provider == null ? ImmutableSet.of() : ImmutableSet.of(provider.id());
    }

    @Override
    public FlowRuleProvider provider() {
        return provider;
    }

    @Override
    public void flowRemoved(FlowEntry flowEntry) {
        removed.add(flowEntry);
    }

    @Override
    public void pushFlowMetrics(DeviceId deviceId, Iterable<FlowEntry> flowEntries) {
        metrics.add(ImmutableList.copyOf(flowEntries));
    }

    @Override
    public void pushFlowMetricsWithoutFlowMissing(DeviceId deviceId, Iterable<FlowEntry> flowEntries) {
        throw new AssertionError("the testbed pushes whole flow tables only");
    }

    @Override
    public void pushTableStatistics(DeviceId deviceId, List<TableStatisticsEntry> tableStatsEntries) {
    }

    @Override
    public void batchOperationCompleted(long batchId, CompletedBatchOperation operation) {
        completed.put(batchId, operation);
    }
}

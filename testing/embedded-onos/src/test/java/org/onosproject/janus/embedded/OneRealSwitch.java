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

import org.onlab.packet.ChassisId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DefaultDeviceDescription;
import org.onosproject.net.device.DeviceProvider;
import org.onosproject.net.device.DeviceProviderService;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRuleProvider;
import org.onosproject.net.flow.FlowRuleProviderService;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.onosproject.net.provider.ProviderId;

import java.net.URI;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * A provider of scheme {@code of} standing for a real switch's: it connects one device, answers
 * role requests, and records the flow rules ONOS installs on it (acknowledging every batch).
 */
final class OneRealSwitch implements DeviceProvider, FlowRuleProvider {

    static final DeviceId DEVICE = DeviceId.deviceId("of:0000000000000001");

    private final List<FlowRule> installed = new CopyOnWriteArrayList<>();
    private final DeviceProviderService devices;
    private final FlowRuleProviderService flowRules;

    OneRealSwitch(EmbeddedOnos onos) {
        devices = onos.deviceProviderRegistry().register(this);
        flowRules = onos.flowRuleProviderRegistry().register(this);
    }

    void connect() {
        devices.deviceConnected(DEVICE, new DefaultDeviceDescription(URI.create(DEVICE.toString()),
                org.onosproject.net.Device.Type.SWITCH, "test", "switch", "1.0", "1", new ChassisId(1)));
    }

    List<FlowRule> installed() {
        return installed;
    }

    @Override
    public ProviderId id() {
        return new ProviderId("of", "org.onosproject.janus.embedded.test");
    }

    @Override
    public void executeBatch(FlowRuleBatchOperation batch) {
        for (FlowRuleBatchEntry entry : batch.getOperations()) {
            if (entry.operator() == FlowRuleBatchEntry.FlowRuleOperation.ADD) {
                installed.add(entry.target());
            } else if (entry.operator() == FlowRuleBatchEntry.FlowRuleOperation.REMOVE) {
                installed.remove(entry.target());
            }
        }
        flowRules.batchOperationCompleted(batch.id(), new CompletedBatchOperation(true, Set.of(), batch.deviceId()));
    }

    @Override
    public void applyFlowRule(FlowRule... rules) {
        installed.addAll(List.of(rules));
    }

    @Override
    public void removeFlowRule(FlowRule... rules) {
        installed.removeAll(List.of(rules));
    }

    @Override
    public void roleChanged(DeviceId deviceId, MastershipRole newRole) {
        devices.receivedRoleReply(deviceId, newRole, newRole);
    }

    @Override
    public void triggerProbe(DeviceId deviceId) {
    }

    @Override
    public boolean isReachable(DeviceId deviceId) {
        return true;
    }

    @Override
    public void changePortState(DeviceId deviceId, PortNumber portNumber, boolean enable) {
    }
}

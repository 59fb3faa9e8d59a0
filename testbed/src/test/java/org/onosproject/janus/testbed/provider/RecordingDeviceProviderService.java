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
import org.onosproject.net.MastershipRole;
import org.onosproject.net.device.DeviceDescription;
import org.onosproject.net.device.DeviceProvider;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.device.DeviceProviderService;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.provider.ProviderId;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** ONOS's device subsystem as a provider sees it, recording what it is told. */
final class RecordingDeviceProviderService implements DeviceProviderRegistry, DeviceProviderService {

    final Map<DeviceId, DeviceDescription> connected = new ConcurrentHashMap<>();
    final List<DeviceId> disconnected = new CopyOnWriteArrayList<>();
    final List<DeviceId> reachableWhenDisconnected = new CopyOnWriteArrayList<>();
    final Map<DeviceId, List<PortDescription>> ports = new ConcurrentHashMap<>();
    final List<PortDescription> portChanges = new CopyOnWriteArrayList<>();
    final List<PortDescription> deletedPorts = new CopyOnWriteArrayList<>();
    final List<List<PortStatistics>> portStatistics = new CopyOnWriteArrayList<>();
    final List<MastershipRole> roleReplies = new CopyOnWriteArrayList<>();
    private volatile DeviceProvider provider;

    @Override
    public DeviceProviderService register(DeviceProvider provider) {
        this.provider = provider;
        return this;
    }

    @Override
    public void unregister(DeviceProvider provider) {
        this.provider = null;
    }

    @Override
    public Set<ProviderId> getProviders() {
        return provider == null ? ImmutableSet.of() : ImmutableSet.of(provider.id());
    }

    @Override
    public void deviceConnected(DeviceId deviceId, DeviceDescription deviceDescription) {
        connected.put(deviceId, deviceDescription);
    }

    @Override
    public void deviceDisconnected(DeviceId deviceId) {
        // As ONOS's provider services do, refuse a provider that is no longer registered.
        if (provider == null) {
            throw new IllegalStateException("provider no longer registered");
        }
        disconnected.add(deviceId);
        if (provider.isReachable(deviceId)) {
            reachableWhenDisconnected.add(deviceId);
        }
    }

    @Override
    public void updatePorts(DeviceId deviceId, List<PortDescription> portDescriptions) {
        ports.put(deviceId, ImmutableList.copyOf(portDescriptions));
    }

    @Override
    public void deletePort(DeviceId deviceId, PortDescription portDescription) {
        deletedPorts.add(portDescription);
    }

    @Override
    public void portStatusChanged(DeviceId deviceId, PortDescription portDescription) {
        portChanges.add(portDescription);
    }

    @Override
    public void receivedRoleReply(DeviceId deviceId, MastershipRole requested, MastershipRole response) {
        roleReplies.add(response);
    }

    @Override
    public void updatePortStatistics(DeviceId deviceId, Collection<PortStatistics> portStatistics) {
        this.portStatistics.add(ImmutableList.copyOf(portStatistics));
    }

    @Override
    public DeviceProvider provider() {
        return provider;
    }
}

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

import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.ChassisId;
import org.onosproject.net.DefaultDevice;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.flow.FlowRuleServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;

public class DepartedSwitchRulesTest {

    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");

    private final Devices devices = new Devices();
    private final PurgeRecorder flowRules = new PurgeRecorder();
    private final DepartedSwitchRules departed = new DepartedSwitchRules(devices, flowRules);

    private static Device device(ProviderId provider) {
        return new DefaultDevice(provider, S1, Device.Type.SWITCH, "Nicira, Inc.", "Open vSwitch", "3.1.0",
                                 "None", new ChassisId(1));
    }

    private void post(DeviceEvent.Type type, ProviderId provider) {
        DeviceEvent event = new DeviceEvent(type, device(provider));
        for (DeviceListener listener : devices.listeners) {
            if (listener.isRelevant(event)) {
                listener.event(event);
            }
        }
    }

    @Before
    public void start() {
        departed.start();
    }

    @After
    public void stop() {
        departed.stop();
    }

    @Test
    public void aTestbedSwitchThatBecomesUnavailableHasItsRulesPurged() {
        post(DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED, TestbedProviderId.PROVIDER_ID);

        assertThat(flowRules.purged, contains(S1));
    }

    @Test
    public void aRemovedTestbedSwitchHasItsRulesPurged() {
        post(DeviceEvent.Type.DEVICE_REMOVED, TestbedProviderId.PROVIDER_ID);

        assertThat(flowRules.purged, contains(S1));
    }

    @Test
    public void aTestbedSwitchThatComesBackKeepsItsRules() {
        devices.available.add(S1);

        post(DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED, TestbedProviderId.PROVIDER_ID);

        assertThat(flowRules.purged, empty());
    }

    @Test
    public void aDeviceOfAnotherProviderIsLeftAlone() {
        post(DeviceEvent.Type.DEVICE_REMOVED, new ProviderId("of", "org.onosproject.provider.openflow"));

        assertThat(flowRules.purged, empty());
    }

    @Test
    public void aTestbedSwitchAlreadyGoneWhenItStartsHasItsRulesPurged() {
        departed.stop();
        devices.known.add(device(TestbedProviderId.PROVIDER_ID));

        departed.start();

        assertThat(flowRules.purged, contains(S1));
    }

    @Test
    public void anAvailableSwitchKeepsItsRulesWhenItStarts() {
        departed.stop();
        devices.known.add(device(TestbedProviderId.PROVIDER_ID));
        devices.available.add(S1);

        departed.start();

        assertThat(flowRules.purged, empty());
    }

    @Test
    public void stoppedItNoLongerListens() {
        departed.stop();

        post(DeviceEvent.Type.DEVICE_REMOVED, TestbedProviderId.PROVIDER_ID);

        assertThat(devices.listeners, empty());
        assertThat(flowRules.purged, empty());
    }

    @Test
    public void aSweepPurgesADepartedTestbedSwitchThatStillHasRules() {
        devices.known.add(device(TestbedProviderId.PROVIDER_ID));
        flowRules.stored.put(S1, 3);

        departed.sweep();

        assertThat(flowRules.purged, contains(S1));
    }

    @Test
    public void aSweepLeavesADepartedSwitchWithNoRulesAndAnAvailableOneAlone() {
        devices.known.add(device(TestbedProviderId.PROVIDER_ID));
        departed.sweep();
        devices.available.add(S1);
        flowRules.stored.put(S1, 3);
        departed.sweep();

        assertThat(flowRules.purged, empty());
    }

    @Test
    public void aStoppedPurgerSweepsNothing() {
        devices.known.add(device(TestbedProviderId.PROVIDER_ID));
        flowRules.stored.put(S1, 3);
        departed.stop();

        departed.sweep();

        assertThat(flowRules.purged, empty());
    }

    private static final class Devices extends DeviceServiceAdapter {
        final List<DeviceListener> listeners = new CopyOnWriteArrayList<>();
        final Set<DeviceId> available = ConcurrentHashMap.newKeySet();
        final List<Device> known = new CopyOnWriteArrayList<>();

        @Override
        public Iterable<Device> getDevices() {
            return known;
        }

        @Override
        public void addListener(DeviceListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeListener(DeviceListener listener) {
            listeners.remove(listener);
        }

        @Override
        public boolean isAvailable(DeviceId deviceId) {
            return available.contains(deviceId);
        }
    }

    private static final class PurgeRecorder extends FlowRuleServiceAdapter {
        final List<DeviceId> purged = new CopyOnWriteArrayList<>();
        final Map<DeviceId, Integer> stored = new ConcurrentHashMap<>();

        @Override
        public int getFlowRuleCount(DeviceId deviceId) {
            return stored.getOrDefault(deviceId, 0);
        }

        @Override
        public void purgeFlowRules(DeviceId deviceId) {
            purged.add(deviceId);
        }
    }
}

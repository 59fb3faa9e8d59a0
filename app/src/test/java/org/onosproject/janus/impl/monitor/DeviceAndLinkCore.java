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
package org.onosproject.janus.impl.monitor;

import com.google.common.collect.ImmutableList;
import org.onlab.junit.TestUtils;
import org.onlab.packet.ChassisId;
import org.onosproject.cluster.ClusterServiceAdapter;
import org.onosproject.common.event.impl.TestEventDispatcher;
import org.onosproject.mastership.MastershipServiceAdapter;
import org.onosproject.mastership.MastershipTerm;
import org.onosproject.mastership.MastershipTermService;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.PortNumber;
import org.onosproject.net.config.NetworkConfigServiceAdapter;
import org.onosproject.net.device.DefaultDeviceDescription;
import org.onosproject.net.device.DefaultPortDescription;
import org.onosproject.net.device.DefaultPortStatistics;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceProvider;
import org.onosproject.net.device.DeviceProviderService;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.net.device.impl.DeviceManager;
import org.onosproject.net.link.DefaultLinkDescription;
import org.onosproject.net.link.LinkProvider;
import org.onosproject.net.link.LinkProviderService;
import org.onosproject.net.link.impl.LinkManager;
import org.onosproject.net.provider.AbstractProvider;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.store.cluster.messaging.ClusterCommunicationServiceAdapter;
import org.onosproject.store.trivial.SimpleDeviceStore;
import org.onosproject.store.trivial.SimpleLinkStore;

import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * ONOS's real DeviceManager and LinkManager on the trivial in-memory stores, with events delivered
 * synchronously, and a simulated switch provider that reports devices, ports, links and port
 * counters the way the OpenFlow providers do. Only cluster and mastership are faked (always MASTER).
 */
final class DeviceAndLinkCore {

    private static final ProviderId PROVIDER_ID = new ProviderId("of", "org.onosproject.janus.test");

    final DeviceManager deviceManager = new DeviceManager();
    final LinkManager linkManager = new LinkManager();

    private final SimpleDeviceStore deviceStore = new RemovalNotifyingDeviceStore();
    private final SimpleLinkStore linkStore = new SimpleLinkStore();
    private final SimulatedSwitches switches = new SimulatedSwitches();
    private final DeviceProviderService devices;
    private final LinkProviderService links;

    DeviceAndLinkCore() {
        TestEventDispatcher dispatcher = new TestEventDispatcher();
        AlwaysMaster mastership = new AlwaysMaster();
        deviceStore.activate();
        linkStore.activate();

        set(deviceManager, "store", deviceStore);
        set(deviceManager, "eventDispatcher", dispatcher);
        set(deviceManager, "clusterService", new ClusterServiceAdapter());
        set(deviceManager, "mastershipService", mastership);
        set(deviceManager, "termService", mastership);
        set(deviceManager, "networkConfigService", new NetworkConfigServiceAdapter());
        set(deviceManager, "communicationService", new ClusterCommunicationServiceAdapter());
        deviceManager.activate();

        set(linkManager, "store", linkStore);
        set(linkManager, "eventDispatcher", dispatcher);
        set(linkManager, "deviceService", deviceManager);
        set(linkManager, "networkConfigService", new NetworkConfigServiceAdapter());
        linkManager.activate();

        devices = deviceManager.register(switches);
        links = linkManager.register(switches);
    }

    /** Connects a switch whose port i (1-based) has speed {@code portSpeedsMbps[i - 1]}. */
    DeviceId addSwitch(long dpid, long... portSpeedsMbps) {
        DeviceId id = DeviceId.deviceId(String.format("of:%016x", dpid));
        devices.deviceConnected(id, new DefaultDeviceDescription(
                id.uri(), Device.Type.SWITCH, "janus", "hw", "sw", "sn", new ChassisId(dpid)));
        ImmutableList.Builder<PortDescription> ports = ImmutableList.builder();
        for (int i = 0; i < portSpeedsMbps.length; i++) {
            ports.add(DefaultPortDescription.builder().withPortNumber(PortNumber.portNumber(i + 1))
                              .isEnabled(true).portSpeed(portSpeedsMbps[i]).build());
        }
        devices.updatePorts(id, ports.build());
        return id;
    }

    /** The switch reports a new speed for one of its ports (a PORT_UPDATED event). */
    void setPortSpeed(DeviceId id, long port, long mbps) {
        devices.portStatusChanged(id, DefaultPortDescription.builder().withPortNumber(PortNumber.portNumber(port))
                .isEnabled(true).portSpeed(mbps).build());
    }

    /** Reports one directed link, as LLDP discovery does. */
    Link addLink(ConnectPoint src, ConnectPoint dst) {
        links.linkDetected(new DefaultLinkDescription(src, dst, Link.Type.DIRECT));
        return linkManager.getLink(src, dst);
    }

    void removeLink(ConnectPoint src, ConnectPoint dst) {
        links.linkVanished(new DefaultLinkDescription(src, dst, Link.Type.DIRECT));
    }

    /** An operator's {@code device-remove}. */
    void removeDevice(DeviceId id) {
        deviceManager.removeDevice(id);
    }

    /**
     * The switch's control connection drops: the device provider reports it gone and, as ONOS's LLDP
     * link provider does, so are the links of the device.
     */
    void disconnect(DeviceId id) {
        devices.deviceDisconnected(id);
        links.linksVanished(id);
    }

    /**
     * Reports the cumulative transmit counter of each given port, as a port-stats reply does:
     * bytes sent so far and how long the port has been alive.
     */
    void reportTxBytes(DeviceId id, long aliveSec, long aliveNano, Map<Long, Long> bytesSentByPort) {
        ImmutableList.Builder<PortStatistics> stats = ImmutableList.builder();
        bytesSentByPort.forEach((port, bytes) -> stats.add(
                DefaultPortStatistics.builder().setDeviceId(id).setPort(PortNumber.portNumber(port))
                        .setBytesSent(bytes).setDurationSec(aliveSec).setDurationNano(aliveNano).build()));
        devices.updatePortStatistics(id, stats.build());
    }

    void shutdown() {
        linkManager.unregister(switches);
        deviceManager.unregister(switches);
        linkManager.deactivate();
        deviceManager.deactivate();
    }

    private static void set(Object target, String field, Object value) {
        try {
            TestUtils.setField(target, field, value);
        } catch (TestUtils.TestUtilsException e) {
            throw new IllegalStateException("cannot set " + field, e);
        }
    }

    /**
     * ONOS's distributed device stores tell their delegate when a device is removed, so DeviceManager
     * posts DEVICE_REMOVED; the trivial store only returns the event. This restores that one behaviour.
     */
    private static final class RemovalNotifyingDeviceStore extends SimpleDeviceStore {
        @Override
        public DeviceEvent removeDevice(DeviceId deviceId) {
            DeviceEvent event = super.removeDevice(deviceId);
            if (event != null) {
                notifyDelegate(event);
            }
            return event;
        }
    }

    /** The switches' side: answers role requests at once, as a connected OpenFlow switch does. */
    private final class SimulatedSwitches extends AbstractProvider implements DeviceProvider, LinkProvider {

        private SimulatedSwitches() {
            super(PROVIDER_ID);
        }

        @Override
        public void triggerProbe(DeviceId deviceId) {
        }

        @Override
        public void roleChanged(DeviceId deviceId, MastershipRole newRole) {
            devices.receivedRoleReply(deviceId, newRole, newRole);
        }

        @Override
        public boolean isReachable(DeviceId deviceId) {
            return true;
        }

        @Override
        public void changePortState(DeviceId deviceId, PortNumber portNumber, boolean enable) {
        }
    }

    /** A one-node cluster: this node masters every device. */
    private static final class AlwaysMaster extends MastershipServiceAdapter implements MastershipTermService {

        @Override
        public MastershipRole getLocalRole(DeviceId deviceId) {
            return MastershipRole.MASTER;
        }

        @Override
        public CompletableFuture<MastershipRole> requestRoleFor(DeviceId deviceId) {
            return CompletableFuture.completedFuture(MastershipRole.MASTER);
        }

        @Override
        public CompletableFuture<Void> relinquishMastership(DeviceId deviceId) {
            return CompletableFuture.completedFuture(null);
        }

        @Override
        public MastershipTerm getMastershipTerm(DeviceId deviceId) {
            return MastershipTerm.of(new ClusterServiceAdapter().getLocalNode().id(), 1);
        }
    }
}

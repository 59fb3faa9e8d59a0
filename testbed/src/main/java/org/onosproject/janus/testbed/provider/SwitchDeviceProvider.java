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

import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.testbed.device.PortDescriptions;
import org.onosproject.janus.testbed.device.PortStatisticsTranslator;
import org.onosproject.janus.testbed.device.SwitchDescriptions;
import org.onosproject.janus.testbed.flow.PortNumbers;
import org.onosproject.net.DeviceId;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceProvider;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.device.DeviceProviderService;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowController;
import org.onosproject.openflow.controller.OpenFlowEventListener;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.onosproject.openflow.controller.OpenFlowSwitchListener;
import org.onosproject.openflow.controller.RoleState;
import org.projectfloodlight.openflow.protocol.OFCapabilities;
import org.projectfloodlight.openflow.protocol.OFFeaturesReply;
import org.projectfloodlight.openflow.protocol.OFMessage;
import org.projectfloodlight.openflow.protocol.OFPortConfig;
import org.projectfloodlight.openflow.protocol.OFPortDesc;
import org.projectfloodlight.openflow.protocol.OFPortMod;
import org.projectfloodlight.openflow.protocol.OFPortReason;
import org.projectfloodlight.openflow.protocol.OFPortStatsEntry;
import org.projectfloodlight.openflow.protocol.OFPortStatsReply;
import org.projectfloodlight.openflow.protocol.OFPortStatus;
import org.projectfloodlight.openflow.protocol.OFStatsReply;
import org.projectfloodlight.openflow.protocol.OFStatsType;
import org.projectfloodlight.openflow.protocol.OFType;
import org.projectfloodlight.openflow.types.OFPort;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.EnumSet;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

import static com.google.common.base.Preconditions.checkState;
import static org.onosproject.janus.testbed.device.SwitchDescriptions.deviceId;

/**
 * The devices and ports of the OpenFlow 1.3 switches connected to ONOS's {@link OpenFlowController},
 * for ONOS's device subsystem: a switch that connects becomes a device with its ports, port-status
 * messages change or remove ports, a switch that disconnects becomes unavailable, and every switch's
 * port counters are polled at a fixed interval and pushed as port statistics (from which ONOS's
 * PortStatisticsManager gives Janus its link usage). Mastership requests go to the switch as
 * OpenFlow role requests; the switch's answer goes back to ONOS.
 */
public final class SwitchDeviceProvider implements DeviceProvider {

    /** The testbed's one provider id (see {@link TestbedProviderId}). */
    public static final ProviderId PROVIDER_ID = TestbedProviderId.PROVIDER_ID;

    private static final Logger log = LoggerFactory.getLogger(SwitchDeviceProvider.class);

    private final OpenFlowController controller;
    private final DeviceProviderRegistry registry;
    private final SwitchPollers portStatsPollers;
    private final MultipartReplies<OFPortStatsEntry> portStatsReplies = new MultipartReplies<>();
    private final SwitchEvents events = new SwitchEvents();
    private final AtomicLong xids = new AtomicLong(1);
    private final Set<DeviceId> announced = ConcurrentHashMap.newKeySet();
    private volatile DeviceProviderService devices;
    private volatile boolean stopping;

    /**
     * A provider that, once {@link #start() started}, polls the port counters of every connected
     * switch every {@code portStatsIntervalSeconds} on {@code scheduler}.
     */
    public SwitchDeviceProvider(OpenFlowController controller, DeviceProviderRegistry registry,
                                Scheduler scheduler, int portStatsIntervalSeconds) {
        this.controller = controller;
        this.registry = registry;
        this.portStatsPollers = new SwitchPollers(scheduler, portStatsIntervalSeconds * 1000L,
                                                  this::requestPortStats);
    }

    /** Registers with ONOS, listens to the controller and announces the switches already connected. */
    public synchronized void start() {
        checkState(devices == null, "already started");
        stopping = false;
        devices = registry.register(this);
        controller.addListener(events);
        controller.addEventListener(events);
        for (OpenFlowSwitch sw : controller.getSwitches()) {
            events.switchAdded(sw.getDpid());
        }
    }

    /**
     * Stops polling and listening, reports every switch it announced and that is still connected as
     * disconnected, and unregisters. ONOS does not mark a provider's devices unavailable when the provider
     * unregisters: without the report they would stay available with nobody behind them. From the start of
     * the stop no switch is reachable through this provider, or ONOS's periodic mastership check, which asks
     * the provider, would mark the devices just reported gone online again.
     */
    public synchronized void stop() {
        if (devices == null) {
            return;
        }
        stopping = true;
        controller.removeEventListener(events);
        controller.removeListener(events);
        portStatsPollers.stopAll();
        for (DeviceId device : announced) {
            try {
                devices.deviceDisconnected(device);
            } catch (RuntimeException e) {
                log.warn("could not report {} disconnected on stop", device, e);
            }
        }
        announced.clear();
        registry.unregister(this);
        devices = null;
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    @Override
    public void triggerProbe(DeviceId deviceId) {
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(deviceId.uri()));
        if (sw == null || !sw.isConnected()) {
            DeviceProviderService service = devices;
            if (service != null) {
                service.deviceDisconnected(deviceId);
            }
            return;
        }
        // The controller answers the port-description reply with switchChanged: ports are updated there.
        sw.sendMsg(sw.factory().buildPortDescStatsRequest().setXid(xids.getAndIncrement()).build());
    }

    @Override
    public void roleChanged(DeviceId deviceId, MastershipRole newRole) {
        controller.setRole(Dpid.dpid(deviceId.uri()), roleStateOf(newRole));
    }

    @Override
    public boolean isReachable(DeviceId deviceId) {
        if (stopping) {
            return false;
        }
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(deviceId.uri()));
        return sw != null && sw.isConnected();
    }

    /** Brings a port administratively up or down (OFPT_PORT_MOD), e.g. to fail a link. */
    @Override
    public void changePortState(DeviceId deviceId, PortNumber portNumber, boolean enable) {
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(deviceId.uri()));
        if (sw == null || !sw.isConnected()) {
            log.warn("cannot change port {} of {}: switch not connected", portNumber, deviceId);
            return;
        }
        OFPort port = PortNumbers.toOpenFlow(portNumber);
        OFPortDesc current = sw.getPorts().stream().filter(p -> p.getPortNo().equals(port)).findFirst()
                .orElse(null);
        if (current == null) {
            log.warn("cannot change port {} of {}: no such port", portNumber, deviceId);
            return;
        }
        OFPortMod mod = sw.factory().buildPortMod()
                .setXid(xids.getAndIncrement())
                .setPortNo(port)
                .setHwAddr(current.getHwAddr())
                .setConfig(enable ? EnumSet.noneOf(OFPortConfig.class) : EnumSet.of(OFPortConfig.PORT_DOWN))
                .setMask(EnumSet.of(OFPortConfig.PORT_DOWN))
                .setAdvertise(0)
                .build();
        sw.sendMsg(mod);
    }

    private void requestPortStats(Dpid dpid) {
        OpenFlowSwitch sw = controller.getSwitch(dpid);
        if (sw == null || !sw.isConnected() || sw.getRole() != RoleState.MASTER) {
            return;
        }
        sw.sendMsg(sw.factory().buildPortStatsRequest().setXid(xids.getAndIncrement()).setPortNo(OFPort.ANY).build());
    }

    private static RoleState roleStateOf(MastershipRole role) {
        switch (role) {
            case MASTER:
                return RoleState.MASTER;
            case STANDBY:
                return RoleState.EQUAL;
            default:
                return RoleState.SLAVE;
        }
    }

    private static MastershipRole roleOf(RoleState state) {
        switch (state) {
            case MASTER:
                return MastershipRole.MASTER;
            case EQUAL:
                return MastershipRole.STANDBY;
            default:
                return MastershipRole.NONE;
        }
    }

    private static boolean reportsPortStats(OpenFlowSwitch sw) {
        OFFeaturesReply features = sw.features();
        return features != null && features.getCapabilities().contains(OFCapabilities.PORT_STATS);
    }

    /** What the controller tells about switches, and the port statistics replies. */
    private final class SwitchEvents implements OpenFlowSwitchListener, OpenFlowEventListener {

        @Override
        public void switchAdded(Dpid dpid) {
            DeviceProviderService service = devices;
            OpenFlowSwitch sw = controller.getSwitch(dpid);
            if (service == null || sw == null) {
                return;
            }
            DeviceId device = deviceId(dpid);
            service.deviceConnected(device, SwitchDescriptions.of(sw));
            announced.add(device);
            service.updatePorts(device, PortDescriptions.of(sw.getPorts()));
            if (reportsPortStats(sw)) {
                portStatsPollers.start(dpid);
            } else {
                log.warn("{} does not report port statistics: Janus will see no load on its links", device);
            }
        }

        @Override
        public void switchRemoved(Dpid dpid) {
            portStatsPollers.stop(dpid);
            portStatsReplies.forget(dpid);
            DeviceProviderService service = devices;
            if (service != null && announced.remove(deviceId(dpid))) {
                service.deviceDisconnected(deviceId(dpid));
            }
        }

        @Override
        public void switchChanged(Dpid dpid) {
            DeviceProviderService service = devices;
            OpenFlowSwitch sw = controller.getSwitch(dpid);
            if (service != null && sw != null) {
                service.updatePorts(deviceId(dpid), PortDescriptions.of(sw.getPorts()));
            }
        }

        @Override
        public void portChanged(Dpid dpid, OFPortStatus status) {
            DeviceProviderService service = devices;
            if (service == null || !PortDescriptions.isPhysical(status.getDesc())) {
                return;
            }
            PortDescription port = PortDescriptions.of(status);
            if (status.getReason() == OFPortReason.DELETE) {
                service.deletePort(deviceId(dpid), port);
            } else {
                service.portStatusChanged(deviceId(dpid), port);
            }
        }

        @Override
        public void receivedRoleReply(Dpid dpid, RoleState requested, RoleState response) {
            DeviceProviderService service = devices;
            if (service != null) {
                service.receivedRoleReply(deviceId(dpid), roleOf(requested), roleOf(response));
            }
        }

        @Override
        public void handleMessage(Dpid dpid, OFMessage msg) {
            if (msg.getType() != OFType.STATS_REPLY || ((OFStatsReply) msg).getStatsType() != OFStatsType.PORT) {
                return;
            }
            OFPortStatsReply reply = (OFPortStatsReply) msg;
            portStatsReplies.add(dpid, reply, reply.getEntries()).ifPresent(entries -> {
                DeviceProviderService service = devices;
                if (service != null) {
                    DeviceId device = deviceId(dpid);
                    service.updatePortStatistics(device, PortStatisticsTranslator.of(device, entries));
                }
            });
        }
    }
}

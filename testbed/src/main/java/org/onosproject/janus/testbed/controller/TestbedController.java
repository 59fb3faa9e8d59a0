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
package org.onosproject.janus.testbed.controller;

import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.testbed.discovery.HostDiscovery;
import org.onosproject.janus.testbed.discovery.LinkDiscovery;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.janus.testbed.provider.SwitchFlowRuleProvider;
import org.onosproject.janus.testbed.provider.SwitchPacketProvider;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * The controller side of the testbed in one JVM: the embedded ONOS core started for real switches
 * (no emulated ones; ONOS's real FlowObjectiveManager behind the PacketManager, so that packet
 * requests become punt rules on the switches, with the {@code ovs} driver's single-table
 * pipeline), ONOS's real OpenFlow controller on a port, the testbed's providers and discovery
 * (polls and probes every {@code pollSeconds}), and the real Janus component on a wall-clock scheduler.
 * Switches are then pointed at {@link #openFlowPort()}. {@link #stop()} stops everything it started,
 * in reverse; {@link #stopJanus()} takes Janus away alone (its intents and packet requests go with it).
 */
public final class TestbedController {

    private final Deque<Runnable> stopActions = new ArrayDeque<>();
    private final ExecutorScheduler scheduler = new ExecutorScheduler("testbed");
    private final int pollSeconds;
    private EmbeddedOnos onos;
    private JanusController janus;
    private SwitchDeviceProvider devices;
    private int openFlowPort;

    private TestbedController(int pollSeconds) {
        this.pollSeconds = pollSeconds;
    }

    /**
     * Starts the controller with Janus's component properties {@code janusProperties}.
     *
     * @param port        the OpenFlow port on 127.0.0.1; 0 = any free port
     * @param pollSeconds port and flow statistics polls and LLDP probes, every so many seconds
     * @throws PortInUseException when {@code port} is taken (nothing is left running)
     */
    public static TestbedController start(int port, int pollSeconds, Map<String, ?> janusProperties) {
        int openFlowPort = port == 0 ? freePort() : port;
        if (!isFree(openFlowPort)) {
            throw new PortInUseException(openFlowPort);
        }
        TestbedController controller = new TestbedController(pollSeconds);
        try {
            controller.startAll(openFlowPort, janusProperties);
        } catch (RuntimeException e) {
            controller.stop();
            throw e;
        }
        return controller;
    }

    private void startAll(int port, Map<String, ?> janusProperties) {
        stopActions.push(() -> scheduler.shutdown(5_000));
        onos = EmbeddedOnos.startForRealSwitches(new OnosOpenFlowDrivers());
        stopActions.push(onos::stop);

        openFlowPort = port;
        RealOpenFlowController controller = RealOpenFlowController.start(openFlowPort, 2);
        stopActions.push(controller::stop);
        devices = new SwitchDeviceProvider(controller.controller(), onos.deviceProviderRegistry(),
                                           scheduler, pollSeconds);
        SwitchFlowRuleProvider flowRules = new SwitchFlowRuleProvider(
                controller.controller(), onos.flowRuleProviderRegistry(), scheduler, pollSeconds);
        SwitchPacketProvider packets = new SwitchPacketProvider(controller.controller(),
                                                                onos.packetProviderRegistry());
        ApplicationId appId = onos.coreService().registerApplication("org.onosproject.janus.testbed");
        LinkDiscovery links = new LinkDiscovery(onos.deviceService(), onos.packetService(),
                                                onos.linkProviderRegistry(), scheduler, appId,
                                                pollSeconds * 1_000L);
        HostDiscovery hosts = new HostDiscovery(onos.linkService(), onos.packetService(),
                                                onos.hostProviderRegistry(), scheduler, appId);
        devices.start();
        stopActions.push(devices::stop);
        flowRules.start();
        stopActions.push(flowRules::stop);
        packets.start();
        stopActions.push(packets::stop);
        links.start();
        stopActions.push(links::stop);
        hosts.start();
        stopActions.push(hosts::stop);

        JanusController.Builder builder = JanusController.builder();
        janusProperties.forEach(builder::property);
        janus = builder.build();
        janus.start(onos, scheduler);
        stopActions.push(this::stopJanus);
    }

    public EmbeddedOnos onos() {
        return onos;
    }

    /** The running Janus. */
    public JanusService janus() {
        return janus.janus();
    }

    /** Deactivates Janus (as uninstalling the app would); the rest keeps running. Safe to repeat. */
    public void stopJanus() {
        janus.stop();
    }

    /** The device provider, e.g. to bring a switch port down or up. */
    public SwitchDeviceProvider devices() {
        return devices;
    }

    /** Where ONOS's OpenFlow controller listens (all addresses, so 127.0.0.1 too). */
    public int openFlowPort() {
        return openFlowPort;
    }

    /** The providers' poll interval, in seconds. */
    public int pollSeconds() {
        return pollSeconds;
    }

    /** Stops what was started, last first; safe to call more than once. */
    public void stop() {
        while (!stopActions.isEmpty()) {
            try {
                stopActions.pop().run();
            } catch (RuntimeException e) {
                // keep stopping the rest
            }
        }
    }

    private static boolean isFree(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.setReuseAddress(false);
            socket.bind(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free TCP port", e);
        }
    }

    /** The OpenFlow port asked for is taken by another process. */
    public static final class PortInUseException extends IllegalStateException {
        private static final long serialVersionUID = 1L;

        public PortInUseException(int port) {
            super("the OpenFlow port " + port + " is already in use (another controller?); "
                          + "choose another with --port, or 0 for any free port");
        }
    }
}

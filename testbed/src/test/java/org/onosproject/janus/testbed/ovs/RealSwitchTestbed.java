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
package org.onosproject.janus.testbed.ovs;

import org.onosproject.core.ApplicationId;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.testbed.discovery.HostDiscovery;
import org.onosproject.janus.testbed.discovery.LinkDiscovery;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.janus.testbed.provider.SwitchFlowRuleProvider;
import org.onosproject.janus.testbed.provider.SwitchPacketProvider;

import java.io.IOException;
import java.net.ServerSocket;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * The controller side of the testbed in one JVM: the embedded ONOS core started for real switches
 * (no emulated ones; ONOS's real FlowObjectiveManager behind the PacketManager, so that packet
 * requests become punt rules on the switches, with the {@code ovs} driver's single-table
 * pipeline), ONOS's real OpenFlow controller on a free port, the testbed's providers and discovery
 * (1 s polls and probes), and the real Janus. Switches are then pointed at {@link #openFlowPort()},
 * before or after Janus starts. {@link #stop()} stops everything it started, in reverse.
 */
public final class RealSwitchTestbed {

    private static final int POLL_SECONDS = 1;
    private static final long PROBE_MILLIS = 1_000;

    private final Deque<Runnable> stopActions = new ArrayDeque<>();
    private final ExecutorScheduler scheduler = new ExecutorScheduler("testbed");
    private EmbeddedOnos onos;
    private JanusManager janus;
    private SwitchDeviceProvider devices;
    private int openFlowPort;

    private RealSwitchTestbed() {
    }

    /** Starts the testbed with Janus's component properties {@code janusProperties}. */
    public static RealSwitchTestbed start(Map<String, ?> janusProperties) {
        RealSwitchTestbed testbed = new RealSwitchTestbed();
        try {
            testbed.startAll(janusProperties);
        } catch (Exception e) {
            testbed.stop();
            throw new IllegalStateException("cannot start the testbed", e);
        }
        return testbed;
    }

    private void startAll(Map<String, ?> janusProperties) {
        stopActions.push(() -> scheduler.shutdown(5_000));
        onos = EmbeddedOnos.startForRealSwitches(new OnosOpenFlowDrivers());
        stopActions.push(onos::stop);

        openFlowPort = freePort();
        RealOpenFlowController controller = RealOpenFlowController.start(openFlowPort, 2);
        stopActions.push(controller::stop);
        devices = new SwitchDeviceProvider(controller.controller(), onos.deviceProviderRegistry(),
                                           scheduler, POLL_SECONDS);
        SwitchFlowRuleProvider flowRules = new SwitchFlowRuleProvider(
                controller.controller(), onos.flowRuleProviderRegistry(), scheduler, POLL_SECONDS);
        SwitchPacketProvider packets = new SwitchPacketProvider(controller.controller(),
                                                                onos.packetProviderRegistry());
        ApplicationId appId = onos.coreService().registerApplication("org.onosproject.janus.testbed");
        LinkDiscovery links = new LinkDiscovery(onos.deviceService(), onos.packetService(),
                                                onos.linkProviderRegistry(), scheduler, appId,
                                                PROBE_MILLIS);
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

        JanusTestWiring wiring = JanusTestWiring.on(onos);
        janusProperties.forEach(wiring::property);
        janus = wiring.activate();
        stopActions.push(janus::deactivate);
    }

    public EmbeddedOnos onos() {
        return onos;
    }

    public JanusManager janus() {
        return janus;
    }

    /** The device provider, e.g. to bring a switch port down or up. */
    public SwitchDeviceProvider devices() {
        return devices;
    }

    /** Where ONOS's OpenFlow controller listens on 127.0.0.1. */
    public int openFlowPort() {
        return openFlowPort;
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

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("no free TCP port", e);
        }
    }
}

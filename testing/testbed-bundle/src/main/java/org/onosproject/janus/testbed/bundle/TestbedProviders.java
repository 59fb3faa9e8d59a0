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
package org.onosproject.janus.testbed.bundle;

import org.onosproject.core.ApplicationId;
import org.onosproject.core.CoreService;
import org.onosproject.janus.impl.time.ExecutorScheduler;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.testbed.discovery.HostDiscovery;
import org.onosproject.janus.testbed.discovery.LinkDiscovery;
import org.onosproject.janus.testbed.provider.DepartedSwitchRules;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.janus.testbed.provider.SwitchFlowRuleProvider;
import org.onosproject.janus.testbed.provider.SwitchPacketProvider;
import org.onosproject.net.device.DeviceProviderRegistry;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleService;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketProviderRegistry;
import org.onosproject.net.packet.PacketService;
import org.onosproject.openflow.controller.OpenFlowController;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;

/**
 * The testbed's providers inside a real ONOS: with ONOS's own OpenFlow controller and core services,
 * builds and starts the device, flow-rule and packet providers, LLDP link and host discovery (polls and
 * probes every {@value #POLL_SECONDS} s, as {@code ./janus-testbed} runs them) and the purge of a departed
 * switch's rules; deactivation stops them in reverse, the device provider reporting its switches gone.
 *
 * <p>The providers run on Janus's {@code Scheduler}, whose package is private to janus-app; this bundle
 * embeds it instead of janus-app exporting it: the providers must keep running while Janus is deactivated,
 * uninstalled or reinstalled (which would otherwise refresh this bundle), and the package is Janus's
 * internal clock, not part of the API an operator's bundle may build on.
 */
@Component(immediate = true, property = TestbedProviders.PURGE_DEPARTED + ":Boolean=true")
public final class TestbedProviders {

    /**
     * Whether the rules of a switch that has gone are purged from ONOS's store (default true). False keeps
     * ONOS's own default behaviour, under which intents over a departed switch become CORRUPT for good
     * (see {@link DepartedSwitchRules}); set with Karaf's {@code config:property-set}.
     */
    public static final String PURGE_DEPARTED = "purgeDepartedSwitchRules";

    /** The application id under which link and host discovery request their packets. */
    public static final String APP_NAME = "org.onosproject.janus.testbed";

    static final int POLL_SECONDS = 1;
    /** How often the rules of departed switches are purged again (see DepartedSwitchRules#sweep). */
    static final long SWEEP_MILLIS = 2_000L;
    private static final long SCHEDULER_STOP_MILLIS = 5_000;

    private final Logger log = LoggerFactory.getLogger(getClass());
    private final Deque<Runnable> stopActions = new ArrayDeque<>();

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected OpenFlowController controller;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected CoreService coreService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected DeviceProviderRegistry deviceProviderRegistry;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected FlowRuleProviderRegistry flowRuleProviderRegistry;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected PacketProviderRegistry packetProviderRegistry;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected LinkProviderRegistry linkProviderRegistry;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected HostProviderRegistry hostProviderRegistry;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected DeviceService deviceService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected LinkService linkService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected PacketService packetService;

    @Reference(cardinality = ReferenceCardinality.MANDATORY)
    protected FlowRuleService flowRuleService;

    @Activate
    protected void activate(Map<String, Object> properties) {
        try {
            startAll(!Boolean.FALSE.toString().equalsIgnoreCase(String.valueOf(properties.get(PURGE_DEPARTED))));
        } catch (RuntimeException e) {
            // SCR never deactivates a component whose activation threw.
            stopAll();
            throw e;
        }
        log.info("Started: the testbed's providers on ONOS's OpenFlow controller");
    }

    @Deactivate
    protected void deactivate() {
        stopAll();
        log.info("Stopped");
    }

    private void startAll(boolean purgeDeparted) {
        ExecutorScheduler scheduler = new ExecutorScheduler("janus-testbed");
        stopActions.push(() -> scheduler.shutdown(SCHEDULER_STOP_MILLIS));
        ApplicationId appId = coreService.registerApplication(APP_NAME);

        if (purgeDeparted) {
            DepartedSwitchRules departed = new DepartedSwitchRules(deviceService, flowRuleService);
            departed.start();
            stopActions.push(departed::stop);
            Scheduler.Task sweep = scheduler.scheduleAtFixedRate(departed::sweep, SWEEP_MILLIS, SWEEP_MILLIS);
            stopActions.push(sweep::cancel);
        } else {
            log.warn("{}=false: rules of switches that go away stay in ONOS's store", PURGE_DEPARTED);
        }
        SwitchDeviceProvider devices = new SwitchDeviceProvider(controller, deviceProviderRegistry,
                                                                scheduler, POLL_SECONDS);
        devices.start();
        stopActions.push(devices::stop);
        SwitchFlowRuleProvider flowRules = new SwitchFlowRuleProvider(controller, flowRuleProviderRegistry,
                                                                      scheduler, POLL_SECONDS);
        flowRules.start();
        stopActions.push(flowRules::stop);
        SwitchPacketProvider packets = new SwitchPacketProvider(controller, packetProviderRegistry);
        packets.start();
        stopActions.push(packets::stop);
        LinkDiscovery links = new LinkDiscovery(deviceService, packetService, linkProviderRegistry, scheduler,
                                                appId, POLL_SECONDS * 1_000L);
        links.start();
        stopActions.push(links::stop);
        HostDiscovery hosts = new HostDiscovery(linkService, packetService, hostProviderRegistry, scheduler, appId);
        hosts.start();
        stopActions.push(hosts::stop);
    }

    private void stopAll() {
        while (!stopActions.isEmpty()) {
            try {
                stopActions.pop().run();
            } catch (RuntimeException e) {
                log.warn("while stopping the testbed's providers", e);
            }
        }
    }
}

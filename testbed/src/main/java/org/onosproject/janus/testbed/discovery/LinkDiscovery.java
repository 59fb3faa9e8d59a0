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
package org.onosproject.janus.testbed.discovery;

import org.onlab.packet.Ethernet;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Device;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.link.DefaultLinkDescription;
import org.onosproject.net.link.LinkDescription;
import org.onosproject.net.link.LinkProvider;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.link.LinkProviderService;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketService;
import org.onosproject.janus.testbed.provider.TestbedProviderId;
import org.onosproject.net.provider.ProviderId;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

/**
 * Links between switches, found by LLDP: every probe interval, every enabled port of every
 * available switch sends a probe naming itself; a probe received on a switch port is a direct
 * link from the sender to that port. A link whose probes stop arriving for
 * {@value #MISSED_PROBES_BEFORE_VANISHED} intervals has vanished. (A port or switch that goes down
 * takes its links with it at once: ONOS's LinkManager does that from the device events.)
 * <p>
 * The probes come back to ONOS through a packet request for LLDP at control priority, which
 * needs a real flow-objective service behind ONOS's packet service.
 */
public final class LinkDiscovery implements LinkProvider {

    /** The testbed's one provider id (see {@link TestbedProviderId}). */
    public static final ProviderId PROVIDER_ID = TestbedProviderId.PROVIDER_ID;

    static final int MISSED_PROBES_BEFORE_VANISHED = 3;

    private static final TrafficSelector LLDP = DefaultTrafficSelector.builder()
            .matchEthType(Ethernet.TYPE_LLDP).build();

    private final DeviceService devices;
    private final PacketService packets;
    private final LinkProviderRegistry registry;
    private final Scheduler scheduler;
    private final ApplicationId appId;
    private final long probeIntervalMillis;
    private final ProbeReceiver receiver = new ProbeReceiver();
    private final Map<LinkDescription, Long> lastSeenMillis = new HashMap<>();
    private LinkProviderService links;
    private Scheduler.Task probing;

    /**
     * Discovery that, once {@link #start() started}, probes every {@code probeIntervalMillis}.
     *
     * @param appId the application the LLDP packet request is made for
     */
    public LinkDiscovery(DeviceService devices, PacketService packets, LinkProviderRegistry registry,
                         Scheduler scheduler, ApplicationId appId, long probeIntervalMillis) {
        checkArgument(probeIntervalMillis > 0, "probe interval must be > 0 ms, got %s", probeIntervalMillis);
        this.devices = devices;
        this.packets = packets;
        this.registry = registry;
        this.scheduler = scheduler;
        this.appId = appId;
        this.probeIntervalMillis = probeIntervalMillis;
    }

    /** Registers, asks the switches for LLDP frames, takes them, and probes every interval from now on. */
    public synchronized void start() {
        checkState(links == null, "already started");
        links = registry.register(this);
        packets.addProcessor(receiver, PacketProcessor.advisor(0));
        packets.requestPackets(LLDP, PacketPriority.CONTROL, appId);
        probing = scheduler.scheduleAtFixedRate(this::probeRound, 0, probeIntervalMillis);
    }

    /** Stops probing, withdraws the packet request and unregisters (ONOS then removes the links). */
    public synchronized void stop() {
        if (links == null) {
            return;
        }
        probing.cancel();
        packets.cancelPackets(LLDP, PacketPriority.CONTROL, appId);
        packets.removeProcessor(receiver);
        registry.unregister(this);
        links = null;
        lastSeenMillis.clear();
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    /** Sends one probe out of every enabled port of every available switch, and expires silent links. */
    synchronized void probeRound() {
        if (links == null) {
            return;
        }
        expireSilentLinks();
        for (Device device : devices.getAvailableDevices(Device.Type.SWITCH)) {
            for (Port port : devices.getPorts(device.id())) {
                if (!port.isEnabled() || port.number().isLogical()) {
                    continue;
                }
                Ethernet probe = LldpProbes.probe(device.id(), device.chassisId(), port.number());
                packets.emit(new DefaultOutboundPacket(device.id(),
                                                       DefaultTrafficTreatment.builder()
                                                               .setOutput(port.number()).build(),
                                                       ByteBuffer.wrap(probe.serialize())));
            }
        }
    }

    private void expireSilentLinks() {
        long oldest = scheduler.nowMillis() - MISSED_PROBES_BEFORE_VANISHED * probeIntervalMillis;
        List<LinkDescription> silent = lastSeenMillis.entrySet().stream().filter(e -> e.getValue() < oldest)
                .map(Map.Entry::getKey).collect(Collectors.toList());
        for (LinkDescription link : silent) {
            lastSeenMillis.remove(link);
            links.linkVanished(link);
        }
    }

    private synchronized void probeReceived(ConnectPoint src, ConnectPoint dst) {
        if (links == null) {
            return;
        }
        LinkDescription link = new DefaultLinkDescription(src, dst, Link.Type.DIRECT);
        lastSeenMillis.put(link, scheduler.nowMillis());
        links.linkDetected(link);
    }

    /** Takes our probes out of the packet-ins, before any other processor sees them. */
    private final class ProbeReceiver implements PacketProcessor {
        @Override
        public void process(PacketContext context) {
            if (context.isHandled()) {
                return;
            }
            LldpProbes.sender(context.inPacket().parsed()).ifPresent(src -> {
                context.block();
                probeReceived(src, context.inPacket().receivedFrom());
            });
        }
    }
}

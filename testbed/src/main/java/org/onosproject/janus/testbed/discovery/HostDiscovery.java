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

import com.google.common.collect.ImmutableSet;
import org.onlab.packet.ARP;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.IpAddress;
import org.onlab.packet.VlanId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.host.DefaultHostDescription;
import org.onosproject.net.host.HostProvider;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.host.HostProviderService;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketService;
import org.onosproject.janus.testbed.provider.TestbedProviderId;
import org.onosproject.net.provider.ProviderId;

import java.util.Optional;
import java.util.Set;

import static com.google.common.base.Preconditions.checkState;

/**
 * Hosts, found from the ARP and IPv4 packets they send: a frame that enters the fabric at a port
 * with no link on it (an edge port) makes its sender a host there, with its MAC address, VLAN and
 * the IPv4 address it sends from. Seen before any other packet processor, so that Janus can
 * resolve both ends of the flow a packet-in starts. Frames from switch-to-switch ports are
 * ignored: a host is only where it attaches.
 * <p>
 * ARP frames come to ONOS through a packet request at control priority; IPv4 frames reach ONOS
 * through Janus's own request.
 */
public final class HostDiscovery implements HostProvider {

    /** The testbed's one provider id (see {@link TestbedProviderId}). */
    public static final ProviderId PROVIDER_ID = TestbedProviderId.PROVIDER_ID;

    private static final TrafficSelector ARP_FRAMES = DefaultTrafficSelector.builder()
            .matchEthType(Ethernet.TYPE_ARP).build();

    private final LinkService linkService;
    private final PacketService packets;
    private final HostProviderRegistry registry;
    private final Scheduler scheduler;
    private final ApplicationId appId;
    private final SenderLearner learner = new SenderLearner();
    private volatile HostProviderService hosts;

    public HostDiscovery(LinkService linkService, PacketService packets, HostProviderRegistry registry,
                         Scheduler scheduler, ApplicationId appId) {
        this.linkService = linkService;
        this.packets = packets;
        this.registry = registry;
        this.scheduler = scheduler;
        this.appId = appId;
    }

    public synchronized void start() {
        checkState(hosts == null, "already started");
        hosts = registry.register(this);
        packets.addProcessor(learner, PacketProcessor.advisor(1));
        packets.requestPackets(ARP_FRAMES, PacketPriority.CONTROL, appId);
    }

    public synchronized void stop() {
        if (hosts == null) {
            return;
        }
        packets.cancelPackets(ARP_FRAMES, PacketPriority.CONTROL, appId);
        packets.removeProcessor(learner);
        registry.unregister(this);
        hosts = null;
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    /** Hosts are only learned from their traffic; there is nothing to probe. */
    @Override
    public void triggerProbe(Host host) {
    }

    /** The IPv4 address a frame was sent from, if it is an ARP or IPv4 frame. */
    static Optional<IpAddress> senderAddress(Ethernet frame) {
        if (frame.getEtherType() == Ethernet.TYPE_ARP && frame.getPayload() instanceof ARP) {
            ARP arp = (ARP) frame.getPayload();
            Ip4Address sender = Ip4Address.valueOf(arp.getSenderProtocolAddress());
            return sender.isZero() ? Optional.empty() : Optional.of(sender);
        }
        if (frame.getEtherType() == Ethernet.TYPE_IPV4 && frame.getPayload() instanceof IPv4) {
            Ip4Address sender = Ip4Address.valueOf(((IPv4) frame.getPayload()).getSourceAddress());
            return sender.isZero() ? Optional.empty() : Optional.of(sender);
        }
        return Optional.empty();
    }

    /** Learns the sender of every ARP or IPv4 frame that enters at an edge port. */
    private final class SenderLearner implements PacketProcessor {
        @Override
        public void process(PacketContext context) {
            HostProviderService service = hosts;
            Ethernet frame = context.inPacket().parsed();
            ConnectPoint at = context.inPacket().receivedFrom();
            if (service == null || frame == null || !linkService.getIngressLinks(at).isEmpty()) {
                return;
            }
            senderAddress(frame).ifPresent(ip -> {
                VlanId vlan = VlanId.vlanId(frame.getVlanID());
                Set<IpAddress> ips = ImmutableSet.of(ip);
                HostLocation location = new HostLocation(at, scheduler.nowMillis());
                service.hostDetected(HostId.hostId(frame.getSourceMAC(), vlan),
                                     new DefaultHostDescription(frame.getSourceMAC(), vlan, location, ips), false);
            });
        }
    }
}

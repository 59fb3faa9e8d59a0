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
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.host.HostDescription;
import org.onosproject.net.host.HostProvider;
import org.onosproject.net.host.HostProviderRegistry;
import org.onosproject.net.host.HostProviderService;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.provider.ProviderId;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** Switch s1: port 1 is an edge port (a host may sit there), port 2 is cabled to s2. */
public class HostDiscoveryTest {

    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");
    private static final DeviceId S2 = DeviceId.deviceId("of:0000000000000002");
    private static final ConnectPoint EDGE = new ConnectPoint(S1, PortNumber.portNumber(1));
    private static final ConnectPoint UPLINK = new ConnectPoint(S1, PortNumber.portNumber(2));
    private static final MacAddress H1_MAC = MacAddress.valueOf("00:00:00:00:00:01");
    private static final MacAddress H2_MAC = MacAddress.valueOf("00:00:00:00:00:02");

    private final ManualScheduler clock = new ManualScheduler(5_000);
    private final RecordingPacketService packets = new RecordingPacketService();
    private final Hosts hosts = new Hosts();
    private final HostDiscovery discovery = new HostDiscovery(new OneUplink(), packets, hosts, clock,
                                                              new DefaultApplicationId(9, "testbed"));

    @Before
    public void start() {
        discovery.start();
    }

    @After
    public void stop() {
        discovery.stop();
    }

    @Test
    public void anArpRequestFromAnEdgePortMakesItsSenderAHostThere() {
        packets.deliver(Recorded.packetIn(EDGE, TestPackets.arpRequest(H1_MAC, "10.0.0.1", "10.0.0.2")));

        HostDescription host = hosts.detected.get(HostId.hostId(H1_MAC, VlanId.NONE));
        assertEquals(H1_MAC, host.hwAddress());
        assertEquals(ImmutableSet.of(IpAddress.valueOf("10.0.0.1")), host.ipAddress());
        assertEquals(new HostLocation(EDGE, 5_000), host.location());
    }

    @Test
    public void anIpv4PacketFromAnEdgePortMakesItsSenderAHostThere() {
        packets.deliver(Recorded.packetIn(EDGE, TestPackets.tcp(H1_MAC, H2_MAC, "10.0.0.1", "10.0.0.2", 40000, 5001)));

        HostDescription host = hosts.detected.get(HostId.hostId(H1_MAC, VlanId.NONE));
        assertEquals(ImmutableSet.of(IpAddress.valueOf("10.0.0.1")), host.ipAddress());
    }

    @Test
    public void framesArrivingOverALinkTeachNothing() {
        packets.deliver(Recorded.packetIn(UPLINK, TestPackets.arpRequest(H2_MAC, "10.0.0.2", "10.0.0.1")));

        assertTrue(hosts.detected.isEmpty());
    }

    @Test
    public void anArpProbeWithoutASenderAddressTeachesNothing() {
        packets.deliver(Recorded.packetIn(EDGE, TestPackets.arpRequest(H1_MAC, "0.0.0.0", "10.0.0.1")));

        assertTrue(hosts.detected.isEmpty());
    }

    @Test
    public void theFrameIsLeftToTheOtherProcessors() {
        PacketContext arp = Recorded.packetIn(EDGE, TestPackets.arpRequest(H1_MAC, "10.0.0.1", "10.0.0.2"));

        packets.deliver(arp);

        assertFalse(arp.isHandled());
    }

    @Test
    public void arpIsAskedOfTheSwitchesAtControlPriorityUntilStopped() {
        assertEquals(PacketPriority.CONTROL, packets.requests.get(0).priority());
        assertEquals(Ethernet.TYPE_ARP, ((org.onosproject.net.flow.criteria.EthTypeCriterion) packets.requests.get(0)
                .selector().getCriterion(org.onosproject.net.flow.criteria.Criterion.Type.ETH_TYPE))
                        .ethType().toShort());

        discovery.stop();

        assertThat(packets.requests, empty());
        assertThat(packets.processors, empty());
    }

    /** One link, s2 port 1 to s1 port 2. */
    private static final class OneUplink extends LinkServiceAdapter {
        private final Link uplink = DefaultLink.builder().providerId(new ProviderId("of", "test"))
                .src(new ConnectPoint(S2, PortNumber.portNumber(1))).dst(UPLINK).type(Link.Type.DIRECT).build();

        @Override
        public Set<Link> getIngressLinks(ConnectPoint connectPoint) {
            return connectPoint.equals(UPLINK) ? ImmutableSet.of(uplink) : ImmutableSet.of();
        }
    }

    /** ONOS's host subsystem as the discovery sees it. */
    private static final class Hosts implements HostProviderRegistry, HostProviderService {
        final Map<HostId, HostDescription> detected = new ConcurrentHashMap<>();
        private HostProvider provider;

        @Override
        public HostProviderService register(HostProvider provider) {
            this.provider = provider;
            return this;
        }

        @Override
        public void unregister(HostProvider provider) {
            this.provider = null;
        }

        @Override
        public Set<ProviderId> getProviders() {
            return provider == null ? ImmutableSet.of() : ImmutableSet.of(provider.id());
        }

        @Override
        public HostProvider provider() {
            return provider;
        }

        @Override
        public void hostDetected(HostId hostId, HostDescription hostDescription, boolean replaceIps) {
            detected.put(hostId, hostDescription);
        }

        @Override
        public void hostVanished(HostId hostId) {
        }

        @Override
        public void removeIpFromHost(HostId hostId, IpAddress ipAddress) {
        }

        @Override
        public void removeLocationFromHost(HostId hostId, HostLocation location) {
        }
    }
}

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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.ChassisId;
import org.onlab.packet.DeserializationException;
import org.onlab.packet.Ethernet;
import org.onlab.packet.MacAddress;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultDevice;
import org.onosproject.net.DefaultPort;
import org.onosproject.net.Device;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.flow.instructions.Instructions.OutputInstruction;
import org.onosproject.net.link.DefaultLinkDescription;
import org.onosproject.net.link.LinkDescription;
import org.onosproject.net.link.LinkProvider;
import org.onosproject.net.link.LinkProviderRegistry;
import org.onosproject.net.link.LinkProviderService;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * Two switches, s1 and s2, cabled s1 port 1 to s2 port 2; s1 port 2 is disabled. The test plays
 * the cable: a probe sent out of one end arrives as a packet-in at the other.
 */
public class LinkDiscoveryTest {

    private static final long INTERVAL_MILLIS = 3_000;
    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");
    private static final DeviceId S2 = DeviceId.deviceId("of:0000000000000002");
    private static final ConnectPoint S1_P1 = new ConnectPoint(S1, PortNumber.portNumber(1));
    private static final ConnectPoint S2_P2 = new ConnectPoint(S2, PortNumber.portNumber(2));

    private final ManualScheduler clock = new ManualScheduler();
    private final RecordingPacketService packets = new RecordingPacketService();
    private final Links links = new Links();
    private final LinkDiscovery discovery = new LinkDiscovery(new TwoSwitches(), packets, links, clock,
                                                              new DefaultApplicationId(9, "testbed"), INTERVAL_MILLIS);

    private static Device device(DeviceId id, long chassis) {
        return new DefaultDevice(new ProviderId("of", "test"), id, Device.Type.SWITCH, "", "", "", "",
                                 new ChassisId(chassis));
    }

    @Before
    public void start() {
        discovery.start();
    }

    @After
    public void stop() {
        discovery.stop();
    }

    private static ConnectPoint sentOutOf(OutboundPacket packet) {
        return new ConnectPoint(packet.sendThrough(),
                                ((OutputInstruction) packet.treatment().immediate().get(0)).port());
    }

    /** Delivers each probe sent since the last call over the cable, if its port has one. */
    private void carryProbesOverTheCable() {
        try {
            carry();
        } catch (DeserializationException e) {
            throw new AssertionError("a probe that does not parse", e);
        }
    }

    private void carry() throws DeserializationException {
        Map<ConnectPoint, ConnectPoint> cable = Map.of(S1_P1, S2_P2, S2_P2, S1_P1);
        List<OutboundPacket> sent = ImmutableList.copyOf(packets.emitted);
        packets.emitted.clear();
        for (OutboundPacket packet : sent) {
            ConnectPoint far = cable.get(sentOutOf(packet));
            if (far != null) {
                Ethernet frame = Ethernet.deserializer()
                        .deserialize(packet.data().array(), 0, packet.data().array().length);
                packets.deliver(Recorded.packetIn(far, frame));
            }
        }
    }

    @Test
    public void probesGoOutOfEveryEnabledPortOfEveryAvailableSwitch() {
        clock.advance(0);

        Set<ConnectPoint> probed = packets.emitted.stream().map(LinkDiscoveryTest::sentOutOf)
                .collect(Collectors.toSet());
        assertEquals(ImmutableSet.of(S1_P1, S2_P2, new ConnectPoint(S2, PortNumber.portNumber(1))), probed);
    }

    @Test
    public void aCableIsALinkEachWayAfterOneProbeRound() {
        clock.advance(0);
        carryProbesOverTheCable();

        assertEquals(ImmutableSet.of(new DefaultLinkDescription(S1_P1, S2_P2, Link.Type.DIRECT),
                                     new DefaultLinkDescription(S2_P2, S1_P1, Link.Type.DIRECT)),
                     ImmutableSet.copyOf(links.detected));
    }

    @Test
    public void aProbeIsTakenOutOfThePacketIns() {
        PacketContext probe = Recorded.packetIn(S2_P2,
                LldpProbes.probe(S1, new ChassisId(1), PortNumber.portNumber(1)));

        packets.deliver(probe);

        assertTrue(probe.isHandled());
    }

    @Test
    public void otherFramesAreLeftToTheOtherProcessors() {
        PacketContext ipv4 = Recorded.packetIn(S2_P2, TestPackets.tcp(MacAddress.valueOf(1), MacAddress.valueOf(2),
                                                                       "10.0.0.1", "10.0.0.2", 1, 2));

        packets.deliver(ipv4);

        assertFalse(ipv4.isHandled());
        assertThat(links.detected, empty());
    }

    @Test
    public void aLinkWhoseProbesStopVanishesAfterThreeMissedIntervals() {
        clock.advance(0);
        carryProbesOverTheCable();

        clock.advance(INTERVAL_MILLIS * LinkDiscovery.MISSED_PROBES_BEFORE_VANISHED);
        assertThat("not yet: the last probe is exactly three intervals old", links.vanished, empty());
        clock.advance(INTERVAL_MILLIS);

        assertThat(links.vanished, hasSize(2));
    }

    @Test
    public void aLinkWhoseProbesKeepComingStays() {
        for (int round = 0; round < 10; round++) {
            clock.advance(round == 0 ? 0 : INTERVAL_MILLIS);
            carryProbesOverTheCable();
        }

        assertThat(links.vanished, empty());
    }

    @Test
    public void probesAreAskedOfTheSwitchesAtControlPriorityUntilStopped() {
        assertThat(packets.requests, hasSize(1));
        assertEquals(PacketPriority.CONTROL, packets.requests.get(0).priority());
        assertEquals(Ethernet.TYPE_LLDP, ((org.onosproject.net.flow.criteria.EthTypeCriterion) packets.requests.get(0)
                .selector().getCriterion(org.onosproject.net.flow.criteria.Criterion.Type.ETH_TYPE))
                        .ethType().toShort());

        discovery.stop();

        assertThat(packets.requests, empty());
        assertThat(packets.processors, empty());
    }

    /** s1 with ports 1 (enabled) and 2 (disabled), s2 with ports 1 and 2 (enabled). */
    private static final class TwoSwitches extends DeviceServiceAdapter {
        private final Device s1 = device(S1, 1);
        private final Device s2 = device(S2, 2);

        @Override
        public Iterable<Device> getAvailableDevices(Device.Type type) {
            return ImmutableList.of(s1, s2);
        }

        @Override
        public List<Port> getPorts(DeviceId deviceId) {
            Device device = deviceId.equals(S1) ? s1 : s2;
            return ImmutableList.of(new DefaultPort(device, PortNumber.portNumber(1), true),
                                    new DefaultPort(device, PortNumber.portNumber(2), !deviceId.equals(S1)));
        }
    }

    /** ONOS's link subsystem as the discovery sees it. */
    private static final class Links implements LinkProviderRegistry, LinkProviderService {
        final List<LinkDescription> detected = new CopyOnWriteArrayList<>();
        final List<LinkDescription> vanished = new CopyOnWriteArrayList<>();
        private LinkProvider provider;

        @Override
        public LinkProviderService register(LinkProvider provider) {
            this.provider = provider;
            return this;
        }

        @Override
        public void unregister(LinkProvider provider) {
            this.provider = null;
        }

        @Override
        public Set<ProviderId> getProviders() {
            return provider == null ? ImmutableSet.of() : ImmutableSet.of(provider.id());
        }

        @Override
        public LinkProvider provider() {
            return provider;
        }

        @Override
        public void linkDetected(LinkDescription linkDescription) {
            detected.add(linkDescription);
        }

        @Override
        public void linkVanished(LinkDescription linkDescription) {
            vanished.add(linkDescription);
        }

        @Override
        public void linksVanished(ConnectPoint connectPoint) {
        }

        @Override
        public void linksVanished(DeviceId deviceId) {
        }
    }
}

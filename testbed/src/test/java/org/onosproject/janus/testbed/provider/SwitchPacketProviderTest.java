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

import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.MacAddress;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.projectfloodlight.openflow.protocol.OFPacketOut;
import org.projectfloodlight.openflow.types.OFBufferId;
import org.projectfloodlight.openflow.types.OFPort;

import java.nio.ByteBuffer;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNull;

public class SwitchPacketProviderTest {

    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");

    private final FakeController controller = new FakeController();
    private final RecordingPacketProviderService onos = new RecordingPacketProviderService();
    private final SwitchPacketProvider provider = new SwitchPacketProvider(controller, onos);
    private final FakeSwitch s1 = new FakeSwitch(1, ImmutableList.of());
    private final Ethernet frame = TestPackets.tcp(MacAddress.valueOf("00:00:00:00:00:01"),
                                                   MacAddress.valueOf("00:00:00:00:00:02"),
                                                   "10.0.0.1", "10.0.0.2", 40000, 5001);

    @Before
    public void start() {
        provider.start();
        controller.connect(s1);
    }

    @After
    public void stop() {
        provider.stop();
    }

    private PacketContext packetIn(int port) {
        controller.packetListeners().forEach(l -> l.handlePacket(new FakePacketIn(s1.getDpid(), port, frame)));
        assertThat(onos.processed, hasSize(1));
        return onos.processed.get(0);
    }

    @Test
    public void aPacketInReachesOnosFromTheSwitchPortItArrivedOn() {
        PacketContext context = packetIn(3);

        assertEquals(new ConnectPoint(S1, PortNumber.portNumber(3)), context.inPacket().receivedFrom());
        assertEquals(frame, context.inPacket().parsed());
        assertArrayEquals(frame.serialize(), context.inPacket().unparsed().array());
    }

    @Test
    public void aPacketSentOnGoesBackToItsSwitchAsAPacketOutWithTheWholeFrame() {
        PacketContext context = packetIn(3);

        context.treatmentBuilder().setOutput(PortNumber.portNumber(1));
        context.send();

        OFPacketOut out = s1.sent(OFPacketOut.class).get(0);
        assertEquals(OFPort.of(3), out.getInPort());
        assertEquals(OFBufferId.NO_BUFFER, out.getBufferId());
        assertEquals(ImmutableList.of(OpenFlow13.FACTORY.actions().buildOutput().setPort(OFPort.of(1)).build()),
                     out.getActions());
        assertArrayEquals(frame.serialize(), out.getData());
    }

    @Test
    public void aPacketIsSentOnOnceAtMost() {
        PacketContext context = packetIn(3);
        context.treatmentBuilder().setOutput(PortNumber.FLOOD);

        context.send();
        context.send();

        assertThat(s1.sent(OFPacketOut.class), hasSize(1));
        assertEquals(OFPort.FLOOD, ((org.projectfloodlight.openflow.protocol.action.OFActionOutput)
                s1.sent(OFPacketOut.class).get(0).getActions().get(0)).getPort());
    }

    @Test
    public void anEmittedPacketIsAPacketOutFromTheController() {
        provider.emit(new DefaultOutboundPacket(S1, DefaultTrafficTreatment.builder()
                .setOutput(PortNumber.portNumber(2)).build(), ByteBuffer.wrap(frame.serialize())));

        OFPacketOut out = s1.sent(OFPacketOut.class).get(0);
        assertEquals(OFPort.CONTROLLER, out.getInPort());
        assertArrayEquals(frame.serialize(), out.getData());
    }

    @Test
    public void aPacketForASwitchThatIsNotConnectedIsDroppedWithoutAnError() {
        provider.emit(new DefaultOutboundPacket(DeviceId.deviceId("of:00000000000000ff"),
                                                DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(2))
                                                        .build(), ByteBuffer.wrap(frame.serialize())));

        assertThat(s1.sent(), empty());
    }

    @Test
    public void stoppingUnregistersAndStopsTakingPacketIns() {
        provider.stop();

        assertNull(onos.provider());
        assertThat(controller.packetListeners(), empty());
    }
}

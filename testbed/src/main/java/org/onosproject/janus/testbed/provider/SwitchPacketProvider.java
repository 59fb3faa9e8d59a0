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

import org.onosproject.janus.testbed.flow.InstructionTranslator;
import org.onosproject.janus.testbed.flow.PortNumbers;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketProvider;
import org.onosproject.net.packet.PacketProviderRegistry;
import org.onosproject.net.packet.PacketProviderService;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowController;
import org.onosproject.openflow.controller.OpenFlowPacketContext;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.onosproject.openflow.controller.PacketListener;
import org.projectfloodlight.openflow.protocol.OFPacketOut;
import org.projectfloodlight.openflow.types.OFBufferId;
import org.projectfloodlight.openflow.types.OFPort;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.ByteBuffer;

import static com.google.common.base.Preconditions.checkState;
import static org.onosproject.janus.testbed.device.SwitchDescriptions.deviceId;

/**
 * Packets between ONOS and the OpenFlow 1.3 switches connected to ONOS's {@link OpenFlowController}:
 * packet-ins go to ONOS's packet processors (Janus's among them), and packets ONOS emits go to
 * the switch as packet-outs. The switches send whole frames (the punt rules ask for no buffering),
 * so a packet-out always carries the frame.
 */
public final class SwitchPacketProvider implements PacketProvider {

    /** The testbed's one provider id (see {@link TestbedProviderId}). */
    public static final ProviderId PROVIDER_ID = TestbedProviderId.PROVIDER_ID;

    /** Where among the controller's packet listeners this one sits (ONOS's own provider uses 20). */
    static final int PACKET_LISTENER_PRIORITY = 20;

    private static final Logger log = LoggerFactory.getLogger(SwitchPacketProvider.class);

    private final OpenFlowController controller;
    private final PacketProviderRegistry registry;
    private final PacketIns packetIns = new PacketIns();
    private volatile PacketProviderService packets;

    public SwitchPacketProvider(OpenFlowController controller, PacketProviderRegistry registry) {
        this.controller = controller;
        this.registry = registry;
    }

    /** Registers with ONOS and starts taking packet-ins. */
    public synchronized void start() {
        checkState(packets == null, "already started");
        packets = registry.register(this);
        controller.addPacketListener(PACKET_LISTENER_PRIORITY, packetIns);
    }

    /** Stops taking packet-ins and unregisters. */
    public synchronized void stop() {
        if (packets == null) {
            return;
        }
        controller.removePacketListener(packetIns);
        registry.unregister(this);
        packets = null;
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    /**
     * Sends {@code packet} out of the switch it names, through every output of its treatment.
     *
     * @throws org.onosproject.janus.testbed.flow.UnsupportedFlowFeatureException if the treatment
     *         has more than outputs and Ethernet rewrites
     */
    @Override
    public void emit(OutboundPacket packet) {
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(packet.sendThrough().uri()));
        if (sw == null || !sw.isConnected()) {
            log.warn("packet not sent: {} is not connected", packet.sendThrough());
            return;
        }
        OFPort inPort = packet.inPort() == null ? OFPort.CONTROLLER : PortNumbers.toOpenFlow(packet.inPort());
        OFPacketOut packetOut = sw.factory().buildPacketOut()
                .setBufferId(OFBufferId.NO_BUFFER)
                .setInPort(inPort)
                .setActions(new InstructionTranslator(sw.factory()).toActions(packet.treatment().immediate()))
                .setData(bytesOf(packet.data()))
                .build();
        sw.sendMsg(packetOut);
    }

    private static byte[] bytesOf(ByteBuffer data) {
        ByteBuffer copy = data.duplicate();
        copy.rewind();
        byte[] bytes = new byte[copy.remaining()];
        copy.get(bytes);
        return bytes;
    }

    /** Packet-ins from the controller, to ONOS. */
    private final class PacketIns implements PacketListener {
        @Override
        public void handlePacket(OpenFlowPacketContext in) {
            PacketProviderService service = packets;
            OpenFlowSwitch sw = controller.getSwitch(in.dpid());
            if (service == null || sw == null) {
                return;
            }
            if (in.isBuffered()) {
                log.warn("buffered packet-in from {} ignored: the testbed asks switches for whole frames", in.dpid());
                return;
            }
            DeviceId device = deviceId(in.dpid());
            ConnectPoint from = new ConnectPoint(device, PortNumbers.toOnos(OFPort.of(in.inPort())));
            ByteBuffer frame = ByteBuffer.wrap(in.unparsed());
            DefaultInboundPacket inbound = new DefaultInboundPacket(from, in.parsed(), frame, in.cookie());
            DefaultOutboundPacket outbound = new DefaultOutboundPacket(device, null, ByteBuffer.wrap(in.unparsed()));
            service.processPacket(new SwitchPacketContext(System.currentTimeMillis(), inbound, outbound, sw));
        }
    }
}

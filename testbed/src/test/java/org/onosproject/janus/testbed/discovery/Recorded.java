package org.onosproject.janus.testbed.discovery;

import org.onlab.packet.Ethernet;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.DefaultPacketContext;
import org.onosproject.net.packet.PacketContext;

import java.nio.ByteBuffer;

/** Packet-ins as ONOS's packet service hands them to processors. */
final class Recorded {

    private Recorded() {
    }

    /** A packet-in of {@code frame} at {@code at}, that remembers whether a processor blocked it. */
    static PacketContext packetIn(ConnectPoint at, Ethernet frame) {
        ByteBuffer bytes = ByteBuffer.wrap(frame.serialize());
        return new DefaultPacketContext(0, new DefaultInboundPacket(at, frame, bytes),
                                        new DefaultOutboundPacket(at.deviceId(), null, bytes), false) {
            @Override
            public void send() {
            }
        };
    }
}

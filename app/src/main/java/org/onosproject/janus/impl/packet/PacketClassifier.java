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
package org.onosproject.janus.impl.packet;

import org.onosproject.janus.impl.stats.IgnoreReason;
import org.onlab.packet.ARP;
import org.onlab.packet.DeserializationException;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPacket;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.TCP;
import org.onlab.packet.UDP;
import org.onosproject.net.packet.InboundPacket;

import java.nio.ByteBuffer;

/**
 * Decides, from the packet alone (no hosts, no topology), what Janus does with a packet-in. Never
 * throws: anything it cannot make sense of is {@link IgnoreReason#MALFORMED}.
 */
final class PacketClassifier {

    private static final int IPV4_ADDRESS_BYTES = 4;
    private static final int IPV4_VERSION = 4;
    private static final int ETHERTYPE_OFFSET = 12;
    private static final int MIN_IHL_WORDS = 5;
    private static final int BYTES_PER_WORD = 4;
    private static final int TCP_MIN_HEADER_BYTES = 20;
    private static final int UDP_HEADER_BYTES = 8;

    private PacketClassifier() {
    }

    /** Classifies an inbound packet, parsing its raw bytes if ONOS did not. */
    static ClassifiedPacket classify(InboundPacket packet) {
        try {
            Ethernet frame = packet.parsed();
            if (frame == null) {
                frame = parse(packet.unparsed());
            }
            if (frame == null) {
                // Unparsable discovery frames are still link discovery's business, not garbage.
                return ClassifiedPacket.ignored(isDiscovery(packet.unparsed())
                                                        ? IgnoreReason.LLDP : IgnoreReason.MALFORMED);
            }
            return classify(frame);
        } catch (RuntimeException e) {
            // The onlab parsers leave odd fields in half-parsed packets; never let that escape.
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
    }

    private static ClassifiedPacket classify(Ethernet frame) {
        short type = frame.getEtherType();
        if (type == Ethernet.TYPE_LLDP || type == Ethernet.TYPE_BSN) {
            return ClassifiedPacket.ignored(IgnoreReason.LLDP);
        }
        if (type == Ethernet.TYPE_ARP) {
            return classifyArp(frame);
        }
        if (type != Ethernet.TYPE_IPV4) {
            return ClassifiedPacket.ignored(IgnoreReason.NON_IP);
        }
        if (frame.isBroadcast()) {
            return ClassifiedPacket.ignored(IgnoreReason.BROADCAST);
        }
        if (frame.isMulticast()) {
            return ClassifiedPacket.ignored(IgnoreReason.MULTICAST);
        }
        // A group address is never a sender's MAC, and an IPv4 header must agree with itself: else forged or corrupt.
        if (frame.getSourceMAC() == null || frame.getSourceMAC().isMulticast()
                || !(frame.getPayload() instanceof IPv4) || !consistent((IPv4) frame.getPayload())) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        IPv4 ip = (IPv4) frame.getPayload();
        Ip4Address src = Ip4Address.valueOf(ip.getSourceAddress());
        Ip4Address dst = Ip4Address.valueOf(ip.getDestinationAddress());
        if (src.toInt() == 0 || dst.toInt() == 0) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        if (dst.toInt() == -1) {
            return ClassifiedPacket.ignored(IgnoreReason.BROADCAST);
        }
        if (dst.isMulticast()) {
            return ClassifiedPacket.ignored(IgnoreReason.MULTICAST);
        }
        if (src.isMulticast() || src.toInt() == -1) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        byte protocol = ip.getProtocol();
        boolean tcp = protocol == IPv4.PROTOCOL_TCP;
        boolean udp = protocol == IPv4.PROTOCOL_UDP;
        IPacket l4 = ip.getPayload();
        if (tcp && !(l4 instanceof TCP) || udp && !(l4 instanceof UDP)) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        // Other protocols have no ports: 0.
        int srcPort = tcp ? ((TCP) l4).getSourcePort() : udp ? ((UDP) l4).getSourcePort() : 0;
        int dstPort = tcp ? ((TCP) l4).getDestinationPort() : udp ? ((UDP) l4).getDestinationPort() : 0;
        return ClassifiedPacket.ipv4(frame, src, dst, protocol, srcPort, dstPort);
    }

    /**
     * The header fields agree with each other: version 4, a header of at least five words, and a total
     * length that covers the header and the TCP/UDP header. The payload itself may be cut short: an
     * OpenFlow switch may send only the first {@code miss_send_len} bytes of a packet.
     */
    private static boolean consistent(IPv4 ip) {
        int headerBytes = ip.getHeaderLength() * BYTES_PER_WORD;
        int totalLength = ip.getTotalLength() & 0xffff;
        int l4Header = ip.getProtocol() == IPv4.PROTOCOL_TCP ? TCP_MIN_HEADER_BYTES
                : ip.getProtocol() == IPv4.PROTOCOL_UDP ? UDP_HEADER_BYTES : 0;
        return ip.getVersion() == IPV4_VERSION && ip.getHeaderLength() >= MIN_IHL_WORDS
                && totalLength >= headerBytes + l4Header;
    }

    private static ClassifiedPacket classifyArp(Ethernet frame) {
        if (!(frame.getPayload() instanceof ARP)) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        ARP arp = (ARP) frame.getPayload();
        short op = arp.getOpCode();
        if (arp.getProtocolType() != ARP.PROTO_TYPE_IP
                || arp.getSenderProtocolAddress() == null
                || arp.getSenderProtocolAddress().length != IPV4_ADDRESS_BYTES
                || arp.getTargetProtocolAddress() == null
                || arp.getTargetProtocolAddress().length != IPV4_ADDRESS_BYTES
                || (op != ARP.OP_REQUEST && op != ARP.OP_REPLY)) {
            return ClassifiedPacket.ignored(IgnoreReason.MALFORMED);
        }
        return ClassifiedPacket.arp(frame,
                                    Ip4Address.valueOf(arp.getSenderProtocolAddress()),
                                    Ip4Address.valueOf(arp.getTargetProtocolAddress()),
                                    op == ARP.OP_REQUEST);
    }

    private static boolean isDiscovery(ByteBuffer raw) {
        if (raw == null || raw.remaining() < ETHERTYPE_OFFSET + 2) {
            return false;
        }
        short type = raw.getShort(raw.position() + ETHERTYPE_OFFSET);
        return type == Ethernet.TYPE_LLDP || type == Ethernet.TYPE_BSN;
    }

    private static Ethernet parse(ByteBuffer raw) {
        if (raw == null) {
            return null;
        }
        ByteBuffer bytes = raw.duplicate();
        byte[] data = new byte[bytes.remaining()];
        bytes.get(data);
        try {
            return Ethernet.deserializer().deserialize(data, 0, data.length);
        } catch (DeserializationException e) {
            return null;
        }
    }
}

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
package org.onosproject.janus.impl;

import org.onlab.packet.ARP;
import org.onlab.packet.Data;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onlab.packet.TCP;
import org.onlab.packet.UDP;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.packet.DefaultInboundPacket;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.InboundPacket;
import org.onosproject.net.packet.PacketContextAdapter;

import java.nio.ByteBuffer;

/**
 * Frames and packet contexts for tests: built with the onlab packet classes, as a switch would send them.
 */
public final class TestPackets {

    private TestPackets() {
    }

    public static Ethernet ipv4(MacAddress srcMac, MacAddress dstMac, String srcIp, String dstIp,
                                byte protocol, int srcPort, int dstPort) {
        IPv4 ip = new IPv4();
        ip.setSourceAddress(Ip4Address.valueOf(srcIp).toInt());
        ip.setDestinationAddress(Ip4Address.valueOf(dstIp).toInt());
        ip.setProtocol(protocol);
        ip.setTtl((byte) 64);
        if (protocol == IPv4.PROTOCOL_TCP) {
            TCP tcp = new TCP();
            tcp.setSourcePort(srcPort);
            tcp.setDestinationPort(dstPort);
            tcp.setPayload(new Data(new byte[8]));
            ip.setPayload(tcp);
        } else if (protocol == IPv4.PROTOCOL_UDP) {
            UDP udp = new UDP();
            udp.setSourcePort(srcPort);
            udp.setDestinationPort(dstPort);
            udp.setPayload(new Data(new byte[8]));
            ip.setPayload(udp);
        } else {
            ip.setPayload(new Data(new byte[8]));
        }
        Ethernet eth = new Ethernet();
        eth.setSourceMACAddress(srcMac).setDestinationMACAddress(dstMac).setEtherType(Ethernet.TYPE_IPV4);
        eth.setPayload(ip);
        return eth;
    }

    public static Ethernet tcp(MacAddress srcMac, MacAddress dstMac, String srcIp, String dstIp,
                               int srcPort, int dstPort) {
        return ipv4(srcMac, dstMac, srcIp, dstIp, IPv4.PROTOCOL_TCP, srcPort, dstPort);
    }

    public static Ethernet arpRequest(MacAddress senderMac, String senderIp, String targetIp) {
        return ARP.buildArpRequest(senderMac.toBytes(), Ip4Address.valueOf(senderIp).toOctets(),
                                   Ip4Address.valueOf(targetIp).toOctets(), Ethernet.VLAN_UNTAGGED);
    }

    /** An inbound packet as ONOS hands it over: parsed, with the raw bytes alongside. */
    public static InboundPacket inbound(ConnectPoint from, Ethernet frame) {
        return new DefaultInboundPacket(from, frame, ByteBuffer.wrap(frame.serialize()));
    }

    /** An inbound packet ONOS could not parse. */
    public static InboundPacket unparsed(ConnectPoint from, byte[] raw) {
        return new DefaultInboundPacket(from, null, ByteBuffer.wrap(raw));
    }

    /** A packet context that remembers whether it was sent. */
    public static class RecordingContext extends PacketContextAdapter {
        private boolean sent;

        public RecordingContext(InboundPacket in) {
            super(0, in, new DefaultOutboundPacket(in.receivedFrom().deviceId(), null, in.unparsed()), false);
        }

        @Override
        public void send() {
            sent = true;
        }

        public boolean wasSent() {
            return sent;
        }
    }
}

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
import org.onosproject.janus.impl.config.MatchGranularity;
import org.junit.Test;
import org.onlab.packet.Data;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.packet.DefaultInboundPacket;

import java.util.Arrays;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.arpRequest;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.ipv4;
import static org.onosproject.janus.impl.TestPackets.tcp;
import static org.onosproject.janus.impl.TestPackets.unparsed;

public class PacketClassifierTest {

    private static final MacAddress MAC_A = MacAddress.valueOf("00:00:00:00:00:0a");
    private static final MacAddress MAC_B = MacAddress.valueOf("00:00:00:00:00:0b");
    private static final ConnectPoint PORT = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");

    private static ClassifiedPacket classify(Ethernet frame) {
        return PacketClassifier.classify(inbound(PORT, frame));
    }

    private static void assertIgnored(IgnoreReason reason, ClassifiedPacket packet) {
        assertEquals(ClassifiedPacket.Kind.IGNORED, packet.kind());
        assertEquals(reason, packet.reason());
    }

    @Test
    public void unicastTcpIsAnIpv4FlowWithItsFiveTuple() {
        ClassifiedPacket p = classify(tcp(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", 5001, 80));
        assertEquals(ClassifiedPacket.Kind.IPV4, p.kind());
        assertEquals(FlowKey.ofFiveTuple(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.0.2"),
                                         IPv4.PROTOCOL_TCP, 5001, 80),
                     p.flowKey(MatchGranularity.FIVE_TUPLE));
    }

    @Test
    public void hostPairKeyDropsProtocolAndPorts() {
        ClassifiedPacket p = classify(ipv4(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", IPv4.PROTOCOL_UDP, 7, 9));
        FlowKey key = p.flowKey(MatchGranularity.HOST_PAIR);
        assertTrue(key.isHostPair());
        assertEquals("10.0.0.1-10.0.0.2", key.toString());
    }

    @Test
    public void icmpFiveTupleKeyHasProtocolAndNoPorts() {
        ClassifiedPacket p = classify(ipv4(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", IPv4.PROTOCOL_ICMP, 0, 0));
        FlowKey key = p.flowKey(MatchGranularity.FIVE_TUPLE);
        assertFalse(key.isHostPair());
        assertEquals(0, key.srcPort());
    }

    @Test
    public void arpRequestIsArpWithSenderAndTarget() {
        ClassifiedPacket p = classify(arpRequest(MAC_A, "10.0.0.1", "10.0.0.2"));
        assertEquals(ClassifiedPacket.Kind.ARP, p.kind());
        assertTrue(p.isArpRequest());
        assertEquals(Ip4Address.valueOf("10.0.0.2"), p.dstIp());
    }

    @Test
    public void lldpIsIgnored() {
        Ethernet frame = new Ethernet().setSourceMACAddress(MAC_A).setDestinationMACAddress(MAC_B)
                .setEtherType(Ethernet.TYPE_LLDP);
        frame.setPayload(new Data(new byte[16]));
        assertIgnored(IgnoreReason.LLDP, classify(frame));
    }

    @Test
    public void bddpIsIgnoredAsLldp() {
        Ethernet frame = new Ethernet().setSourceMACAddress(MAC_A).setDestinationMACAddress(MacAddress.BROADCAST)
                .setEtherType(Ethernet.TYPE_BSN);
        frame.setPayload(new Data(new byte[16]));
        assertIgnored(IgnoreReason.LLDP, classify(frame));
    }

    @Test
    public void ipv6IsIgnoredAsNonIp() {
        Ethernet frame = new Ethernet().setSourceMACAddress(MAC_A).setDestinationMACAddress(MAC_B)
                .setEtherType(Ethernet.TYPE_IPV6);
        frame.setPayload(new Data(new byte[40]));
        assertIgnored(IgnoreReason.NON_IP, classify(frame));
    }

    @Test
    public void ethernetBroadcastIpv4IsIgnored() {
        assertIgnored(IgnoreReason.BROADCAST,
                      classify(tcp(MAC_A, MacAddress.BROADCAST, "10.0.0.1", "10.0.0.2", 1, 2)));
    }

    @Test
    public void limitedBroadcastAddressIsIgnored() {
        assertIgnored(IgnoreReason.BROADCAST,
                      classify(ipv4(MAC_A, MAC_B, "10.0.0.1", "255.255.255.255", IPv4.PROTOCOL_UDP, 68, 67)));
    }

    @Test
    public void ipv4MulticastIsIgnored() {
        assertIgnored(IgnoreReason.MULTICAST, classify(ipv4(MAC_A, MacAddress.valueOf("01:00:5e:00:00:fb"),
                                                            "10.0.0.1", "224.0.0.251", IPv4.PROTOCOL_UDP, 5353, 5353)));
        assertIgnored(IgnoreReason.MULTICAST,
                      classify(ipv4(MAC_A, MAC_B, "10.0.0.1", "239.1.1.1", IPv4.PROTOCOL_UDP, 1, 2)));
    }

    @Test
    public void truncatedRawBytesAreMalformed() {
        byte[] raw = tcp(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", 1, 2).serialize();
        assertIgnored(IgnoreReason.MALFORMED, PacketClassifier.classify(unparsed(PORT, Arrays.copyOf(raw, 20))));
    }

    @Test
    public void emptyRawBytesAreMalformed() {
        assertIgnored(IgnoreReason.MALFORMED, PacketClassifier.classify(unparsed(PORT, new byte[0])));
    }

    @Test
    public void unparsedButValidBytesAreParsed() {
        byte[] raw = tcp(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", 1, 2).serialize();
        assertEquals(ClassifiedPacket.Kind.IPV4, PacketClassifier.classify(unparsed(PORT, raw)).kind());
    }

    @Test
    public void ipv4EtherTypeWithoutIpv4PayloadIsMalformed() {
        Ethernet frame = new Ethernet().setSourceMACAddress(MAC_A).setDestinationMACAddress(MAC_B)
                .setEtherType(Ethernet.TYPE_IPV4);
        frame.setPayload(new Data(new byte[3]));
        assertIgnored(IgnoreReason.MALFORMED, classify(frame));
    }

    @Test
    public void tcpProtocolWithoutTcpHeaderIsMalformed() {
        Ethernet frame = ipv4(MAC_A, MAC_B, "10.0.0.1", "10.0.0.2", IPv4.PROTOCOL_ICMP, 0, 0);
        ((IPv4) frame.getPayload()).setProtocol(IPv4.PROTOCOL_TCP);
        assertIgnored(IgnoreReason.MALFORMED, classify(frame));
    }

    @Test
    public void aPacketInWithNeitherFrameNorBytesIsMalformed() {
        assertIgnored(IgnoreReason.MALFORMED, PacketClassifier.classify(new DefaultInboundPacket(PORT, null, null)));
    }
}

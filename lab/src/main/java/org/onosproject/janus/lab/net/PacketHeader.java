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
package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onlab.packet.TCP;

/**
 * The header fields of a flow's packets that flow rules can match: an untagged IPv4/TCP packet.
 * Immutable.
 */
public final class PacketHeader {

    private final MacAddress ethSrc;
    private final MacAddress ethDst;
    private final Ip4Address ipSrc;
    private final Ip4Address ipDst;
    private final int tcpSrc;
    private final int tcpDst;

    public PacketHeader(MacAddress ethSrc, MacAddress ethDst, Ip4Address ipSrc, Ip4Address ipDst,
                        int tcpSrc, int tcpDst) {
        this.ethSrc = ethSrc;
        this.ethDst = ethDst;
        this.ipSrc = ipSrc;
        this.ipDst = ipDst;
        this.tcpSrc = tcpSrc;
        this.tcpDst = tcpDst;
    }

    public MacAddress ethSrc() {
        return ethSrc;
    }

    public MacAddress ethDst() {
        return ethDst;
    }

    public short ethType() {
        return Ethernet.TYPE_IPV4;
    }

    public Ip4Address ipSrc() {
        return ipSrc;
    }

    public Ip4Address ipDst() {
        return ipDst;
    }

    public byte ipProto() {
        return IPv4.PROTOCOL_TCP;
    }

    public int tcpSrc() {
        return tcpSrc;
    }

    public int tcpDst() {
        return tcpDst;
    }

    /** A real Ethernet frame carrying this header: IPv4, TCP SYN, no payload. */
    public Ethernet toFrame() {
        TCP tcp = new TCP();
        tcp.setSourcePort(tcpSrc);
        tcp.setDestinationPort(tcpDst);
        tcp.setFlags((short) 0x02);
        tcp.setWindowSize((short) 0x7fff);
        tcp.setDataOffset((byte) 5);
        IPv4 ip = new IPv4();
        ip.setSourceAddress(ipSrc.toInt());
        ip.setDestinationAddress(ipDst.toInt());
        ip.setProtocol(IPv4.PROTOCOL_TCP);
        ip.setTtl((byte) 64);
        ip.setPayload(tcp);
        Ethernet eth = new Ethernet();
        eth.setSourceMACAddress(ethSrc);
        eth.setDestinationMACAddress(ethDst);
        eth.setEtherType(Ethernet.TYPE_IPV4);
        eth.setPayload(ip);
        return eth;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("src", ipSrc + ":" + tcpSrc)
                .add("dst", ipDst + ":" + tcpDst).toString();
    }
}

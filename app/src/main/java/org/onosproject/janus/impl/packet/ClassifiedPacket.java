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
import org.onlab.packet.Ethernet;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.janus.api.FlowKey;

import static com.google.common.base.Preconditions.checkNotNull;
import static com.google.common.base.Preconditions.checkState;

/**
 * What {@link PacketClassifier} made of a packet-in: an IPv4 unicast flow to provision, an ARP
 * message to answer or flood, or a packet to ignore and why. Immutable.
 */
public final class ClassifiedPacket {

    /** The three things a packet can be to Janus. */
    enum Kind {
        IPV4, ARP, IGNORED
    }

    private final Kind kind;
    private final IgnoreReason reason;
    private final Ethernet frame;
    // An IPv4 packet's 5-tuple, or an ARP message's sender and target protocol addresses.
    private final FlowKey addresses;
    private final boolean arpRequest;

    private ClassifiedPacket(Kind kind, IgnoreReason reason, Ethernet frame, FlowKey addresses, boolean arpRequest) {
        this.kind = kind;
        this.reason = reason;
        this.frame = frame;
        this.addresses = addresses;
        this.arpRequest = arpRequest;
    }

    static ClassifiedPacket ignored(IgnoreReason reason) {
        return new ClassifiedPacket(Kind.IGNORED, checkNotNull(reason), null, null, false);
    }

    static ClassifiedPacket ipv4(Ethernet frame, Ip4Address srcIp, Ip4Address dstIp,
                                 byte protocol, int srcPort, int dstPort) {
        return new ClassifiedPacket(Kind.IPV4, null, checkNotNull(frame),
                                    FlowKey.ofFiveTuple(srcIp, dstIp, protocol, srcPort, dstPort), false);
    }

    /** An ARP message; {@code senderIp} and {@code targetIp} are its protocol addresses. */
    static ClassifiedPacket arp(Ethernet frame, Ip4Address senderIp, Ip4Address targetIp, boolean request) {
        return new ClassifiedPacket(Kind.ARP, null, checkNotNull(frame), FlowKey.ofHostPair(senderIp, targetIp),
                                    request);
    }

    Kind kind() {
        return kind;
    }

    /** Why the packet is ignored; null unless {@link Kind#IGNORED}. */
    IgnoreReason reason() {
        return reason;
    }

    /** The parsed frame (not for ignored packets). */
    Ethernet frame() {
        checkState(kind != Kind.IGNORED, "ignored packet has no frame");
        return frame;
    }

    public MacAddress srcMac() {
        return frame().getSourceMAC();
    }

    MacAddress dstMac() {
        return frame().getDestinationMAC();
    }

    public VlanId vlan() {
        return VlanId.vlanId(frame().getVlanID());
    }

    /** IPv4 source, or the ARP sender's protocol address. */
    public Ip4Address srcIp() {
        return addresses.srcIp();
    }

    /** IPv4 destination, or the ARP target's protocol address. */
    public Ip4Address dstIp() {
        return addresses.dstIp();
    }

    boolean isArpRequest() {
        return arpRequest;
    }

    /** The flow key of an IPv4 packet at the given granularity. */
    public FlowKey flowKey(MatchGranularity granularity) {
        checkState(kind == Kind.IPV4, "not an IPv4 packet");
        return granularity == MatchGranularity.HOST_PAIR ? FlowKey.ofHostPair(srcIp(), dstIp()) : addresses;
    }
}

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
package org.onosproject.janus.testbed.flow;

import com.google.common.collect.ImmutableSet;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.IpAddress;
import org.onlab.packet.IpPrefix;
import org.onlab.packet.TpPort;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.criteria.EthCriterion;
import org.onosproject.net.flow.criteria.EthTypeCriterion;
import org.onosproject.net.flow.criteria.IPCriterion;
import org.onosproject.net.flow.criteria.IPProtocolCriterion;
import org.onosproject.net.flow.criteria.PortCriterion;
import org.onosproject.net.flow.criteria.TcpPortCriterion;
import org.onosproject.net.flow.criteria.UdpPortCriterion;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.match.Match;
import org.projectfloodlight.openflow.protocol.match.MatchField;
import org.projectfloodlight.openflow.protocol.match.MatchFields;
import org.projectfloodlight.openflow.types.EthType;
import org.projectfloodlight.openflow.types.IPv4Address;
import org.projectfloodlight.openflow.types.IpProtocol;
import org.projectfloodlight.openflow.types.MacAddress;
import org.projectfloodlight.openflow.types.Masked;
import org.projectfloodlight.openflow.types.TransportPort;

import java.util.EnumSet;
import java.util.Set;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * ONOS traffic selectors to OpenFlow 1.3 matches and back, for the criteria ONOS's intent compilers
 * put in the rules of Janus's point-to-point intents (in port, Ethernet type, IPv4 source and
 * destination, IP protocol, TCP/UDP ports) and in packet requests (Ethernet type), plus Ethernet
 * addresses. IPv4 addresses may be prefixes; every other field is exact.
 */
public final class MatchTranslator {

    /** The criteria translated; any other is refused with {@link UnsupportedFlowFeatureException}. */
    public static final Set<Criterion.Type> SUPPORTED_CRITERIA = ImmutableSet.copyOf(EnumSet.of(
            Criterion.Type.IN_PORT, Criterion.Type.ETH_SRC, Criterion.Type.ETH_DST, Criterion.Type.ETH_TYPE,
            Criterion.Type.IP_PROTO, Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST,
            Criterion.Type.TCP_SRC, Criterion.Type.TCP_DST, Criterion.Type.UDP_SRC, Criterion.Type.UDP_DST));

    private static final Set<MatchFields> SUPPORTED_FIELDS = ImmutableSet.copyOf(EnumSet.of(
            MatchFields.IN_PORT, MatchFields.ETH_SRC, MatchFields.ETH_DST, MatchFields.ETH_TYPE,
            MatchFields.IP_PROTO, MatchFields.IPV4_SRC, MatchFields.IPV4_DST,
            MatchFields.TCP_SRC, MatchFields.TCP_DST, MatchFields.UDP_SRC, MatchFields.UDP_DST));

    private final OFFactory factory;

    /** Builds matches with {@code factory} (its OpenFlow version must be 1.3). */
    public MatchTranslator(OFFactory factory) {
        this.factory = OpenFlow13.check(factory);
    }

    /**
     * The match for a selector.
     *
     * @throws UnsupportedFlowFeatureException for a criterion not in {@link #SUPPORTED_CRITERIA}
     * @throws IllegalArgumentException if a criterion lacks its OpenFlow prerequisite (e.g. TCP
     *                                  ports without IP protocol 6), which a switch would refuse
     */
    public Match toMatch(TrafficSelector selector) {
        checkPrerequisites(selector);
        Match.Builder match = factory.buildMatch();
        for (Criterion c : selector.criteria()) {
            switch (c.type()) {
                case IN_PORT:
                    match.setExact(MatchField.IN_PORT, PortNumbers.toOpenFlow(((PortCriterion) c).port()));
                    break;
                case ETH_SRC:
                    match.setExact(MatchField.ETH_SRC, MacAddress.of(((EthCriterion) c).mac().toLong()));
                    break;
                case ETH_DST:
                    match.setExact(MatchField.ETH_DST, MacAddress.of(((EthCriterion) c).mac().toLong()));
                    break;
                case ETH_TYPE:
                    match.setExact(MatchField.ETH_TYPE,
                            EthType.of(((EthTypeCriterion) c).ethType().toShort() & 0xffff));
                    break;
                case IP_PROTO:
                    match.setExact(MatchField.IP_PROTO, IpProtocol.of(((IPProtocolCriterion) c).protocol()));
                    break;
                case IPV4_SRC:
                    setIpv4(match, MatchField.IPV4_SRC, ((IPCriterion) c).ip());
                    break;
                case IPV4_DST:
                    setIpv4(match, MatchField.IPV4_DST, ((IPCriterion) c).ip());
                    break;
                case TCP_SRC:
                    match.setExact(MatchField.TCP_SRC, TransportPort.of(((TcpPortCriterion) c).tcpPort().toInt()));
                    break;
                case TCP_DST:
                    match.setExact(MatchField.TCP_DST, TransportPort.of(((TcpPortCriterion) c).tcpPort().toInt()));
                    break;
                case UDP_SRC:
                    match.setExact(MatchField.UDP_SRC, TransportPort.of(((UdpPortCriterion) c).udpPort().toInt()));
                    break;
                case UDP_DST:
                    match.setExact(MatchField.UDP_DST, TransportPort.of(((UdpPortCriterion) c).udpPort().toInt()));
                    break;
                default:
                    throw new UnsupportedFlowFeatureException("criterion", c.type(), SUPPORTED_CRITERIA);
            }
        }
        return match.build();
    }

    /**
     * The selector for a match, as a switch reports it in flow stats or flow-removed messages.
     *
     * @throws UnsupportedFlowFeatureException for a field outside the supported set, or a mask
     *                                         other than an IPv4 prefix
     */
    public TrafficSelector toSelector(Match match) {
        TrafficSelector.Builder selector = DefaultTrafficSelector.builder();
        for (MatchField<?> field : match.getMatchFields()) {
            if (!SUPPORTED_FIELDS.contains(field.id)) {
                throw new UnsupportedFlowFeatureException("match field", field.id, SUPPORTED_FIELDS);
            }
            if (!match.isExact(field) && field.id != MatchFields.IPV4_SRC && field.id != MatchFields.IPV4_DST) {
                throw new UnsupportedFlowFeatureException("masked match field", field.id,
                                                          "masks on IPV4_SRC and IPV4_DST only");
            }
            switch (field.id) {
                case IN_PORT:
                    selector.matchInPort(PortNumbers.toOnos(match.get(MatchField.IN_PORT)));
                    break;
                case ETH_SRC:
                    selector.matchEthSrc(org.onlab.packet.MacAddress.valueOf(match.get(MatchField.ETH_SRC).getLong()));
                    break;
                case ETH_DST:
                    selector.matchEthDst(org.onlab.packet.MacAddress.valueOf(match.get(MatchField.ETH_DST).getLong()));
                    break;
                case ETH_TYPE:
                    selector.matchEthType((short) match.get(MatchField.ETH_TYPE).getValue());
                    break;
                case IP_PROTO:
                    selector.matchIPProtocol((byte) match.get(MatchField.IP_PROTO).getIpProtocolNumber());
                    break;
                case IPV4_SRC:
                    selector.matchIPSrc(ipv4Prefix(match, MatchField.IPV4_SRC));
                    break;
                case IPV4_DST:
                    selector.matchIPDst(ipv4Prefix(match, MatchField.IPV4_DST));
                    break;
                case TCP_SRC:
                    selector.matchTcpSrc(TpPort.tpPort(match.get(MatchField.TCP_SRC).getPort()));
                    break;
                case TCP_DST:
                    selector.matchTcpDst(TpPort.tpPort(match.get(MatchField.TCP_DST).getPort()));
                    break;
                case UDP_SRC:
                    selector.matchUdpSrc(TpPort.tpPort(match.get(MatchField.UDP_SRC).getPort()));
                    break;
                case UDP_DST:
                    selector.matchUdpDst(TpPort.tpPort(match.get(MatchField.UDP_DST).getPort()));
                    break;
                default:
                    throw new AssertionError("unreachable: " + field.id);
            }
        }
        return selector.build();
    }

    private static void setIpv4(Match.Builder match, MatchField<IPv4Address> field, IpPrefix prefix) {
        IPv4Address address = IPv4Address.of(prefix.address().getIp4Address().toInt());
        if (prefix.prefixLength() == IpPrefix.MAX_INET_MASK_LENGTH) {
            match.setExact(field, address);
        } else {
            match.setMasked(field, address, IPv4Address.ofCidrMaskLength(prefix.prefixLength()));
        }
    }

    private static IpPrefix ipv4Prefix(Match match, MatchField<IPv4Address> field) {
        if (match.isExact(field)) {
            return IpPrefix.valueOf(IpAddress.valueOf(match.get(field).getInt()), IpPrefix.MAX_INET_MASK_LENGTH);
        }
        Masked<IPv4Address> masked = match.getMasked(field);
        if (!masked.getMask().isCidrMask()) {
            throw new UnsupportedFlowFeatureException("non-prefix IPv4 mask", masked, "prefix masks (a.b.c.d/n)");
        }
        return IpPrefix.valueOf(IpAddress.valueOf(masked.getValue().getInt()), masked.getMask().asCidrMaskLength());
    }

    /** OpenFlow 1.3 (spec 7.2.3.6): a field may only be matched when the fields it depends on are. */
    private static void checkPrerequisites(TrafficSelector selector) {
        boolean ipv4 = hasEthType(selector, Ethernet.TYPE_IPV4);
        for (Criterion.Type type : new Criterion.Type[] {Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST,
                Criterion.Type.IP_PROTO}) {
            checkArgument(ipv4 || selector.getCriterion(type) == null,
                          "%s needs ETH_TYPE=0x0800 in the same selector: %s", type, selector);
        }
        checkTransport(selector, IPv4.PROTOCOL_TCP, Criterion.Type.TCP_SRC, Criterion.Type.TCP_DST);
        checkTransport(selector, IPv4.PROTOCOL_UDP, Criterion.Type.UDP_SRC, Criterion.Type.UDP_DST);
    }

    private static void checkTransport(TrafficSelector selector, byte protocol, Criterion.Type... ports) {
        IPProtocolCriterion proto = (IPProtocolCriterion) selector.getCriterion(Criterion.Type.IP_PROTO);
        boolean matched = proto != null && proto.protocol() == protocol;
        for (Criterion.Type port : ports) {
            checkArgument(matched || selector.getCriterion(port) == null,
                          "%s needs IP_PROTO=%s in the same selector: %s", port, protocol, selector);
        }
    }

    private static boolean hasEthType(TrafficSelector selector, short ethType) {
        EthTypeCriterion c = (EthTypeCriterion) selector.getCriterion(Criterion.Type.ETH_TYPE);
        return c != null && c.ethType().toShort() == ethType;
    }
}

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

import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.IpPrefix;
import org.onlab.packet.TpPort;
import org.onlab.packet.VlanId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.TrafficSelector;
import org.projectfloodlight.openflow.protocol.OFFactories;
import org.projectfloodlight.openflow.protocol.OFVersion;
import org.projectfloodlight.openflow.protocol.match.Match;
import org.projectfloodlight.openflow.protocol.match.MatchField;
import org.projectfloodlight.openflow.types.EthType;
import org.projectfloodlight.openflow.types.IPv4Address;
import org.projectfloodlight.openflow.types.IpProtocol;
import org.projectfloodlight.openflow.types.MacAddress;
import org.projectfloodlight.openflow.types.Masked;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.OFVlanVidMatch;
import org.projectfloodlight.openflow.types.TransportPort;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class MatchTranslatorTest {

    private final MatchTranslator translator = new MatchTranslator(OpenFlow13.FACTORY);

    private static TrafficSelector.Builder ipv4() {
        return DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4);
    }

    @Test
    public void inPortAndEthernetTypeBecomeExactFields() {
        Match match = translator.toMatch(DefaultTrafficSelector.builder()
                                                 .matchInPort(PortNumber.portNumber(3))
                                                 .matchEthType(Ethernet.TYPE_ARP).build());

        assertEquals(OFPort.of(3), match.get(MatchField.IN_PORT));
        assertEquals(EthType.ARP, match.get(MatchField.ETH_TYPE));
    }

    @Test
    public void aHostAddressBecomesAnExactIpv4Field() {
        Match match = translator.toMatch(ipv4().matchIPSrc(IpPrefix.valueOf("10.0.0.1/32")).build());

        assertTrue(match.isExact(MatchField.IPV4_SRC));
        assertEquals(IPv4Address.of("10.0.0.1"), match.get(MatchField.IPV4_SRC));
    }

    @Test
    public void aPrefixBecomesAMaskedIpv4Field() {
        Match match = translator.toMatch(ipv4().matchIPDst(IpPrefix.valueOf("10.2.0.0/16")).build());

        assertEquals(Masked.of(IPv4Address.of("10.2.0.0"), IPv4Address.of("255.255.0.0")),
                     match.getMasked(MatchField.IPV4_DST));
    }

    @Test
    public void fiveTupleFieldsBecomeExactFields() {
        Match match = translator.toMatch(ipv4().matchIPProtocol(IPv4.PROTOCOL_TCP)
                                                 .matchTcpSrc(TpPort.tpPort(40000))
                                                 .matchTcpDst(TpPort.tpPort(5001)).build());

        assertEquals(IpProtocol.TCP, match.get(MatchField.IP_PROTO));
        assertEquals(TransportPort.of(40000), match.get(MatchField.TCP_SRC));
        assertEquals(TransportPort.of(5001), match.get(MatchField.TCP_DST));
    }

    @Test
    public void everySupportedCriterionReadsBackFromTheWireAsTheSameSelector() {
        TrafficSelector tcp = ipv4().matchInPort(PortNumber.portNumber(1))
                .matchEthSrc(org.onlab.packet.MacAddress.valueOf("00:00:00:00:00:01"))
                .matchEthDst(org.onlab.packet.MacAddress.valueOf("00:00:00:00:00:02"))
                .matchIPSrc(IpPrefix.valueOf("10.0.0.1/32")).matchIPDst(IpPrefix.valueOf("10.1.0.0/16"))
                .matchIPProtocol(IPv4.PROTOCOL_TCP)
                .matchTcpSrc(TpPort.tpPort(1)).matchTcpDst(TpPort.tpPort(65535)).build();
        TrafficSelector udp = ipv4().matchIPProtocol(IPv4.PROTOCOL_UDP)
                .matchUdpSrc(TpPort.tpPort(53)).matchUdpDst(TpPort.tpPort(33000)).build();

        for (TrafficSelector selector : new TrafficSelector[] {tcp, udp}) {
            Match onTheWire = Wire.encodeAndDecode(OpenFlow13.FACTORY.buildFlowAdd()
                                                           .setMatch(translator.toMatch(selector)).build()).getMatch();
            assertEquals(selector, translator.toSelector(onTheWire));
        }
    }

    @Test
    public void anUnsupportedCriterionIsRefusedByName() {
        TrafficSelector vlan = DefaultTrafficSelector.builder().matchVlanId(VlanId.vlanId((short) 10)).build();

        UnsupportedFlowFeatureException e = Thrown.by(UnsupportedFlowFeatureException.class,
                                                         () -> translator.toMatch(vlan));
        assertThat(e.getMessage(), containsString("VLAN_VID"));
    }

    @Test
    public void transportPortsWithoutTheirProtocolAreRefused() {
        TrafficSelector noProtocol = ipv4().matchTcpDst(TpPort.tpPort(80)).build();
        TrafficSelector udpProtocol = ipv4().matchIPProtocol(IPv4.PROTOCOL_UDP).matchTcpDst(TpPort.tpPort(80)).build();

        Thrown.by(IllegalArgumentException.class, () -> translator.toMatch(noProtocol));
        Thrown.by(IllegalArgumentException.class, () -> translator.toMatch(udpProtocol));
    }

    @Test
    public void ipv4FieldsWithoutTheIpv4EthernetTypeAreRefused() {
        TrafficSelector noEthType = DefaultTrafficSelector.builder()
                .matchIPDst(IpPrefix.valueOf("10.0.0.1/32")).build();

        IllegalArgumentException e = Thrown.by(IllegalArgumentException.class,
                                                  () -> translator.toMatch(noEthType));
        assertThat(e.getMessage(), containsString("IPV4_DST needs ETH_TYPE"));
    }

    @Test
    public void aMatchFieldFromTheSwitchOutsideTheSupportedSetIsRefusedByName() {
        Match vlan = OpenFlow13.FACTORY.buildMatch()
                .setExact(MatchField.VLAN_VID, OFVlanVidMatch.ofRawVid((short) 0x100a)).build();

        UnsupportedFlowFeatureException e = Thrown.by(UnsupportedFlowFeatureException.class,
                                                         () -> translator.toSelector(vlan));
        assertThat(e.getMessage(), containsString("VLAN_VID"));
    }

    @Test
    public void aMaskedFieldOtherThanAnIpv4PrefixIsRefused() {
        Match maskedMac = OpenFlow13.FACTORY.buildMatch()
                .setMasked(MatchField.ETH_DST, MacAddress.of("01:00:00:00:00:00"), MacAddress.of("01:00:00:00:00:00"))
                .build();
        Match nonPrefixMask = OpenFlow13.FACTORY.buildMatch()
                .setExact(MatchField.ETH_TYPE, EthType.IPv4)
                .setMasked(MatchField.IPV4_SRC, IPv4Address.of("10.0.0.1"), IPv4Address.of("255.0.0.255")).build();

        Thrown.by(UnsupportedFlowFeatureException.class, () -> translator.toSelector(maskedMac));
        Thrown.by(UnsupportedFlowFeatureException.class, () -> translator.toSelector(nonPrefixMask));
    }

    @Test
    public void onlyOpenFlow13IsSpoken() {
        Thrown.by(IllegalArgumentException.class,
                     () -> new MatchTranslator(OFFactories.getFactory(OFVersion.OF_10)));
    }
}

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
package org.onosproject.janus.embedded;

import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.IpAddress;
import org.onlab.packet.IpPrefix;
import org.onlab.packet.MacAddress;
import org.onlab.packet.TpPort;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.TrafficSelector;

import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.Assert.assertThat;

public class RuleIndexTest {

    private static final DeviceId SWITCH = DeviceId.deviceId("of:0000000000000001");
    private static final MacAddress MAC_A = MacAddress.valueOf("00:00:00:00:00:0a");
    private static final MacAddress MAC_B = MacAddress.valueOf("00:00:00:00:00:0b");
    private static final IpAddress IP_A = IpAddress.valueOf("10.0.0.1");
    private static final IpAddress IP_B = IpAddress.valueOf("10.0.0.2");
    private static final IpAddress IP_C = IpAddress.valueOf("10.0.0.3");

    private final RuleIndex index = new RuleIndex();

    private static FlowRule rule(TrafficSelector selector, int outPort) {
        return DefaultFlowRule.builder().forDevice(SWITCH).withSelector(selector)
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(outPort)).build())
                .withPriority(100).fromApp(new DefaultApplicationId(1, "test")).makePermanent().build();
    }

    private static TrafficSelector.Builder ipv4() {
        return DefaultTrafficSelector.builder().matchEthType(Ethernet.TYPE_IPV4);
    }

    private static TrafficSelector fiveTuple(IpAddress src, IpAddress dst, int srcPort) {
        return ipv4().matchIPSrc(IpPrefix.valueOf(src, 32)).matchIPDst(IpPrefix.valueOf(dst, 32))
                .matchIPProtocol(IPv4.PROTOCOL_TCP).matchTcpSrc(TpPort.tpPort(srcPort))
                .matchTcpDst(TpPort.tpPort(80)).build();
    }

    @Test
    public void aPacketSeesRulesForItsExactValuesAndRulesThatNameNone() {
        FlowRule toIpA = rule(ipv4().matchIPDst(IpPrefix.valueOf(IP_A, 32)).build(), 1);
        FlowRule toIpB = rule(ipv4().matchIPDst(IpPrefix.valueOf(IP_B, 32)).build(), 2);
        FlowRule toMacA = rule(DefaultTrafficSelector.builder().matchEthDst(MAC_A).build(), 3);
        FlowRule toMacB = rule(DefaultTrafficSelector.builder().matchEthDst(MAC_B).build(), 4);
        FlowRule toSubnet = rule(ipv4().matchIPDst(IpPrefix.valueOf("10.0.0.0/24")).build(), 5);
        FlowRule fromPort = rule(DefaultTrafficSelector.builder().matchInPort(PortNumber.portNumber(7)).build(), 6);
        FlowRule thisFlow = rule(fiveTuple(IP_C, IP_A, 5000), 7);
        FlowRule otherPort = rule(fiveTuple(IP_C, IP_A, 5001), 8);
        FlowRule otherSource = rule(fiveTuple(IP_B, IP_A, 5000), 9);
        for (FlowRule r : new FlowRule[] {toIpA, toIpB, toMacA, toMacB, toSubnet, fromPort,
                                          thisFlow, otherPort, otherSource}) {
            index.add(r);
        }

        assertThat(index.candidates(MAC_A, IP_A, IP_C, 5000),
                   containsInAnyOrder(toIpA, toMacA, toSubnet, fromPort, thisFlow));
    }

    @Test
    public void anIpRuleWithAMacTooIsFoundByItsIp() {
        FlowRule both = rule(ipv4().matchEthDst(MAC_B).matchIPDst(IpPrefix.valueOf(IP_A, 32)).build(), 1);
        index.add(both);

        assertThat(index.candidates(MAC_A, IP_A, IP_C, 5000), contains(both));
        assertThat(index.candidates(MAC_B, IP_B, IP_C, 5000), empty());
    }

    @Test
    public void aRuleEqualInMatchAndPriorityReplacesTheOldOne() {
        TrafficSelector toA = ipv4().matchIPDst(IpPrefix.valueOf(IP_A, 32)).build();
        FlowRule old = rule(toA, 1);
        FlowRule replacement = rule(toA, 2);
        index.add(old);
        index.add(replacement);

        assertThat(index.candidates(MAC_A, IP_A, IP_C, 5000), contains(replacement));
        assertThat(index.candidates(MAC_A, IP_A, IP_C, 5000).get(0), sameInstance(replacement));
    }

    @Test
    public void aRemovedRuleIsGone() {
        FlowRule flow = rule(fiveTuple(IP_C, IP_A, 5000), 1);
        FlowRule any = rule(ipv4().build(), 2);
        index.add(flow);
        index.add(any);
        index.remove(flow);
        index.remove(any);

        assertThat(index.candidates(MAC_A, IP_A, IP_C, 5000), empty());
    }
}

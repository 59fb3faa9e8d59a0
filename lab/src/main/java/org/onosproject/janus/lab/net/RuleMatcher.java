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

import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.criteria.EthCriterion;
import org.onosproject.net.flow.criteria.EthTypeCriterion;
import org.onosproject.net.flow.criteria.IPCriterion;
import org.onosproject.net.flow.criteria.IPProtocolCriterion;
import org.onosproject.net.flow.criteria.PortCriterion;
import org.onosproject.net.flow.criteria.TcpPortCriterion;
import org.onosproject.net.flow.criteria.VlanIdCriterion;

import java.util.Optional;

/**
 * OpenFlow-style matching of a packet against flow rules: every criterion of a rule's selector must
 * hold; among the rules that match, the highest priority wins (ties: the lowest rule id, so the
 * choice is deterministic). Criteria an untagged IPv4/TCP packet cannot satisfy (UDP ports, IPv6,
 * MPLS, ...) never match.
 */
public final class RuleMatcher {

    private RuleMatcher() {
    }

    /** The rule a switch applies to the packet arriving on {@code inPort}, if any. */
    public static Optional<FlowRule> bestMatch(Iterable<? extends FlowRule> rules, PortNumber inPort,
                                               PacketHeader packet) {
        FlowRule best = null;
        for (FlowRule rule : rules) {
            if (!matches(rule, inPort, packet)) {
                continue;
            }
            if (best == null || rule.priority() > best.priority()
                    || (rule.priority() == best.priority() && rule.id().value() < best.id().value())) {
                best = rule;
            }
        }
        return Optional.ofNullable(best);
    }

    public static boolean matches(FlowRule rule, PortNumber inPort, PacketHeader packet) {
        for (Criterion c : rule.selector().criteria()) {
            if (!holds(c, inPort, packet)) {
                return false;
            }
        }
        return true;
    }

    private static boolean holds(Criterion c, PortNumber inPort, PacketHeader p) {
        switch (c.type()) {
            case IN_PORT:
                return ((PortCriterion) c).port().equals(inPort);
            case ETH_TYPE:
                return ((EthTypeCriterion) c).ethType().toShort() == p.ethType();
            case ETH_SRC:
            case ETH_SRC_MASKED:
                return macHolds((EthCriterion) c, p.ethSrc());
            case ETH_DST:
            case ETH_DST_MASKED:
                return macHolds((EthCriterion) c, p.ethDst());
            case IPV4_SRC:
                return ((IPCriterion) c).ip().contains(p.ipSrc());
            case IPV4_DST:
                return ((IPCriterion) c).ip().contains(p.ipDst());
            case IP_PROTO:
                return ((IPProtocolCriterion) c).protocol() == p.ipProto();
            case TCP_SRC:
            case TCP_SRC_MASKED:
                return portHolds((TcpPortCriterion) c, p.tcpSrc());
            case TCP_DST:
            case TCP_DST_MASKED:
                return portHolds((TcpPortCriterion) c, p.tcpDst());
            case VLAN_VID:
                VlanId vlan = ((VlanIdCriterion) c).vlanId();
                return vlan.equals(VlanId.NONE);
            default:
                return false;
        }
    }

    private static boolean macHolds(EthCriterion c, MacAddress actual) {
        MacAddress mask = c.mask();
        if (mask == null) {
            return c.mac().equals(actual);
        }
        return (c.mac().toLong() & mask.toLong()) == (actual.toLong() & mask.toLong());
    }

    private static boolean portHolds(TcpPortCriterion c, int actual) {
        int mask = c.mask() == null ? 0xffff : c.mask().toInt();
        return (c.tcpPort().toInt() & mask) == (actual & mask);
    }
}

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

import com.google.common.collect.ImmutableList;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.criteria.EthCriterion;
import org.onosproject.net.flow.criteria.IPCriterion;
import org.onosproject.net.flow.criteria.TcpPortCriterion;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One switch's flow rules grouped by the exact header values they require: the destination (an IPv4
 * /32 or, failing that, an unmasked MAC), the IPv4 /32 source and the unmasked TCP source port, each
 * or "any". The rules a packet could match are then found in a few groups instead of by scanning a
 * table of many thousand rules (five-tuple rules: one per flow). Rules equal as flow-table keys (same
 * match and priority) replace each other, as in the table itself.
 */
final class RuleIndex {

    private static final Object ANY = new Object();

    private final Map<List<Object>, Map<FlowRule, FlowRule>> groups = new HashMap<>();

    void add(FlowRule rule) {
        Map<FlowRule, FlowRule> group = groups.computeIfAbsent(keyOf(rule), k -> new LinkedHashMap<>());
        group.remove(rule);
        group.put(rule, rule);
    }

    void remove(FlowRule rule) {
        List<Object> key = keyOf(rule);
        Map<FlowRule, FlowRule> group = groups.get(key);
        if (group != null && group.remove(rule) != null && group.isEmpty()) {
            groups.remove(key);
        }
    }

    /**
     * Every rule a packet with these header values could match (a superset of the rules it matches).
     * {@code ipDst} and {@code ipSrc} may be null (not an IPv4 packet), {@code tcpSrc} negative (not TCP).
     */
    ImmutableList<FlowRule> candidates(MacAddress ethDst, IpAddress ipDst, IpAddress ipSrc, int tcpSrc) {
        ImmutableList.Builder<FlowRule> rules = ImmutableList.builder();
        for (Object dst : new Object[] {ipDst, ethDst, ANY}) {
            for (Object src : new Object[] {ipSrc, ANY}) {
                for (Object port : new Object[] {tcpSrc < 0 ? null : tcpSrc, ANY}) {
                    if (dst != null && src != null && port != null) {
                        Map<FlowRule, FlowRule> group = groups.get(List.of(dst, src, port));
                        if (group != null) {
                            rules.addAll(group.keySet());
                        }
                    }
                }
            }
        }
        return rules.build();
    }

    private static List<Object> keyOf(FlowRule rule) {
        return List.of(destinationOf(rule), sourceOf(rule), sourcePortOf(rule));
    }

    private static Object destinationOf(FlowRule rule) {
        Object ip = exactIp(rule.selector().getCriterion(Criterion.Type.IPV4_DST));
        if (ip != ANY) {
            return ip;
        }
        Criterion mac = rule.selector().getCriterion(Criterion.Type.ETH_DST);
        if (mac != null && ((EthCriterion) mac).mask() == null) {
            return ((EthCriterion) mac).mac();
        }
        return ANY;
    }

    private static Object sourceOf(FlowRule rule) {
        return exactIp(rule.selector().getCriterion(Criterion.Type.IPV4_SRC));
    }

    private static Object sourcePortOf(FlowRule rule) {
        Criterion port = rule.selector().getCriterion(Criterion.Type.TCP_SRC);
        if (port != null && ((TcpPortCriterion) port).mask() == null) {
            return ((TcpPortCriterion) port).tcpPort().toInt();
        }
        return ANY;
    }

    private static Object exactIp(Criterion criterion) {
        if (criterion != null && ((IPCriterion) criterion).ip().prefixLength() == IpAddress.INET_BIT_LENGTH) {
            return ((IPCriterion) criterion).ip().address();
        }
        return ANY;
    }
}

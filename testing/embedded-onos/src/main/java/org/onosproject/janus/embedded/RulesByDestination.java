package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableList;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.criteria.EthCriterion;
import org.onosproject.net.flow.criteria.IPCriterion;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One switch's flow rules grouped by the exact destination they match (an IPv4 /32 or, failing that,
 * an unmasked MAC), so that the rules a packet could match are found without scanning a table of
 * many thousand rules. Rules naming no exact destination form one group of their own. Rules equal as
 * flow-table keys (same match and priority) replace each other, as in the table itself.
 */
final class RulesByDestination {

    private static final Object ANY_DESTINATION = new Object();

    private final Map<Object, Map<FlowRule, FlowRule>> groups = new HashMap<>();

    void add(FlowRule rule) {
        Map<FlowRule, FlowRule> group = groups.computeIfAbsent(destinationOf(rule), d -> new LinkedHashMap<>());
        group.remove(rule);
        group.put(rule, rule);
    }

    void remove(FlowRule rule) {
        Object destination = destinationOf(rule);
        Map<FlowRule, FlowRule> group = groups.get(destination);
        if (group != null && group.remove(rule) != null && group.isEmpty()) {
            groups.remove(destination);
        }
    }

    /** Every rule a packet to {@code mac}/{@code ip} could match (a superset of those it matches). */
    ImmutableList<FlowRule> toward(MacAddress mac, IpAddress ip) {
        ImmutableList.Builder<FlowRule> rules = ImmutableList.builder();
        addGroup(rules, ip);
        addGroup(rules, mac);
        addGroup(rules, ANY_DESTINATION);
        return rules.build();
    }

    private void addGroup(ImmutableList.Builder<FlowRule> rules, Object destination) {
        Map<FlowRule, FlowRule> group = destination == null ? null : groups.get(destination);
        if (group != null) {
            rules.addAll(group.keySet());
        }
    }

    private static Object destinationOf(FlowRule rule) {
        Criterion ip = rule.selector().getCriterion(Criterion.Type.IPV4_DST);
        if (ip != null && ((IPCriterion) ip).ip().prefixLength() == IpAddress.INET_BIT_LENGTH) {
            return ((IPCriterion) ip).ip().address();
        }
        Criterion mac = rule.selector().getCriterion(Criterion.Type.ETH_DST);
        if (mac != null && ((EthCriterion) mac).mask() == null) {
            return ((EthCriterion) mac).mac();
        }
        return ANY_DESTINATION;
    }
}

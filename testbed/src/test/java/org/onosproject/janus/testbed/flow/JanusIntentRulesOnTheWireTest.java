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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.flow.instructions.Instruction;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFFlowAdd;
import org.projectfloodlight.openflow.protocol.OFFlowStatsEntry;
import org.projectfloodlight.openflow.protocol.OFFlowStatsReply;
import org.projectfloodlight.openflow.types.U64;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;

/**
 * The flow rules that ONOS's real intent compilers (point-to-point, then link-collection) make for
 * the intents of the real Janus component, at both of Janus's match granularities, go to a switch
 * as OpenFlow 1.3 flow-adds and come back in a flow-stats reply as the same ONOS rules: both
 * messages pass through their wire encoding.
 */
public class JanusIntentRulesOnTheWireTest {

    private static final String INTENT_FRAMEWORK_APP = "org.onosproject.net.intent";
    private static final OFFactory OF = OpenFlow13.FACTORY;
    private static final long PACKETS = 1_234;
    private static final long BYTES = 1_851_000;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final FlowModTranslator flowMods = new FlowModTranslator(OF);
    private final FlowEntryTranslator flowEntries = new FlowEntryTranslator(OF);
    private EmbeddedOnos onos;
    private JanusManager janus;

    @Before
    public void startOnos() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
    }

    @After
    public void stopAll() {
        if (janus != null) {
            janus.deactivate();
        }
        if (onos != null) {
            onos.stop();
        }
    }

    private void startJanus(String matchGranularity) {
        janus = JanusTestWiring.on(onos).scheduler(new ManualScheduler())
                .property("strategy", "shortest")
                .property("matchGranularity", matchGranularity)
                .activate();
    }

    private Host host(int pod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).findFirst().orElseThrow();
    }

    /** The rules ONOS's intent framework installed for the intent Janus made for {@code frame}. */
    private List<FlowRule> intentRulesFor(Host src, Ethernet frame) {
        onos.switches().injectPacket(src.location(), frame);
        onos.awaitQuiescent();
        short intentApp = onos.coreService().registerApplication(INTENT_FRAMEWORK_APP).id();
        return onos.switches().flowTables().values().stream().flatMap(List::stream)
                .filter(r -> r.appId() == intentApp)
                .collect(ImmutableList.toImmutableList());
    }

    /**
     * {@code rule} sent as a flow-add, installed as the switch received it, and reported back in a
     * flow-stats reply with traffic counters, as Open vSwitch reports an installed flow.
     */
    private FlowEntry throughASwitch(FlowRule rule) {
        OFFlowAdd received = Wire.encodeAndDecode(flowMods.toFlowAdd(rule, 17));
        OFFlowStatsEntry installed = OF.buildFlowStatsEntry()
                .setCookie(received.getCookie()).setTableId(received.getTableId())
                .setPriority(received.getPriority()).setIdleTimeout(received.getIdleTimeout())
                .setHardTimeout(received.getHardTimeout()).setFlags(received.getFlags())
                .setMatch(received.getMatch()).setInstructions(received.getInstructions())
                .setPacketCount(U64.of(PACKETS)).setByteCount(U64.of(BYTES))
                .setDurationSec(3).setDurationNsec(0).build();
        OFFlowStatsReply reply = OF.buildFlowStatsReply().setXid(18).setEntries(ImmutableList.of(installed)).build();
        OFFlowStatsEntry reported = Wire.encodeAndDecode(reply).getEntries().get(0);
        return flowEntries.toFlowEntry(rule.deviceId(), reported);
    }

    private void assertEveryRuleComesBackTheSame(List<FlowRule> rules) {
        for (FlowRule rule : rules) {
            FlowEntry back = throughASwitch(rule);
            String on = " of " + rule;
            assertEquals("device" + on, rule.deviceId(), back.deviceId());
            assertEquals("selector" + on, rule.selector(), back.selector());
            assertEquals("treatment" + on, rule.treatment(), back.treatment());
            assertEquals("cleared deferred" + on, rule.treatment().clearedDeferred(),
                         back.treatment().clearedDeferred());
            assertEquals("priority" + on, rule.priority(), back.priority());
            assertEquals("table" + on, rule.tableId(), back.tableId());
            assertEquals("flow id (cookie)" + on, rule.id(), back.id());
            assertEquals("application" + on, rule.appId(), back.appId());
            assertEquals("hard timeout" + on, rule.hardTimeout(), back.hardTimeout());
            assertEquals("ONOS's own rule equality" + on, rule, back);
            assertEquals(BYTES, back.bytes());
            assertEquals(PACKETS, back.packets());
        }
    }

    private static Set<Criterion.Type> criteriaOf(List<FlowRule> rules) {
        return rules.stream().flatMap(r -> r.selector().criteria().stream()).map(Criterion::type)
                .collect(Collectors.toSet());
    }

    private static Set<Instruction.Type> instructionsOf(List<FlowRule> rules) {
        return rules.stream().flatMap(r -> r.treatment().allInstructions().stream()).map(Instruction::type)
                .collect(Collectors.toSet());
    }

    @Test
    public void hostPairIntentRulesSurviveTheRoundTrip() {
        startJanus("hostPair");
        Host src = host(0);
        Host dst = host(3);

        List<FlowRule> rules = intentRulesFor(src, TestPackets.tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                                   dst.ip().toString(), 40000, 5001));

        assertThat("one rule per switch of a 5-switch inter-pod path", rules, hasSize(5));
        assertEquals(ImmutableSet.of(Criterion.Type.IN_PORT, Criterion.Type.ETH_TYPE,
                                     Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST), criteriaOf(rules));
        assertEquals(ImmutableSet.of(Instruction.Type.OUTPUT), instructionsOf(rules));
        assertEveryRuleComesBackTheSame(rules);
    }

    @Test
    public void fiveTupleTcpIntentRulesSurviveTheRoundTrip() {
        startJanus("fiveTuple");
        Host src = host(0);
        Host dst = host(2);

        List<FlowRule> rules = intentRulesFor(src, TestPackets.tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                                   dst.ip().toString(), 40000, 5001));

        assertThat(rules, hasSize(5));
        assertEquals(ImmutableSet.of(Criterion.Type.IN_PORT, Criterion.Type.ETH_TYPE,
                                     Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST, Criterion.Type.IP_PROTO,
                                     Criterion.Type.TCP_SRC, Criterion.Type.TCP_DST), criteriaOf(rules));
        assertEveryRuleComesBackTheSame(rules);
    }

    @Test
    public void fiveTupleUdpIntentRulesSurviveTheRoundTrip() {
        startJanus("fiveTuple");
        Host src = host(1);
        Host dst = host(3);

        List<FlowRule> rules = intentRulesFor(src, TestPackets.ipv4(src.mac(), dst.mac(), src.ip().toString(),
                                                                    dst.ip().toString(), IPv4.PROTOCOL_UDP,
                                                                    33000, 4791));

        assertThat(rules, hasSize(5));
        assertEquals(ImmutableSet.of(Criterion.Type.IN_PORT, Criterion.Type.ETH_TYPE,
                                     Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST, Criterion.Type.IP_PROTO,
                                     Criterion.Type.UDP_SRC, Criterion.Type.UDP_DST), criteriaOf(rules));
        assertEveryRuleComesBackTheSame(rules);
    }

    @Test
    public void aSingleSwitchIntentRuleSurvivesTheRoundTrip() {
        startJanus("hostPair");
        List<Host> onOneEdge = fatTree.hosts().stream()
                .filter(h -> h.location().deviceId().equals(host(0).location().deviceId()))
                .collect(Collectors.toList());
        Host src = onOneEdge.get(0);
        Host dst = onOneEdge.get(1);

        List<FlowRule> rules = intentRulesFor(src, TestPackets.tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                                   dst.ip().toString(), 40000, 5001));

        assertThat(rules, hasSize(1));
        assertEveryRuleComesBackTheSame(rules);
    }
}

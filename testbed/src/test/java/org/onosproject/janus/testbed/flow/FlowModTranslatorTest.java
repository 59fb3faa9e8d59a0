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
import org.onlab.packet.IpPrefix;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowRule;
import org.projectfloodlight.openflow.protocol.OFFlowAdd;
import org.projectfloodlight.openflow.protocol.OFFlowDeleteStrict;
import org.projectfloodlight.openflow.protocol.OFFlowModFlags;
import org.projectfloodlight.openflow.protocol.OFFlowModifyStrict;
import org.projectfloodlight.openflow.types.OFBufferId;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.TableId;
import org.projectfloodlight.openflow.types.U64;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.junit.Assert.assertEquals;

public class FlowModTranslatorTest {

    private static final DeviceId SWITCH = DeviceId.deviceId("of:0000000000000001");

    private final FlowModTranslator translator = new FlowModTranslator(OpenFlow13.FACTORY);
    private final MatchTranslator matches = new MatchTranslator(OpenFlow13.FACTORY);
    private final InstructionTranslator instructions = new InstructionTranslator(OpenFlow13.FACTORY);

    private static FlowRule.Builder rule() {
        return DefaultFlowRule.builder().forDevice(SWITCH)
                .fromApp(new DefaultApplicationId(7, "org.onosproject.net.intent"))
                .withSelector(DefaultTrafficSelector.builder().matchInPort(PortNumber.portNumber(1))
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPDst(IpPrefix.valueOf("10.0.0.2/32")).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(3)).build())
                .withPriority(40000)
                .forTable(0);
    }

    @Test
    public void anAddCarriesTheRuleAndItsIdentityAndAsksTheSwitchToReportRemoval() {
        FlowRule rule = rule().makePermanent().build();

        OFFlowAdd add = translator.toFlowAdd(rule, 42);

        assertEquals(42, add.getXid());
        assertEquals("the cookie is the flow id", U64.of(rule.id().value()), add.getCookie());
        assertEquals(40000, add.getPriority());
        assertEquals(TableId.of(0), add.getTableId());
        assertEquals(matches.toMatch(rule.selector()), add.getMatch());
        assertEquals(instructions.toInstructions(rule.treatment()), add.getInstructions());
        assertEquals(OFBufferId.NO_BUFFER, add.getBufferId());
        assertEquals(java.util.Set.of(OFFlowModFlags.SEND_FLOW_REM), add.getFlags());
    }

    @Test
    public void theHardTimeoutGoesToTheSwitchButTheIdleTimeoutStaysWithOnos() {
        FlowRule rule = rule().withHardTimeout(60).makeTemporary(10).build();

        OFFlowAdd add = translator.toFlowAdd(rule, 1);

        assertEquals(60, add.getHardTimeout());
        assertEquals(0, add.getIdleTimeout());
    }

    @Test
    public void aStrictModifyCarriesTheNewInstructionsForTheSameMatchPriorityAndTable() {
        FlowRule rule = rule().makePermanent().build();

        OFFlowModifyStrict modify = translator.toFlowModify(rule, 5);

        assertEquals(U64.of(rule.id().value()), modify.getCookie());
        assertEquals(matches.toMatch(rule.selector()), modify.getMatch());
        assertEquals(40000, modify.getPriority());
        assertEquals(TableId.of(0), modify.getTableId());
        assertEquals(instructions.toInstructions(rule.treatment()), modify.getInstructions());
    }

    @Test
    public void aStrictDeleteNamesTheRuleByMatchPriorityAndTableOnly() {
        FlowRule rule = rule().makePermanent().build();

        OFFlowDeleteStrict delete = translator.toFlowDelete(rule, 9);

        assertEquals(matches.toMatch(rule.selector()), delete.getMatch());
        assertEquals(40000, delete.getPriority());
        assertEquals(TableId.of(0), delete.getTableId());
        assertEquals(OFPort.ANY, delete.getOutPort());
        assertThat(delete.getInstructions(), empty());
    }

    @Test
    public void flowModsSurviveTheirWireEncoding() {
        FlowRule rule = rule().makePermanent().build();

        OFFlowAdd add = translator.toFlowAdd(rule, 3);
        OFFlowDeleteStrict delete = translator.toFlowDelete(rule, 4);

        assertEquals(add, Wire.encodeAndDecode(add));
        assertEquals(delete, Wire.encodeAndDecode(delete));
    }
}

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
import org.junit.Test;
import org.onlab.packet.MacAddress;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.TrafficTreatment;
import org.onosproject.core.GroupId;
import org.onosproject.net.meter.MeterId;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFInstructionType;
import org.projectfloodlight.openflow.protocol.action.OFAction;
import org.projectfloodlight.openflow.protocol.action.OFActionOutput;
import org.projectfloodlight.openflow.protocol.instruction.OFInstruction;
import org.projectfloodlight.openflow.protocol.instruction.OFInstructionApplyActions;
import org.projectfloodlight.openflow.types.OFGroup;
import org.projectfloodlight.openflow.types.OFPort;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.empty;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class InstructionTranslatorTest {

    private static final OFFactory OF = OpenFlow13.FACTORY;
    private final InstructionTranslator translator = new InstructionTranslator(OF);

    private static List<OFAction> appliedActions(List<OFInstruction> instructions) {
        assertEquals(1, instructions.size());
        assertEquals(OFInstructionType.APPLY_ACTIONS, instructions.get(0).getType());
        return ((OFInstructionApplyActions) instructions.get(0)).getActions();
    }

    @Test
    public void anOutputIsAnAppliedOutputAction() {
        List<OFInstruction> instructions = translator.toInstructions(
                DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(4)).build());

        assertEquals(ImmutableList.of(OF.actions().buildOutput().setPort(OFPort.of(4)).build()),
                     appliedActions(instructions));
    }

    @Test
    public void anOutputToTheControllerSendsTheWholePacket() {
        List<OFInstruction> instructions = translator.toInstructions(
                DefaultTrafficTreatment.builder().punt().build());

        OFActionOutput output = (OFActionOutput) appliedActions(instructions).get(0);
        assertEquals(OFPort.CONTROLLER, output.getPort());
        assertEquals(0xffff, output.getMaxLen());
    }

    @Test
    public void wipingTheDeferredActionsIsAClearActionsInstruction() {
        List<OFInstruction> instructions = translator.toInstructions(
                DefaultTrafficTreatment.builder().punt().wipeDeferred().build());

        assertEquals(OF.instructions().clearActions(), instructions.get(0));
        assertEquals(OFInstructionType.APPLY_ACTIONS, instructions.get(1).getType());
    }

    @Test
    public void ethernetAddressRewritesAreSetFieldActionsKeptInOrderBeforeTheOutput() {
        TrafficTreatment treatment = DefaultTrafficTreatment.builder()
                .setEthDst(MacAddress.valueOf("00:00:00:00:00:02")).setEthSrc(MacAddress.valueOf("00:00:00:00:00:01"))
                .setOutput(PortNumber.portNumber(2)).build();

        List<OFAction> actions = appliedActions(translator.toInstructions(treatment));

        assertEquals(ImmutableList.of(
                OF.actions().setField(OF.oxms().ethDst(org.projectfloodlight.openflow.types.MacAddress.of(2))),
                OF.actions().setField(OF.oxms().ethSrc(org.projectfloodlight.openflow.types.MacAddress.of(1))),
                OF.actions().buildOutput().setPort(OFPort.of(2)).build()), actions);
    }

    @Test
    public void anEmptyTreatmentHasNoInstructions() {
        assertThat(translator.toInstructions(DefaultTrafficTreatment.emptyTreatment()), empty());
    }

    @Test
    public void instructionsReadBackAsTheSameTreatment() {
        TrafficTreatment punt = DefaultTrafficTreatment.builder().punt().wipeDeferred().build();
        TrafficTreatment rewriteAndForward = DefaultTrafficTreatment.builder()
                .setEthDst(MacAddress.valueOf("00:00:00:00:00:02")).setOutput(PortNumber.portNumber(7)).build();

        TrafficTreatment puntBack = translator.toTreatment(translator.toInstructions(punt));
        assertEquals(punt, puntBack);
        assertTrue("cleared deferred (not part of TrafficTreatment.equals)", puntBack.clearedDeferred());
        TrafficTreatment forwardBack = translator.toTreatment(translator.toInstructions(rewriteAndForward));
        assertEquals(rewriteAndForward, forwardBack);
        assertFalse(forwardBack.clearedDeferred());
        TrafficTreatment drop = DefaultTrafficTreatment.builder().drop().build();
        assertEquals(drop, translator.toTreatment(translator.toInstructions(drop)));
    }

    @Test
    public void unsupportedPartsOfATreatmentAreRefusedByName() {
        TrafficTreatment deferred = DefaultTrafficTreatment.builder().deferred()
                .setOutput(PortNumber.portNumber(1)).build();
        TrafficTreatment group = DefaultTrafficTreatment.builder().group(GroupId.valueOf(1)).build();
        TrafficTreatment transition = DefaultTrafficTreatment.builder().transition(1).build();
        TrafficTreatment meter = DefaultTrafficTreatment.builder().meter(MeterId.meterId(1)).build();

        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toInstructions(deferred)).getMessage(), containsString("deferred"));
        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toInstructions(group)).getMessage(), containsString("GROUP"));
        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toInstructions(transition)).getMessage(), containsString("TABLE"));
        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toInstructions(meter)).getMessage(), containsString("meter"));
    }

    @Test
    public void unsupportedInstructionsAndActionsFromTheSwitchAreRefusedByName() {
        List<OFInstruction> writeActions = ImmutableList.of(OF.instructions().writeActions(ImmutableList.of()));
        List<OFInstruction> groupAction = ImmutableList.of(
                OF.instructions().applyActions(ImmutableList.of(OF.actions().group(OFGroup.of(1)))));

        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toTreatment(writeActions)).getMessage(),
                   containsString("WRITE_ACTIONS"));
        assertThat(Thrown.by(UnsupportedFlowFeatureException.class,
                                () -> translator.toTreatment(groupAction)).getMessage(), containsString("GROUP"));
    }
}

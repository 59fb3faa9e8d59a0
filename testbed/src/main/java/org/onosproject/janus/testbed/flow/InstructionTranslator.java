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
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.TrafficTreatment;
import org.onosproject.net.flow.instructions.Instruction;
import org.onosproject.net.flow.instructions.Instructions.OutputInstruction;
import org.onosproject.net.flow.instructions.L2ModificationInstruction;
import org.onosproject.net.flow.instructions.L2ModificationInstruction.ModEtherInstruction;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.action.OFAction;
import org.projectfloodlight.openflow.protocol.action.OFActionOutput;
import org.projectfloodlight.openflow.protocol.action.OFActionSetField;
import org.projectfloodlight.openflow.protocol.instruction.OFInstruction;
import org.projectfloodlight.openflow.protocol.instruction.OFInstructionApplyActions;
import org.projectfloodlight.openflow.protocol.match.MatchFields;
import org.projectfloodlight.openflow.protocol.oxm.OFOxm;
import org.projectfloodlight.openflow.types.MacAddress;

import java.util.List;

/**
 * ONOS traffic treatments to OpenFlow 1.3 instructions and back, for what ONOS's intent compilers
 * put in the rules of Janus's point-to-point intents (output to a port) and what packet requests
 * put in theirs (output to the controller, clear the deferred actions), plus Ethernet address
 * rewrites, and drop (no actions). Everything is applied immediately (an apply-actions instruction), as ONOS does for
 * these rules; deferred actions, table transitions, metadata and meters are refused.
 */
public final class InstructionTranslator {

    /** OFPCML_NO_BUFFER: send the whole packet to the controller, do not buffer it on the switch. */
    static final int CONTROLLER_MAX_LEN_NO_BUFFER = 0xffff;

    private static final String SUPPORTED_INSTRUCTIONS =
            "immediate OUTPUT, immediate L2MODIFICATION ETH_SRC/ETH_DST, clear deferred";
    private static final String SUPPORTED_OF_INSTRUCTIONS = "APPLY_ACTIONS, CLEAR_ACTIONS";
    private static final String SUPPORTED_ACTIONS = "OUTPUT, SET_FIELD of ETH_SRC/ETH_DST";

    private final OFFactory factory;

    /** Builds instructions with {@code factory} (its OpenFlow version must be 1.3). */
    public InstructionTranslator(OFFactory factory) {
        this.factory = OpenFlow13.check(factory);
    }

    /**
     * The instructions carrying a treatment.
     *
     * @throws UnsupportedFlowFeatureException for any part of the treatment not handled
     */
    public List<OFInstruction> toInstructions(TrafficTreatment treatment) {
        refuseUnsupportedParts(treatment);
        ImmutableList.Builder<OFInstruction> instructions = ImmutableList.builder();
        if (treatment.clearedDeferred()) {
            instructions.add(factory.instructions().clearActions());
        }
        List<OFAction> actions = toActions(treatment.immediate());
        if (!actions.isEmpty()) {
            instructions.add(factory.instructions().applyActions(actions));
        }
        return instructions.build();
    }

    /**
     * The OpenFlow actions for ONOS's immediate instructions (e.g. those of a packet-out).
     *
     * @throws UnsupportedFlowFeatureException for an instruction not handled
     */
    public List<OFAction> toActions(List<Instruction> immediate) {
        // ONOS writes "drop" (and an empty treatment) as a lone NOACTION; OpenFlow as no actions.
        return immediate.stream()
                .filter(i -> i.type() != Instruction.Type.NOACTION)
                .map(this::toAction)
                .collect(ImmutableList.toImmutableList());
    }

    /**
     * The treatment that instructions carry, as a switch reports them in flow stats.
     *
     * @throws UnsupportedFlowFeatureException for an instruction or action not handled
     */
    public TrafficTreatment toTreatment(List<OFInstruction> instructions) {
        TrafficTreatment.Builder treatment = DefaultTrafficTreatment.builder();
        for (OFInstruction instruction : instructions) {
            switch (instruction.getType()) {
                case CLEAR_ACTIONS:
                    treatment.wipeDeferred();
                    break;
                case APPLY_ACTIONS:
                    ((OFInstructionApplyActions) instruction).getActions().forEach(a -> addAction(treatment, a));
                    break;
                default:
                    throw new UnsupportedFlowFeatureException("OpenFlow instruction", instruction.getType(),
                                                              SUPPORTED_OF_INSTRUCTIONS);
            }
        }
        return treatment.build();
    }

    private static void refuseUnsupportedParts(TrafficTreatment treatment) {
        if (!treatment.deferred().isEmpty()) {
            throw new UnsupportedFlowFeatureException("deferred instructions", treatment.deferred(),
                                                      SUPPORTED_INSTRUCTIONS);
        }
        if (treatment.tableTransition() != null) {
            throw new UnsupportedFlowFeatureException("instruction", treatment.tableTransition(),
                                                      SUPPORTED_INSTRUCTIONS);
        }
        if (treatment.writeMetadata() != null) {
            throw new UnsupportedFlowFeatureException("instruction", treatment.writeMetadata(),
                                                      SUPPORTED_INSTRUCTIONS);
        }
        if (!treatment.meters().isEmpty() || treatment.metered() != null) {
            throw new UnsupportedFlowFeatureException("meter instruction", treatment.meters(),
                                                      SUPPORTED_INSTRUCTIONS);
        }
        if (treatment.statTrigger() != null) {
            throw new UnsupportedFlowFeatureException("instruction", treatment.statTrigger(),
                                                      SUPPORTED_INSTRUCTIONS);
        }
    }

    private OFAction toAction(Instruction instruction) {
        switch (instruction.type()) {
            case OUTPUT:
                PortNumber port = ((OutputInstruction) instruction).port();
                OFActionOutput.Builder output = factory.actions().buildOutput().setPort(PortNumbers.toOpenFlow(port));
                if (PortNumber.CONTROLLER.equals(port)) {
                    output.setMaxLen(CONTROLLER_MAX_LEN_NO_BUFFER);
                }
                return output.build();
            case L2MODIFICATION:
                L2ModificationInstruction l2 = (L2ModificationInstruction) instruction;
                if (l2.subtype() == L2ModificationInstruction.L2SubType.ETH_SRC) {
                    MacAddress mac = MacAddress.of(((ModEtherInstruction) l2).mac().toLong());
                    return factory.actions().setField(factory.oxms().ethSrc(mac));
                }
                if (l2.subtype() == L2ModificationInstruction.L2SubType.ETH_DST) {
                    MacAddress mac = MacAddress.of(((ModEtherInstruction) l2).mac().toLong());
                    return factory.actions().setField(factory.oxms().ethDst(mac));
                }
                throw new UnsupportedFlowFeatureException("instruction", l2, SUPPORTED_INSTRUCTIONS);
            default:
                throw new UnsupportedFlowFeatureException("instruction", instruction, SUPPORTED_INSTRUCTIONS);
        }
    }

    private static void addAction(TrafficTreatment.Builder treatment, OFAction action) {
        switch (action.getType()) {
            case OUTPUT:
                treatment.setOutput(PortNumbers.toOnos(((OFActionOutput) action).getPort()));
                break;
            case SET_FIELD:
                OFOxm<?> field = ((OFActionSetField) action).getField();
                if (field.getMatchField().id == MatchFields.ETH_SRC && !field.isMasked()) {
                    treatment.setEthSrc(org.onlab.packet.MacAddress.valueOf(((MacAddress) field.getValue()).getLong()));
                } else if (field.getMatchField().id == MatchFields.ETH_DST && !field.isMasked()) {
                    treatment.setEthDst(org.onlab.packet.MacAddress.valueOf(((MacAddress) field.getValue()).getLong()));
                } else {
                    throw new UnsupportedFlowFeatureException("set-field action on", field.getMatchField().id,
                                                              SUPPORTED_ACTIONS);
                }
                break;
            default:
                throw new UnsupportedFlowFeatureException("OpenFlow action", action.getType(), SUPPORTED_ACTIONS);
        }
    }
}

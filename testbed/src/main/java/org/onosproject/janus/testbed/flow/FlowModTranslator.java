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
import org.onosproject.net.flow.FlowRule;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFFlowAdd;
import org.projectfloodlight.openflow.protocol.OFFlowDeleteStrict;
import org.projectfloodlight.openflow.protocol.OFFlowMod;
import org.projectfloodlight.openflow.protocol.OFFlowModFlags;
import org.projectfloodlight.openflow.protocol.OFFlowModifyStrict;
import org.projectfloodlight.openflow.types.OFBufferId;
import org.projectfloodlight.openflow.types.OFGroup;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.TableId;
import org.projectfloodlight.openflow.types.U64;

import java.util.Set;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * ONOS flow rules to OpenFlow 1.3 flow-mods: add, modify-strict and delete-strict.
 * <p>
 * As in ONOS's own OpenFlow provider: the cookie is the rule's flow id (whose top 16 bits are the
 * application id), so that a rule read back from the switch is the same ONOS rule; the switch is
 * asked to report the rule's removal; and the idle timeout is <em>not</em> put on the switch, since
 * ONOS's FlowRuleManager expires temporary rules itself from the flow statistics (two removers would
 * race). The hard timeout is put on the switch.
 */
public final class FlowModTranslator {

    private static final Set<OFFlowModFlags> SEND_FLOW_REMOVED = ImmutableSet.of(OFFlowModFlags.SEND_FLOW_REM);
    private static final int MAX_U16 = 0xffff;

    private final OFFactory factory;
    private final MatchTranslator matches;
    private final InstructionTranslator instructions;

    /** Builds flow-mods with {@code factory} (its OpenFlow version must be 1.3). */
    public FlowModTranslator(OFFactory factory) {
        this.factory = OpenFlow13.check(factory);
        this.matches = new MatchTranslator(factory);
        this.instructions = new InstructionTranslator(factory);
    }

    /**
     * The flow-mod that installs {@code rule}.
     *
     * @throws UnsupportedFlowFeatureException if a criterion or instruction of the rule is not handled
     */
    public OFFlowAdd toFlowAdd(FlowRule rule, long xid) {
        return (OFFlowAdd) installing(factory.buildFlowAdd(), rule, xid);
    }

    /**
     * The flow-mod that replaces the instructions of the installed rule with {@code rule}'s
     * selector, priority and table, keeping its counters (strict: that rule only).
     *
     * @throws UnsupportedFlowFeatureException if a criterion or instruction of the rule is not handled
     */
    public OFFlowModifyStrict toFlowModify(FlowRule rule, long xid) {
        return (OFFlowModifyStrict) installing(factory.buildFlowModifyStrict(), rule, xid);
    }

    /** An add or a modify: the rule's match and instructions, with flow-removed messages asked for. */
    private OFFlowMod installing(OFFlowMod.Builder builder, FlowRule rule, long xid) {
        checkFitsOnTheWire(rule);
        return builder.setXid(xid)
                .setCookie(U64.of(rule.id().value()))
                .setTableId(TableId.of(rule.tableId()))
                .setPriority(rule.priority())
                .setHardTimeout(rule.hardTimeout())
                .setBufferId(OFBufferId.NO_BUFFER)
                .setFlags(SEND_FLOW_REMOVED)
                .setMatch(matches.toMatch(rule.selector()))
                .setInstructions(instructions.toInstructions(rule.treatment()))
                .build();
    }

    /**
     * The flow-mod that removes exactly {@code rule}: same match, priority and table.
     *
     * @throws UnsupportedFlowFeatureException if a criterion of the rule is not handled
     */
    public OFFlowDeleteStrict toFlowDelete(FlowRule rule, long xid) {
        checkFitsOnTheWire(rule);
        return factory.buildFlowDeleteStrict()
                .setXid(xid)
                .setCookie(U64.of(rule.id().value()))
                .setTableId(TableId.of(rule.tableId()))
                .setPriority(rule.priority())
                .setBufferId(OFBufferId.NO_BUFFER)
                .setOutPort(OFPort.ANY)
                .setOutGroup(OFGroup.ANY)
                .setMatch(matches.toMatch(rule.selector()))
                .build();
    }

    private static void checkFitsOnTheWire(FlowRule rule) {
        checkArgument(rule.priority() >= 0 && rule.priority() <= MAX_U16,
                      "priority %s does not fit OpenFlow's 16 bits: %s", rule.priority(), rule);
        checkArgument(rule.hardTimeout() >= 0 && rule.hardTimeout() <= MAX_U16,
                      "hard timeout %s does not fit OpenFlow's 16 bits: %s", rule.hardTimeout(), rule);
        checkArgument(rule.tableId() >= 0 && rule.tableId() < TableId.ALL.getValue(),
                      "table %s is not an OpenFlow flow table: %s", rule.tableId(), rule);
    }
}

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

import org.onosproject.net.DeviceId;
import org.onosproject.net.flow.DefaultFlowEntry;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowEntry.FlowEntryState;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRule.FlowRemoveReason;
import org.onosproject.net.flow.TrafficTreatment;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFFlowRemoved;
import org.projectfloodlight.openflow.protocol.OFFlowStatsEntry;
import org.projectfloodlight.openflow.protocol.match.Match;

import java.util.concurrent.TimeUnit;

/**
 * What a switch reports about its flows, as ONOS flow entries: a flow-stats entry becomes an
 * {@code ADDED} entry with the switch's packet and byte counters and the flow's life, a
 * flow-removed message a {@code REMOVED} entry with its final counters and the reason.
 * <p>
 * The rule is rebuilt from the cookie (ONOS's flow id, which carries the application id), match,
 * instructions, priority, table and timeouts, so that ONOS's FlowRuleManager recognises its own rule.
 */
public final class FlowEntryTranslator {

    private final MatchTranslator matches;
    private final InstructionTranslator instructions;

    /** Reads messages of {@code factory}'s version (it must be OpenFlow 1.3). */
    public FlowEntryTranslator(OFFactory factory) {
        OpenFlow13.check(factory);
        this.matches = new MatchTranslator(factory);
        this.instructions = new InstructionTranslator(factory);
    }

    /**
     * The flow entry a flow-stats entry of {@code device} describes.
     *
     * @throws UnsupportedFlowFeatureException if its match or instructions are not handled
     */
    public FlowEntry toFlowEntry(DeviceId device, OFFlowStatsEntry stats) {
        FlowRule rule = rule(device, stats.getMatch(), instructions.toTreatment(stats.getInstructions()),
                             stats.getCookie().getValue(), stats.getPriority(), stats.getTableId().getValue(),
                             stats.getIdleTimeout(), stats.getHardTimeout(), FlowRemoveReason.NO_REASON);
        return new DefaultFlowEntry(rule, FlowEntryState.ADDED,
                                    lifeNanos(stats.getDurationSec(), stats.getDurationNsec()), TimeUnit.NANOSECONDS,
                                    stats.getPacketCount().getValue(), stats.getByteCount().getValue());
    }

    /**
     * The flow entry a flow-removed message of {@code device} describes (without a treatment: the
     * message carries none).
     *
     * @throws UnsupportedFlowFeatureException if its match is not handled
     */
    public FlowEntry toRemovedFlowEntry(DeviceId device, OFFlowRemoved removed) {
        FlowRule rule = rule(device, removed.getMatch(), DefaultTrafficTreatment.emptyTreatment(),
                             removed.getCookie().getValue(), removed.getPriority(), removed.getTableId().getValue(),
                             removed.getIdleTimeout(), removed.getHardTimeout(), reasonOf(removed));
        return new DefaultFlowEntry(rule, FlowEntryState.REMOVED,
                                    lifeNanos(removed.getDurationSec(), removed.getDurationNsec()),
                                    TimeUnit.NANOSECONDS,
                                    removed.getPacketCount().getValue(), removed.getByteCount().getValue());
    }

    private FlowRule rule(DeviceId device, Match match, TrafficTreatment treatment, long cookie, int priority,
                          short table, int idleTimeout, int hardTimeout, FlowRemoveReason reason) {
        FlowRule.Builder rule = DefaultFlowRule.builder()
                .forDevice(device)
                .withSelector(matches.toSelector(match))
                .withTreatment(treatment)
                .withCookie(cookie)
                .withPriority(priority)
                .forTable(table)
                .withReason(reason);
        if (idleTimeout == 0 && hardTimeout == 0) {
            rule.makePermanent();
        } else {
            // withHardTimeout also sets the idle timeout; the idle timeout is set after it.
            rule.withHardTimeout(hardTimeout).makeTemporary(idleTimeout);
        }
        return rule.build();
    }

    private static FlowRemoveReason reasonOf(OFFlowRemoved removed) {
        switch (removed.getReason()) {
            case IDLE_TIMEOUT:
                return FlowRemoveReason.IDLE_TIMEOUT;
            case HARD_TIMEOUT:
                return FlowRemoveReason.HARD_TIMEOUT;
            case DELETE:
                return FlowRemoveReason.DELETE;
            case GROUP_DELETE:
                return FlowRemoveReason.GROUP_DELETE;
            case METER_DELETE:
                return FlowRemoveReason.METER_DELETE;
            case EVICTION:
                return FlowRemoveReason.EVICTION;
            default:
                return FlowRemoveReason.NO_REASON;
        }
    }

    private static long lifeNanos(long seconds, long nanos) {
        return TimeUnit.SECONDS.toNanos(seconds) + nanos;
    }
}

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
package org.onosproject.janus.testbed.provider;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.janus.testbed.flow.FlowEntryTranslator;
import org.onosproject.janus.testbed.flow.FlowModTranslator;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.FlowRuleProvider;
import org.onosproject.net.flow.FlowRuleProviderRegistry;
import org.onosproject.net.flow.FlowRuleProviderService;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.openflow.controller.Dpid;
import org.onosproject.openflow.controller.OpenFlowController;
import org.onosproject.openflow.controller.OpenFlowEventListener;
import org.onosproject.openflow.controller.OpenFlowSwitch;
import org.onosproject.openflow.controller.OpenFlowSwitchListener;
import org.onosproject.openflow.controller.RoleState;
import org.projectfloodlight.openflow.protocol.OFErrorMsg;
import org.projectfloodlight.openflow.protocol.OFFlowRemoved;
import org.projectfloodlight.openflow.protocol.OFFlowStatsEntry;
import org.projectfloodlight.openflow.protocol.OFFlowStatsReply;
import org.projectfloodlight.openflow.protocol.OFMessage;
import org.projectfloodlight.openflow.protocol.OFPortStatus;
import org.projectfloodlight.openflow.protocol.OFStatsReply;
import org.projectfloodlight.openflow.protocol.OFStatsType;
import org.projectfloodlight.openflow.protocol.OFType;
import org.projectfloodlight.openflow.types.OFGroup;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.TableId;
import org.projectfloodlight.openflow.types.U64;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;

import static com.google.common.base.Preconditions.checkState;
import static org.onosproject.janus.testbed.device.SwitchDescriptions.deviceId;

/**
 * Flow rules on the OpenFlow 1.3 switches connected to ONOS's {@link OpenFlowController}, for
 * ONOS's FlowRuleManager: a batch of rules is sent as flow-mods closed by a barrier request, and
 * confirmed (with the rules the switch refused, or that could not be translated, as failed) when
 * the barrier reply comes back; every switch's flow table is polled at a fixed interval and pushed
 * as flow metrics with the switch's byte and packet counters (from which Janus's idle reaper
 * tells idle flows); rules the switch removes are reported as removed.
 */
public final class SwitchFlowRuleProvider implements FlowRuleProvider {

    /** The testbed's one provider id (see {@link TestbedProviderId}). */
    public static final ProviderId PROVIDER_ID = TestbedProviderId.PROVIDER_ID;

    private static final Logger log = LoggerFactory.getLogger(SwitchFlowRuleProvider.class);
    /** OpenFlow header (8 bytes) then the flow-mod's cookie (8 bytes). */
    private static final int FLOW_MOD_COOKIE_OFFSET = 8;

    private final OpenFlowController controller;
    private final FlowRuleProviderRegistry registry;
    private final SwitchPollers flowStatsPollers;
    private final MultipartReplies<OFFlowStatsEntry> flowStatsReplies = new MultipartReplies<>();
    private final PendingBatches pending = new PendingBatches();
    private final SwitchEvents events = new SwitchEvents();
    private final AtomicLong xids = new AtomicLong(1);
    private volatile FlowRuleProviderService flowRules;

    /**
     * A provider that, once {@link #start() started}, polls the flow table of every connected
     * switch every {@code flowStatsIntervalSeconds} on {@code scheduler}.
     */
    public SwitchFlowRuleProvider(OpenFlowController controller, FlowRuleProviderRegistry registry,
                                  Scheduler scheduler, int flowStatsIntervalSeconds) {
        this.controller = controller;
        this.registry = registry;
        this.flowStatsPollers = new SwitchPollers(scheduler, flowStatsIntervalSeconds * 1000L,
                                                  this::requestFlowStats);
    }

    /** Registers with ONOS, listens to the controller and starts polling the switches already connected. */
    public synchronized void start() {
        checkState(flowRules == null, "already started");
        flowRules = registry.register(this);
        controller.addListener(events);
        controller.addEventListener(events);
        for (OpenFlowSwitch sw : controller.getSwitches()) {
            flowStatsPollers.start(sw.getDpid());
        }
    }

    /** Stops polling, stops listening and unregisters. */
    public synchronized void stop() {
        if (flowRules == null) {
            return;
        }
        controller.removeEventListener(events);
        controller.removeListener(events);
        flowStatsPollers.stopAll();
        registry.unregister(this);
        flowRules = null;
    }

    @Override
    public ProviderId id() {
        return PROVIDER_ID;
    }

    /**
     * Installs rules outside a batch (ONOS's FlowRuleManager does so for rules missing from a
     * switch). A rule for a switch that is not connected, or that cannot be translated, is logged
     * and not sent: the next flow-stats poll will show it missing again.
     */
    @Override
    public void applyFlowRule(FlowRule... rules) {
        for (FlowRule rule : rules) {
            sendIfConnected(rule, (flowMods, xid) -> flowMods.toFlowAdd(rule, xid));
        }
    }

    /** Removes rules outside a batch, as {@link #applyFlowRule} installs them. */
    @Override
    public void removeFlowRule(FlowRule... rules) {
        for (FlowRule rule : rules) {
            sendIfConnected(rule, (flowMods, xid) -> flowMods.toFlowDelete(rule, xid));
        }
    }

    private void sendIfConnected(FlowRule rule, BiFunction<FlowModTranslator, Long, OFMessage> mod) {
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(rule.deviceId().uri()));
        if (sw == null || !sw.isConnected()) {
            log.warn("rule not sent, {} is not connected: {}", rule.deviceId(), rule);
            return;
        }
        try {
            sw.sendMsg(mod.apply(new FlowModTranslator(sw.factory()), xids.getAndIncrement()));
        } catch (IllegalArgumentException e) {
            log.error("rule not sent to {}: {}", rule.deviceId(), e.getMessage());
        }
    }

    @Override
    public void executeBatch(FlowRuleBatchOperation batch) {
        OpenFlowSwitch sw = controller.getSwitch(Dpid.dpid(batch.deviceId().uri()));
        long xid = PendingBatches.xidOf(batch);
        Set<FlowRule> untranslatable = new HashSet<>();
        List<OFMessage> messages = new ArrayList<>();
        if (sw != null) {
            FlowModTranslator flowMods = new FlowModTranslator(sw.factory());
            for (FlowRuleBatchEntry entry : batch.getOperations()) {
                try {
                    messages.add(flowModFor(flowMods, entry, xid));
                } catch (IllegalArgumentException e) {
                    log.error("rule not sent to {}: {}", batch.deviceId(), e.getMessage());
                    untranslatable.add(entry.target());
                }
            }
            messages.add(sw.factory().buildBarrierRequest().setXid(xid).build());
        }
        pending.sent(batch, untranslatable);
        if (sw == null || !sw.isConnected()) {
            pending.abandon(batch.deviceId()).forEach(this::complete);
            return;
        }
        sw.sendMsg(messages);
    }

    private static OFMessage flowModFor(FlowModTranslator flowMods, FlowRuleBatchEntry entry, long xid) {
        switch (entry.operator()) {
            case ADD:
                return flowMods.toFlowAdd(entry.target(), xid);
            case MODIFY:
                return flowMods.toFlowModify(entry.target(), xid);
            case REMOVE:
                return flowMods.toFlowDelete(entry.target(), xid);
            default:
                throw new IllegalArgumentException("unknown batch operation " + entry.operator());
        }
    }

    private void complete(PendingBatches.Completed completed) {
        FlowRuleProviderService service = flowRules;
        if (service != null) {
            service.batchOperationCompleted(completed.batchId, completed.result);
        }
    }

    private void requestFlowStats(Dpid dpid) {
        OpenFlowSwitch sw = controller.getSwitch(dpid);
        if (sw == null || !sw.isConnected() || sw.getRole() != RoleState.MASTER) {
            return;
        }
        sw.sendMsg(sw.factory().buildFlowStatsRequest()
                           .setXid(xids.getAndIncrement())
                           .setMatch(sw.factory().matchWildcardAll())
                           .setTableId(TableId.ALL)
                           .setOutPort(OFPort.ANY)
                           .setOutGroup(OFGroup.ANY)
                           .setCookie(U64.ZERO)
                           .setCookieMask(U64.ZERO)
                           .build());
    }

    /** The cookie of the flow-mod an error is about, if the error carries the start of it. */
    private static Optional<Long> refusedCookie(OFErrorMsg error) {
        byte[] cause = error.getData().getData();
        if (cause.length < FLOW_MOD_COOKIE_OFFSET + Long.BYTES || cause[1] != (byte) OFType.FLOW_MOD.ordinal()) {
            return Optional.empty();
        }
        return Optional.of(ByteBuffer.wrap(cause, FLOW_MOD_COOKIE_OFFSET, Long.BYTES).getLong());
    }

    /** Switches coming and going, and what they answer. */
    private final class SwitchEvents implements OpenFlowSwitchListener, OpenFlowEventListener {

        @Override
        public void switchAdded(Dpid dpid) {
            flowStatsPollers.start(dpid);
        }

        @Override
        public void switchRemoved(Dpid dpid) {
            flowStatsPollers.stop(dpid);
            flowStatsReplies.forget(dpid);
            pending.abandon(deviceId(dpid)).forEach(SwitchFlowRuleProvider.this::complete);
        }

        @Override
        public void switchChanged(Dpid dpid) {
        }

        @Override
        public void portChanged(Dpid dpid, OFPortStatus status) {
        }

        @Override
        public void receivedRoleReply(Dpid dpid, RoleState requested, RoleState response) {
        }

        @Override
        public void handleMessage(Dpid dpid, OFMessage msg) {
            FlowRuleProviderService service = flowRules;
            OpenFlowSwitch sw = controller.getSwitch(dpid);
            if (service == null) {
                return;
            }
            switch (msg.getType()) {
                case BARRIER_REPLY:
                    pending.confirmed(msg.getXid()).ifPresent(SwitchFlowRuleProvider.this::complete);
                    break;
                case ERROR:
                    if (!pending.refused(msg.getXid(), refusedCookie((OFErrorMsg) msg))) {
                        log.warn("error from {} for no pending flow-rule batch: {}", dpid, msg);
                    } else {
                        log.warn("{} refused a flow-mod: {}", dpid, msg);
                    }
                    break;
                case FLOW_REMOVED:
                    if (sw != null) {
                        flowRemoved(service, dpid, new FlowEntryTranslator(sw.factory()), (OFFlowRemoved) msg);
                    }
                    break;
                case STATS_REPLY:
                    if (((OFStatsReply) msg).getStatsType() == OFStatsType.FLOW && sw != null) {
                        OFFlowStatsReply reply = (OFFlowStatsReply) msg;
                        FlowEntryTranslator entries = new FlowEntryTranslator(sw.factory());
                        flowStatsReplies.add(dpid, reply, reply.getEntries())
                                .ifPresent(all -> service.pushFlowMetrics(deviceId(dpid),
                                        flowEntries(dpid, entries, all)));
                    }
                    break;
                default:
                    break;
            }
        }

        private void flowRemoved(FlowRuleProviderService service, Dpid dpid, FlowEntryTranslator entries,
                                 OFFlowRemoved removed) {
            try {
                service.flowRemoved(entries.toRemovedFlowEntry(deviceId(dpid), removed));
            } catch (IllegalArgumentException e) {
                log.warn("flow removed from {} is none of ONOS's: {}", dpid, e.getMessage());
            }
        }

        /**
         * The switch's flows as flow entries. A flow that cannot be read as an ONOS rule was not
         * installed by this provider: it is left out (ONOS cannot remove what it cannot name) and logged.
         */
        private List<FlowEntry> flowEntries(Dpid dpid, FlowEntryTranslator entries, List<OFFlowStatsEntry> stats) {
            ImmutableList.Builder<FlowEntry> flows = ImmutableList.builder();
            for (OFFlowStatsEntry stat : stats) {
                try {
                    flows.add(entries.toFlowEntry(deviceId(dpid), stat));
                } catch (IllegalArgumentException e) {
                    log.warn("flow on {} left out of the flow metrics: {}", dpid, e.getMessage());
                }
            }
            return flows.build();
        }
    }
}

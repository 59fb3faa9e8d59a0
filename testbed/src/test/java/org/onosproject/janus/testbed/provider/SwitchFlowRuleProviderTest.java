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
import com.google.common.collect.ImmutableSet;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpPrefix;
import org.onlab.packet.VlanId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.testbed.flow.FlowModTranslator;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.CompletedBatchOperation;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchEntry.FlowRuleOperation;
import org.onosproject.net.flow.oldbatch.FlowRuleBatchOperation;
import org.projectfloodlight.openflow.protocol.OFBarrierRequest;
import org.projectfloodlight.openflow.protocol.OFFlowAdd;
import org.projectfloodlight.openflow.protocol.OFFlowDeleteStrict;
import org.projectfloodlight.openflow.protocol.OFFlowModFailedCode;
import org.projectfloodlight.openflow.protocol.OFFlowModifyStrict;
import org.projectfloodlight.openflow.protocol.OFFlowRemovedReason;
import org.projectfloodlight.openflow.protocol.OFFlowStatsEntry;
import org.projectfloodlight.openflow.protocol.OFFlowStatsRequest;
import org.projectfloodlight.openflow.protocol.OFMessage;
import org.projectfloodlight.openflow.protocol.OFStatsReplyFlags;
import org.projectfloodlight.openflow.protocol.OFVersion;
import org.projectfloodlight.openflow.types.OFErrorCauseData;
import org.projectfloodlight.openflow.types.TableId;
import org.projectfloodlight.openflow.types.U64;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.instanceOf;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

public class SwitchFlowRuleProviderTest {

    private static final int POLL_SECONDS = 5;
    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");

    private final ManualScheduler clock = new ManualScheduler();
    private final FakeController controller = new FakeController();
    private final RecordingFlowRuleProviderService onos = new RecordingFlowRuleProviderService();
    private final SwitchFlowRuleProvider provider = new SwitchFlowRuleProvider(controller, onos, clock, POLL_SECONDS);
    private final FakeSwitch s1 = new FakeSwitch(1, ImmutableList.of());

    private static FlowRule rule(int inPort, int outPort) {
        return DefaultFlowRule.builder().forDevice(S1)
                .fromApp(new DefaultApplicationId(7, "org.onosproject.net.intent"))
                .withSelector(DefaultTrafficSelector.builder().matchInPort(PortNumber.portNumber(inPort))
                                      .matchEthType(Ethernet.TYPE_IPV4)
                                      .matchIPDst(IpPrefix.valueOf("10.0.0.2/32")).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(outPort)).build())
                .withPriority(40000).makePermanent().build();
    }

    private static FlowRuleBatchOperation batch(long id, FlowRuleOperation op, FlowRule... rules) {
        return new FlowRuleBatchOperation(Arrays.stream(rules).map(r -> new FlowRuleBatchEntry(op, r))
                                                  .collect(Collectors.toList()), S1, id);
    }

    private static OFFlowStatsEntry installed(FlowRule rule, long bytes) {
        OFFlowAdd add = new FlowModTranslator(OpenFlow13.FACTORY).toFlowAdd(rule, 0);
        return OpenFlow13.FACTORY.buildFlowStatsEntry().setCookie(add.getCookie()).setTableId(add.getTableId())
                .setPriority(add.getPriority()).setMatch(add.getMatch()).setInstructions(add.getInstructions())
                .setPacketCount(U64.of(bytes / 1000)).setByteCount(U64.of(bytes))
                .setDurationSec(4).setDurationNsec(0).build();
    }

    /** The first 64 bytes of {@code refused}, as a switch returns them in an error (OpenFlow 1.3, 7.4.4). */
    private static OFErrorCauseData causeOf(OFMessage refused) {
        ByteBuf bytes = Unpooled.buffer();
        refused.writeTo(bytes);
        byte[] all = new byte[bytes.readableBytes()];
        bytes.readBytes(all);
        return OFErrorCauseData.of(Arrays.copyOf(all, Math.min(64, all.length)), OFVersion.OF_13);
    }

    private void barrierReply(long xid) {
        controller.receive(s1, OpenFlow13.FACTORY.buildBarrierReply().setXid(xid).build());
    }

    @Before
    public void start() {
        provider.start();
        controller.connect(s1);
    }

    @After
    public void stop() {
        provider.stop();
    }

    @Test
    public void aBatchGoesOutAsFlowModsClosedByABarrierAllWithTheBatchTransactionId() {
        provider.executeBatch(batch(21, FlowRuleOperation.ADD, rule(1, 2), rule(2, 1)));

        List<OFMessage> sent = s1.sent();
        assertThat(sent, hasSize(3));
        assertThat(sent.get(0), instanceOf(OFFlowAdd.class));
        assertThat(sent.get(1), instanceOf(OFFlowAdd.class));
        assertThat(sent.get(2), instanceOf(OFBarrierRequest.class));
        assertEquals(ImmutableSet.of(21L), sent.stream().map(OFMessage::getXid).collect(Collectors.toSet()));
    }

    @Test
    public void modifyAndRemoveAreStrictFlowMods() {
        provider.executeBatch(batch(22, FlowRuleOperation.MODIFY, rule(1, 2)));
        provider.executeBatch(batch(23, FlowRuleOperation.REMOVE, rule(1, 2)));

        assertThat(s1.sent(OFFlowModifyStrict.class), hasSize(1));
        assertThat(s1.sent(OFFlowDeleteStrict.class), hasSize(1));
    }

    @Test
    public void aBatchIsConfirmedOnlyWhenItsBarrierReplyComesBack() {
        provider.executeBatch(batch(24, FlowRuleOperation.ADD, rule(1, 2)));
        assertTrue(onos.completed.isEmpty());

        barrierReply(24);

        CompletedBatchOperation result = onos.completed.get(24L);
        assertTrue(result.isSuccess());
        assertThat(result.failedItems(), empty());
        assertEquals(S1, result.deviceId());
    }

    @Test
    public void aRuleTheSwitchRefusesFailsAloneInItsBatch() {
        FlowRule refused = rule(1, 2);
        provider.executeBatch(batch(25, FlowRuleOperation.ADD, refused, rule(2, 1)));
        OFFlowAdd refusedMod = s1.sent(OFFlowAdd.class).get(0);

        controller.receive(s1, OpenFlow13.FACTORY.errorMsgs().buildFlowModFailedErrorMsg().setXid(25)
                .setCode(OFFlowModFailedCode.TABLE_FULL).setData(causeOf(refusedMod)).build());
        barrierReply(25);

        CompletedBatchOperation result = onos.completed.get(25L);
        assertFalse(result.isSuccess());
        assertEquals(ImmutableSet.of(refused), result.failedItems());
    }

    @Test
    public void aRuleThatCannotBeTranslatedIsNotSentAndFails() {
        FlowRule vlan = DefaultFlowRule.builder().forDevice(S1)
                .fromApp(new DefaultApplicationId(7, "org.onosproject.net.intent"))
                .withSelector(DefaultTrafficSelector.builder().matchVlanId(VlanId.vlanId((short) 10)).build())
                .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(1)).build())
                .withPriority(100).makePermanent().build();

        provider.executeBatch(batch(26, FlowRuleOperation.ADD, vlan, rule(1, 2)));
        barrierReply(26);

        assertThat("one flow-add and the barrier", s1.sent(), hasSize(2));
        assertEquals(ImmutableSet.of(vlan), onos.completed.get(26L).failedItems());
    }

    @Test
    public void aBatchForASwitchThatIsNotConnectedFailsWhole() {
        FlowRuleBatchOperation batch = new FlowRuleBatchOperation(
                ImmutableList.of(new FlowRuleBatchEntry(FlowRuleOperation.ADD, rule(1, 2))),
                DeviceId.deviceId("of:00000000000000ff"), 27);

        provider.executeBatch(batch);

        assertFalse(onos.completed.get(27L).isSuccess());
        assertThat(onos.completed.get(27L).failedItems(), hasSize(1));
    }

    @Test
    public void batchesStillPendingFailWhenTheSwitchDisconnects() {
        provider.executeBatch(batch(28, FlowRuleOperation.ADD, rule(1, 2)));

        controller.disconnect(s1);

        assertFalse(onos.completed.get(28L).isSuccess());
    }

    @Test
    public void aRuleAppliedOutsideABatchIsSentAsAFlowAddAndRemovedAsAStrictDelete() {
        provider.applyFlowRule(rule(1, 2));
        provider.removeFlowRule(rule(1, 2));

        assertThat(s1.sent(OFFlowAdd.class), hasSize(1));
        assertThat(s1.sent(OFFlowDeleteStrict.class), hasSize(1));
    }

    @Test
    public void aRuleAppliedForASwitchThatIsNotConnectedIsNotSentAndThrowsNothing() {
        controller.disconnect(s1);

        provider.applyFlowRule(rule(1, 2));

        assertThat(s1.sent(OFFlowAdd.class), empty());
    }

    @Test
    public void theWholeFlowTableIsRequestedOncePerInterval() {
        clock.advance(POLL_SECONDS * 1000L);

        List<OFFlowStatsRequest> requests = s1.sent(OFFlowStatsRequest.class);
        assertThat(requests, hasSize(1));
        assertEquals(TableId.ALL, requests.get(0).getTableId());
        assertEquals(OpenFlow13.FACTORY.matchWildcardAll(), requests.get(0).getMatch());
        clock.advance(POLL_SECONDS * 1000L);
        assertThat(s1.sent(OFFlowStatsRequest.class), hasSize(2));
    }

    @Test
    public void aMultipartFlowStatsReplyIsPushedOnceWholeWithTheSwitchCounters() {
        FlowRule a = rule(1, 2);
        FlowRule b = rule(2, 1);

        controller.receive(s1, OpenFlow13.FACTORY.buildFlowStatsReply().setXid(9)
                .setFlags(ImmutableSet.of(OFStatsReplyFlags.REPLY_MORE))
                .setEntries(ImmutableList.of(installed(a, 3_000_000))).build());
        assertThat(onos.metrics, empty());
        controller.receive(s1, OpenFlow13.FACTORY.buildFlowStatsReply().setXid(9).setFlags(ImmutableSet.of())
                .setEntries(ImmutableList.of(installed(b, 5_000))).build());

        assertThat(onos.metrics, hasSize(1));
        List<FlowEntry> pushed = onos.metrics.get(0);
        assertEquals(ImmutableList.of(a, b), ImmutableList.copyOf(pushed));
        assertEquals(ImmutableList.of(3_000_000L, 5_000L),
                     pushed.stream().map(FlowEntry::bytes).collect(Collectors.toList()));
    }

    @Test
    public void aFlowOfSomeoneElseIsLeftOutOfTheMetrics() {
        OFFlowStatsEntry foreign = installed(rule(1, 2), 10).createBuilder()
                .setMatch(OpenFlow13.FACTORY.buildMatch().setExact(
                        org.projectfloodlight.openflow.protocol.match.MatchField.VLAN_VID,
                        org.projectfloodlight.openflow.types.OFVlanVidMatch.ofVlan(10)).build()).build();

        controller.receive(s1, OpenFlow13.FACTORY.buildFlowStatsReply().setXid(10).setFlags(ImmutableSet.of())
                .setEntries(ImmutableList.of(foreign, installed(rule(2, 1), 20))).build());

        assertEquals(ImmutableList.of(rule(2, 1)), ImmutableList.copyOf(onos.metrics.get(0)));
    }

    @Test
    public void aFlowTheSwitchRemovedIsReportedRemoved() {
        FlowRule rule = rule(1, 2);
        OFFlowAdd add = new FlowModTranslator(OpenFlow13.FACTORY).toFlowAdd(rule, 0);

        controller.receive(s1, OpenFlow13.FACTORY.buildFlowRemoved().setXid(0).setCookie(add.getCookie())
                .setTableId(add.getTableId()).setPriority(add.getPriority()).setMatch(add.getMatch())
                .setReason(OFFlowRemovedReason.DELETE).setPacketCount(U64.of(1)).setByteCount(U64.of(1500))
                .setDurationSec(9).setDurationNsec(0).build());

        assertThat(onos.removed, hasSize(1));
        assertEquals(rule, onos.removed.get(0));
        assertEquals(FlowEntry.FlowEntryState.REMOVED, onos.removed.get(0).state());
    }

    @Test
    public void stoppingUnregistersStopsListeningAndStopsPolling() {
        provider.stop();
        clock.advance(POLL_SECONDS * 1000L * 2);

        assertNull(onos.provider());
        assertThat(controller.switchListeners(), empty());
        assertThat(controller.eventListeners(), empty());
        assertThat(s1.sent(OFFlowStatsRequest.class), empty());
    }
}

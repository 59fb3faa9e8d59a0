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
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IpPrefix;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.DefaultFlowRule;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.flow.FlowRule;
import org.projectfloodlight.openflow.protocol.OFFactory;
import org.projectfloodlight.openflow.protocol.OFFlowAdd;
import org.projectfloodlight.openflow.protocol.OFFlowModFlags;
import org.projectfloodlight.openflow.protocol.OFFlowRemoved;
import org.projectfloodlight.openflow.protocol.OFFlowRemovedReason;
import org.projectfloodlight.openflow.protocol.OFFlowStatsEntry;
import org.projectfloodlight.openflow.types.U64;

import java.util.concurrent.TimeUnit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class FlowEntryTranslatorTest {

    private static final OFFactory OF = OpenFlow13.FACTORY;
    private static final DeviceId SWITCH = DeviceId.deviceId("of:0000000000000001");

    private final FlowEntryTranslator translator = new FlowEntryTranslator(OF);
    private final FlowRule rule = DefaultFlowRule.builder().forDevice(SWITCH)
            .fromApp(new DefaultApplicationId(7, "org.onosproject.net.intent"))
            .withSelector(DefaultTrafficSelector.builder().matchInPort(PortNumber.portNumber(1))
                                  .matchEthType(Ethernet.TYPE_IPV4)
                                  .matchIPSrc(IpPrefix.valueOf("10.0.0.1/32"))
                                  .matchIPDst(IpPrefix.valueOf("10.0.0.2/32")).build())
            .withTreatment(DefaultTrafficTreatment.builder().setOutput(PortNumber.portNumber(3)).build())
            .withPriority(40000).makePermanent().build();
    private final OFFlowAdd installed = new FlowModTranslator(OF).toFlowAdd(rule, 1);

    /** The stats entry a switch reports for {@link #installed} after it carried some traffic. */
    private OFFlowStatsEntry reported(long packets, long bytes, long seconds, long nanos) {
        return OF.buildFlowStatsEntry()
                .setCookie(installed.getCookie()).setTableId(installed.getTableId())
                .setPriority(installed.getPriority()).setMatch(installed.getMatch())
                .setInstructions(installed.getInstructions()).setFlags(ImmutableSet.of(OFFlowModFlags.SEND_FLOW_REM))
                .setPacketCount(U64.of(packets)).setByteCount(U64.of(bytes))
                .setDurationSec(seconds).setDurationNsec(nanos).build();
    }

    @Test
    public void aStatsEntryIsTheOnosRuleItWasInstalledFrom() {
        FlowEntry entry = translator.toFlowEntry(SWITCH, reported(0, 0, 0, 0));

        assertEquals(rule, entry);
        assertEquals("flow id, from the cookie", rule.id(), entry.id());
        assertEquals("application, from the cookie's top bits", rule.appId(), entry.appId());
        assertEquals(rule.treatment(), entry.treatment());
        assertTrue(entry.isPermanent());
    }

    @Test
    public void aStatsEntryCarriesTheSwitchCountersAndTheFlowLife() {
        FlowEntry entry = translator.toFlowEntry(SWITCH, reported(1_000, 1_500_000, 12, 250_000_000));

        assertEquals(FlowEntry.FlowEntryState.ADDED, entry.state());
        assertEquals(1_000, entry.packets());
        assertEquals(1_500_000, entry.bytes());
        assertEquals(12, entry.life());
        assertEquals(12_250, entry.life(TimeUnit.MILLISECONDS));
    }

    @Test
    public void countersBeyondTheSignedLongRangeAreNotClipped() {
        // 64-bit unsigned counters; ONOS keeps them in a long, as its own provider does.
        FlowEntry entry = translator.toFlowEntry(SWITCH, reported(1, Long.MAX_VALUE, 1, 0));

        assertEquals(Long.MAX_VALUE, entry.bytes());
    }

    @Test
    public void aFlowRemovedMessageIsARemovedEntryWithItsFinalCountersAndReason() {
        OFFlowRemoved removed = OF.buildFlowRemoved()
                .setCookie(installed.getCookie()).setTableId(installed.getTableId())
                .setPriority(installed.getPriority()).setMatch(installed.getMatch())
                .setReason(OFFlowRemovedReason.DELETE)
                .setPacketCount(U64.of(10)).setByteCount(U64.of(15_000))
                .setDurationSec(30).setDurationNsec(0).build();

        FlowEntry entry = translator.toRemovedFlowEntry(SWITCH, Wire.encodeAndDecode(removed));

        assertEquals(rule, entry);
        assertEquals(rule.id(), entry.id());
        assertEquals(FlowEntry.FlowEntryState.REMOVED, entry.state());
        assertEquals(FlowRule.FlowRemoveReason.DELETE, entry.reason());
        assertEquals(15_000, entry.bytes());
        assertEquals(30, entry.life());
    }

    @Test
    public void timeoutsReportedByTheSwitchMakeATemporaryRule() {
        OFFlowStatsEntry temporary = reported(0, 0, 0, 0).createBuilder().setIdleTimeout(10).setHardTimeout(60).build();

        FlowEntry entry = translator.toFlowEntry(SWITCH, temporary);

        assertEquals(10, entry.timeout());
        assertEquals(60, entry.hardTimeout());
        assertEquals(false, entry.isPermanent());
    }
}

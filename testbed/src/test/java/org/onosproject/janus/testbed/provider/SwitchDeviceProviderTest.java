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
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.testbed.flow.OpenFlow13;
import org.onosproject.net.AnnotationKeys;
import org.onosproject.net.DeviceId;
import org.onosproject.net.MastershipRole;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceDescription;
import org.onosproject.net.device.PortDescription;
import org.onosproject.net.device.PortStatistics;
import org.onosproject.openflow.controller.RoleState;
import org.projectfloodlight.openflow.protocol.OFCapabilities;
import org.projectfloodlight.openflow.protocol.OFPortConfig;
import org.projectfloodlight.openflow.protocol.OFPortDesc;
import org.projectfloodlight.openflow.protocol.OFPortFeatures;
import org.projectfloodlight.openflow.protocol.OFPortMod;
import org.projectfloodlight.openflow.protocol.OFPortReason;
import org.projectfloodlight.openflow.protocol.OFPortState;
import org.projectfloodlight.openflow.protocol.OFPortStatsEntry;
import org.projectfloodlight.openflow.protocol.OFPortStatsRequest;
import org.projectfloodlight.openflow.protocol.OFStatsReplyFlags;
import org.projectfloodlight.openflow.types.MacAddress;
import org.projectfloodlight.openflow.types.OFPort;
import org.projectfloodlight.openflow.types.U64;

import java.util.List;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

public class SwitchDeviceProviderTest {

    private static final int POLL_SECONDS = 5;
    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");

    private final ManualScheduler clock = new ManualScheduler();
    private final FakeController controller = new FakeController();
    private final RecordingDeviceProviderService onos = new RecordingDeviceProviderService();
    private final SwitchDeviceProvider provider = new SwitchDeviceProvider(controller, onos, clock, POLL_SECONDS);
    private final FakeSwitch s1 = new FakeSwitch(1, ImmutableList.of(port(1), port(2), localPort()));

    private static OFPortDesc port(int number) {
        return OpenFlow13.FACTORY.buildPortDesc().setPortNo(OFPort.of(number))
                .setHwAddr(MacAddress.of(number)).setName("s1-eth" + number)
                .setConfig(ImmutableSet.of()).setState(ImmutableSet.of(OFPortState.LIVE))
                .setCurr(ImmutableSet.of(OFPortFeatures.PF_COPPER)).setCurrSpeed(100_000).build();
    }

    private static OFPortDesc localPort() {
        return port(1).createBuilder().setPortNo(OFPort.LOCAL).setName("s1").build();
    }

    private static OFPortStatsEntry counters(int port, long bytes) {
        return OpenFlow13.FACTORY.buildPortStatsEntry().setPortNo(OFPort.of(port))
                .setRxPackets(U64.of(bytes / 1000)).setTxPackets(U64.of(bytes / 1000))
                .setRxBytes(U64.of(bytes)).setTxBytes(U64.of(bytes)).setRxDropped(U64.ZERO).setTxDropped(U64.ZERO)
                .setRxErrors(U64.ZERO).setTxErrors(U64.ZERO).setRxFrameErr(U64.ZERO).setRxOverErr(U64.ZERO)
                .setRxCrcErr(U64.ZERO).setCollisions(U64.ZERO).setDurationSec(10).setDurationNsec(0).build();
    }

    private static List<PortNumber> numbers(List<PortDescription> ports) {
        return ports.stream().map(PortDescription::portNumber).collect(Collectors.toList());
    }

    @Before
    public void startProvider() {
        provider.start();
    }

    @After
    public void stopProvider() {
        provider.stop();
    }

    @Test
    public void aConnectingSwitchBecomesADeviceWithItsPhysicalPorts() {
        controller.connect(s1);

        DeviceDescription device = onos.connected.get(S1);
        assertEquals("Open vSwitch", device.hwVersion());
        assertEquals("Nicira, Inc.", device.manufacturer());
        assertEquals(1, device.chassisId().value());
        assertEquals("OF_13", device.annotations().value(AnnotationKeys.PROTOCOL));
        assertEquals("127.0.0.1", device.annotations().value(AnnotationKeys.MANAGEMENT_ADDRESS));
        assertEquals(ImmutableList.of(PortNumber.portNumber(1), PortNumber.portNumber(2)), numbers(onos.ports.get(S1)));
    }

    @Test
    public void switchesConnectedBeforeTheProviderStartedAreAnnouncedOnStart() {
        provider.stop();
        controller.alreadyConnected(s1);

        provider.start();

        assertTrue(onos.connected.containsKey(S1));
        assertThat(onos.ports.get(S1), hasSize(2));
    }

    @Test
    public void aPortStatusMessageChangesThePort() {
        controller.connect(s1);
        OFPortDesc down = port(2).createBuilder().setState(ImmutableSet.of(OFPortState.LINK_DOWN)).build();

        controller.switchListeners().forEach(l -> l.portChanged(s1.getDpid(), OpenFlow13.FACTORY.buildPortStatus()
                .setReason(OFPortReason.MODIFY).setDesc(down).build()));

        assertThat(onos.portChanges, hasSize(1));
        assertEquals(PortNumber.portNumber(2), onos.portChanges.get(0).portNumber());
        assertFalse(onos.portChanges.get(0).isEnabled());
    }

    @Test
    public void aDeletedPortIsDeleted() {
        controller.connect(s1);

        controller.switchListeners().forEach(l -> l.portChanged(s1.getDpid(), OpenFlow13.FACTORY.buildPortStatus()
                .setReason(OFPortReason.DELETE).setDesc(port(2)).build()));

        assertEquals(ImmutableList.of(PortNumber.portNumber(2)), numbers(onos.deletedPorts));
        assertThat(onos.portChanges, empty());
    }

    @Test
    public void aDisconnectingSwitchBecomesUnavailableAndIsNoLongerPolled() {
        controller.connect(s1);

        controller.disconnect(s1);
        clock.advance(POLL_SECONDS * 1000L * 3);

        assertEquals(ImmutableList.of(S1), onos.disconnected);
        assertThat(s1.sent(OFPortStatsRequest.class), empty());
    }

    @Test
    public void portCountersAreRequestedOncePerInterval() {
        controller.connect(s1);

        clock.advance(POLL_SECONDS * 1000L - 1);
        assertThat(s1.sent(OFPortStatsRequest.class), empty());
        clock.advance(1);
        assertThat(s1.sent(OFPortStatsRequest.class), hasSize(1));
        assertEquals(OFPort.ANY, s1.sent(OFPortStatsRequest.class).get(0).getPortNo());
        clock.advance(POLL_SECONDS * 1000L);
        assertThat(s1.sent(OFPortStatsRequest.class), hasSize(2));
    }

    @Test
    public void aSwitchThatIsNotMasteredIsNotPolled() {
        controller.connect(s1);
        s1.setRole(RoleState.SLAVE);

        clock.advance(POLL_SECONDS * 1000L);

        assertThat(s1.sent(OFPortStatsRequest.class), empty());
    }

    @Test
    public void aSwitchWithoutPortStatisticsIsNotPolled() {
        FakeSwitch noStats = new FakeSwitch(2, ImmutableList.of(port(1)), ImmutableSet.of(OFCapabilities.FLOW_STATS));
        controller.connect(noStats);

        clock.advance(POLL_SECONDS * 1000L);

        assertThat(noStats.sent(OFPortStatsRequest.class), empty());
    }

    @Test
    public void aMultipartPortStatsReplyIsPushedOnceWholeWithoutTheLocalPort() {
        controller.connect(s1);

        controller.receive(s1, OpenFlow13.FACTORY.buildPortStatsReply().setXid(7)
                .setFlags(ImmutableSet.of(OFStatsReplyFlags.REPLY_MORE))
                .setEntries(ImmutableList.of(counters(1, 1_000_000))).build());
        assertThat(onos.portStatistics, empty());
        controller.receive(s1, OpenFlow13.FACTORY.buildPortStatsReply().setXid(7).setFlags(ImmutableSet.of())
                .setEntries(ImmutableList.of(counters(2, 2_000_000),
                                             counters(1, 0).createBuilder().setPortNo(OFPort.LOCAL).build())).build());

        assertThat(onos.portStatistics, hasSize(1));
        List<PortStatistics> pushed = onos.portStatistics.get(0);
        assertEquals(ImmutableList.of(1_000_000L, 2_000_000L),
                     pushed.stream().map(PortStatistics::bytesSent).collect(Collectors.toList()));
    }

    @Test
    public void mastershipGoesToTheSwitchAsARoleRequestAndItsAnswerBackToOnos() {
        controller.connect(s1);

        provider.roleChanged(S1, MastershipRole.MASTER);
        controller.switchListeners().forEach(l -> l.receivedRoleReply(s1.getDpid(), RoleState.MASTER,
                                                                      RoleState.MASTER));

        assertEquals(RoleState.MASTER, controller.requestedRole(s1.getDpid()));
        assertEquals(ImmutableList.of(MastershipRole.MASTER), onos.roleReplies);
    }

    @Test
    public void bringingAPortDownSendsAPortModWithItsAddress() {
        controller.connect(s1);

        provider.changePortState(S1, PortNumber.portNumber(2), false);

        OFPortMod mod = s1.sent(OFPortMod.class).get(0);
        assertEquals(OFPort.of(2), mod.getPortNo());
        assertEquals(MacAddress.of(2), mod.getHwAddr());
        assertEquals(ImmutableSet.of(OFPortConfig.PORT_DOWN), mod.getConfig());
        assertEquals(ImmutableSet.of(OFPortConfig.PORT_DOWN), mod.getMask());
    }

    @Test
    public void reachabilityIsTheSwitchConnection() {
        controller.connect(s1);
        assertTrue(provider.isReachable(S1));

        controller.disconnect(s1);

        assertFalse(provider.isReachable(S1));
    }

    @Test
    public void stoppingReportsEveryConnectedSwitchDisconnectedBeforeUnregistering() {
        FakeSwitch s2 = new FakeSwitch(2, ImmutableList.of(port(1)));
        controller.connect(s1);
        controller.connect(s2);

        provider.stop();

        assertThat(onos.disconnected, containsInAnyOrder(S1, DeviceId.deviceId("of:0000000000000002")));
    }

    @Test
    public void noSwitchIsReachableOnceTheProviderStops() {
        controller.connect(s1);

        provider.stop();

        assertThat(onos.reachableWhenDisconnected, empty());
        assertFalse(provider.isReachable(S1));
    }

    @Test
    public void stoppingDoesNotReportASwitchThatHadAlreadyDisconnected() {
        controller.connect(s1);
        controller.disconnect(s1);

        provider.stop();

        assertEquals(ImmutableList.of(S1), onos.disconnected);
    }

    @Test
    public void stoppingUnregistersStopsListeningAndStopsPolling() {
        controller.connect(s1);

        provider.stop();
        clock.advance(POLL_SECONDS * 1000L * 2);

        assertNull(onos.provider());
        assertThat(controller.switchListeners(), empty());
        assertThat(controller.eventListeners(), empty());
        assertThat(s1.sent(OFPortStatsRequest.class), empty());
    }
}

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
package org.onosproject.janus.testbed.ovs;

import com.google.common.collect.Iterables;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.MacAddress;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.janus.impl.TestPackets;
import org.onosproject.janus.testbed.controller.TestbedController;
import org.onosproject.janus.testbed.provider.SwitchDeviceProvider;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;
import org.onosproject.net.flow.FlowEntry;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;

import java.util.Map;
import java.util.stream.StreamSupport;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The whole chain on real switches: the embedded ONOS core (started for real switches), ONOS's
 * real OpenFlow controller, the testbed's providers and discovery, ONOS's real flow-objective
 * manager (so that packet requests become punt rules on the switches) and the real Janus. Two Open
 * vSwitch bridges of the test's own, cabled port 2 to port 2, with a host end on port 1 of each:
 * the switches and the link are discovered, the hosts are learned from their ARP, and the first
 * IPv4 packet from one host to the other makes Janus install an intent whose rules carry the
 * following packets through both switches.
 * <p>
 * Runs in {@code mvn verify}; needs root and Open vSwitch running (fails, naming what is missing,
 * otherwise). Alone: {@code mvn -pl testbed -am test -Dtest=JanusOnOpenVSwitchIT
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
public class JanusOnOpenVSwitchIT {

    private static final long TIMEOUT_MILLIS = 20_000;
    private static final DeviceId S1 = DeviceId.deviceId("of:0000000000000001");
    private static final DeviceId S2 = DeviceId.deviceId("of:0000000000000002");
    private static final MacAddress H1 = MacAddress.valueOf("02:00:00:00:00:01");
    private static final MacAddress H2 = MacAddress.valueOf("02:00:00:00:00:02");

    private TestbedController testbed;
    private EmbeddedOnos onos;
    private JanusService janus;
    private SwitchDeviceProvider devices;
    private OvsBridge s1;
    private OvsBridge s2;

    @Before
    public void startTheTestbed() {
        testbed = TestbedController.start(0, 1, Map.of("strategy", "shortest", "idleTimeout", 0));
        onos = testbed.onos();
        janus = testbed.janus();
        devices = testbed.devices();
        s1 = OvsBridge.create(1, 1, testbed.openFlowPort());
        s2 = OvsBridge.create(2, 1, testbed.openFlowPort());
        s1.cable(2, s2, 2);
        Eventually.within(TIMEOUT_MILLIS, "both switches available",
                          () -> onos.deviceService().getAvailableDeviceCount() == 2);
        Eventually.within(TIMEOUT_MILLIS, "the link discovered both ways",
                          () -> Iterables.size(onos.linkService().getActiveLinks()) == 2);
    }

    @After
    public void stopTheTestbed() {
        if (s1 != null) {
            s1.close();
        }
        if (s2 != null) {
            s2.close();
        }
        if (testbed != null) {
            testbed.stop();
        }
    }

    @Test
    public void aFlowBetweenTwoHostsIsCarriedByTheSwitchesOnJanusPath() {
        byte[] udp = startAFlowFromH1ToH2();

        RawFrames.Receiver atH2 = RawFrames.listen(s2.peerOf(1), Ethernet.TYPE_IPV4, 10_000);
        RawFrames.send(s1.peerOf(1), udp, 5);

        byte[] received = atH2.frame().orElseThrow(() -> new AssertionError("nothing reached h2"));
        assertEquals(udp.length, received.length);
        for (DeviceId sw : new DeviceId[] {S1, S2}) {
            Eventually.within(TIMEOUT_MILLIS, "the intent's rule on " + sw + " counts the frames",
                              () -> intentRules(sw).anyMatch(e -> e.packets() >= 5));
        }
        assertTrue(s1.dumpFlows().stream().anyMatch(f -> f.contains("nw_dst=10.99.0.2")));
    }

    @Test
    public void aPortBroughtDownTakesItsLinkAwayAndBackUpBringsItBack() {
        ConnectPoint uplink = new ConnectPoint(S1, PortNumber.portNumber(2));

        devices.changePortState(S1, uplink.port(), false);

        Eventually.within(TIMEOUT_MILLIS, "the port disabled in ONOS",
                          () -> !onos.deviceService().getPort(uplink).isEnabled());
        Eventually.within(TIMEOUT_MILLIS, "the link gone both ways",
                          () -> Iterables.isEmpty(onos.linkService().getActiveLinks()));

        devices.changePortState(S1, uplink.port(), true);

        Eventually.within(TIMEOUT_MILLIS, "the link rediscovered both ways",
                          () -> Iterables.size(onos.linkService().getActiveLinks()) == 2);
    }

    /** Both hosts announce themselves (ARP), then h1 sends its first UDP frame to h2: Janus's intent is installed. */
    private byte[] startAFlowFromH1ToH2() {
        RawFrames.send(s1.peerOf(1), TestPackets.arpRequest(H1, "10.99.0.1", "10.99.0.2").serialize(), 1);
        RawFrames.send(s2.peerOf(1), TestPackets.arpRequest(H2, "10.99.0.2", "10.99.0.1").serialize(), 1);
        Eventually.within(TIMEOUT_MILLIS, "both hosts learned", () -> onos.hostService().getHostCount() == 2);

        byte[] udp = TestPackets.ipv4(H1, H2, "10.99.0.1", "10.99.0.2", IPv4.PROTOCOL_UDP, 33000, 4791).serialize();
        RawFrames.send(s1.peerOf(1), udp, 1);
        ApplicationId janusApp = onos.coreService().getAppId(JanusManager.APP_NAME);
        try {
            Eventually.within(TIMEOUT_MILLIS, "Janus's intent installed", () -> {
                Iterable<Intent> intents = onos.intentService().getIntentsByAppId(janusApp);
                return Iterables.size(intents) == 1
                        && onos.intentService()
                                .getIntentState(intents.iterator().next().key()) == IntentState.INSTALLED;
            });
        } catch (AssertionError e) {
            throw new AssertionError(e.getMessage() + "; intents: "
                    + Iterables.toString(onos.intentService().getIntentsByAppId(janusApp)) + "; Janus: "
                    + janus.statistics() + "; hosts: " + Iterables.toString(onos.hostService().getHosts())
                    + "; flows on s1: " + s1.dumpFlows() + "; ONOS's: "
                    + Iterables.toString(onos.flowRuleService().getFlowEntries(S1)) + "; requests: "
                    + onos.packetService().getRequests(), e);
        }
        return udp;
    }

    @Test
    public void anIdleFlowIsWithdrawnFromTheSwitches() {
        JanusTestWiring.modify((JanusManager) janus, java.util.Map.of("idleTimeout", 2, "statsPollInterval", 1));
        startAFlowFromH1ToH2();
        assertTrue(s1.dumpFlows().stream().anyMatch(f -> f.contains("nw_dst=10.99.0.2")));

        // Idle timeout, plus a Janus poll, plus a flow-stats poll, plus the withdrawal's round trips.
        Eventually.within(TIMEOUT_MILLIS, "the idle flow's rules gone from both switches",
                          () -> s1.dumpFlows().stream().noneMatch(f -> f.contains("nw_dst=10.99.0.2"))
                                  && s2.dumpFlows().stream().noneMatch(f -> f.contains("nw_dst=10.99.0.2")));
        assertEquals(1, janus.statistics().count(Statistic.IDLE_WITHDRAWALS));
    }

    private java.util.stream.Stream<FlowEntry> intentRules(DeviceId sw) {
        short intentApp = onos.coreService().registerApplication("org.onosproject.net.intent").id();
        return StreamSupport.stream(onos.flowRuleService().getFlowEntries(sw).spliterator(), false)
                .filter(e -> e.appId() == intentApp);
    }
}

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
package org.onosproject.janus.embedded;

import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onosproject.core.ApplicationId;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.flow.instructions.Instructions;
import org.onosproject.net.packet.PacketPriority;

import java.util.concurrent.TimeUnit;

import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/** The embedded core started for real switches: their providers, and packet requests pushed to them as punt rules. */
public class RealSwitchModeTest {

    private static final long WAIT_MILLIS = 10_000;
    private static final TrafficSelector IPV4 = DefaultTrafficSelector.builder()
            .matchEthType(Ethernet.TYPE_IPV4).build();
    private static final TrafficSelector ARP = DefaultTrafficSelector.builder()
            .matchEthType(Ethernet.TYPE_ARP).build();

    private EmbeddedOnos onos;
    private ApplicationId appId;
    private OneRealSwitch realSwitch;

    @Before
    public void startForRealSwitches() {
        onos = EmbeddedOnos.startForRealSwitches(new SingleTableSwitchDrivers());
        appId = onos.coreService().registerApplication("org.onosproject.janus.embedded.test");
        realSwitch = new OneRealSwitch(onos);
    }

    @After
    public void stop() {
        if (onos != null) {
            onos.stop();
        }
    }

    @Test
    public void theSchemeOfTheEmulatedSwitchesIsLeftToTheRealSwitchesProvider() {
        realSwitch.connect();

        assertThat(onos.deviceService().isAvailable(OneRealSwitch.DEVICE), is(true));
    }

    @Test(expected = IllegalStateException.class)
    public void thereAreNoEmulatedSwitches() {
        onos.switches();
    }

    @Test
    public void aPacketRequestMadeBeforeTheSwitchConnectsBecomesAPuntRuleOnIt() {
        onos.packetService().requestPackets(ARP, PacketPriority.CONTROL, appId);

        realSwitch.connect();

        awaitPuntRule(ARP);
    }

    @Test
    public void aPacketRequestMadeWhileTheSwitchIsConnectedBecomesAPuntRuleOnIt() {
        connectAndAwaitTheRequestsMadeBefore();

        onos.packetService().requestPackets(IPV4, PacketPriority.REACTIVE, appId);

        awaitPuntRule(IPV4);
    }

    @Test
    public void aCancelledPacketRequestsPuntRuleIsRemovedFromTheSwitch() {
        connectAndAwaitTheRequestsMadeBefore();
        onos.packetService().requestPackets(IPV4, PacketPriority.REACTIVE, appId);
        awaitPuntRule(IPV4);

        onos.packetService().cancelPackets(IPV4, PacketPriority.REACTIVE, appId);

        await("the punt rule for " + IPV4 + " removed", () -> realSwitch.installed().stream()
                .noneMatch(rule -> isPuntRule(rule, IPV4)));
    }

    /**
     * Connects the switch once an ARP request exists, and waits for its punt rule: the requests that
     * existed when the switch was added have then been pushed to it (ONOS does that asynchronously),
     * so any later rule comes from a request made while it is connected.
     */
    private void connectAndAwaitTheRequestsMadeBefore() {
        onos.packetService().requestPackets(ARP, PacketPriority.CONTROL, appId);
        realSwitch.connect();
        awaitPuntRule(ARP);
    }

    private void awaitPuntRule(TrafficSelector selector) {
        await("a punt rule for " + selector + " on the switch; installed: " + realSwitch.installed(),
              () -> realSwitch.installed().stream().anyMatch(rule -> isPuntRule(rule, selector)));
        assertTrue(realSwitch.installed().stream().allMatch(rule -> rule.deviceId().equals(OneRealSwitch.DEVICE)));
    }

    private static boolean isPuntRule(FlowRule rule, TrafficSelector selector) {
        return rule.selector().equals(selector)
                && rule.treatment().allInstructions().contains(Instructions.createOutput(
                        org.onosproject.net.PortNumber.CONTROLLER));
    }

    private static void await(String what, java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MILLIS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                fail("not within " + WAIT_MILLIS + " ms: " + what);
            }
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                fail("interrupted waiting for " + what);
            }
        }
    }
}

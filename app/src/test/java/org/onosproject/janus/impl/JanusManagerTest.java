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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import com.google.common.collect.Iterables;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.flow.criteria.Criterion;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.packet.PacketContext;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Janus against the real ONOS intent pipeline (IntentManager, point-to-point and link-collection
 * compilers, FlowRuleIntentInstaller, FlowRuleManager) on an emulated k=4 fat-tree, on virtual time.
 */
public class JanusManagerTest {

    private static final int IDLE_TIMEOUT_SECONDS = 10;
    private static final int POLL_SECONDS = 5;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private EmbeddedOnos onos;
    private JanusManager janus;
    private ApplicationId appId;

    @Before
    public void startOnosAndJanus() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        janus = startJanus(ImmutableMap.of("strategy", "shortest",
                                           "idleTimeout", IDLE_TIMEOUT_SECONDS,
                                           "statsPollInterval", POLL_SECONDS));
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    @After
    public void stopAll() {
        if (janus != null) {
            janus.deactivate();
        }
        if (onos != null) {
            onos.stop();
        }
    }

    private JanusManager startJanus(Map<String, ?> properties) {
        JanusTestWiring wiring = JanusTestWiring.on(onos).scheduler(clock);
        properties.forEach(wiring::property);
        return wiring.activate();
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    private PacketContext send(Host src, Host dst, int srcPort, int dstPort) {
        return onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                                 dst.ip().toString(), srcPort, dstPort));
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    /** Rules the intent framework installed (in these tests, only for Janus's intents), by device. */
    private Map<DeviceId, List<FlowRule>> janusRules() {
        return IntentFrameworkRules.on(onos);
    }

    private static Set<DeviceId> devicesOn(List<Link> path, DeviceId single) {
        if (path.isEmpty()) {
            return ImmutableSet.of(single);
        }
        ImmutableSet.Builder<DeviceId> devices = ImmutableSet.builder();
        path.forEach(l -> devices.add(l.src().deviceId()).add(l.dst().deviceId()));
        return devices.build();
    }

    /** Makes the switches report {@code bytes} on every Janus rule, as a flow-stats reply would. */
    private void reportBytesOnJanusRules(long bytes) {
        janusRules().values()
                .forEach(rules -> rules.forEach(r -> onos.switches().setRuleCounters(r, bytes / 100, bytes)));
        onos.switches().pushAllFlowStatistics();
        onos.awaitQuiescent();
    }

    @Test
    public void firstPacketInstallsOneIntentWithRulesOnlyOnTheChosenPath() {
        Host src = host(0, 0);
        Host dst = host(3, 0);
        PacketContext context = send(src, dst, 40000, 5001);
        onos.awaitQuiescent();

        List<Intent> intents = janusIntents();
        assertThat(intents, hasSize(1));
        assertTrue(intents.get(0) instanceof PointToPointIntent);
        assertEquals(IntentState.INSTALLED, onos.intentService().getIntentState(intents.get(0).key()));

        List<Link> expected = FabricGraph.of(ImmutableList.copyOf(onos.linkService().getActiveLinks()))
                .candidates(src.location().deviceId(), dst.location().deviceId()).path(0);
        JanusPath path = Iterables.getOnlyElement(janus.paths());
        assertEquals("the shortest strategy's choice", expected, path.links());
        assertEquals(4, path.links().size());
        assertEquals(devicesOn(expected, null), janusRules().keySet());
        assertTrue("the first packet is sent on", context.isHandled());
    }

    @Test
    public void hostsOnOneEdgeSwitchGetRulesOnThatSwitchOnly() {
        Host src = host(1, 0);
        Host dst = host(1, 1);
        assertEquals(src.location().deviceId(), dst.location().deviceId());
        send(src, dst, 1, 2);
        onos.awaitQuiescent();

        assertEquals(IntentState.INSTALLED,
                     onos.intentService().getIntentState(Iterables.getOnlyElement(janusIntents()).key()));
        assertEquals(ImmutableSet.of(src.location().deviceId()), janusRules().keySet());
        assertThat(Iterables.getOnlyElement(janus.paths()).links(), is(empty()));
    }

    @Test
    public void repeatedPacketInsWhileInstallingYieldOneIntent() {
        Host src = host(0, 0);
        Host dst = host(2, 1);
        for (int i = 0; i < 10; i++) {
            send(src, dst, 40000 + i, 5001);
        }
        onos.awaitQuiescent();

        assertThat(janusIntents(), hasSize(1));
        JanusStatistics stats = janus.statistics();
        assertEquals(1, stats.count(Statistic.PROGRAMMING));
        assertEquals(1L, (long) stats.counts(Statistic.SELECTIONS).get("shortest"));
        assertEquals(1, stats.count(Statistic.ACTIVE_INTENTS));
    }

    @Test
    public void idleIntentIsWithdrawnAndPurgedThenReprogrammedByTheNextPacket() {
        Host src = host(0, 1);
        Host dst = host(3, 1);
        send(src, dst, 40000, 5001);
        onos.awaitQuiescent();
        assertThat(janusIntents(), hasSize(1));

        reportBytesOnJanusRules(150_000);
        clock.advance(POLL_SECONDS * 1000L);          // t=5 s: counter grew, active
        onos.awaitQuiescent();
        clock.advance(POLL_SECONDS * 1000L);          // t=10 s: idle 5 s
        onos.awaitQuiescent();
        assertThat("idle for less than idleTimeout", janusIntents(), hasSize(1));
        assertEquals(150_000, Iterables.getOnlyElement(janus.paths()).bytes());

        clock.advance(POLL_SECONDS * 1000L);          // t=15 s: idle 10 s
        onos.awaitQuiescent();
        assertThat("withdrawn and purged", janusIntents(), is(empty()));
        assertTrue(janusRules().isEmpty());
        assertThat(janus.paths(), is(empty()));
        assertEquals(1, janus.statistics().count(Statistic.IDLE_WITHDRAWALS));

        send(src, dst, 40001, 5001);
        onos.awaitQuiescent();
        assertThat(janusIntents(), hasSize(1));
        JanusStatistics stats = janus.statistics();
        assertEquals(1, stats.count(Statistic.PROGRAMMING));
        assertEquals(1, stats.count(Statistic.REPROGRAMMING));
    }

    @Test
    public void intentWithGrowingCounterStaysPastIdleTimeout() {
        send(host(0, 0), host(1, 0), 1, 2);
        onos.awaitQuiescent();
        for (int poll = 1; poll <= 4; poll++) {
            reportBytesOnJanusRules(poll * 10_000L);
            clock.advance(POLL_SECONDS * 1000L);
            onos.awaitQuiescent();
        }
        assertThat(janusIntents(), hasSize(1));
        assertEquals(0, janus.statistics().count(Statistic.IDLE_WITHDRAWALS));
    }

    @Test
    public void hardTimeoutWithdrawsABusyIntent() {
        JanusTestWiring.modify(janus, ImmutableMap.of("hardTimeout", 10));
        send(host(0, 0), host(1, 0), 1, 2);
        onos.awaitQuiescent();
        reportBytesOnJanusRules(1000);
        clock.advance(POLL_SECONDS * 1000L);
        reportBytesOnJanusRules(2000);
        clock.advance(POLL_SECONDS * 1000L);
        onos.awaitQuiescent();
        assertThat(janusIntents(), is(empty()));
        assertEquals(1, janus.statistics().count(Statistic.HARD_TIMEOUT_WITHDRAWALS));
    }

    @Test
    public void hostPairGranularityMatchesAddressesOnlyAndCoversEveryPort() {
        send(host(0, 0), host(2, 0), 1000, 80);
        send(host(0, 0), host(2, 0), 1001, 80);
        onos.awaitQuiescent();

        PointToPointIntent intent = (PointToPointIntent) Iterables.getOnlyElement(janusIntents());
        assertEquals(ImmutableSet.of(Criterion.Type.ETH_TYPE, Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST),
                     intent.selector().criteria().stream().map(Criterion::type).collect(Collectors.toSet()));
    }

    @Test
    public void fiveTupleGranularityMakesOneIntentPerTransportFlow() {
        JanusTestWiring.modify(janus, ImmutableMap.of("matchGranularity", "fiveTuple"));
        send(host(0, 0), host(2, 0), 1000, 80);
        send(host(0, 0), host(2, 0), 1001, 80);
        onos.awaitQuiescent();

        List<Intent> intents = janusIntents();
        assertThat(intents, hasSize(2));
        for (Intent intent : intents) {
            assertEquals(IntentState.INSTALLED, onos.intentService().getIntentState(intent.key()));
            assertEquals(ImmutableSet.of(Criterion.Type.ETH_TYPE, Criterion.Type.IPV4_SRC, Criterion.Type.IPV4_DST,
                                         Criterion.Type.IP_PROTO, Criterion.Type.TCP_SRC, Criterion.Type.TCP_DST),
                         ((PointToPointIntent) intent).selector().criteria().stream()
                                 .map(Criterion::type).collect(Collectors.toSet()));
        }
        assertEquals("one pair: programmed once, then a second flow of it", 1,
                     janus.statistics().count(Statistic.PROGRAMMING));
    }

    @Test
    public void operatorWithdrawRemovesOneIntent() {
        send(host(0, 0), host(2, 0), 1, 2);
        send(host(1, 0), host(3, 0), 1, 2);
        onos.awaitQuiescent();
        String key = janus.paths().iterator().next().intentKey();
        assertTrue(janus.withdraw(key));
        onos.awaitQuiescent();
        assertThat(janusIntents(), hasSize(1));
        assertFalse(janus.path(key).isPresent());
        assertFalse(janus.withdraw("10.9.9.9-10.9.9.8"));
    }

    @Test
    public void deactivationLeavesNoJanusIntentsRulesOrPacketRequests() {
        send(host(0, 0), host(3, 0), 1, 2);
        send(host(1, 0), host(2, 1), 1, 2);
        send(host(2, 0), host(2, 1), 1, 2);
        onos.awaitQuiescent();
        assertThat(janusIntents(), hasSize(3));

        janus.deactivate();
        onos.awaitQuiescent();

        assertThat(janusIntents(), is(empty()));
        assertTrue(janusRules().isEmpty());
        assertTrue(Iterables.isEmpty(onos.flowRuleService().getFlowEntriesById(appId)));
        assertTrue(onos.packetService().getRequests().stream().noneMatch(r -> r.appId().equals(appId)));
        assertEquals("no timers left", 0, clock.pendingTasks());

        send(host(0, 0), host(3, 0), 1, 2);
        onos.awaitQuiescent();
        assertThat("no processor left", janusIntents(), is(empty()));
        janus = null;
    }

    @Test
    public void unknownStrategyIsRejectedAndChangesNothing() {
        try {
            janus.setActiveStrategy("fastest");
        } catch (IllegalArgumentException e) {
            assertTrue(e.getMessage().contains("luar"));
        }
        assertEquals("shortest", janus.activeStrategy());
        JanusTestWiring.modify(janus, ImmutableMap.of("strategy", "fastest", "idleTimeout", -1));
        assertEquals("shortest", janus.activeStrategy());
        assertEquals(IDLE_TIMEOUT_SECONDS, janus.config().idleTimeoutSeconds());
        assertNotNull(janus.linkUsage());
    }

    @Test
    public void nowMillisIsJanussOwnClockSoPathAgesFollowVirtualTime() {
        clock.advance(12_345);

        assertThat(janus.nowMillis(), is(clock.nowMillis()));
    }
}

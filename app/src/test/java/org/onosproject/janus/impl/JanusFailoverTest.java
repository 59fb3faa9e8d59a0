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
import com.google.common.collect.ImmutableSet;
import org.junit.After;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Cable;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.flow.FlowRule;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.greaterThanOrEqualTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Janus under link and switch failures, against the real ONOS intent pipeline on an emulated k=4
 * fat-tree (2 hosts per edge switch): affected intents are re-selected by Janus's active strategy over
 * the surviving fabric (not left to ONOS's own shortest path), reservations on dead paths are freed,
 * intents with no path left are withdrawn and purged, and restored links serve new flows.
 */
public class JanusFailoverTest {


    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private EmbeddedOnos onos;
    private JanusManager janus;
    private ApplicationId appId;

    private void start(String strategy, String granularity) {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        janus = JanusTestWiring.on(onos)
                .scheduler(clock)
                .property("strategy", strategy).property("matchGranularity", granularity)
                .property("idleTimeout", 0)
                .activate();
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

    // ---- helpers ----

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    private JanusPath send(Host src, Host dst, int srcPort) {
        onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                         dst.ip().toString(), srcPort, 5001));
        onos.awaitQuiescent();
        return janus.paths().stream()
                .filter(p -> p.flow().srcIp().equals(src.ip()) && p.flow().dstIp().equals(dst.ip())
                        && (p.flow().isHostPair() || p.flow().srcPort() == srcPort))
                .findFirst().orElseThrow();
    }

    private JanusPath pathOf(JanusPath before) {
        return janus.path(before.intentKey()).orElseThrow();
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    private PointToPointIntent intentOf(JanusPath path) {
        return (PointToPointIntent) onos.intentService().getIntent(Key.of(path.intentKey(), appId));
    }

    /** Rules the intent framework installed (in these tests, only for Janus's intents), by device. */
    private Map<DeviceId, List<FlowRule>> janusRules() {
        return IntentFrameworkRules.on(onos);
    }

    /** What a strategy sees now: the live infrastructure links. */
    private FabricGraph survivingFabric() {
        return FabricGraph.of(ImmutableList.copyOf(onos.linkService().getActiveLinks()));
    }

    /** The {@code shortest} strategy's pick between two hosts' edge switches over the fabric now. */
    private List<LinkKey> shortestNow(Host src, Host dst) {
        return keys(survivingFabric().candidates(src.location().deviceId(), dst.location().deviceId()).path(0));
    }

    private static List<LinkKey> keys(List<Link> path) {
        return path.stream().map(LinkKey::linkKey).collect(ImmutableList.toImmutableList());
    }

    private static Set<DeviceId> devicesOn(List<Link> path) {
        ImmutableSet.Builder<DeviceId> devices = ImmutableSet.builder();
        path.forEach(l -> devices.add(l.src().deviceId()).add(l.dst().deviceId()));
        return devices.build();
    }

    private static boolean crossesDevice(List<Link> path, DeviceId device) {
        return devicesOn(path).contains(device);
    }

    /** The cable (both directions) a directed link belongs to. */
    private Cable cableOf(Link link) {
        return fatTree.cables().stream()
                .filter(c -> c.one().equals(link.src()) && c.other().equals(link.dst())
                        || c.one().equals(link.dst()) && c.other().equals(link.src()))
                .findFirst().orElseThrow();
    }

    private void cut(Cable cable) {
        onos.switches().removeLink(cable.one(), cable.other());
        onos.awaitQuiescent();
    }

    private void restore(Cable cable) {
        onos.switches().restoreLink(cable.one(), cable.other());
        onos.awaitQuiescent();
    }

    /** A switch fails: every one of its links goes down, as its neighbours report. */
    private void failSwitch(DeviceId device) {
        fatTree.cables().stream()
                .filter(c -> c.one().deviceId().equals(device) || c.other().deviceId().equals(device))
                .forEach(c -> onos.switches().removeLink(c.one(), c.other()));
        onos.awaitQuiescent();
    }

    private void assertInstalledOn(JanusPath path) {
        PointToPointIntent intent = intentOf(path);
        assertEquals(IntentState.INSTALLED, onos.intentService().getIntentState(intent.key()));
        assertEquals("the intent carries Janus's choice", keys(path.links()), keys(intent.suggestedPath()));
    }

    // ---- specifications ----

    @Test
    public void aFailedLinkOnAPathMovesTheIntentToTheActiveStrategysChoiceOverTheSurvivingFabric() {
        start("shortest", "hostPair");
        Host src = host(0, 0);
        Host dst = host(3, 0);
        JanusPath before = send(src, dst, 40000);
        Link dead = before.links().get(1);           // aggregation -> core

        cut(cableOf(dead));

        JanusPath after = pathOf(before);
        assertFalse("off the dead link", keys(after.links()).contains(LinkKey.linkKey(dead)));
        assertEquals("the shortest strategy's pick over what survives", shortestNow(src, dst), keys(after.links()));
        assertInstalledOn(after);
        assertEquals("rules only on the new path", devicesOn(after.links()), janusRules().keySet());
        assertThat(janusIntents(), hasSize(1));
        JanusStatistics stats = janus.statistics();
        assertEquals(1, stats.count(Statistic.REROUTES));
        assertEquals(0, stats.count(Statistic.NO_PATH_WITHDRAWALS));
        assertEquals(1, stats.latency(Statistic.REROUTE_LATENCY).samples());
        assertEquals("ONOS reported the new path installed", 1,
                     stats.latency(Statistic.REROUTE_INSTALL_LATENCY).samples());
    }

    @Test
    public void aFailureOffEveryJanusPathMovesNothing() {
        start("shortest", "hostPair");
        JanusPath before = send(host(0, 0), host(3, 0), 40000);
        Link unused = survivingFabric().candidates(host(0, 0).location().deviceId(),
                                                   host(3, 0).location().deviceId()).path(3).get(1);
        assertFalse(keys(before.links()).contains(LinkKey.linkKey(unused)));

        cut(cableOf(unused));

        assertEquals(keys(before.links()), keys(pathOf(before).links()));
        assertEquals(0, janus.statistics().count(Statistic.REROUTES));
        assertInstalledOn(pathOf(before));
    }

    @Test
    public void anIsolatedReservationOnTheDeadPathIsReleasedAndTheRestoredPathIsFreeAgain() {
        start("isolated", "fiveTuple");
        Host src = host(0, 0);
        Host dst = host(3, 0);
        // Four flows between two pods take the four paths, one each.
        List<JanusPath> flows = ImmutableList.of(send(src, dst, 1), send(src, dst, 2), send(src, dst, 3),
                                                 send(src, dst, 4));
        assertEquals(4, flows.stream().map(p -> keys(p.links())).distinct().count());
        assertEquals(0L, (long) janus.statistics().counts(Statistic.FALLBACKS).getOrDefault("isolated", 0L));
        JanusPath victim = flows.get(0);
        Cable cable = cableOf(victim.links().get(1));

        cut(cable);

        JanusPath moved = pathOf(victim);
        assertNotEquals(keys(victim.links()), keys(moved.links()));
        assertInstalledOn(moved);
        assertEquals("the three live paths are all held: the victim shares one", 1L,
                     (long) janus.statistics().counts(Statistic.FALLBACKS).get("isolated"));

        restore(cable);
        JanusPath newcomer = send(src, dst, 5);

        assertEquals("the restored path is free: nothing holds the dead path any more",
                     keys(victim.links()), keys(newcomer.links()));
        assertEquals(1L, (long) janus.statistics().counts(Statistic.FALLBACKS).get("isolated"));
        assertEquals("nothing moves back when the link returns", keys(moved.links()), keys(pathOf(victim).links()));
    }

    @Test
    public void aSwitchFailureReroutesEveryIntentThroughIt() {
        start("shortest", "hostPair");
        List<JanusPath> before = ImmutableList.of(
                send(host(0, 0), host(3, 0), 1),      // pod 0 to pod 3
                send(host(0, 2), host(2, 0), 1),      // the other edge switch of pod 0 to pod 2
                send(host(1, 0), host(0, 1), 1),      // into pod 0
                send(host(0, 1), host(0, 3), 1),      // across pod 0
                send(host(2, 0), host(3, 2), 1));     // elsewhere
        DeviceId failed = before.get(0).links().get(0).dst().deviceId();   // pod 0's first aggregation switch
        List<JanusPath> through = before.stream().filter(p -> crossesDevice(p.links(), failed))
                .collect(Collectors.toList());
        assertThat("the shortest strategy sends several flows through it", through.size(),
                   greaterThanOrEqualTo(3));

        failSwitch(failed);

        for (JanusPath old : before) {
            JanusPath now = pathOf(old);
            assertFalse(crossesDevice(now.links(), failed));
            assertInstalledOn(now);
            if (!through.contains(old)) {
                assertEquals("flows that did not cross it keep their path", keys(old.links()), keys(now.links()));
            }
        }
        for (JanusPath old : through) {
            Host src = fatTree.hosts().stream().filter(h -> h.ip().equals(old.flow().srcIp())).findFirst()
                    .orElseThrow();
            Host dst = fatTree.hosts().stream().filter(h -> h.ip().equals(old.flow().dstIp())).findFirst()
                    .orElseThrow();
            assertEquals(shortestNow(src, dst), keys(pathOf(old).links()));
        }
        assertFalse("no Janus rule left on the failed switch", janusRules().containsKey(failed));
        assertThat(janusIntents(), hasSize(before.size()));
        assertThat(janus.statistics().count(Statistic.REROUTES), greaterThanOrEqualTo((long) through.size()));
    }

    @Test
    public void anIntentWithNoSurvivingPathIsWithdrawnAndPurged() {
        start("shortest", "hostPair");
        Host src = host(0, 0);
        JanusPath before = send(src, host(3, 0), 1);
        DeviceId edge = src.location().deviceId();
        List<Cable> uplinks = fatTree.cables().stream()
                .filter(c -> c.one().deviceId().equals(edge) || c.other().deviceId().equals(edge))
                .collect(Collectors.toList());
        assertThat(uplinks, hasSize(2));

        cut(uplinks.get(0));
        assertEquals("first moved over the other uplink", 1, janus.statistics().count(Statistic.REROUTES));
        cut(uplinks.get(1));

        assertThat(janusIntents(), is(empty()));
        assertFalse(janus.path(before.intentKey()).isPresent());
        assertTrue(janusRules().isEmpty());
        JanusStatistics stats = janus.statistics();
        assertEquals(1, stats.count(Statistic.NO_PATH_WITHDRAWALS));
        assertEquals(0, stats.count(Statistic.ACTIVE_INTENTS));
    }

    @Test
    public void aRestoredLinkServesLaterFlowsWhileEstablishedOnesStay() {
        start("shortest", "hostPair");
        JanusPath first = send(host(0, 0), host(3, 0), 1);
        Cable cable = cableOf(first.links().get(1));
        cut(cable);
        List<LinkKey> moved = keys(pathOf(first).links());

        restore(cable);
        JanusPath later = send(host(0, 1), host(3, 1), 1);

        assertEquals("the later flow takes the restored link again", keys(first.links()), keys(later.links()));
        assertInstalledOn(later);
        assertEquals("the moved flow stays where it is", moved, keys(pathOf(first).links()));
        assertEquals(1, janus.statistics().count(Statistic.REROUTES));
    }
}

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
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.packet.PacketContext;

import java.util.HashSet;
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
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Declared jobs on the real ONOS intent pipeline (IntentManager, compilers, FlowRuleManager) of the
 * embedded core, k=4 fat-tree, virtual time: placed at once, kept past the idle timeout, packets of a
 * declared pair never given a reactive choice, removed (by the operator or their time to live) without a
 * trace, re-placed when a link of theirs dies.
 */
public class JanusJobsTest {

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
        JanusTestWiring wiring = JanusTestWiring.on(onos).scheduler(clock);
        ImmutableMap.of("strategy", "luar", "idleTimeout", IDLE_TIMEOUT_SECONDS, "statsPollInterval", POLL_SECONDS)
                .forEach(wiring::property);
        janus = wiring.activate();
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

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    /** The first host of each pod, as IPs. */
    private List<String> onePerPod() {
        return ImmutableList.of(host(0, 0).ip().toString(), host(1, 0).ip().toString(),
                                host(2, 0).ip().toString(), host(3, 0).ip().toString());
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    private JobState declare(JobSpec spec) {
        JobState job = janus.declareJob(spec);
        onos.awaitQuiescent();
        return job;
    }

    private static JobSpecException refused(Runnable declaration) {
        try {
            declaration.run();
        } catch (JobSpecException e) {
            return e;
        }
        fail("not refused");
        return null;
    }

    @Test
    public void aJobIsPlacedAtOnceWithOneInstalledIntentPerPairAndNoPacketIn() {
        JobState job = declare(JobSpec.builder("a2a").hosts(onePerPod()).pattern(JobPattern.ALL_TO_ALL).build());

        assertThat(job.status(), is(JobState.Status.PLACED));
        assertThat(job.pairs(), hasSize(12));
        assertThat(janusIntents(), hasSize(12));
        for (Intent intent : janusIntents()) {
            assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        }
        assertThat("no reactive flow", janus.paths(), is(empty()));
        assertFalse(IntentFrameworkRules.on(onos).isEmpty());
        // Twelve inter-pod pairs of equal demand, two uplinks per edge switch: no fabric link carries
        // more than its share (each host's three pairs split its capacity).
        Map<LinkKey, Long> perLink = job.pairs().stream().flatMap(p -> p.path().stream())
                .collect(Collectors.groupingBy(LinkKey::linkKey, Collectors.counting()));
        assertTrue(perLink.toString(), perLink.values().stream().allMatch(n -> n <= 2));
    }

    @Test
    public void aPacketOfADeclaredPairIsSentAlongTheJobsPathWithoutAReactiveChoice() {
        Host src = host(0, 0);
        Host dst = host(2, 0);
        declare(JobSpec.builder("ring").hosts(ImmutableList.of(src.ip().toString(), dst.ip().toString()))
                        .pattern(JobPattern.RING).build());
        long selectionsBefore = janus.statistics().count(Statistic.PROGRAMMING);

        PacketContext context = onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(),
                src.ip().toString(), dst.ip().toString(), 40000, 5001));
        onos.awaitQuiescent();

        assertTrue(context.isHandled());
        assertThat("no reactive flow", janus.paths(), is(empty()));
        assertEquals(selectionsBefore, janus.statistics().count(Statistic.PROGRAMMING));
        assertEquals(1, janus.statistics().count(Statistic.DECLARED_PAIR_PACKET_INS));
        assertThat(janusIntents(), hasSize(2));
    }

    @Test
    public void aPacketOfAnUndeclaredPairIsStillProvisionedReactively() {
        declare(JobSpec.builder("ring").hosts(ImmutableList.of(host(0, 0).ip().toString(),
                                                               host(2, 0).ip().toString()))
                        .pattern(JobPattern.RING).build());
        Host src = host(1, 0);
        Host dst = host(3, 0);
        onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                         dst.ip().toString(), 40000, 5001));
        onos.awaitQuiescent();
        assertThat(janus.paths(), hasSize(1));
        assertEquals(0, janus.statistics().count(Statistic.DECLARED_PAIR_PACKET_INS));
    }

    @Test
    public void jobIntentsOutliveTheIdleTimeout() {
        declare(JobSpec.builder("ring").hosts(onePerPod()).pattern(JobPattern.RING).build());
        for (int i = 0; i < 12; i++) {
            clock.advance(POLL_SECONDS * 1000L);
            onos.awaitQuiescent();
        }
        assertThat(janusIntents(), hasSize(8));
        assertTrue(janus.job("ring").isPresent());
    }

    @Test
    public void removingAJobLeavesNoIntentsRulesRecordsOrCharges() {
        declare(JobSpec.builder("a2a").hosts(onePerPod()).pattern(JobPattern.ALL_TO_ALL).build());
        assertTrue(janus.linkUsage().all().stream().anyMatch(u -> u.committedRateBytesPerSec() > 0));

        assertTrue(janus.removeJob("a2a"));
        onos.awaitQuiescent();

        assertThat(janusIntents(), is(empty()));
        assertTrue(IntentFrameworkRules.on(onos).isEmpty());
        assertThat(janus.jobs(), is(empty()));
        assertFalse(janus.job("a2a").isPresent());
        for (LinkUsage usage : janus.linkUsage().all()) {
            assertEquals(usage.toString(), 0, usage.committedRateBytesPerSec(), 0);
        }
        assertFalse("removed once", janus.removeJob("a2a"));
    }

    @Test
    public void aJobExpiresAtTheEndOfItsTimeToLive() {
        declare(JobSpec.builder("short").hosts(onePerPod()).pattern(JobPattern.RING).ttlSeconds(60).build());
        clock.advance(59_000);
        onos.awaitQuiescent();
        assertThat(janusIntents(), hasSize(8));

        clock.advance(1_000);
        onos.awaitQuiescent();
        assertThat(janusIntents(), is(empty()));
        assertTrue(IntentFrameworkRules.on(onos).isEmpty());
        assertThat(janus.jobs(), is(empty()));
    }

    @Test
    public void aJobDeclaredBetweenPollsExpiresAtTheFirstPollAfterItsTimeToLive() {
        clock.advance(2_000);
        declare(JobSpec.builder("short").hosts(onePerPod()).pattern(JobPattern.RING).ttlSeconds(60).build());
        clock.advance(60_000);
        onos.awaitQuiescent();
        assertThat("time to live over, no poll since", janusIntents(), hasSize(8));

        clock.advance(POLL_SECONDS * 1000L - 2_000);
        onos.awaitQuiescent();
        assertThat(janusIntents(), is(empty()));
        assertThat(janus.jobs(), is(empty()));
    }

    @Test
    public void aDeadLinkReplacesTheJobsPairsThatCrossedIt() {
        JobState job = declare(JobSpec.builder("pair").hosts(ImmutableList.of(host(0, 0).ip().toString(),
                                                                              host(1, 0).ip().toString()))
                                       .pattern(JobPattern.RING).build());
        JobPair first = job.pairs().get(0);
        Link dead = first.path().get(1);       // aggregation to core
        onos.switches().removeLink(dead.src(), dead.dst());
        onos.awaitQuiescent();

        JobState after = janus.job("pair").orElseThrow();
        assertThat(after.status(), is(JobState.Status.PLACED));
        for (JobPair pair : after.pairs()) {
            Set<LinkKey> links = pair.path().stream().map(LinkKey::linkKey).collect(Collectors.toSet());
            assertFalse(pair + " still crosses the dead link", links.contains(LinkKey.linkKey(dead))
                    || links.contains(LinkKey.linkKey(dead.dst(), dead.src())));
        }
        assertThat(janusIntents(), hasSize(2));
        for (Intent intent : janusIntents()) {
            assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        }
    }

    @Test
    public void aDeclaredPairsIntentIsOnePriorityAboveTheReactiveOnes() {
        JanusTestWiring.modify(janus, ImmutableMap.of("intentPriority", 200));
        declare(JobSpec.builder("ring").hosts(onePerPod()).pattern(JobPattern.RING).build());
        assertThat(janusIntents(), hasSize(8));
        for (Intent intent : janusIntents()) {
            assertEquals(intent.toString(), 201, intent.priority());
        }
    }

    @Test
    public void aRemovedJobMayBeDeclaredAgainOnceItsPairsArePurged() {
        declare(JobSpec.builder("ring").hosts(onePerPod()).pattern(JobPattern.RING).build());
        assertTrue(janus.removeJob("ring"));
        onos.awaitQuiescent();

        JobState again = declare(JobSpec.builder("ring").hosts(onePerPod()).pattern(JobPattern.RING).build());

        assertThat(again.status(), is(JobState.Status.PLACED));
        assertThat(janusIntents(), hasSize(8));
        for (Intent intent : janusIntents()) {
            assertThat(onos.intentService().getIntentState(intent.key()), is(IntentState.INSTALLED));
        }
    }

    @Test
    public void refusedDeclarationsNameTheirFieldAndChangeNothing() {
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(
                ImmutableList.of(host(0, 0).ip().toString(), "10.99.99.99")).build())).field(), is("hosts"));
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(
                ImmutableList.of(host(0, 0).ip().toString(), "not-a-host")).build())).field(), is("hosts"));
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(
                ImmutableList.of(host(0, 0).ip().toString(), " ")).build())).field(), is("hosts"));
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(ImmutableList.of(
                host(0, 0).ip().toString(), host(1, 0).ip().toString(), host(0, 0).ip().toString())).build())).field(),
                   is("hosts"));
        // The same host by address and by ONOS host id.
        String byId = onos.hostService().getHostsByIp(host(0, 0).ip()).iterator().next().id().toString();
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(
                ImmutableList.of(host(0, 0).ip().toString(), byId)).build())).field(), is("hosts"));
        declare(JobSpec.builder("x").hosts(onePerPod()).pattern(JobPattern.RING).build());
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("x").hosts(onePerPod()).build())).field(),
                   is("id"));
        assertThat(janusIntents(), hasSize(8));
        assertThat(janus.jobs(), hasSize(1));
    }

    @Test
    public void theCapOnPairsIsAJanusProperty() {
        JanusTestWiring.modify(janus, ImmutableMap.of("maxJobPairs", 11));
        assertThat(refused(() -> janus.declareJob(JobSpec.builder("big").hosts(onePerPod()).build())).field(),
                   is("pairs"));
        JanusTestWiring.modify(janus, ImmutableMap.of("maxJobPairs", 12));
        assertThat(declare(JobSpec.builder("big").hosts(onePerPod()).build()).pairs(), hasSize(12));
    }

    @Test
    public void hostsMayBeGivenAsOnosHostIds() {
        List<String> ids = ImmutableList.of(host(0, 0), host(3, 1)).stream()
                .map(h -> onos.hostService().getHostsByIp(h.ip()).iterator().next().id().toString())
                .collect(Collectors.toList());
        JobState job = declare(JobSpec.builder("ids").hosts(ids).pattern(JobPattern.RING).build());
        Set<String> addresses = new HashSet<>();
        job.pairs().forEach(p -> addresses.add(p.srcIp().toString()));
        assertThat(addresses, is(Set.of(host(0, 0).ip().toString(), host(3, 1).ip().toString())));
        assertThat(janusIntents(), hasSize(2));
    }

    @Test
    public void deactivationWithdrawsJobIntentsAndLeavesNoTimers() {
        declare(JobSpec.builder("a2a").hosts(onePerPod()).ttlSeconds(600).build());
        janus.deactivate();
        onos.awaitQuiescent();
        assertThat(janusIntents(), is(empty()));
        assertTrue(IntentFrameworkRules.on(onos).isEmpty());
        assertEquals("no timers left", 0, clock.pendingTasks());
        janus = null;
    }
}

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
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.jobs.JobManager;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;
import org.onosproject.store.service.ConsistentMap;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.inbound;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Declared jobs on two Janus nodes sharing ONOS's stores (as {@link JanusClusterTest}): a job declared at
 * one node is known, charged and routed at the other; a job whose node left is expired by the node that
 * owns it now; the last node forgets every job.
 */
public class JanusJobsClusterTest {

    private static final int POLL_SECONDS = 5;

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private final EmulatedCluster cluster = new EmulatedCluster("a", "b");
    private final List<JanusManager> janus = new ArrayList<>();
    private final List<NodePacketService> packetIns = new ArrayList<>();
    private EmbeddedOnos onos;
    private ApplicationId appId;

    @Before
    public void startOnosAndTwoJanusNodes() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
        for (int node = 0; node < 2; node++) {
            NodeId id = cluster.node(node);
            NodePacketService packets = new NodePacketService(onos.packetService());
            JanusTestWiring wiring = JanusTestWiring.on(onos).packetService(packets)
                    .storageService(onos.storageService())
                    .partitionService(cluster.partitionService(id))
                    .clusterService(cluster.clusterService(id))
                    .scheduler(clock);
            ImmutableMap.of("strategy", "luar", "statsPollInterval", POLL_SECONDS).forEach(wiring::property);
            janus.add(wiring.activate());
            packetIns.add(packets);
        }
        appId = onos.coreService().getAppId(JanusManager.APP_NAME);
    }

    @After
    public void stopAll() {
        for (JanusManager node : ImmutableList.copyOf(janus).reverse()) {
            node.deactivate();
        }
        if (onos != null) {
            onos.stop();
        }
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    private JobSpec.Builder ring() {
        return JobSpec.builder("ring").pattern(JobPattern.RING).hosts(ImmutableList.of(
                host(0, 0).ip().toString(), host(1, 0).ip().toString(), host(2, 0).ip().toString()));
    }

    private List<Intent> janusIntents() {
        return ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId));
    }

    private int jobsMapSize() {
        ConsistentMap<Object, Object> map = onos.storageService().existingMap(JobManager.JOBS_MAP);
        return map == null ? 0 : map.size();
    }

    @Test
    public void aJobDeclaredAtOneNodeIsKnownChargedAndRoutedAtTheOther() {
        JobState job = janus.get(0).declareJob(ring().build());
        onos.awaitQuiescent();

        assertTrue(janus.get(1).job("ring").isPresent());
        for (Link link : job.pairs().get(0).path()) {
            assertTrue(janus.get(1).linkUsage().committedRateBytesPerSec(link) > 0);
        }
        Host src = host(1, 0);
        Host dst = host(2, 0);
        packetIns.get(1).deliver(new TestPackets.RecordingContext(inbound(
                src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(), dst.ip().toString(), 40000, 5001))));
        onos.awaitQuiescent();
        assertEquals(1, janus.get(1).statistics().count(Statistic.DECLARED_PAIR_PACKET_INS));
        assertThat("no reactive flow", janus.get(1).paths(), is(empty()));
        assertThat(janusIntents(), hasSize(6));
    }

    @Test
    public void theNodeThatOwnsAJobNowExpiresItWhenItsNodeHasLeft() {
        janus.get(1).declareJob(ring().ttlSeconds(60).build());
        onos.awaitQuiescent();
        janus.remove(1).deactivate();
        cluster.markDown(cluster.node(1));
        onos.awaitQuiescent();
        assertThat("handed over, not withdrawn", janusIntents(), hasSize(6));

        for (int t = 0; t <= 60 + POLL_SECONDS; t += POLL_SECONDS) {
            clock.advance(POLL_SECONDS * 1000L);
            onos.awaitQuiescent();
        }
        assertFalse(janus.get(0).job("ring").isPresent());
        assertThat(janusIntents(), is(empty()));
        assertEquals(0, jobsMapSize());
    }

    @Test
    public void theLastNodeToDeactivateForgetsEveryJob() {
        janus.get(0).declareJob(ring().build());
        onos.awaitQuiescent();
        assertEquals(1, jobsMapSize());
        janus.remove(1).deactivate();
        janus.remove(0).deactivate();
        onos.awaitQuiescent();
        assertThat(janusIntents(), is(empty()));
        assertEquals(0, jobsMapSize());
    }
}

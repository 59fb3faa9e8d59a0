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
import org.onlab.junit.TestUtils;
import org.onosproject.core.ApplicationId;
import org.onosproject.event.ListenerRegistry;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.store.service.ConsistentMap;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.hasSize;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Janus deactivated and activated again and again on the real ONOS core, with traffic in every
 * round, leaves nothing behind: no intents, flow rules, packet requests, packet processors, listeners,
 * timers, reservations or entries in its shared maps.
 */
public class JanusActivationCyclesTest {

    private static final int CYCLES = 100;
    private static final Map<String, Object> PROPERTIES = ImmutableMap.of(
            "strategy", "isolated", "matchGranularity", "fiveTuple", "idleTimeout", 10, "statsPollInterval", 5);

    private final FatTree fatTree = FatTree.build(4, 2, 1000);
    private final ManualScheduler clock = new ManualScheduler();
    private EmbeddedOnos onos;

    @Before
    public void startOnos() {
        onos = EmbeddedOnos.start();
        fatTree.applyTo(onos.switches());
        onos.awaitQuiescent();
    }

    @After
    public void stopOnos() {
        onos.stop();
    }

    private Host host(int pod, int indexInPod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).skip(indexInPod).findFirst().orElseThrow();
    }

    private static int listeners(Object manager) {
        ListenerRegistry<?, ?> registry = TestUtils.getField(manager, "listenerRegistry");
        Set<?> set = TestUtils.getField(registry, "listeners");
        return set.size();
    }

    /** Everything of ONOS that an app can leave behind, as counts. */
    private Map<String, Integer> footprint(ApplicationId appId) {
        return ImmutableMap.<String, Integer>builder()
                .put("janus intents", appId == null ? 0
                        : ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId)).size())
                .put("all intents", ImmutableList.copyOf(onos.intentService().getIntents()).size())
                .put("flow rules on switches", onos.switches().installedRuleCount())
                .put("packet requests", onos.packetService().getRequests().size())
                .put("packet processors", onos.packetService().getProcessors().size())
                .put("intent listeners", listeners(onos.intentService()))
                .put("link listeners", listeners(onos.linkService()))
                .put("topology listeners", listeners(onos.topologyService()))
                .put("device listeners", listeners(onos.deviceService()))
                .put("host listeners", listeners(onos.hostService()))
                .put("timers", clock.pendingTasks())
                .build();
    }

    private void sendTraffic(int round) {
        for (int i = 0; i < 4; i++) {
            Host src = host(i % 4, 0);
            Host dst = host((i + 1) % 4, 1);
            onos.switches().injectPacket(src.location(), tcp(src.mac(), dst.mac(), src.ip().toString(),
                                                             dst.ip().toString(), 40000 + round, 5001 + i));
        }
        onos.awaitQuiescent();
    }

    @Test
    public void hundredDeactivateActivateCyclesLeaveNothingBehind() {
        Map<String, Integer> before = footprint(null);
        JanusTestWiring wiring = JanusTestWiring.on(onos)
                .storageService(onos.storageService()).partitionService(onos.workPartitionService())
                .clusterService(onos.clusterService()).scheduler(clock);
        PROPERTIES.forEach(wiring::property);
        JanusManager janus = wiring.activate();
        ApplicationId appId = onos.coreService().getAppId(JanusManager.APP_NAME);
        for (int round = 0; round < CYCLES; round++) {
            if (round > 0) {
                janus.activate(JanusTestWiring.context(PROPERTIES));
            }
            sendTraffic(round);
            assertThat("round " + round + " provisioned its flows",
                       ImmutableList.copyOf(onos.intentService().getIntentsByAppId(appId)), hasSize(4));
            janus.deactivate();
            onos.awaitQuiescent();
        }

        assertEquals(before, footprint(appId));
        List<String> janusMaps = List.of(JanusManager.FLOWS_MAP, JanusManager.MEMBERS_MAP);
        assertTrue(onos.storageService().mapNames().containsAll(janusMaps));
        for (String name : janusMaps) {
            ConsistentMap<Object, Object> map = onos.storageService().existingMap(name);
            assertEquals(name + " entries", 0, map.size());
        }
        assertTrue(onos.storageService().eventuallyConsistentMapNames().contains(JanusManager.ACTIVITY_MAP));
        assertEquals("shared activity entries", 0,
                     onos.storageService().eventuallyConsistentMapSize(JanusManager.ACTIVITY_MAP));
    }
}

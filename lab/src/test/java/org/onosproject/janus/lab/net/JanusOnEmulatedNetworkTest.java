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
package org.onosproject.janus.lab.net;

import org.junit.After;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** The real Janus component on the embedded ONOS core, carrying flows over an emulated k=4 fat-tree. */
public class JanusOnEmulatedNetworkTest {

    private static final int IDLE_TIMEOUT_SECONDS = 10;

    private EmulatedNetwork net;
    private JanusController janus;

    @After
    public void tearDown() {
        if (net != null) {
            net.close();
        }
    }

    private EmulatedNetwork start(long seed, String strategy) {
        NetworkSettings settings = NetworkSettings.builder().topology(Topologies.paperFatTree()).seed(seed).build();
        janus = JanusController.of(strategy, IDLE_TIMEOUT_SECONDS, 5);
        net = EmulatedNetwork.start(settings, janus);
        return net;
    }

    /** First host of pod 0 to the first host of pod 3: four equal-cost paths through the core. */
    private static FlowSpec acrossPods(long bytes) {
        return new FlowSpec(0, 12, bytes, 0, 0, "test");
    }

    @Test
    public void aFlowAcrossPodsCompletesOverThePathJanusChose() {
        start(1, "luar");
        List<FlowResult> results = new ArrayList<>();
        List<List<String>> janusPaths = new ArrayList<>();
        net.startFlow(acrossPods(125_000_000), r -> results.add(r)); // 1 Gbit at 1 Gb/s
        net.schedule(100, () -> janusPaths.addAll(janusPathsAsSwitchNames()));
        net.runUntilQuiet();

        FlowResult r = results.get(0);
        assertTrue(r.failure(), r.delivered());
        assertEquals(net.settings().timing().controlDelayMillis(), r.controlDelayMillis());
        assertEquals(1000 + r.controlDelayMillis(), r.endMillis() - r.startMillis(), 1);
        assertEquals(1, net.ledger().packetIns());
        assertEquals(1, janusPaths.size());
        List<String> carried = net.finishedFlows().get(0).path();
        assertEquals(5, carried.size()); // edge, aggregation, core, aggregation, edge
        assertEquals(janusPaths.get(0), carried);
    }

    @Test
    public void noJanusIntentOrFlowRuleRemainsOnceTrafficStopsAndTheIdleTimeoutPasses() {
        start(2, "luar");
        SplittableRandom random = new SplittableRandom(2);
        List<FlowResult> results = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            int src = random.nextInt(16);
            int dst = (src + 1 + random.nextInt(15)) % 16;
            net.schedule(random.nextInt(2000), () -> net.startFlow(
                    new FlowSpec(src, dst, 1 + random.nextInt(50_000_000), 0, 0, "test"), results::add));
        }
        net.runUntilQuiet();
        assertEquals(20, results.size());
        assertTrue(results.stream().allMatch(FlowResult::delivered));
        assertFalse(janusIntents().isEmpty());

        net.runFor(3L * IDLE_TIMEOUT_SECONDS * 1000);

        assertEquals(0, janusIntents().size());
        assertEquals(0, janus.janus().paths().size());
        // Intent rules belong to the intent framework's app id; no other app installs any here.
        assertEquals(0, net.onos().switches().installedRuleCount());
    }

    @Test
    public void theSameSeedGivesTheSameResults() {
        List<String> first = runRandomWorkload(7);
        net.close();
        net = null;
        List<String> second = runRandomWorkload(7);
        assertEquals(first, second);
    }

    private List<String> runRandomWorkload(long seed) {
        start(seed, "luar");
        SplittableRandom random = net.engine().random().split();
        for (int i = 0; i < 30; i++) {
            int src = random.nextInt(16);
            int dst = (src + 1 + random.nextInt(15)) % 16;
            long bytes = 1 + random.nextInt(100_000_000);
            net.schedule(random.nextInt(20_000),
                    () -> net.startFlow(new FlowSpec(src, dst, bytes, 0, 0, "r"), r -> { }));
        }
        net.runUntilQuiet();
        return net.finishedFlows().stream().map(f -> f.id() + " " + f.path() + " " + f.result().startMillis()
                + " " + f.result().pathReadyMillis() + " " + f.result().endMillis() + " " + f.result().delivered())
                .collect(Collectors.toList());
    }

    private List<Intent> janusIntents() {
        ApplicationId janus = net.onos().coreService().getAppId("org.onosproject.janus");
        return StreamSupport.stream(net.onos().intentService().getIntents().spliterator(), false)
                .filter(i -> i.appId().equals(janus)).collect(Collectors.toList());
    }

    private List<List<String>> janusPathsAsSwitchNames() {
        List<List<String>> paths = new ArrayList<>();
        for (JanusPath p : janus.janus().paths()) {
            List<String> names = new ArrayList<>();
            names.add(name(p.links().get(0).src().deviceId()));
            for (Link l : p.links()) {
                names.add(name(l.dst().deviceId()));
            }
            paths.add(names);
        }
        return paths;
    }

    private String name(org.onosproject.net.DeviceId device) {
        return net.fabric().spec().switches().get(net.fabric().switchIndex(device)).name();
    }
}

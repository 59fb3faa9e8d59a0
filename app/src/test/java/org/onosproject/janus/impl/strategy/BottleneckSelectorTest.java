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
package org.onosproject.janus.impl.strategy;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;

public class BottleneckSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final LeastCostSelector selector = LeastCostSelector.bottleneck(fabric.usage::usage);


    @Test
    public void isNamedBottleneckAndRebalances() {
        assertThat(selector.name(), is("bottleneck"));
        assertThat(selector.rebalances(), is(true));
    }

    @Test
    public void prefersTheLowerBusiestLinkOverTheLowerSum() {
        // a-b-d sums 0.9 with a 0.9 link; a-c-d sums 1.0 but its busiest link is 0.5.
        Link ab = FatTree.link("of:a", "of:b");
        Link bd = FatTree.link("of:b", "of:d");
        // A second port of a: port statistics are per source port.
        Link ac = FatTree.link(ConnectPoint.deviceConnectPoint("of:a/2"), ConnectPoint.deviceConnectPoint("of:c/1"));
        Link cd = FatTree.link("of:c", "of:d");
        CandidatePaths paths = FabricGraph.of(ImmutableList.of(ab, bd, ac, cd))
                .candidates(DeviceId.deviceId("of:a"), DeviceId.deviceId("of:d"));
        TestExpectedUsage usage = fabric.usage.setUtilisation(ab, 0.9).setUtilisation(bd, 0)
                .setUtilisation(ac, 0.5).setUtilisation(cd, 0.5);
        Selection selection = selector.select(SimpleSelectionContext.of(fabric.hostPair(), paths, usage.usage()));
        assertThat(selection.path(), contains(ac, cd));
        assertThat(LeastCostSelector.luar(usage::usage).select(SimpleSelectionContext.of(fabric.hostPair(), paths,
                                                                                 usage.usage())).path(),
                   contains(ab, bd));
    }

    @Test
    public void amongEqualBottlenecksPrefersTheLowerSum() {
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            fabric.usage.setUtilisation(path.get(1), 0.6).setUtilisation(path.get(2), i == 3 ? 0.1 : 0.6);
        }
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(3)));
    }

    @Test
    public void agreesWithBruteForceMinMaxOnAKFourFatTree() {
        BruteForce.checkAgainst(LeastCostSelector::bottleneck, FatTree.of(4), 2000, 17,
                                BruteForce.Objective.BOTTLENECK);
    }

    @Test
    public void agreesWithBruteForceMinMaxOnAKEightFatTree() {
        BruteForce.checkAgainst(LeastCostSelector::bottleneck, FatTree.of(8), 500, 19,
                                BruteForce.Objective.BOTTLENECK);
    }

    @Test
    public void agreesWithBruteForceMinMaxOnRandomLayeredDags() {
        Random random = new Random(23);
        for (int trial = 0; trial < 300; trial++) {
            // Layers of 1..4 switches, every link between consecutive layers present with probability 0.7.
            int layers = 2 + random.nextInt(4);
            List<List<DeviceId>> levels = new ArrayList<>();
            for (int l = 0; l < layers; l++) {
                int width = l == 0 || l == layers - 1 ? 1 : 1 + random.nextInt(4);
                List<DeviceId> level = new ArrayList<>();
                for (int w = 0; w < width; w++) {
                    level.add(DeviceId.deviceId("of:" + l + "x" + w));
                }
                levels.add(level);
            }
            List<Link> links = new ArrayList<>();
            TestExpectedUsage usage = new TestExpectedUsage();
            int port = 1;
            for (int l = 0; l + 1 < layers; l++) {
                for (DeviceId from : levels.get(l)) {
                    boolean any = false;
                    for (DeviceId to : levels.get(l + 1)) {
                        if (random.nextDouble() < 0.7 || (!any && to.equals(levels.get(l + 1).get(0)))) {
                            Link link = FatTree.link(new ConnectPoint(from, PortNumber.portNumber(port++)),
                                                     new ConnectPoint(to, PortNumber.portNumber(port++)));
                            links.add(link);
                            usage.setUtilisation(link, random.nextInt(5) * 0.2);
                            any = true;
                        }
                    }
                }
            }
            CandidatePaths candidates = FabricGraph.of(links)
                    .candidates(levels.get(0).get(0), levels.get(layers - 1).get(0));
            if (candidates.pathCount() == 0) {
                continue;
            }
            Selection selection = LeastCostSelector.bottleneck(usage::usage)
                    .select(SimpleSelectionContext.of(fabric.tcp(1024 + trial), candidates, usage.usage()));
            assertThat("trial " + trial, selection.path(),
                       is(BruteForce.choice(candidates, usage.usage(), BruteForce.Objective.BOTTLENECK,
                                            fabric.tcp(1024 + trial))));
        }
    }
}

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
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

public class LuarThesisSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final LeastCostSelector selector = LeastCostSelector.luarThesis(fabric.usage::usage);


    @Test
    public void isNamedLuarThesis() {
        assertThat(selector.name(), is("luar-thesis"));
    }

    @Test
    public void prefersTheLeastUtilisedOfTwoBranches() {
        Link ab = FatTree.link("of:a", "of:b");
        Link bd = FatTree.link("of:b", "of:d");
        // A second port of a: port statistics are per source port.
        Link ac = FatTree.link(ConnectPoint.deviceConnectPoint("of:a/2"), ConnectPoint.deviceConnectPoint("of:c/1"));
        Link cd = FatTree.link("of:c", "of:d");
        CandidatePaths paths = FabricGraph.of(ImmutableList.of(ab, bd, ac, cd))
                .candidates(DeviceId.deviceId("of:a"), DeviceId.deviceId("of:d"));
        TestExpectedUsage usage = fabric.usage.setUtilisation(ab, 0.1).setUtilisation(bd, 0.5)
                .setUtilisation(ac, 0.3).setUtilisation(cd, 0.2);
        Selection selection = selector.select(SimpleSelectionContext.of(fabric.hostPair(), paths, usage.usage()));
        assertThat(selection.path(), contains(ac, cd));
        assertThat(selection.reason(), is("least summed measured utilisation 0.500: path 1 of 2"));
    }

    @Test
    public void prefersTheLeastUtilisedPathOfAFatTree() {
        double[] core = {0.6, 0.2, 0.9, 0.4};
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            fabric.usage.setUtilisation(path.get(1), core[i]).setUtilisation(path.get(2), core[i]);
        }
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(1)));
    }

    @Test
    public void measuresUtilisationNotRate() {
        // Path 3 carries the most bytes but on ten-times-faster links; path 2 is the fullest.
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            double capacity = i == 3 ? 1e10 : 1e9;
            double rate = i == 3 ? 4e8 : 2e8;
            fabric.usage.set(path.get(1), rate, capacity).set(path.get(2), rate, capacity);
        }
        Selection selection = selector.select(fabric.context(fabric.hostPair()));
        assertThat(selection.path(), is(fabric.interPod.path(3)));
    }

    @Test
    public void equalUtilisationGoesToTheLowestPathIndex() {
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            double load = i == 0 ? 0.5 : 0.25;
            fabric.usage.setUtilisation(path.get(1), load).setUtilisation(path.get(2), load);
        }
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(1)));
    }

    @Test
    public void anIdleFabricGivesTheFirstPath() {
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(0)));
    }

    @Test
    public void seesOnlyMeasuredLoadNotCommittedLoad() {
        List<Link> first = fabric.interPod.path(0);
        fabric.usage.setCommitted(first.get(1), TestExpectedUsage.GIGABIT).setCommitted(first.get(2),
                                                                                        TestExpectedUsage.GIGABIT);
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(first));
    }

    @Test
    public void isNeverRebalanced() {
        assertThat(selector.rebalances(), is(false));
    }

    @Test
    public void hostsOnOneSwitchGetTheEmptyPath() {
        CandidatePaths same = fabric.graph.candidates(fabric.src, fabric.src);
        Selection selection = selector.select(fabric.context(fabric.hostPair(), same));
        assertThat(selection.path(), is(ImmutableList.of()));
        assertThat(selection.reason(), containsString("path 0 of 1"));
    }

    @Test
    public void agreesWithBruteForceOnRandomUtilisationsOfAKFourFatTree() {
        agreesWithBruteForce(FatTree.of(4), 2000, 11);
    }

    @Test
    public void agreesWithBruteForceOnRandomUtilisationsOfAKEightFatTree() {
        agreesWithBruteForce(FatTree.of(8), 500, 13);
    }

    /*
     * Random source and destination edge switches (inter- and intra-pod) and random utilisations;
     * half the trials draw from {0, 0.25, 0.5, 0.75}, which sum exactly, so ties are frequent and
     * the tie rule is checked too.
     */
    private void agreesWithBruteForce(FatTree tree, int trials, long seed) {
        Random random = new Random(seed);
        FabricGraph graph = FabricGraph.of(tree.links());
        List<DeviceId> edges = tree.edges();
        FlowKey key = fabric.hostPair();
        for (int trial = 0; trial < trials; trial++) {
            boolean coarse = trial % 2 == 0;
            TestExpectedUsage usage = new TestExpectedUsage();
            for (Link link : tree.links()) {
                usage.setUtilisation(link, coarse ? random.nextInt(4) * 0.25 : random.nextDouble());
            }
            DeviceId src = edges.get(random.nextInt(edges.size()));
            DeviceId dst = edges.get(random.nextInt(edges.size()));
            CandidatePaths candidates = graph.candidates(src, dst);
            List<Link> chosen = LeastCostSelector.luarThesis(usage::usage)
                    .select(SimpleSelectionContext.of(key, candidates, usage.usage())).path();
            assertThat("trial " + trial + " " + src + " -> " + dst, chosen, is(bruteForce(candidates, usage.usage())));
        }
    }

    // Thesis Block 2 as written: look at every shortest path, keep the first strictly better one.
    private static List<Link> bruteForce(CandidatePaths candidates, LinkUsageView usage) {
        List<Link> best = null;
        double bestSum = Double.POSITIVE_INFINITY;
        for (List<Link> path : candidates.paths()) {
            double sum = 0;
            for (Link link : path) {
                sum += usage.utilisation(link);
            }
            if (sum < bestSum) {
                best = path;
                bestSum = sum;
            }
        }
        return best;
    }
}

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
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

public class LuarSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final LeastCostSelector selector = LeastCostSelector.luar(fabric.usage::usage);
    private final EcmpSelector ecmp = new EcmpSelector();


    @Test
    public void isNamedLuarAndRebalances() {
        assertThat(selector.name(), is("luar"));
        assertThat(selector.rebalances(), is(true));
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
        assertThat(selection.reason(), is("least summed utilisation 0.500: path 1 of 2 (1 tied)"));
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
        assertThat(selector.select(fabric.context(fabric.hostPair())).path(), is(fabric.interPod.path(3)));
    }

    @Test
    public void seesTheLoadJanusCommittedBeforeAnyStatistics() {
        // No port statistics at all; paths 0 to 2 each carry a flow Janus just placed.
        for (int i = 0; i < 3; i++) {
            List<Link> path = fabric.interPod.path(i);
            fabric.usage.setCommitted(path.get(1), TestExpectedUsage.GIGABIT)
                    .setCommitted(path.get(2), TestExpectedUsage.GIGABIT);
        }
        for (int port = 1024; port < 1100; port++) {
            assertThat(selector.select(fabric.context(fabric.tcp(port))).path(), is(fabric.interPod.path(3)));
        }
    }

    @Test
    public void withNoLoadAtAllPicksEcmpsPathForEveryFlow() {
        for (int port = 1024; port < 1524; port++) {
            FlowKey flow = fabric.tcp(port);
            assertThat(selector.select(fabric.context(flow)).path(),
                       is(ecmp.select(fabric.context(flow)).path()));
        }
    }

    @Test
    public void withNoLoadDifferentFlowsSpreadOverEveryPath() {
        long used = java.util.stream.IntStream.range(1024, 1124)
                .mapToObj(port -> selector.select(fabric.context(fabric.tcp(port))).path())
                .distinct().count();
        assertThat(used, is(4L));
    }

    @Test
    public void equallyCheapPathsAreSharedByFlowHashNotGivenToTheFirst() {
        // Paths 1 and 3 are the least loaded and tie; a flow hashing to 1 of 2 tied paths takes path 3.
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            double load = i == 1 || i == 3 ? 0.25 : 0.5;
            fabric.usage.setUtilisation(path.get(1), load).setUtilisation(path.get(2), load);
        }
        FlowKey toFirstTied = fabric.tcpHashingTo(0, 2, 0);
        FlowKey toSecondTied = fabric.tcpHashingTo(1, 2, 0);
        assertThat(selector.select(fabric.context(toFirstTied)).path(), is(fabric.interPod.path(1)));
        assertThat(selector.select(fabric.context(toSecondTied)).path(), is(fabric.interPod.path(3)));
        assertThat(selector.select(fabric.context(toSecondTied)).reason(), containsString("(2 tied)"));
    }

    @Test
    public void aStrictlyCheaperPathWinsWhateverTheHash() {
        for (int i = 0; i < 4; i++) {
            List<Link> path = fabric.interPod.path(i);
            fabric.usage.setUtilisation(path.get(1), i == 2 ? 0.1 : 0.2);
        }
        for (int port = 1024; port < 1100; port++) {
            assertThat(selector.select(fabric.context(fabric.tcp(port))).path(), is(fabric.interPod.path(2)));
        }
    }

    @Test
    public void doesNotDegenerateToShortestOnAnIdleFabric() {
        FlowKey notToZero = fabric.tcpHashingTo(2, 4, 0);
        assertThat(selector.select(fabric.context(notToZero)).path(), is(not(fabric.interPod.path(0))));
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
        BruteForce.checkAgainst(LeastCostSelector::luar, FatTree.of(4), 2000, 11, BruteForce.Objective.SUM);
    }

    @Test
    public void agreesWithBruteForceOnRandomUtilisationsOfAKEightFatTree() {
        BruteForce.checkAgainst(LeastCostSelector::luar, FatTree.of(8), 500, 13, BruteForce.Objective.SUM);
    }
}

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
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;

public class IsolatedSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final IsolatedHolds holds = new IsolatedHolds();
    private final IsolatedSelector selector = new IsolatedSelector(holds);

    private FlowKey hashingTo(long index, int nth) {
        return fabric.tcpHashingTo(index, 4, nth);
    }

    private Selection select(FlowKey key) {
        return selector.select(fabric.context(key));
    }

    private List<Link> path(long index) {
        return fabric.interPod.path(index);
    }

    /** Four flows, one on each path. */
    private List<FlowKey> fillEveryPath() {
        ImmutableList.Builder<FlowKey> flows = ImmutableList.builder();
        for (int i = 0; i < 4; i++) {
            FlowKey key = hashingTo(i, 0);
            assertThat(select(key).path(), is(path(i)));
            flows.add(key);
        }
        return flows.build();
    }

    // Utilisation on the two core-facing links of a path, which no other path shares at k=4.
    private void load(long index, double utilisation) {
        fabric.usage.setUtilisation(path(index).get(1), utilisation)
                .setUtilisation(path(index).get(2), utilisation);
    }

    @Test
    public void isNamedIsolated() {
        assertThat(selector.name(), is("isolated"));
    }

    @Test
    public void aFlowGetsItsHashedPathAndReservesIt() {
        FlowKey key = hashingTo(2, 0);
        Selection selection = select(key);
        assertThat(selection.path(), is(path(2)));
        assertThat(selection.isFallback(), is(false));
        assertThat(holds.holders(path(2)), is(1));
    }

    @Test
    public void aLaterFlowSkipsAReservedPathToTheNextIndex() {
        select(hashingTo(1, 0));
        Selection second = select(hashingTo(1, 1));
        assertThat(second.path(), is(path(2)));
        assertThat(second.isFallback(), is(false));
        assertThat(second.reason(), is("flow hash picks path 1; next free is 2 of 4"));
    }

    @Test
    public void skippingWrapsRoundToTheFirstPath() {
        select(hashingTo(3, 0));
        assertThat(select(hashingTo(3, 1)).path(), is(path(0)));
    }

    @Test
    public void skippingPassesOverSeveralReservedPaths() {
        select(hashingTo(1, 0));
        select(hashingTo(2, 0));
        assertThat(select(hashingTo(1, 1)).path(), is(path(3)));
    }

    @Test
    public void withEveryPathReservedItFallsBackToTheLeastUtilisedAndSaysSo() {
        fillEveryPath();
        load(0, 0.5);
        load(1, 0.4);
        load(2, 0.1);
        load(3, 0.3);
        Selection selection = select(hashingTo(0, 1));
        assertThat(selection.path(), is(path(2)));
        assertThat(selection.isFallback(), is(true));
        assertThat(selection.reason(), containsString("all 4 paths reserved"));
    }

    @Test
    public void fallbackPrefersFewerHoldersOverLowerUtilisation() {
        fillEveryPath();
        load(0, 0.9);
        load(1, 0.8);
        load(2, 0.1);
        load(3, 0.7);
        assertThat(select(hashingTo(0, 1)).path(), is(path(2)));
        // Path 2 now has two holders: the next flow takes the least utilised of the others.
        assertThat(select(hashingTo(0, 2)).path(), is(path(3)));
        assertThat(holds.holders(path(2)), is(2));
    }

    @Test
    public void fallbackOnAnIdleFabricTakesTheLowestIndex() {
        fillEveryPath();
        assertThat(select(hashingTo(2, 1)).path(), is(path(0)));
    }

    @Test
    public void aFlowWhoseRecordEndsFreesItsPath() {
        FlowKey first = hashingTo(1, 0);
        select(first);
        holds.hold("key-first", first, path(1), false);
        holds.release("key-first");
        assertThat(select(hashingTo(1, 1)).path(), is(path(1)));
    }

    @Test
    public void aFlowWhoseRecordMovedFreesThePathItLeft() {
        FlowKey first = hashingTo(1, 0);
        select(first);
        holds.hold("key-first", first, path(3), false);
        assertThat(select(hashingTo(1, 1)).path(), is(path(1)));
        assertThat(select(hashingTo(3, 0)).path(), is(path(0)));
    }

    @Test
    public void aRerouteOfAFlowWithdrawnMeanwhileThatIsDroppedLeavesNothingHeld() {
        FlowKey flow = hashingTo(1, 0);
        holds.hold("key-flow", flow, path(0), false);
        holds.release("key-flow");
        select(flow);
        selector.flowRemoved(flow);
        assertThat(holds.size(), is(0));
    }

    @Test
    public void anotherNodesRecordMakesLaterFlowsAvoidItsPath() {
        holds.hold("key-elsewhere", fabric.tcp(1), path(2), false);
        Selection selection = select(hashingTo(2, 0));
        assertThat(selection.path(), is(path(3)));
        assertThat(selection.isFallback(), is(false));
    }

    @Test
    public void switchingAwayAndBackKeepsThePathsOfRunningFlows() {
        fillEveryPath();
        selector.reset();
        assertThat(select(hashingTo(3, 1)).isFallback(), is(true));
    }

    @Test
    public void aFlowSelectingAgainKeepsItsPathInsteadOfAvoidingItself() {
        FlowKey key = hashingTo(1, 0);
        select(key);
        Selection again = select(key);
        assertThat(again.path(), is(path(1)));
        assertThat(again.isFallback(), is(false));
        assertThat(holds.size(), is(1));
    }

    @Test
    public void aFlowSelectingAgainElsewhereGivesUpItsOldPath() {
        FlowKey key = hashingTo(1, 0);
        select(key);
        CandidatePaths intraPod = fabric.graph.candidates(fabric.src, fabric.tree.edge(0, 1));
        selector.select(fabric.context(key, intraPod));
        assertThat(holds.holders(path(1)), is(0));
        assertThat(holds.size(), is(1));
    }

    @Test
    public void hostsOnOneSwitchHoldNothing() {
        CandidatePaths same = fabric.graph.candidates(fabric.src, fabric.src);
        for (int nth = 0; nth < 3; nth++) {
            Selection selection = selector.select(fabric.context(hashingTo(0, nth), same));
            assertThat(selection.path(), is(ImmutableList.of()));
            assertThat(selection.isFallback(), is(false));
        }
        assertThat(holds.size(), is(0));
    }

    @Test
    public void aFlowThatSelectsAgainBetweenHostsOnOneSwitchGivesUpItsPath() {
        FlowKey key = hashingTo(1, 0);
        select(key);
        selector.select(fabric.context(key, fabric.graph.candidates(fabric.src, fabric.src)));
        assertThat(holds.holders(path(1)), is(0));
    }
}

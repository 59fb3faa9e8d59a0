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
package org.onosproject.janus.lab.workload;

import org.junit.Test;
import org.onosproject.janus.lab.topo.FabricCuts;
import org.onosproject.janus.lab.topo.Topologies;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.junit.Assert.assertEquals;

public class LowerBoundTest {

    private static final long GBIT = 1_000_000_000L;
    private static final long DELAY = 10;

    private static List<PlannedFlow> shift(int hosts, int by, long bytes) {
        List<PlannedFlow> flows = new ArrayList<>();
        for (int h = 0; h < hosts; h++) {
            flows.add(new PlannedFlow(h, (h + by) % hosts, bytes, 0, true));
        }
        return flows;
    }

    @Test
    public void theIssuesOversubscribedLeafSpinePermutationIsBoundByItsLeafUplinks() {
        // 2 spines, 6 leaves, 4 hosts per leaf; every host sends 80 MB to the next leaf: 4 flows of 80 MB
        // leave each leaf over 2 links of 1 Gbit/s, so 1.28 s after the 10 ms control delay.
        ContentionFreeTime bound = LowerBound.of(shift(24, 4, 80_000_000L),
                FabricCuts.of(Topologies.leafSpine(6, 2, 4, GBIT)), DELAY);
        assertEquals(1290.0, bound.makespanMillis(), 1e-9);
        assertEquals("leaf-0 uplinks", bound.makespanBinds());
    }

    @Test
    public void theMeanFlowTimeOfFourFlowsOverTwoUplinksCountsTheirOrder() {
        // Each leaf's 4 flows: the i-th to finish has moved i x 80 MB over 2 Gbit/s, and none beats its
        // solo 640 ms: 640, 640, 960, 1280 (+ 10 ms each); the six leaves' flows are disjoint, so all count.
        ContentionFreeTime bound = LowerBound.of(shift(24, 4, 80_000_000L),
                FabricCuts.of(Topologies.leafSpine(6, 2, 4, GBIT)), DELAY);
        double expected = 6 * (650.0 + 650 + 970 + 1290) / 24;
        assertEquals(expected, bound.meanFlowMillis(), 1e-9);
        assertEquals("leaf-0 uplinks", bound.meanFlowBinds());
    }

    @Test
    public void flowsLeavingOneHostTogetherFinishOneAfterAnotherOnItsLink() {
        // Host 0 sends 10 ms flows to hosts 1, 2, 3 at once (new pairs): the i-th ends no earlier than
        // 10 ms + i x 10 ms, so the mean is 30 ms, not the solo 20 ms.
        List<PlannedFlow> flows = List.of(new PlannedFlow(0, 1, 1_250_000L, 0, true),
                new PlannedFlow(0, 2, 1_250_000L, 0, true), new PlannedFlow(0, 3, 1_250_000L, 0, true));
        ContentionFreeTime bound = LowerBound.of(flows, FabricCuts.of(Topologies.fatTree(4, 2, GBIT)), DELAY);
        assertEquals(30.0, bound.meanFlowMillis(), 1e-9);
        assertEquals(40.0, bound.makespanMillis(), 1e-9);
        assertEquals(FabricCuts.HOST_LINKS, bound.binds());
    }

    @Test
    public void onANonBlockingFatTreeEveryRandomPermutationsBoundIsItsContentionFreeTime() {
        FabricCuts cuts = FabricCuts.of(Topologies.fatTree(4, 2, GBIT));
        Random random = new Random(25);
        for (int trial = 0; trial < 200; trial++) {
            long spread = trial % 2 == 0 ? 0 : 3000;
            List<Integer> hosts = new ArrayList<>();
            for (int h = 0; h < 16; h++) {
                hosts.add(h);
            }
            RandomPermutation permutation = new RandomPermutation(hosts, 1_000_000L, spread, random.nextLong());
            ContentionFreeTime today = permutation.contentionFree(GBIT / 8.0, DELAY).orElseThrow();
            ContentionFreeTime bound = LowerBound.of(permutation.plannedFlows().orElseThrow(), cuts, DELAY);
            assertEquals("trial " + trial, today.makespanMillis(), bound.makespanMillis(), 1e-9);
            assertEquals("trial " + trial, today.meanFlowMillis(), bound.meanFlowMillis(), 1e-9);
            assertEquals(FabricCuts.HOST_LINKS, bound.binds());
        }
    }

    @Test
    public void aLaterFlowOfAPairThatNeedNotWaitStartsAtItsOwnTime() {
        // Two 125 MB flows h0 -> h1 at 0 and at 500 ms, the second not waiting: h0's link carries 250 MB
        // from 10 ms on, so the last byte leaves no earlier than 2.01 s.
        List<PlannedFlow> flows = List.of(new PlannedFlow(0, 1, 125_000_000L, 0, true),
                                          new PlannedFlow(0, 1, 125_000_000L, 500, false));
        ContentionFreeTime bound = LowerBound.of(flows, FabricCuts.of(Topologies.leafSpine(1, 1, 2, GBIT)), DELAY);
        assertEquals(2010.0, bound.makespanMillis(), 1e-9);
        assertEquals(FabricCuts.HOST_LINKS, bound.makespanBinds());
    }

    @Test(expected = IllegalArgumentException.class)
    public void aFlowBeyondTheFabricsHostsIsRefused() {
        LowerBound.of(List.of(new PlannedFlow(0, 9, 1, 0, true)),
                      FabricCuts.of(Topologies.leafSpine(1, 1, 2, GBIT)), DELAY);
    }
}

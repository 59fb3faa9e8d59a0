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

import org.junit.Test;
import org.onosproject.janus.lab.topo.Topologies;

import java.util.Arrays;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;

/**
 * Shares of a sprayed flow on a k=4 fat-tree (2 hosts per edge switch, 2 edge switches per pod: hosts
 * 0-3 in pod 0, 4-7 in pod 1, ...).
 */
public class EqualCostSpreadTest {

    private final Fabric fabric = new Fabric(Topologies.fatTree(4, 2, Topologies.DEFAULT_CAPACITY_BPS));

    private static double[] sorted(double[] shares) {
        double[] copy = shares.clone();
        Arrays.sort(copy);
        return copy;
    }

    @Test
    public void betweenPodsEachOfTheFourPathsCarriesAQuarter() {
        EqualCostSpread spread = EqualCostSpread.between(fabric, 0, 4, l -> true);
        // NICs (1 each), edge -> 2 aggs and 2 aggs -> edge (1/2 each), 4 agg -> core and 4 core -> agg (1/4 each).
        assertArrayEquals(new double[]{0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.25, 0.5, 0.5, 0.5, 0.5, 1, 1},
                          sorted(spread.shares()), 1e-12);
        assertEquals(fabric.hostUplink(0), spread.links()[0]);
        assertEquals(fabric.hostDownlink(4), spread.links()[spread.links().length - 1]);
    }

    @Test
    public void withinAPodTheTwoAggregationSwitchesCarryHalfEach() {
        EqualCostSpread spread = EqualCostSpread.between(fabric, 0, 2, l -> true);
        assertArrayEquals(new double[]{0.5, 0.5, 0.5, 0.5, 1, 1}, sorted(spread.shares()), 1e-12);
    }

    @Test
    public void underOneEdgeSwitchOnlyTheHostLinksAreCrossed() {
        EqualCostSpread spread = EqualCostSpread.between(fabric, 0, 1, l -> true);
        assertArrayEquals(new int[]{fabric.hostUplink(0), fabric.hostDownlink(1)}, spread.links());
        assertArrayEquals(new double[]{1, 1}, spread.shares(), 0);
    }

    @Test
    public void aDownUplinkIsLeftOutAndTheOtherTakesTheWholeFlow() {
        EqualCostSpread all = EqualCostSpread.between(fabric, 0, 4, l -> true);
        int firstUplink = all.links()[1];
        EqualCostSpread spread = EqualCostSpread.between(fabric, 0, 4, l -> l != firstUplink);
        // One edge uplink (1), its aggregation switch's 2 core links (1/2 each), then 2 core -> agg (1/2),
        // 1 agg -> edge (1; both cores reach the same aggregation switch of the destination pod), NICs.
        assertArrayEquals(new double[]{0.5, 0.5, 0.5, 0.5, 1, 1, 1, 1}, sorted(spread.shares()), 1e-12);
    }
}

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
import org.onosproject.janus.lab.fake.IdealNetwork;
import org.onosproject.janus.lab.net.LabHost;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

public class RankPlacerTest {
    private final List<LabHost> hosts = IdealNetwork.thesis().hosts();

    private Set<Integer> pods(List<Integer> placed) {
        return placed.stream().map(h -> hosts.get(h).pod()).collect(Collectors.toSet());
    }

    @Test
    public void sparsePutsFourRanksInFourPods() {
        for (long seed = 0; seed < 20; seed++) {
            assertEquals(4, pods(RankPlacer.place(hosts, 4, Placement.SPARSE, seed)).size());
        }
    }

    @Test
    public void densePutsAllRanksInOnePod() {
        for (long seed = 0; seed < 20; seed++) {
            List<Integer> placed = RankPlacer.place(hosts, 4, Placement.DENSE, seed);
            assertEquals(1, pods(placed).size());
            assertEquals(4, Set.copyOf(placed).size());
        }
    }

    @Test
    public void samePlacementForTheSameSeedAndAnotherForAnother() {
        assertEquals(RankPlacer.place(hosts, 4, Placement.SPARSE, 7), RankPlacer.place(hosts, 4, Placement.SPARSE, 7));
        assertNotEquals(RankPlacer.place(hosts, 4, Placement.SPARSE, 7),
                RankPlacer.place(hosts, 4, Placement.SPARSE, 8));
    }

    @Test
    public void sparseWithMoreRanksThanPodsFillsPodsEvenly() {
        List<Integer> placed = RankPlacer.place(hosts, 12, Placement.SPARSE, 3);
        for (int pod = 0; pod < 4; pod++) {
            int p = pod;
            assertEquals(3, placed.stream().filter(h -> hosts.get(h).pod() == p).count());
        }
    }

    @Test(expected = IllegalArgumentException.class)
    public void denseRefusesMoreRanksThanAPodHolds() {
        RankPlacer.place(hosts, 9, Placement.DENSE, 1);
    }
}

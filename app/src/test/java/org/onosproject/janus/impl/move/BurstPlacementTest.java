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
package org.onosproject.janus.impl.move;

import org.junit.Test;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * Joint placement of a burst against what exists: on a k=4 fat-tree (16 hosts, 2 per edge switch, as many
 * uplinks as hosts) every permutation has a placement with no shared link (König), so the placement must
 * find one for each permutation tried; with committed load on some links, whether a placement without
 * overload exists is decided by brute force over every combination of candidates, and the placement must
 * find one whenever brute force does (and answer none, for the caller to place flow by flow, otherwise).
 * All 15 shift permutations and 3,000 seeded random permutations are tried (not all 16! of them: 2.1e13
 * placements would take days). On a 1:1 leaf-spine (4 leaves of 4 hosts, 4 spines), 500 random permutations.
 */
public class BurstPlacementTest {

    private static final double GIGABIT = 125_000_000.0;
    private static final int HOSTS = 16;
    private static final int HOSTS_PER_EDGE = 2;

    private final FatTree tree = FatTree.of(4);
    private final FabricGraph graph = FabricGraph.of(tree.links());

    private DeviceId edgeOf(int host) {
        int edge = host / HOSTS_PER_EDGE;
        return FatTree.edgeId(edge / 2, edge % 2);
    }

    private List<Demand> permutation(int[] to) {
        List<Demand> demands = new ArrayList<>();
        for (int h = 0; h < to.length; h++) {
            if (to[h] != h) {
                demands.add(new Demand(graph.candidates(edgeOf(h), edgeOf(to[h])), GIGABIT));
            }
        }
        return demands;
    }

    private static BurstPlacement idleFabric() {
        return new BurstPlacement(l -> 0.0, l -> GIGABIT);
    }

    private static int mostFlowsOnOneLink(List<List<Link>> paths) {
        Map<LinkKey, Integer> count = new HashMap<>();
        int most = 0;
        for (List<Link> path : paths) {
            for (Link link : path) {
                most = Math.max(most, count.merge(LinkKey.linkKey(link), 1, Integer::sum));
            }
        }
        return most;
    }

    private void assertNoSharedLink(int[] to) {
        List<Demand> demands = permutation(to);
        BurstPlacement.Placement placement = idleFabric().place(demands).orElseThrow();
        assertEquals(demands.size(), placement.paths().size());
        assertTrue("some link carries two flows: " + java.util.Arrays.toString(to),
                   mostFlowsOnOneLink(placement.paths()) <= 1);
        assertEquals("found stage by stage", BurstPlacement.Method.COLOURED, placement.method());
    }

    @Test
    public void everyShiftPermutationIsPlacedWithNoSharedLink() {
        for (int shift = 1; shift < HOSTS; shift++) {
            int[] to = new int[HOSTS];
            for (int h = 0; h < HOSTS; h++) {
                to[h] = (h + shift) % HOSTS;
            }
            assertNoSharedLink(to);
        }
    }

    @Test
    public void threeThousandRandomPermutationsArePlacedWithNoSharedLink() {
        Random random = new Random(26);
        for (int run = 0; run < 3_000; run++) {
            assertNoSharedLink(randomPermutation(random));
        }
    }

    @Test
    public void twentyRandomPermutationsOfKEightArePlacedWithNoSharedLink() {
        FatTree k8 = FatTree.of(8);
        FabricGraph fabric = FabricGraph.of(k8.links());
        Random random = new Random(8);
        int hosts = 128;
        for (int run = 0; run < 20; run++) {
            List<Integer> order = new ArrayList<>();
            for (int h = 0; h < hosts; h++) {
                order.add(h);
            }
            java.util.Collections.shuffle(order, random);
            List<Demand> demands = new ArrayList<>();
            for (int h = 0; h < hosts; h++) {
                int edge = h / 4;
                int dst = order.get(h) / 4;
                demands.add(new Demand(fabric.candidates(FatTree.edgeId(edge / 4, edge % 4),
                                                                       FatTree.edgeId(dst / 4, dst % 4)), GIGABIT));
            }
            BurstPlacement.Placement placement = idleFabric().place(demands).orElseThrow();
            assertTrue("some link carries two flows", mostFlowsOnOneLink(placement.paths()) <= 1);
            assertEquals(BurstPlacement.Method.COLOURED, placement.method());
        }
    }

    @Test
    public void fiveHundredRandomPermutationsOnAOneToOneLeafSpineArePlacedWithNoSharedLink() {
        int leaves = 4;
        int spines = 4;
        int hostsPerLeaf = 4;
        List<Link> links = new ArrayList<>();
        for (int leaf = 0; leaf < leaves; leaf++) {
            for (int spine = 0; spine < spines; spine++) {
                ConnectPoint up = new ConnectPoint(leaf(leaf), PortNumber.portNumber(10 + spine));
                ConnectPoint down = new ConnectPoint(spine(spine), PortNumber.portNumber(10 + leaf));
                links.add(FatTree.link(up, down));
                links.add(FatTree.link(down, up));
            }
        }
        FabricGraph leafSpine = FabricGraph.of(links);
        Random random = new Random(1);
        for (int run = 0; run < 500; run++) {
            int[] to = randomPermutation(random);
            List<Demand> demands = new ArrayList<>();
            for (int h = 0; h < leaves * hostsPerLeaf; h++) {
                demands.add(new Demand(
                        leafSpine.candidates(leaf(h / hostsPerLeaf), leaf(to[h] / hostsPerLeaf)), GIGABIT));
            }
            BurstPlacement.Placement placement = idleFabric().place(demands).orElseThrow();
            assertTrue("some link carries two flows", mostFlowsOnOneLink(placement.paths()) <= 1);
            assertEquals(BurstPlacement.Method.COLOURED, placement.method());
        }
    }

    /** A storm on full links: the first flow fits nowhere, so the links of the others are never read. */
    @Test
    public void aBurstWhoseFirstFlowFitsNowhereAloneIsRefusedBeforeTheOthersLinksAreRead() {
        Set<LinkKey> read = new HashSet<>();
        BurstPlacement fullFabric = new BurstPlacement(l -> 1.0, l -> {
            read.add(LinkKey.linkKey(l));
            return GIGABIT;
        });
        int[] shiftByThreeEdges = new int[HOSTS];
        for (int h = 0; h < HOSTS; h++) {
            shiftByThreeEdges[h] = (h + 3 * HOSTS_PER_EDGE) % HOSTS;
        }

        assertTrue(fullFabric.place(permutation(shiftByThreeEdges)).isEmpty());

        Set<LinkKey> firstFlows = new HashSet<>();
        CandidatePaths first = graph.candidates(edgeOf(0), edgeOf(shiftByThreeEdges[0]));
        for (int p = 0; p < first.pathCount(); p++) {
            first.path(p).forEach(l -> firstFlows.add(LinkKey.linkKey(l)));
        }
        assertEquals(firstFlows, read);
    }

    private static DeviceId leaf(int index) {
        return DeviceId.deviceId("of:1" + index);
    }

    private static DeviceId spine(int index) {
        return DeviceId.deviceId("of:2" + index);
    }

    private static int[] randomPermutation(Random random) {
        int[] to = new int[HOSTS];
        for (int h = 0; h < HOSTS; h++) {
            to[h] = h;
        }
        for (int h = HOSTS - 1; h > 0; h--) {
            int j = random.nextInt(h + 1);
            int swap = to[h];
            to[h] = to[j];
            to[j] = swap;
        }
        return to;
    }

    /**
     * Committed load: a few fabric links already full. Brute force decides whether the burst (a few flows
     * of a random permutation) can be placed with no link above capacity; the placement must then have none.
     */
    @Test
    public void withCommittedLoadAPlacementWithoutOverloadIsFoundWheneverBruteForceFindsOne() {
        Random random = new Random(2026);
        List<Link> fabricLinks = new ArrayList<>();
        for (Link link : tree.links()) {
            fabricLinks.add(link);
        }
        int feasible = 0;
        for (int run = 0; run < 400; run++) {
            Set<LinkKey> full = new HashSet<>();
            for (int i = 0; i < 6; i++) {
                full.add(LinkKey.linkKey(fabricLinks.get(random.nextInt(fabricLinks.size()))));
            }
            int[] to = randomPermutation(random);
            List<Demand> demands = new ArrayList<>();
            List<CandidatePaths> candidates = new ArrayList<>();
            for (int h = 0; h < HOSTS && demands.size() < 6; h++) {
                if (edgeOf(h).equals(edgeOf(to[h]))) {
                    continue;
                }
                CandidatePaths paths = graph.candidates(edgeOf(h), edgeOf(to[h]));
                candidates.add(paths);
                demands.add(new Demand(paths, GIGABIT));
            }
            BurstPlacement placement = new BurstPlacement(l -> full.contains(LinkKey.linkKey(l)) ? 1.0 : 0.0,
                                                          l -> GIGABIT);
            java.util.Optional<BurstPlacement.Placement> placed = placement.place(demands);
            boolean exists = bruteForce(candidates, full, 0, new HashSet<>());
            boolean found = placed.isPresent();
            if (found) {
                assertTrue("run " + run + ": placed without overload", withoutOverload(placed.get().paths(), full));
            }
            if (exists) {
                feasible++;
            }
            assertEquals("run " + run, exists, found);
        }
        assertTrue("the instances include feasible ones: " + feasible, feasible > 50);
        assertFalse("and infeasible ones", feasible == 400);
    }

    private static boolean withoutOverload(List<List<Link>> paths, Set<LinkKey> full) {
        Set<LinkKey> used = new HashSet<>();
        for (List<Link> path : paths) {
            for (Link link : path) {
                LinkKey key = LinkKey.linkKey(link);
                if (full.contains(key) || !used.add(key)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean bruteForce(List<CandidatePaths> candidates, Set<LinkKey> full, int next,
                                      Set<LinkKey> used) {
        if (next == candidates.size()) {
            return true;
        }
        CandidatePaths paths = candidates.get(next);
        for (long p = 0; p < paths.pathCount(); p++) {
            List<LinkKey> taken = new ArrayList<>();
            boolean fits = true;
            for (Link link : paths.path(p)) {
                LinkKey key = LinkKey.linkKey(link);
                if (full.contains(key) || used.contains(key)) {
                    fits = false;
                    break;
                }
                taken.add(key);
            }
            if (fits) {
                used.addAll(taken);
                if (bruteForce(candidates, full, next + 1, used)) {
                    return true;
                }
                used.removeAll(taken);
            }
        }
        return false;
    }
}

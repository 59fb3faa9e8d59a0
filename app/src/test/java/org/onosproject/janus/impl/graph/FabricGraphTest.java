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
package org.onosproject.janus.impl.graph;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

public class FabricGraphTest {

    private static final DeviceId A = DeviceId.deviceId("of:a");
    private static final DeviceId B = DeviceId.deviceId("of:b");
    private static final DeviceId C = DeviceId.deviceId("of:c");
    private static final DeviceId D = DeviceId.deviceId("of:d");
    private static final DeviceId E = DeviceId.deviceId("of:e");

    private static Link link(DeviceId src, int srcPort, DeviceId dst, int dstPort) {
        return FatTree.link(new ConnectPoint(src, PortNumber.portNumber(srcPort)),
                            new ConnectPoint(dst, PortNumber.portNumber(dstPort)));
    }

    private static Link link(DeviceId src, DeviceId dst) {
        return link(src, 1, dst, 1);
    }

    // a -> c -> d and a -> b -> d, listed with c first to show the order is by id, not input.
    private static final Link AC = link(A, C);
    private static final Link CD = link(C, D);
    private static final Link AB = link(A, B);
    private static final Link BD = link(B, D);
    private static final FabricGraph DIAMOND = FabricGraph.of(ImmutableList.of(AC, CD, AB, BD));

    @Test
    public void emptyGraphHasNoDevicesNoLinksAndNoPaths() {
        FabricGraph graph = FabricGraph.empty();
        assertThat(graph.deviceCount(), is(0));
        assertThat(graph.linkCount(), is(0));
        assertThat(graph.candidates(A, B).pathCount(), is(0L));
    }

    @Test
    public void countsDistinctDevicesAndLinksIgnoringDuplicates() {
        FabricGraph graph = FabricGraph.of(ImmutableList.of(AC, CD, AB, BD, link(A, C)));
        assertThat(graph.deviceCount(), is(4));
        assertThat(graph.linkCount(), is(4));
    }

    @Test
    public void linksAreToldApartByTheirEndsAsOnosLinkKeysAre() {
        Link indirect = DefaultLink.builder().providerId(AC.providerId()).src(AC.src()).dst(AC.dst())
                .type(Link.Type.INDIRECT).state(Link.State.INACTIVE).build();
        FabricGraph graph = FabricGraph.of(ImmutableList.of(AC, indirect));
        assertThat(graph.linkCount(), is(1));
        assertThat(graph.link(0), is(AC));
        assertThat(graph.indexOf(LinkEnds.of(indirect)), is(0));
    }

    @Test
    public void containsExactlyTheDirectedLinksItWasBuiltFrom() {
        assertThat(DIAMOND.indexOf(LinkEnds.of(AB)), is(not(-1)));
        assertThat(DIAMOND.indexOf(LinkEnds.of(link(B, A))), is(-1));
    }

    @Test(expected = NullPointerException.class)
    public void rejectsANullLink() {
        FabricGraph.of(Arrays.asList(AB, null));
    }

    @Test
    public void sameSourceAndDestinationGiveOneEmptyPath() {
        CandidatePaths paths = DIAMOND.candidates(B, B);
        assertThat(paths.pathCount(), is(1L));
        assertThat(paths.hopCount(), is(0));
        assertThat(paths.path(0), is(empty()));
        assertThat(paths.devicesInBfsOrder(), contains(B));
    }

    @Test
    public void aSwitchNotInTheGraphStillReachesItself() {
        assertThat(FabricGraph.empty().candidates(E, E).path(0), is(empty()));
    }

    @Test
    public void againstTheDirectionOfTheLinksThereIsNoPath() {
        CandidatePaths paths = DIAMOND.candidates(D, A);
        assertThat(paths.pathCount(), is(0L));
        assertThat(paths.paths(), is(empty()));
        assertThat(paths.devicesInBfsOrder(), is(empty()));
    }

    @Test
    public void anUnknownDeviceHasNoPath() {
        assertThat(DIAMOND.candidates(A, E).pathCount(), is(0L));
        assertThat(DIAMOND.candidates(E, A).pathCount(), is(0L));
    }

    @Test
    public void diamondHasTwoPathsOrderedByTheSourceOfTheLastDifferingLink() {
        CandidatePaths paths = DIAMOND.candidates(A, D);
        assertThat(paths.pathCount(), is(2L));
        assertThat(paths.hopCount(), is(2));
        assertThat(paths.path(0), contains(AB, BD));
        assertThat(paths.path(1), contains(AC, CD));
    }

    @Test
    public void dagListsDevicesByLevelAndTheLinksIntoEach() {
        CandidatePaths paths = DIAMOND.candidates(A, D);
        assertThat(paths.devicesInBfsOrder(), contains(A, B, C, D));
        assertThat(paths.linksInto(A), is(empty()));
        assertThat(paths.linksInto(D), contains(BD, CD));
        assertThat(paths.linksInto(E), is(empty()));
    }

    @Test
    public void longerRoutesAreNotCandidates() {
        Link ad = link(A, D);
        CandidatePaths paths = FabricGraph.of(ImmutableList.of(AB, BD, ad)).candidates(A, D);
        assertThat(paths.pathCount(), is(1L));
        assertThat(paths.path(0), contains(ad));
        assertThat(paths.devicesInBfsOrder(), contains(A, D));
    }

    @Test
    public void devicesOffEveryShortestPathAreLeftOut() {
        Link be = link(B, E);
        Link eb = link(E, B);
        CandidatePaths paths = FabricGraph.of(ImmutableList.of(AB, BD, be, eb, link(E, D)))
                .candidates(A, D);
        assertThat(paths.devicesInBfsOrder(), contains(A, B, D));
        assertThat(paths.pathCount(), is(1L));
    }

    @Test
    public void parallelLinksAreDistinctPathsOrderedBySourcePort() {
        Link ab2 = link(A, 2, B, 7);
        Link ab1 = link(A, 1, B, 9);
        CandidatePaths paths = FabricGraph.of(ImmutableList.of(ab2, ab1)).candidates(A, B);
        assertThat(paths.pathCount(), is(2L));
        assertThat(paths.path(0), contains(ab1));
        assertThat(paths.path(1), contains(ab2));
    }

    @Test(expected = IndexOutOfBoundsException.class)
    public void pathIndexBeyondTheCountIsRejected() {
        DIAMOND.candidates(A, D).path(2);
    }

    @Test(expected = IndexOutOfBoundsException.class)
    public void negativePathIndexIsRejected() {
        DIAMOND.candidates(A, D).path(-1);
    }

    @Test
    public void kFourFatTreeHasFourPathsBetweenPodsAndTwoInsideAPod() {
        FatTree tree = FatTree.of(4);
        FabricGraph graph = FabricGraph.of(tree.links());
        CandidatePaths interPod = graph.candidates(tree.edge(0, 0), tree.edge(1, 0));
        CandidatePaths intraPod = graph.candidates(tree.edge(0, 0), tree.edge(0, 1));
        assertThat(interPod.pathCount(), is(4L));
        assertThat(interPod.hopCount(), is(4));
        assertThat(intraPod.pathCount(), is(2L));
        assertThat(intraPod.hopCount(), is(2));
    }

    @Test
    public void fatTreeGraphHoldsEverySwitchAndLink() {
        FatTree tree = FatTree.of(8);
        FabricGraph graph = FabricGraph.of(tree.links());
        assertThat(graph.deviceCount(), is(5 * 8 * 8 / 4));
        assertThat(graph.linkCount(), is(8 * 8 * 8));
    }

    @Test
    public void interPodPathCountIsHalfKSquared() {
        for (int k : new int[]{2, 4, 6, 8, 16}) {
            FatTree tree = FatTree.of(k);
            CandidatePaths paths = FabricGraph.of(tree.links())
                    .candidates(tree.edge(0, 0), tree.edge(k - 1, k / 2 - 1));
            assertThat("k=" + k, paths.pathCount(), is((long) (k / 2) * (k / 2)));
        }
    }

    @Test
    public void interPodDagHoldsBothPodsAggregationAndEveryCore() {
        FatTree tree = FatTree.of(4);
        CandidatePaths paths = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(1, 1));
        List<DeviceId> expected = new ArrayList<>();
        expected.add(tree.edge(0, 0));
        expected.addAll(tree.aggregations(0));
        expected.addAll(tree.cores());
        expected.addAll(tree.aggregations(1));
        expected.add(tree.edge(1, 1));
        assertThat(paths.devicesInBfsOrder(), is(expected));
    }

    @Test
    public void everyPathRunsLinkByLinkFromSourceToDestination() {
        FatTree tree = FatTree.of(4);
        CandidatePaths paths = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(3, 1));
        for (List<Link> path : paths.paths()) {
            assertThat(path.get(0).src().deviceId(), is(tree.edge(0, 0)));
            for (int i = 1; i < path.size(); i++) {
                assertThat(path.get(i).src().deviceId(), is(path.get(i - 1).dst().deviceId()));
            }
            assertThat(path.get(path.size() - 1).dst().deviceId(), is(tree.edge(3, 1)));
        }
    }

    @Test
    public void candidatesAreExactlyTheShortestPathsOfABruteForceSearch() {
        for (int k : new int[]{4, 6}) {
            FatTree tree = FatTree.of(k);
            FabricGraph graph = FabricGraph.of(tree.links());
            for (DeviceId dst : ImmutableList.of(tree.edge(0, 1), tree.edge(1, 0), tree.cores().get(0))) {
                CandidatePaths paths = graph.candidates(tree.edge(0, 0), dst);
                List<List<Link>> expected = allShortestPaths(tree.links(), tree.edge(0, 0), dst, 6);
                assertThat(paths.paths(), containsInAnyOrder(expected.toArray()));
                assertThat(paths.pathCount(), is((long) expected.size()));
            }
        }
    }

    @Test
    public void unrankingGivesTheDepthFirstOrderOfThesisBlockTwo() {
        FatTree tree = FatTree.of(6);
        CandidatePaths paths = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(5, 2));
        List<List<Link>> depthFirst = new ArrayList<>();
        walkBack(paths, paths.destination(), new ArrayList<>(), depthFirst);
        assertThat(depthFirst.size(), is(9));
        for (int i = 0; i < depthFirst.size(); i++) {
            assertThat("path " + i, paths.path(i), is(depthFirst.get(i)));
        }
        assertThat(paths.paths(), is(depthFirst));
    }

    @Test
    public void pathOrderDoesNotDependOnTheOrderOfTheLinksGiven() {
        FatTree tree = FatTree.of(4);
        List<Link> shuffled = new ArrayList<>(tree.links());
        Collections.shuffle(shuffled, new Random(7));
        CandidatePaths ordered = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(2, 1));
        CandidatePaths reordered = FabricGraph.of(shuffled).candidates(tree.edge(0, 0), tree.edge(2, 1));
        assertThat(reordered.paths(), is(ordered.paths()));
        assertThat(reordered.devicesInBfsOrder(), is(ordered.devicesInBfsOrder()));
    }

    @Test
    public void candidatePathsAreAllDifferent() {
        FatTree tree = FatTree.of(8);
        CandidatePaths paths = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(7, 3));
        Set<List<Link>> distinct = new HashSet<>(paths.paths());
        assertThat(distinct.size(), is(16));
        assertThat(paths.path(0), is(not(paths.path(15))));
    }

    @Test
    public void candidatesAreExactlyTheShortestPathsOnRandomDirectedGraphs() {
        Random random = new Random(5);
        for (int trial = 0; trial < 300; trial++) {
            List<DeviceId> devices = new ArrayList<>();
            int size = 3 + random.nextInt(8);
            for (int d = 0; d < size; d++) {
                devices.add(DeviceId.deviceId("of:" + Integer.toHexString(0x10 + d)));
            }
            List<Link> links = new ArrayList<>();
            int linkCount = random.nextInt(size * 3);
            for (int l = 0; l < linkCount; l++) {
                DeviceId src = devices.get(random.nextInt(size));
                DeviceId dst = devices.get(random.nextInt(size));
                if (!src.equals(dst)) {
                    links.add(link(src, 1 + random.nextInt(3), dst, 1 + random.nextInt(3)));
                }
            }
            FabricGraph graph = FabricGraph.of(links);
            DeviceId src = devices.get(random.nextInt(size));
            DeviceId dst = devices.get(random.nextInt(size));
            if (src.equals(dst)) {
                continue;
            }
            CandidatePaths paths = graph.candidates(src, dst);
            List<List<Link>> expected = allShortestPaths(ImmutableList.copyOf(new HashSet<>(links)), src, dst,
                                                         size);
            String what = "trial " + trial + ": " + src + " -> " + dst + " over " + links;
            assertThat(what, paths.pathCount(), is((long) expected.size()));
            assertThat(what, paths.paths(), containsInAnyOrder(expected.toArray()));
            if (!expected.isEmpty()) {
                List<List<Link>> depthFirst = new ArrayList<>();
                walkBack(paths, dst, new ArrayList<>(), depthFirst);
                assertThat(what, paths.paths(), is(depthFirst));
                assertThat(what, paths.hopCount(), is(expected.get(0).size()));
                Set<DeviceId> onSomePath = new HashSet<>();
                expected.forEach(p -> p.forEach(link -> onSomePath.add(link.dst().deviceId())));
                onSomePath.add(src);
                assertThat(what, new HashSet<>(paths.devicesInBfsOrder()), is(onSomePath));
            }
        }
    }

    @Test
    public void oneGraphAnswersManyQueriesAlikeInAnyOrder() {
        FatTree tree = FatTree.of(4);
        FabricGraph graph = FabricGraph.of(tree.links());
        List<DeviceId> devices = tree.devices();
        List<List<List<Link>>> first = new ArrayList<>();
        for (DeviceId src : devices) {
            for (DeviceId dst : devices) {
                first.add(graph.candidates(src, dst).paths());
            }
        }
        assertThat(DIAMOND.candidates(D, A).pathCount(), is(0L));
        FabricGraph fresh = FabricGraph.of(tree.links());
        int i = first.size();
        for (int s = devices.size() - 1; s >= 0; s--) {
            for (int d = devices.size() - 1; d >= 0; d--) {
                assertThat(graph.candidates(devices.get(s), devices.get(d)).paths(), is(first.get(--i)));
                assertThat(fresh.candidates(devices.get(s), devices.get(d)).paths(), is(first.get(i)));
            }
        }
    }

    // Depth-first from the destination over linksInto, first link first: the thesis's Block 2.
    private static void walkBack(CandidatePaths paths, DeviceId at, List<Link> suffix, List<List<Link>> out) {
        if (at.equals(paths.source())) {
            List<Link> path = new ArrayList<>(suffix);
            Collections.reverse(path);
            out.add(path);
            return;
        }
        for (Link link : paths.linksInto(at)) {
            suffix.add(link);
            walkBack(paths, link.src().deviceId(), suffix, out);
            suffix.remove(suffix.size() - 1);
        }
    }

    // Every loop-free path from src to dst over the raw links, keeping only the shortest.
    private static List<List<Link>> allShortestPaths(List<Link> links, DeviceId src, DeviceId dst, int maxHops) {
        List<List<Link>> found = new ArrayList<>();
        extend(links, src, dst, new ArrayList<>(), new HashSet<>(ImmutableSet.of(src)), found, maxHops);
        int shortest = found.stream().mapToInt(List::size).min().orElse(0);
        found.removeIf(p -> p.size() > shortest);
        return found;
    }

    private static void extend(List<Link> links, DeviceId at, DeviceId dst, List<Link> prefix,
                               Set<DeviceId> visited, List<List<Link>> found, int maxHops) {
        if (at.equals(dst)) {
            found.add(ImmutableList.copyOf(prefix));
            return;
        }
        if (prefix.size() == maxHops) {
            return;
        }
        for (Link link : links) {
            DeviceId next = link.dst().deviceId();
            if (link.src().deviceId().equals(at) && !visited.contains(next)) {
                prefix.add(link);
                visited.add(next);
                extend(links, next, dst, prefix, visited, found, maxHops);
                visited.remove(next);
                prefix.remove(prefix.size() - 1);
            }
        }
    }
}

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

import org.junit.Test;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.lessThan;
import static org.hamcrest.Matchers.lessThanOrEqualTo;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.sameInstance;

/** The graph's dense link index, the indices its DAGs carry, and the per-pair candidate cache. */
public class DenseIndexAndCandidateCacheTest {

    private static final FatTree K4 = FatTree.of(4);
    private static final FatTree K8 = FatTree.of(8);

    @Test
    public void everyLinkHasADenseIndexThatRoundTrips() {
        FabricGraph graph = FabricGraph.of(K8.links());
        assertThat(graph.linkCount(), is(512));
        Set<Link> seen = new HashSet<>();
        for (int i = 0; i < graph.linkCount(); i++) {
            Link link = graph.link(i);
            assertThat(graph.indexOf(LinkEnds.of(link)), is(i));
            assertThat(graph.ends(i), is(LinkEnds.of(link)));
            seen.add(link);
        }
        assertThat(seen, is(new HashSet<>(K8.links())));
        assertThat(graph.indexOf(LinkEnds.of(K8.links().get(0).dst(), K8.links().get(0).dst())), is(-1));
    }

    @Test
    public void aDagNamesTheGraphAndTheDenseIndexOfEachOfItsLinks() {
        FabricGraph graph = FabricGraph.of(K8.links());
        for (DeviceId src : K8.edges()) {
            for (DeviceId dst : K8.edges()) {
                IndexedCandidates dag = graph.candidates(src, dst);
                if (src.equals(dst)) {
                    assertThat(dag.dagLinkCount(), is(0));
                    continue;
                }
                assertThat(dag.fabric(), sameInstance(graph));
                for (int i = 0; i < dag.dagLinkCount(); i++) {
                    assertThat(graph.link(dag.fabricLinkIndex(i)), is(dag.dagLink(i)));
                }
            }
        }
    }

    @Test
    public void candidatesAreCachedPerPairAndEqualAFreshSearch() {
        FabricGraph graph = FabricGraph.of(K8.links());
        List<DeviceId> edges = K8.edges();
        for (DeviceId src : edges) {
            for (DeviceId dst : edges) {
                IndexedCandidates first = graph.candidates(src, dst);
                IndexedCandidates again = graph.candidates(src, dst);
                IndexedCandidates fresh = graph.searchCandidates(src, dst);
                if (!src.equals(dst)) {
                    assertThat(again, sameInstance(first));
                    assertThat(fresh, not(sameInstance(first)));
                }
                assertSameCandidates(first, fresh);
            }
        }
        assertThat(graph.cachedPairs(), is((long) edges.size() * (edges.size() - 1)));
    }

    @Test
    public void withTheCacheOffEveryCallSearches() {
        FabricGraph graph = FabricGraph.of(K4.links(), 0);
        DeviceId src = K4.edge(0, 0);
        DeviceId dst = K4.edge(1, 0);
        IndexedCandidates first = graph.candidates(src, dst);
        assertThat(graph.candidates(src, dst), not(sameInstance(first)));
        assertSameCandidates(first, graph.candidates(src, dst));
        assertThat(graph.cachedPairs(), is(0L));
    }

    @Test
    public void theCacheIsBoundedByTheEstimatedSizeOfItsDags() {
        FabricGraph unbounded = FabricGraph.of(K8.links());
        int inter = ((ShortestPathDag) unbounded.candidates(K8.edge(0, 0), K8.edge(1, 0))).estimatedBytes();
        int intra = ((ShortestPathDag) unbounded.candidates(K8.edge(0, 0), K8.edge(0, 1))).estimatedBytes();
        // Room for about 40 DAGs of the 992 edge pairs.
        long bound = 40L * inter;
        FabricGraph graph = FabricGraph.of(K8.links(), bound);
        for (DeviceId src : K8.edges()) {
            for (DeviceId dst : K8.edges()) {
                assertSameCandidates(graph.candidates(src, dst), unbounded.searchCandidates(src, dst));
            }
        }
        assertThat(graph.cachedPairs(), greaterThan(0L));
        assertThat(graph.cachedPairs() * Math.min(inter, intra), lessThanOrEqualTo(bound));
    }

    @Test
    public void aTopologyChangeMakesANewGraphWhoseCacheAndIndicesReflectIt() {
        FabricGraph before = FabricGraph.of(K4.links());
        DeviceId src = K4.edge(0, 0);
        DeviceId dst = K4.edge(1, 0);
        IndexedCandidates cachedBefore = before.candidates(src, dst);
        assertThat(cachedBefore.pathCount(), is(4L));
        Link lost = cachedBefore.path(0).get(1); // an aggregation -> core link of the first path

        List<Link> remaining = new ArrayList<>(K4.links());
        remaining.remove(lost);
        FabricGraph after = before.next(remaining);

        assertThat(after.generation(), greaterThan(before.generation()));
        assertThat(after.indexOf(LinkEnds.of(lost)), is(-1));
        assertThat(after.linkCount(), is(before.linkCount() - 1));
        IndexedCandidates cachedAfter = after.candidates(src, dst);
        assertThat(cachedAfter.pathCount(), is(3L));
        for (List<Link> path : cachedAfter.paths()) {
            assertThat(path.contains(lost), is(false));
        }
        for (int i = 0; i < cachedAfter.dagLinkCount(); i++) {
            assertThat(cachedAfter.fabric(), sameInstance(after));
            assertThat(after.link(cachedAfter.fabricLinkIndex(i)), is(cachedAfter.dagLink(i)));
            assertThat(cachedAfter.dagLink(i), not(lost));
        }
        // Links numbered after the lost one moved down by one: indices belong to their own graph.
        int lostIndex = before.indexOf(LinkEnds.of(lost));
        assertThat(after.link(lostIndex), is(before.link(lostIndex + 1)));
        // The old graph (still held by a selection that began before the change) is unchanged.
        assertThat(before.candidates(src, dst), sameInstance(cachedBefore));
        assertThat(cachedBefore.pathCount(), is(4L));
        assertThat(before.link(cachedBefore.fabricLinkIndex(0)), is(cachedBefore.dagLink(0)));
    }

    @Test
    public void aNextGraphHasALargerGeneration() {
        FabricGraph a = FabricGraph.of(K4.links());
        FabricGraph b = a.next(K4.links());
        assertThat(a.generation(), lessThan(b.generation()));
    }

    private static void assertSameCandidates(IndexedCandidates a, IndexedCandidates b) {
        assertThat(a.source(), is(b.source()));
        assertThat(a.destination(), is(b.destination()));
        assertThat(a.pathCount(), is(b.pathCount()));
        assertThat(a.hopCount(), is(b.hopCount()));
        assertThat(a.devicesInBfsOrder(), is(b.devicesInBfsOrder()));
        assertThat(a.paths(), is(b.paths()));
        assertThat(a.dagLinkCount(), is(b.dagLinkCount()));
        for (int i = 0; i < a.dagLinkCount(); i++) {
            assertThat(a.dagLink(i), is(b.dagLink(i)));
            assertThat(a.dagLinkSource(i), is(b.dagLinkSource(i)));
            assertThat(a.fabricLinkIndex(i), is(b.fabricLinkIndex(i)));
        }
    }
}

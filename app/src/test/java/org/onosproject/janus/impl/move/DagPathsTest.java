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
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.sameInstance;

/**
 * {@link DagPaths} lists a DAG's paths as link numbers in exactly the order, and with exactly the link
 * objects, of {@link IndexedCandidates#path(long)}.
 */
public class DagPathsTest {

    private static void assertListedAsNumbered(IndexedCandidates dag) {
        int[] links = DagPaths.linksOf(dag);
        int hops = dag.hopCount();
        assertThat(dag.toString(), (long) links.length, is(dag.pathCount() * hops));
        for (int p = 0; p < dag.pathCount(); p++) {
            List<Link> numbered = dag.path(p);
            for (int hop = 0; hop < hops; hop++) {
                assertThat(dag + " path " + p + " hop " + hop, dag.dagLink(links[p * hops + hop]),
                           sameInstance(numbered.get(hop)));
            }
        }
    }

    private static void assertEveryEdgePairListedAsNumbered(FatTree tree, FabricGraph graph) {
        for (DeviceId src : tree.edges()) {
            for (DeviceId dst : tree.edges()) {
                if (!src.equals(dst)) {
                    assertListedAsNumbered(graph.candidates(src, dst));
                }
            }
        }
    }

    @Test
    public void everyEdgePairOfAFatTreeIsListedInPathNumberOrder() {
        FatTree tree = FatTree.of(4);
        assertEveryEdgePairListedAsNumbered(tree, FabricGraph.of(tree.links()));
    }

    @Test
    public void pathsOfUnevenDagsAreListedInPathNumberOrder() {
        // Links removed at random: devices with different numbers of links in and paths to them.
        FatTree tree = FatTree.of(6);
        Random random = new Random(3);
        for (int round = 0; round < 5; round++) {
            List<Link> links = new ArrayList<>(tree.links());
            for (int cut = 0; cut < 20; cut++) {
                links.remove(random.nextInt(links.size()));
            }
            assertEveryEdgePairListedAsNumbered(tree, FabricGraph.of(links));
        }
    }

    @Test
    public void aSwitchToItselfHasOneEmptyPath() {
        FatTree tree = FatTree.of(4);
        IndexedCandidates dag = FabricGraph.of(tree.links()).candidates(tree.edge(0, 0), tree.edge(0, 0));
        assertThat(dag.pathCount(), is(1L));
        assertThat(DagPaths.linksOf(dag).length, is(0));
    }

    @Test
    public void anUnreachableSwitchHasNoPath() {
        FatTree tree = FatTree.of(4);
        List<Link> links = new ArrayList<>(tree.links());
        links.removeIf(l -> l.dst().deviceId().equals(tree.edge(1, 0)));
        IndexedCandidates dag = FabricGraph.of(links).candidates(tree.edge(0, 0), tree.edge(1, 0));
        assertThat(dag.pathCount(), is(0L));
        assertThat(DagPaths.linksOf(dag).length, is(0));
    }
}

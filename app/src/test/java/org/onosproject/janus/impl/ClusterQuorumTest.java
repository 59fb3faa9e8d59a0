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
package org.onosproject.janus.impl;

import org.junit.Test;
import org.onosproject.cluster.ClusterServiceAdapter;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** When a node takes itself for cut off in a minority of its cluster. */
public class ClusterQuorumTest {

    private final EmulatedCluster cluster = new EmulatedCluster("a", "b", "c");
    private final ClusterQuorum seenFromA = new ClusterQuorum(cluster.clusterService(cluster.node(0)));

    @Test
    public void aNodeSeeingEveryNodeActiveSeesAMajority() {
        assertTrue(seenFromA.seesMajority());
    }

    @Test
    public void aNodeSeeingTwoOfThreeActiveSeesAMajority() {
        cluster.markDown(cluster.node(2));
        assertTrue(seenFromA.seesMajority());
    }

    @Test
    public void aNodeSeeingOnlyItselfOfThreeIsInAMinority() {
        cluster.markDown(cluster.node(1));
        cluster.markDown(cluster.node(2));
        assertFalse(seenFromA.seesMajority());
    }

    @Test
    public void aNodeCountsItselfWhateverItsOwnStateSays() {
        cluster.markDown(cluster.node(0));
        cluster.markDown(cluster.node(2));
        assertTrue("a, though its own state says inactive, and b: two of three", seenFromA.seesMajority());
    }

    @Test
    public void aSingleNodeWithoutClusterStatesSeesAMajority() {
        assertTrue(new ClusterQuorum(new ClusterServiceAdapter()).seesMajority());
    }
}

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

import com.google.common.collect.ImmutableSet;
import org.junit.Test;

import java.util.Set;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;

public class CommPatternTest {

    private static Set<String> edges(CommPattern pattern, int ranks) {
        return pattern.pairs(ranks).stream().map(RankPair::toString).collect(Collectors.toSet());
    }

    @Test
    public void ringLinksEveryRankWithBothNeighbours() {
        assertEquals(ImmutableSet.of("0->1", "1->0", "1->2", "2->1", "2->3", "3->2", "3->0", "0->3"),
                edges(CommPattern.RING, 4));
    }

    @Test
    public void chainHasNoWrapAround() {
        assertEquals(ImmutableSet.of("0->1", "1->0", "1->2", "2->1", "2->3", "3->2"), edges(CommPattern.CHAIN, 4));
    }

    @Test
    public void starLeavesTheOtherRanksSilentAmongThemselves() {
        assertEquals(ImmutableSet.of("0->1", "1->0", "0->2", "2->0", "0->3", "3->0"), edges(CommPattern.STAR, 4));
    }

    @Test
    public void allToAllHasEveryOrderedPair() {
        assertEquals(12, CommPattern.ALL_TO_ALL.pairs(4).size());
        assertEquals(8 * 7, edges(CommPattern.ALL_TO_ALL, 8).size());
    }

    @Test
    public void halfPairsKeepsHalfOfTheUnorderedPairsAndEveryRankTakesPart() {
        assertEquals(ImmutableSet.of("0->1", "1->0", "2->3", "3->2", "0->2", "2->0"), edges(CommPattern.HALF_PAIRS, 4));
        for (int n = 2; n <= 9; n++) {
            int unordered = n * (n - 1) / 2;
            assertEquals("ranks " + n, 2 * ((unordered + 1) / 2), CommPattern.HALF_PAIRS.pairs(n).size());
        }
    }

    @Test
    public void scatterGoesOneWayFromRankZero() {
        assertEquals(ImmutableSet.of("0->1", "0->2", "0->3"), edges(CommPattern.SCATTER, 4));
    }
}

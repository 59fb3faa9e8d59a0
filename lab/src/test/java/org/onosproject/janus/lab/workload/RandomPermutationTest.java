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

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

public class RandomPermutationTest {
    private static final List<Integer> HOSTS = IntStream.range(0, 16).boxed().collect(Collectors.toList());

    @Test
    public void nobodySendsToItselfAndEverybodyReceivesOnce() {
        for (long seed = 0; seed < 50; seed++) {
            List<Integer> targets = new RandomPermutation(HOSTS, 1000, seed).targets();
            assertEquals(Set.copyOf(HOSTS), Set.copyOf(targets));
            for (int i = 0; i < HOSTS.size(); i++) {
                assertNotEquals(HOSTS.get(i), targets.get(i));
            }
        }
    }

    @Test
    public void theSeedFixesThePermutation() {
        assertEquals(new RandomPermutation(HOSTS, 1000, 4).targets(), new RandomPermutation(HOSTS, 1000, 4).targets());
    }

    @Test
    public void contentionFreeIsOneControlDelayPlusTheBytesAtTheHostLinkRate() {
        // 2,500,000 B at 1 Gbit/s (125,000,000 B/s) = 20 ms, after a 10 ms control delay: 30 ms.
        ContentionFreeTime ideal = new RandomPermutation(List.of(0, 1, 2), 2_500_000, 3).contentionFree(125e6, 10)
                .orElseThrow();
        assertEquals(30.0, ideal.makespanMillis(), 1e-9);
        assertEquals(30.0, ideal.meanFlowMillis(), 1e-9);
        // 100 MB at 1 Gbit/s: 0.8 s + 10 ms, the 0.81 s of the k=4 permutation
        assertEquals(0.81, new RandomPermutation(HOSTS, 100_000_000, 1).contentionFree(125e6, 10).orElseThrow()
                .makespanSeconds(), 1e-12);
        // half the link rate, no control delay: 40 ms
        assertEquals(40.0, new RandomPermutation(List.of(0, 1), 2_500_000, 3).contentionFree(62.5e6, 0)
                .orElseThrow().makespanMillis(), 1e-9);
    }

    @Test
    public void staggeredStartsAreSeededWithinTheSpreadAndAddTheLatestStartToTheMakespan() {
        RandomPermutation staggered = new RandomPermutation(HOSTS, 2_500_000, 3000, 7);
        List<Long> offsets = staggered.startOffsetsMillis();
        assertEquals(HOSTS.size(), offsets.size());
        assertTrue(offsets.toString(), offsets.stream().allMatch(o -> o >= 0 && o <= 3000));
        assertTrue(offsets.toString(), offsets.stream().distinct().count() > 1);
        assertEquals(offsets, new RandomPermutation(HOSTS, 2_500_000, 3000, 7).startOffsetsMillis());
        assertNotEquals(offsets, new RandomPermutation(HOSTS, 2_500_000, 3000, 8).startOffsetsMillis());
        assertEquals("staggering keeps the permutation", new RandomPermutation(HOSTS, 2_500_000, 7).targets(),
                staggered.targets());
        long latest = offsets.stream().mapToLong(Long::longValue).max().orElseThrow();
        ContentionFreeTime ideal = staggered.contentionFree(125e6, 10).orElseThrow();
        assertEquals(latest + 30.0, ideal.makespanMillis(), 1e-9);
        assertEquals(30.0, ideal.meanFlowMillis(), 1e-9);
        assertTrue(new RandomPermutation(HOSTS, 2_500_000, 7).startOffsetsMillis().stream().allMatch(o -> o == 0));
    }
}

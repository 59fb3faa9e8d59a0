package org.onosproject.janus.lab.workload;

import org.junit.Test;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotEquals;

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
}

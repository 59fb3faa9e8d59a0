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
package org.onosproject.janus.impl.jobs;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.RankPair;

import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.fail;

/**
 * What a job declaration lists as pairs, and which declarations are refused, naming the field at fault.
 */
public class JobPairsTest {

    private static List<String> hosts(int n) {
        return IntStream.range(0, n).mapToObj(i -> "10.0.0." + (i + 1)).collect(Collectors.toList());
    }

    private static JobSpec.Builder job(int n, JobPattern pattern) {
        return JobSpec.builder("j1").hosts(hosts(n)).pattern(pattern);
    }

    private static String refusedField(JobSpec spec, int max) {
        return refused(() -> JobPairs.expand(spec, max)).field();
    }

    private static JobSpecException refused(Runnable declaration) {
        try {
            declaration.run();
        } catch (JobSpecException e) {
            return e;
        }
        fail("not refused");
        return null;
    }

    @Test
    public void allToAllListsEveryOrderedPairOnce() {
        List<RankPair> pairs = JobPairs.expand(job(4, JobPattern.ALL_TO_ALL).build(), 100);
        assertThat(pairs, hasSize(12));
        assertThat(pairs.get(0), is(RankPair.of(0, 1)));
    }

    @Test
    public void ringJoinsEachRankWithBothNeighboursBothWays() {
        List<RankPair> pairs = JobPairs.expand(job(4, JobPattern.RING).build(), 100);
        assertThat(pairs, containsInAnyOrder(RankPair.of(0, 1), RankPair.of(1, 0), RankPair.of(1, 2),
                                             RankPair.of(2, 1), RankPair.of(2, 3), RankPair.of(3, 2),
                                             RankPair.of(3, 0), RankPair.of(0, 3)));
    }

    @Test
    public void ringOfTwoIsOnePairEachWay() {
        assertThat(JobPairs.expand(job(2, JobPattern.RING).build(), 100),
                   containsInAnyOrder(RankPair.of(0, 1), RankPair.of(1, 0)));
    }

    @Test
    public void neighboursOfATwoByThreeGridAreItsSevenEdgesBothWays() {
        // Ranks 0 1 2 / 3 4 5 (first axis fastest): 4 edges along x, 3 along y.
        List<RankPair> pairs = JobPairs.expand(
                job(6, JobPattern.NEIGHBOURS).grid(ImmutableList.of(3, 2)).build(), 100);
        assertThat(pairs, hasSize(14));
        assertThat(pairs, containsInAnyOrder(
                RankPair.of(0, 1), RankPair.of(1, 0), RankPair.of(1, 2), RankPair.of(2, 1),
                RankPair.of(3, 4), RankPair.of(4, 3), RankPair.of(4, 5), RankPair.of(5, 4),
                RankPair.of(0, 3), RankPair.of(3, 0), RankPair.of(1, 4), RankPair.of(4, 1),
                RankPair.of(2, 5), RankPair.of(5, 2)));
    }

    @Test
    public void neighboursOfAThreeDimensionalGridHaveThreeAxes() {
        // 2x2x2: a cube, 12 edges.
        assertThat(JobPairs.expand(job(8, JobPattern.NEIGHBOURS).grid(ImmutableList.of(2, 2, 2)).build(), 100),
                   hasSize(24));
    }

    @Test
    public void explicitPairsKeepTheirBytesOrTakeTheJobsDefault() {
        List<RankPair> pairs = JobPairs.expand(job(3, JobPattern.PAIRS).expectedBytes(7)
                .pairs(ImmutableList.of(RankPair.of(0, 2), RankPair.of(2, 1, 99))).build(), 100);
        assertThat(pairs, is(ImmutableList.of(RankPair.of(0, 2, 7), RankPair.of(2, 1, 99))));
    }

    @Test
    public void emptyHostListIsRefusedOnHosts() {
        assertThat(refusedField(JobSpec.builder("j").hosts(ImmutableList.of()).build(), 100), is("hosts"));
    }

    @Test
    public void badIdIsRefusedOnId() {
        assertThat(refusedField(JobSpec.builder("a/b").hosts(hosts(2)).build(), 100), is("id"));
        assertThat(refusedField(JobSpec.builder("").hosts(hosts(2)).build(), 100), is("id"));
    }

    @Test
    public void unknownPatternIsRefusedOnPattern() {
        JobSpecException e = refused(() -> JobPattern.fromName("butterfly"));
        assertThat(e.field(), is("pattern"));
        assertThat(e.getMessage(), containsString("all-to-all"));
    }

    @Test
    public void pairOutOfRangeIsRefusedOnPairs() {
        JobSpec spec = job(3, JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(0, 3))).build();
        assertThat(refusedField(spec, 100), is("pairs"));
        assertThat(refusedField(job(3, JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(-1, 2))).build(), 100),
                   is("pairs"));
    }

    @Test
    public void pairFromARankToItselfOrRepeatedIsRefusedOnPairs() {
        assertThat(refusedField(job(3, JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(1, 1))).build(), 100),
                   is("pairs"));
        assertThat(refusedField(job(3, JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(0, 1),
                                                                                 RankPair.of(0, 1, 5))).build(),
                                100), is("pairs"));
    }

    @Test
    public void tooManyPairsIsRefusedOnPairsBeforeListingThem() {
        // 2000 hosts all-to-all would be almost four million pairs.
        JobSpec huge = job(2000, JobPattern.ALL_TO_ALL).build();
        JobSpecException e = refused(() -> JobPairs.expand(huge, 4096));
        assertThat(e.field(), is("pairs"));
        assertThat(e.getMessage(), containsString("maxJobPairs"));
        assertThat(refusedField(job(4, JobPattern.ALL_TO_ALL).build(), 11), is("pairs"));
        assertThat(JobPairs.expand(job(4, JobPattern.ALL_TO_ALL).build(), 12), hasSize(12));
    }

    @Test
    public void gridThatDoesNotMatchTheHostsIsRefusedOnGrid() {
        assertThat(refusedField(job(6, JobPattern.NEIGHBOURS).grid(ImmutableList.of(2, 2)).build(), 100), is("grid"));
        assertThat(refusedField(job(6, JobPattern.NEIGHBOURS).build(), 100), is("grid"));
        assertThat(refusedField(job(4, JobPattern.RING).grid(ImmutableList.of(2, 2)).build(), 100), is("grid"));
    }

    @Test
    public void negativeBytesOrTtlAreRefusedOnTheirField() {
        assertThat(refusedField(job(2, JobPattern.RING).expectedBytes(-1).build(), 100), is("expectedBytes"));
        assertThat(refusedField(job(2, JobPattern.RING).ttlSeconds(-1).build(), 100), is("ttl"));
    }
}

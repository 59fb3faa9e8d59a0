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
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.RankPair;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks a job declaration and lists its directed rank pairs, in a stable order, each once. The hosts
 * themselves (is each known, is one listed twice, under its address or its id?) are checked by
 * {@link JobManager}, which resolves them.
 */
final class JobPairs {

    /** Ids travel in intent keys and URL paths: letters, digits, {@code . _ -}, at most 64. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9._-]{1,64}");
    private static final long MAX_TTL_SECONDS = 365L * 86_400;

    private JobPairs() {
    }

    /**
     * The job's directed pairs.
     *
     * @param spec     the declaration
     * @param maxPairs the most pairs a job may have
     * @return the pairs, none repeated, none from a rank to itself
     * @throws JobSpecException naming the field at fault
     */
    static List<RankPair> expand(JobSpec spec, int maxPairs) {
        if (!ID.matcher(spec.id()).matches()) {
            throw new JobSpecException("id", "a job id is 1 to 64 letters, digits, '.', '_' or '-'");
        }
        if (spec.hosts().isEmpty()) {
            throw new JobSpecException("hosts", "at least one host is required");
        }
        if (spec.expectedBytes() < 0) {
            throw new JobSpecException("expectedBytes", "must be >= 0");
        }
        if (spec.ttlSeconds() < 0 || spec.ttlSeconds() > MAX_TTL_SECONDS) {
            throw new JobSpecException("ttl", "must be in [0, " + MAX_TTL_SECONDS + "] seconds");
        }
        if (spec.pattern() != JobPattern.NEIGHBOURS && !spec.grid().isEmpty()) {
            throw new JobSpecException("grid", "only the neighbours pattern takes a grid");
        }
        if (spec.pattern() != JobPattern.PAIRS && !spec.pairs().isEmpty()) {
            throw new JobSpecException("pairs", "only the pairs pattern takes a list of pairs");
        }
        int n = spec.hosts().size();
        long count = expectedCount(spec, n);
        if (count > maxPairs) {
            throw new JobSpecException("pairs", "the job has " + count + " pairs, more than maxJobPairs ("
                    + maxPairs + ")");
        }
        Set<RankPair> pairs = new LinkedHashSet<>();
        switch (spec.pattern()) {
            case ALL_TO_ALL:
                for (int i = 0; i < n; i++) {
                    for (int j = 0; j < n; j++) {
                        if (i != j) {
                            pairs.add(RankPair.of(i, j, spec.expectedBytes()));
                        }
                    }
                }
                break;
            case RING:
                for (int i = 0; i < n && n > 1; i++) {
                    int next = (i + 1) % n;
                    pairs.add(RankPair.of(i, next, spec.expectedBytes()));
                    pairs.add(RankPair.of(next, i, spec.expectedBytes()));
                }
                break;
            case NEIGHBOURS:
                neighbours(spec.grid(), n, spec.expectedBytes(), pairs);
                break;
            default:
                explicit(spec.pairs(), n, spec.expectedBytes(), pairs);
        }
        return ImmutableList.copyOf(pairs);
    }

    // An upper bound computed before listing anything, so a huge job is refused without building it (the pairs
    // listed are never more).
    private static long expectedCount(JobSpec spec, int n) {
        switch (spec.pattern()) {
            case ALL_TO_ALL:
                return (long) n * (n - 1);
            case RING:
                return 2L * n;
            case NEIGHBOURS:
                return 2L * n * Math.max(1, spec.grid().size());
            default:
                return spec.pairs().size();
        }
    }

    private static void neighbours(List<Integer> grid, int n, long bytes, Set<RankPair> pairs) {
        if (grid.size() != 2 && grid.size() != 3) {
            throw new JobSpecException("grid", "the neighbours pattern needs a 2-D or 3-D grid, e.g. [4, 4]");
        }
        long product = 1;
        for (Integer extent : grid) {
            if (extent == null || extent < 1) {
                throw new JobSpecException("grid", "every extent must be >= 1");
            }
            product *= extent;
        }
        if (product != n) {
            throw new JobSpecException("grid", "the grid has " + product + " ranks but the job has " + n + " hosts");
        }
        int[] extents = grid.stream().mapToInt(Integer::intValue).toArray();
        for (int rank = 0; rank < n; rank++) {
            int stride = 1;
            int rest = rank;
            for (int axis = 0; axis < extents.length; axis++) {
                int coordinate = rest % extents[axis];
                rest /= extents[axis];
                if (coordinate + 1 < extents[axis]) {
                    pairs.add(RankPair.of(rank, rank + stride, bytes));
                    pairs.add(RankPair.of(rank + stride, rank, bytes));
                }
                stride *= extents[axis];
            }
        }
    }

    private static void explicit(List<RankPair> given, int n, long bytes, Set<RankPair> pairs) {
        if (given.isEmpty()) {
            throw new JobSpecException("pairs", "the pairs pattern needs at least one pair");
        }
        Set<Long> seen = new HashSet<>();
        for (RankPair pair : given) {
            if (pair.src() < 0 || pair.src() >= n || pair.dst() < 0 || pair.dst() >= n) {
                throw new JobSpecException("pairs", "pair " + pair + " is out of range: ranks are 0.." + (n - 1));
            }
            if (pair.src() == pair.dst()) {
                throw new JobSpecException("pairs", "pair " + pair + " joins a rank to itself");
            }
            if (pair.expectedBytes() < 0) {
                throw new JobSpecException("pairs", "pair " + pair + " has negative expected bytes");
            }
            if (!seen.add(((long) pair.src() << 32) | pair.dst())) {
                throw new JobSpecException("pairs", "pair " + pair.src() + "->" + pair.dst() + " is listed twice");
            }
            pairs.add(pair.expectedBytes() > 0 ? pair : RankPair.of(pair.src(), pair.dst(), bytes));
        }
    }
}

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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.lab.workload.Message;
import org.onosproject.janus.lab.workload.MpiApplication;
import org.onosproject.janus.lab.workload.MpiPhase;
import org.onosproject.janus.lab.workload.RankPair;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * An MPI application as a batch scheduler's prolog would declare it to Janus: its hosts in rank order,
 * the pattern its ranks talk in and the bytes each pair carries over the whole run, all read from the
 * application's model (every message of every phase). The named patterns are used where they list
 * exactly the application's pairs with one size for all (MG and LU: ring, BT: all-to-all); otherwise the
 * job lists its pairs, each with its own bytes (EP's star, CG's chain, SP's scatter and half of the
 * pairs). Immutable.
 */
public final class ApplicationJob {

    private final MpiApplication application;
    private final ImmutableMap<RankPair, Long> bytesByPair;

    private ApplicationJob(MpiApplication application, Map<RankPair, Long> bytesByPair) {
        this.application = application;
        this.bytesByPair = ImmutableMap.copyOf(bytesByPair);
    }

    /** The job of {@code application}: every pair that carries a message, with its bytes over the run. */
    public static ApplicationJob of(MpiApplication application) {
        Map<RankPair, Long> bytes = new LinkedHashMap<>();
        for (MpiPhase phase : application.phases()) {
            for (Message m : phase.messages()) {
                bytes.merge(new RankPair(m.srcRank(), m.dstRank()), m.bytes() * phase.iterations(), Long::sum);
            }
        }
        return new ApplicationJob(application, bytes);
    }

    /** The directed rank pairs the application sends on, in the order its model first sends on them. */
    public ImmutableList<RankPair> pairs() {
        return bytesByPair.keySet().asList();
    }

    /** Bytes the application sends on {@code pair} over its whole run (0 if it sends none). */
    public long bytes(RankPair pair) {
        return bytesByPair.getOrDefault(pair, 0L);
    }

    /** The pattern the declaration names: ring or all-to-all when it lists exactly these pairs, else pairs. */
    public JobPattern pattern() {
        if (bytesByPair.values().stream().distinct().count() == 1) {
            Set<RankPair> pairs = bytesByPair.keySet();
            if (pairs.equals(ring(application.ranks()))) {
                return JobPattern.RING;
            }
            if (pairs.equals(allToAll(application.ranks()))) {
                return JobPattern.ALL_TO_ALL;
            }
        }
        return JobPattern.PAIRS;
    }

    /**
     * The declaration, as an operator or a prolog would send it.
     *
     * @param id      the job's id
     * @param address the address Janus knows the host of a rank by, for every rank in order
     */
    public JobSpec spec(String id, IntFunction<String> address) {
        List<String> hosts = new ArrayList<>(application.ranks());
        for (int rank = 0; rank < application.ranks(); rank++) {
            hosts.add(address.apply(rank));
        }
        JobPattern pattern = pattern();
        JobSpec.Builder spec = JobSpec.builder(id).hosts(hosts).pattern(pattern);
        if (pattern == JobPattern.PAIRS) {
            List<org.onosproject.janus.api.RankPair> declared = new ArrayList<>();
            bytesByPair.forEach((pair, bytes) -> declared.add(
                    org.onosproject.janus.api.RankPair.of(pair.src(), pair.dst(), bytes)));
            return spec.pairs(declared).build();
        }
        return spec.expectedBytes(bytesByPair.values().iterator().next()).build();
    }

    /** A job id for the application in one repetition: letters, digits and '-' only, as Janus wants. */
    public static String id(MpiApplication application, int rep) {
        checkArgument(rep >= 0, "rep must be >= 0: %s", rep);
        return application.name().replaceAll("[^A-Za-z0-9]", "-") + "-" + application.ranks() + "ranks-rep" + rep;
    }

    // The pairs Janus's ring pattern lists: each rank with the next, both directions.
    private static Set<RankPair> ring(int ranks) {
        Set<RankPair> pairs = new LinkedHashSet<>();
        for (int i = 0; i < ranks; i++) {
            int next = (i + 1) % ranks;
            pairs.add(new RankPair(i, next));
            pairs.add(new RankPair(next, i));
        }
        return pairs;
    }

    private static Set<RankPair> allToAll(int ranks) {
        Set<RankPair> pairs = new LinkedHashSet<>();
        for (int s = 0; s < ranks; s++) {
            for (int d = 0; d < ranks; d++) {
                if (s != d) {
                    pairs.add(new RankPair(s, d));
                }
            }
        }
        return pairs;
    }
}

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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.LabHost;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;

/**
 * Chooses the host of every rank, deterministically from a seed. Hosts are grouped by pod (or by
 * edge switch when the topology has no pods).
 */
public final class RankPlacer {

    private RankPlacer() {
    }

    /** Host indices for ranks 0..ranks-1. */
    public static ImmutableList<Integer> place(List<LabHost> hosts, int ranks, Placement placement, long seed) {
        if (ranks < 1) {
            throw new IllegalArgumentException("ranks must be >= 1: " + ranks);
        }
        if (ranks > hosts.size()) {
            throw new IllegalArgumentException(ranks + " ranks do not fit on " + hosts.size() + " hosts");
        }
        if (placement == Placement.LINEAR) {
            return hosts.subList(0, ranks).stream().map(LabHost::index).collect(ImmutableList.toImmutableList());
        }
        Random random = new Random(seed);
        List<List<Integer>> groups = new ArrayList<>(groups(hosts).values());
        for (List<Integer> group : groups) {
            Collections.shuffle(group, random);
        }
        Collections.shuffle(groups, random);
        ImmutableList.Builder<Integer> placed = ImmutableList.builder();
        if (placement == Placement.DENSE) {
            List<Integer> pod = groups.stream().filter(g -> g.size() >= ranks).findFirst()
                    .orElseThrow(() -> new IllegalArgumentException("dense placement needs " + ranks
                            + " hosts in one pod; the largest pod has "
                            + groups.stream().mapToInt(List::size).max().orElse(0)));
            return placed.addAll(pod.subList(0, ranks)).build();
        }
        int[] next = new int[groups.size()];
        int taken = 0;
        for (int round = 0; taken < ranks; round++) {
            for (int g = 0; g < groups.size() && taken < ranks; g++) {
                if (next[g] < groups.get(g).size()) {
                    placed.add(groups.get(g).get(next[g]++));
                    taken++;
                }
            }
        }
        return placed.build();
    }

    private static Map<String, List<Integer>> groups(List<LabHost> hosts) {
        boolean pods = hosts.stream().allMatch(h -> h.pod() >= 0);
        Map<String, List<Integer>> groups = new TreeMap<>();
        for (LabHost h : hosts) {
            String key = pods ? String.format("%06d", h.pod()) : h.edgeSwitch();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(h.index());
        }
        return groups;
    }
}

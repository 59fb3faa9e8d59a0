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
package org.onosproject.janus.lab.topo;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The cuts of a fabric that every lower bound may use: each host's own link, and each group of switches
 * that its layers define. Layers are ordered by how far their switches are from the hosts (the layer of
 * the switches hosts hang on first; on a fat-tree edge, aggregation, core; on a leaf-spine leaf, spine;
 * a custom file's layers by the same rule). For each proper prefix of that order, every connected group
 * of the prefix's switches that holds some but not all hosts is a cut: its hosts on one side, the links
 * leaving the group (its uplinks) across it. On a fat-tree that is every edge switch and every pod; on a
 * leaf-spine every leaf. Every link carries its capacity in each direction.
 */
public final class FabricCuts {

    /** One cut: the hosts on its inner side and the capacity of the links across, per direction. */
    public static final class Cut {
        private final String label;
        private final ImmutableSet<Integer> hosts;
        private final double bytesPerSecond;
        private final int family;

        Cut(String label, Set<Integer> hosts, double bytesPerSecond, int family) {
            this.label = label;
            this.family = family;
            this.hosts = ImmutableSet.copyOf(hosts);
            this.bytesPerSecond = bytesPerSecond;
        }

        /** What the report calls it, e.g. {@code host links} or {@code leaf-2 uplinks}. */
        public String label() {
            return label;
        }

        /** Host indices (the topology's host order) on the inner side. */
        public ImmutableSet<Integer> hosts() {
            return hosts;
        }

        /** Capacity across the cut in each direction, bytes per second. */
        public double bytesPerSecond() {
            return bytesPerSecond;
        }

        /**
         * The family of disjoint cuts it belongs to: 0 for the host links, then one per prefix of the
         * layers (a host is inside at most one cut of a family).
         */
        public int family() {
            return family;
        }

        /** Whether this is one host's own link. */
        public boolean isHostLink() {
            return HOST_LINKS.equals(label);
        }

        @Override
        public String toString() {
            return label + " " + hosts + " " + bytesPerSecond + " B/s";
        }
    }

    /** The label of every single host's link cut. */
    public static final String HOST_LINKS = "host links";

    private final ImmutableList<Cut> hostLinks;
    private final ImmutableList<Cut> switchGroups;

    private FabricCuts(List<Cut> hostLinks, List<Cut> switchGroups) {
        this.hostLinks = ImmutableList.copyOf(hostLinks);
        this.switchGroups = ImmutableList.copyOf(switchGroups);
    }

    /** The cuts of {@code spec}. */
    public static FabricCuts of(TopologySpec spec) {
        List<Cut> hostLinks = new ArrayList<>();
        Map<String, Set<Integer>> hostsOf = new HashMap<>();
        for (int h = 0; h < spec.hosts().size(); h++) {
            TopologySpec.HostSpec host = spec.hosts().get(h);
            hostLinks.add(new Cut(HOST_LINKS, ImmutableSet.of(h), host.capacityBps() / 8.0, 0));
            hostsOf.computeIfAbsent(host.switchName(), s -> new HashSet<>()).add(h);
        }
        Map<String, Map<String, Double>> capacity = new HashMap<>();
        for (TopologySpec.LinkSpec link : spec.links()) {
            capacity.computeIfAbsent(link.a(), s -> new HashMap<>()).merge(link.b(), link.capacityBps() / 8.0,
                                                                           Double::sum);
            capacity.computeIfAbsent(link.b(), s -> new HashMap<>()).merge(link.a(), link.capacityBps() / 8.0,
                                                                           Double::sum);
        }
        Map<String, Integer> distance = distanceFromHosts(spec, hostsOf.keySet(), capacity);
        Map<String, String> layerOf = new HashMap<>();
        Map<String, Integer> layerDistance = new TreeMap<>();
        for (TopologySpec.SwitchSpec s : spec.switches()) {
            layerOf.put(s.name(), s.layer());
            layerDistance.merge(s.layer(), distance.getOrDefault(s.name(), Integer.MAX_VALUE), Math::min);
        }
        List<String> layers = layerDistance.keySet().stream()
                .sorted(Comparator.comparing((String l) -> layerDistance.get(l)).thenComparing(l -> l))
                .collect(Collectors.toList());
        List<Cut> groups = new ArrayList<>();
        int allHosts = spec.hosts().size();
        for (int prefix = 1; prefix < layers.size(); prefix++) {
            Set<String> inPrefix = new HashSet<>(layers.subList(0, prefix));
            Set<String> seen = new HashSet<>();
            for (TopologySpec.SwitchSpec s : spec.switches()) {
                if (!inPrefix.contains(s.layer()) || seen.contains(s.name())) {
                    continue;
                }
                List<String> group = component(s.name(), inPrefix, layerOf, capacity);
                seen.addAll(group);
                Set<Integer> hosts = new HashSet<>();
                group.forEach(g -> hosts.addAll(hostsOf.getOrDefault(g, Set.of())));
                double across = 0;
                Set<String> members = new HashSet<>(group);
                for (String g : group) {
                    for (Map.Entry<String, Double> e : capacity.getOrDefault(g, Map.of()).entrySet()) {
                        if (!members.contains(e.getKey())) {
                            across += e.getValue();
                        }
                    }
                }
                if (!hosts.isEmpty() && hosts.size() < allHosts && across > 0) {
                    groups.add(new Cut(label(group, spec), hosts, across, prefix));
                }
            }
        }
        return new FabricCuts(hostLinks, groups);
    }

    private static Map<String, Integer> distanceFromHosts(TopologySpec spec, Set<String> hostSwitches,
                                                          Map<String, Map<String, Double>> capacity) {
        Map<String, Integer> distance = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>();
        for (TopologySpec.SwitchSpec s : spec.switches()) {
            if (hostSwitches.contains(s.name())) {
                distance.put(s.name(), 0);
                queue.add(s.name());
            }
        }
        while (!queue.isEmpty()) {
            String at = queue.poll();
            for (String next : capacity.getOrDefault(at, Map.of()).keySet()) {
                if (!distance.containsKey(next)) {
                    distance.put(next, distance.get(at) + 1);
                    queue.add(next);
                }
            }
        }
        return distance;
    }

    private static List<String> component(String start, Set<String> layers, Map<String, String> layerOf,
                                          Map<String, Map<String, Double>> capacity) {
        List<String> group = new ArrayList<>();
        Set<String> seen = new HashSet<>(Set.of(start));
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String at = queue.poll();
            group.add(at);
            for (String next : capacity.getOrDefault(at, Map.of()).keySet()) {
                if (layers.contains(layerOf.get(next)) && seen.add(next)) {
                    queue.add(next);
                }
            }
        }
        return group;
    }

    private static String label(List<String> group, TopologySpec spec) {
        if (group.size() == 1) {
            return group.get(0) + " uplinks";
        }
        Set<Integer> pods = spec.switches().stream().filter(s -> group.contains(s.name()))
                .map(TopologySpec.SwitchSpec::pod).collect(Collectors.toSet());
        if (pods.size() == 1 && pods.iterator().next() >= 0) {
            return "pod " + pods.iterator().next() + " uplinks";
        }
        return "uplinks of " + group.size() + " switches with " + group.stream().sorted().findFirst().orElse("");
    }

    /** Each host's own link. */
    public ImmutableList<Cut> hostLinks() {
        return hostLinks;
    }

    /** The switch groups' uplink cuts (edge switches, pods, leaves, a custom file's layer groups). */
    public ImmutableList<Cut> switchGroups() {
        return switchGroups;
    }

    /** Host links first, then switch groups. */
    public ImmutableList<Cut> all() {
        return ImmutableList.<Cut>builder().addAll(hostLinks).addAll(switchGroups).build();
    }
}

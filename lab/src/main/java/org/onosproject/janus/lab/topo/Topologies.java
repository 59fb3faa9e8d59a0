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
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.lab.topo.TopologySpec.HostSpec;
import org.onosproject.janus.lab.topo.TopologySpec.LinkSpec;
import org.onosproject.janus.lab.topo.TopologySpec.SwitchSpec;

import org.onosproject.net.DeviceId;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The standard fabrics. Host addressing is deterministic: a host's MAC is {@code 02:00} followed by
 * the four bytes of its IPv4 address.
 */
public final class Topologies {

    /** 1 Gbps, the thesis's link speed. */
    public static final long DEFAULT_CAPACITY_BPS = 1_000_000_000L;

    private Topologies() {
    }

    /** The thesis's fabric: k=4, 4 hosts per edge switch (32 hosts), 1 Gbps. */
    public static TopologySpec thesisFatTree() {
        return fatTree(4, 4, DEFAULT_CAPACITY_BPS);
    }

    /** Paper 000's fabric: k=4, 2 hosts per edge switch (16 hosts), 1 Gbps. */
    public static TopologySpec paperFatTree() {
        return fatTree(4, 2, DEFAULT_CAPACITY_BPS);
    }

    /**
     * A k-ary fat-tree: k pods of k/2 edge and k/2 aggregation switches, (k/2)^2 core switches, every
     * link (and host NIC) of {@code capacityBps}, wired as the shared {@link FatTree} (of the tests and
     * benchmarks) wires it. Host n of edge switch e in pod p is {@code 10.p.e.(n+2)}. Switches are named
     * {@code edge-p-e}, {@code agg-p-a}, {@code core-c} and listed pod by pod (edge switches with their
     * hosts, then aggregation switches), cores last; links edge-aggregation first, then aggregation-core.
     *
     * @throws TopologyException naming {@code k}, {@code hostsPerEdge} or {@code capacityMbps}
     */
    public static TopologySpec fatTree(int k, int hostsPerEdge, long capacityBps) {
        if (k < 2 || k % 2 != 0) {
            throw new TopologyException("k", "a fat-tree needs an even k >= 2, got " + k);
        }
        if (k > 254) {
            throw new TopologyException("k", "at most 254 pods fit the 10.pod.edge.host addressing, got " + k);
        }
        checkHostsPerSwitch("hostsPerEdge", hostsPerEdge);
        checkCapacity(capacityBps);
        // The wiring is the shared fat-tree's; the spec names the switches its own way and lists them, their
        // hosts and links in the lab's order (which fixes the lab's device ids and port numbers). Its link
        // speed is unused here: every capacity below is the spec's.
        FatTree tree = FatTree.build(k, hostsPerEdge, Math.max(1, capacityBps / 1_000_000));
        Map<DeviceId, String> names = new HashMap<>();
        Map<DeviceId, List<FatTree.Host>> hostsOf = tree.hosts().stream()
                .collect(Collectors.groupingBy(h -> h.location().deviceId()));
        Map<DeviceId, FatTree.Tier> tiers = tree.switches().stream()
                .collect(Collectors.toMap(FatTree.Switch::id, FatTree.Switch::tier));
        ImmutableList.Builder<SwitchSpec> switches = ImmutableList.builder();
        ImmutableList.Builder<HostSpec> hosts = ImmutableList.builder();
        for (int pod = 0; pod < k; pod++) {
            for (int e = 0; e < k / 2; e++) {
                DeviceId edge = tree.edges(pod).get(e);
                names.put(edge, edge(pod, e));
                switches.add(new SwitchSpec(edge(pod, e), "edge", pod));
                for (FatTree.Host h : hostsOf.get(edge)) {
                    int n = (int) h.location().port().toLong() - 1;
                    String ip = h.ip().toString();
                    hosts.add(new HostSpec("h-" + pod + "-" + e + "-" + n, edge(pod, e), ip, macFor(ip),
                                           capacityBps, pod));
                }
            }
            for (int a = 0; a < k / 2; a++) {
                names.put(tree.aggregations(pod).get(a), agg(pod, a));
                switches.add(new SwitchSpec(agg(pod, a), "aggregation", pod));
            }
        }
        for (int c = 0; c < tree.cores().size(); c++) {
            names.put(tree.cores().get(c), "core-" + c);
            switches.add(new SwitchSpec("core-" + c, "core", -1));
        }
        ImmutableList.Builder<LinkSpec> links = ImmutableList.builder();
        for (FatTree.Tier lower : ImmutableList.of(FatTree.Tier.EDGE, FatTree.Tier.AGGREGATION)) {
            for (FatTree.Cable cable : tree.cables()) {
                if (tiers.get(cable.one().deviceId()) == lower) {
                    links.add(new LinkSpec(names.get(cable.one().deviceId()), names.get(cable.other().deviceId()),
                                           capacityBps));
                }
            }
        }
        return new TopologySpec("fat-tree-k" + k + "-h" + hostsPerEdge, switches.build(), links.build(),
                                hosts.build());
    }

    /**
     * A two-tier leaf-spine: every leaf linked to every spine. Host n of leaf l is {@code 10.1.l.(n+2)}.
     *
     * @throws TopologyException naming {@code leaves}, {@code spines}, {@code hostsPerLeaf} or {@code capacityMbps}
     */
    public static TopologySpec leafSpine(int leaves, int spines, int hostsPerLeaf, long capacityBps) {
        if (leaves < 1 || leaves > 254) {
            throw new TopologyException("leaves", "must be between 1 and 254, got " + leaves);
        }
        if (spines < 1) {
            throw new TopologyException("spines", "must be >= 1, got " + spines);
        }
        checkHostsPerSwitch("hostsPerLeaf", hostsPerLeaf);
        checkCapacity(capacityBps);
        ImmutableList.Builder<SwitchSpec> switches = ImmutableList.builder();
        ImmutableList.Builder<LinkSpec> links = ImmutableList.builder();
        ImmutableList.Builder<HostSpec> hosts = ImmutableList.builder();
        for (int l = 0; l < leaves; l++) {
            switches.add(new SwitchSpec("leaf-" + l, "leaf", -1));
            for (int n = 0; n < hostsPerLeaf; n++) {
                String ip = "10.1." + l + "." + (n + 2);
                hosts.add(new HostSpec("h-" + l + "-" + n, "leaf-" + l, ip, macFor(ip), capacityBps, -1));
            }
        }
        for (int s = 0; s < spines; s++) {
            switches.add(new SwitchSpec("spine-" + s, "spine", -1));
        }
        for (int l = 0; l < leaves; l++) {
            for (int s = 0; s < spines; s++) {
                links.add(new LinkSpec("leaf-" + l, "spine-" + s, capacityBps));
            }
        }
        return new TopologySpec("leaf-spine-" + leaves + "x" + spines + "-h" + hostsPerLeaf,
                                switches.build(), links.build(), hosts.build());
    }

    /** The deterministic MAC of a host: {@code 02:00} then the bytes of its IPv4 address. */
    public static String macFor(String ip) {
        String[] octets = ip.split("\\.");
        StringBuilder mac = new StringBuilder("02:00");
        for (String o : octets) {
            mac.append(String.format(":%02x", Integer.parseInt(o)));
        }
        return mac.toString();
    }

    /** The edge switches of a fat-tree spec, in order. */
    public static List<SwitchSpec> edges(TopologySpec spec) {
        return spec.switches().stream().filter(s -> s.layer().equals("edge"))
                .collect(ImmutableList.toImmutableList());
    }

    private static String edge(int pod, int e) {
        return "edge-" + pod + "-" + e;
    }

    private static String agg(int pod, int a) {
        return "agg-" + pod + "-" + a;
    }

    private static void checkHostsPerSwitch(String field, int n) {
        if (n < 1 || n > 253) {
            throw new TopologyException(field, "must be between 1 and 253, got " + n);
        }
    }

    private static void checkCapacity(long bps) {
        if (bps <= 0) {
            throw new TopologyException("capacityMbps", "link capacity must be > 0, got " + (bps / 1e6) + " Mbps");
        }
    }
}

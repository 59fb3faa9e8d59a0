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
package org.onosproject.janus.embedded;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A k-ary fat-tree (Al-Fares et al.): (k/2)^2 core switches and k pods of k/2 aggregation and k/2 edge
 * switches, {@code hostsPerEdge} hosts on each edge switch, every link of one speed. The one fat-tree of
 * Janus's tests, benchmarks and embedded-ONOS runs: as ONOS links (k^3 directed links between switches),
 * as cables and switches to report to {@link EmulatedSwitches}, and as hosts. (The lab derives its
 * fabric description from it too, naming the switches its own way.)
 * <p>
 * Device ids are {@code of:RRPPPPPPIIIIIIII} in hex: role (01 core, 02 aggregation, 03 edge), pod (0 for
 * cores) and index, so their string order is cores, then aggregation, then edge switches, each by pod
 * and index. Ports: an edge switch's ports 1..h face its hosts and port h+1+a faces aggregation switch a
 * of its pod; an aggregation switch's port e+1 faces edge switch e and port k/2+1+j faces core a*k/2+j;
 * a core's port p+1 faces pod p. Host n of edge switch e in pod p is {@code 10.p.e.(n+2)}, its MAC
 * {@code 00:00:00} followed by its position in build order counted from 1. Immutable.
 */
public final class FatTree {

    /** The provider of the links, as the OpenFlow link provider would report them. */
    public static final ProviderId PROVIDER = new ProviderId("of", "org.onosproject.janus.testing");

    /** Link speed of {@link #of(int)}: 1 Gbit/s. */
    public static final long DEFAULT_LINK_SPEED_MBPS = 1000;

    private static final int CORE = 1;
    private static final int AGGREGATION = 2;
    private static final int EDGE = 3;

    private final int k;
    private final int hostsPerEdge;
    private final long linkSpeedMbps;
    private final List<DeviceId> cores;
    private final List<List<DeviceId>> aggregationByPod;
    private final List<List<DeviceId>> edgeByPod;
    private final List<Switch> switches;
    private final List<Cable> cables;
    private final List<Link> links;
    private final Map<List<DeviceId>, Link> linkBetween;
    private final List<Host> hosts;

    private FatTree(int k, int hostsPerEdge, long linkSpeedMbps) {
        this.k = k;
        this.hostsPerEdge = hostsPerEdge;
        this.linkSpeedMbps = linkSpeedMbps;
        int half = k / 2;
        ImmutableList.Builder<DeviceId> coreList = ImmutableList.builder();
        ImmutableList.Builder<Switch> sw = ImmutableList.builder();
        for (int c = 0; c < half * half; c++) {
            coreList.add(coreId(c));
            sw.add(new Switch(coreId(c), k, Tier.CORE, -1));
        }
        cores = coreList.build();
        ImmutableList.Builder<List<DeviceId>> aggregations = ImmutableList.builder();
        ImmutableList.Builder<List<DeviceId>> edges = ImmutableList.builder();
        ImmutableList.Builder<Cable> cableList = ImmutableList.builder();
        ImmutableList.Builder<Host> hostList = ImmutableList.builder();
        int hostCount = 0;
        for (int pod = 0; pod < k; pod++) {
            ImmutableList.Builder<DeviceId> podAggregations = ImmutableList.builder();
            ImmutableList.Builder<DeviceId> podEdges = ImmutableList.builder();
            for (int a = 0; a < half; a++) {
                DeviceId aggregation = aggregationId(pod, a);
                podAggregations.add(aggregation);
                sw.add(new Switch(aggregation, k, Tier.AGGREGATION, pod));
                for (int j = 0; j < half; j++) {
                    cableList.add(new Cable(point(aggregation, half + 1 + j), point(coreId(a * half + j), pod + 1)));
                }
            }
            for (int e = 0; e < half; e++) {
                DeviceId edge = edgeId(pod, e);
                podEdges.add(edge);
                sw.add(new Switch(edge, hostsPerEdge + half, Tier.EDGE, pod));
                for (int a = 0; a < half; a++) {
                    cableList.add(new Cable(point(edge, hostsPerEdge + 1 + a), point(aggregationId(pod, a), e + 1)));
                }
                for (int n = 0; n < hostsPerEdge; n++) {
                    hostCount++;
                    hostList.add(new Host(hostCount - 1, mac(hostCount), ip(pod, e, n), point(edge, n + 1), pod));
                }
            }
            aggregations.add(podAggregations.build());
            edges.add(podEdges.build());
        }
        aggregationByPod = aggregations.build();
        edgeByPod = edges.build();
        switches = sw.build();
        cables = cableList.build();
        hosts = hostList.build();

        ImmutableList.Builder<Link> all = ImmutableList.builder();
        ImmutableMap.Builder<List<DeviceId>, Link> between = ImmutableMap.builder();
        for (int pod = 0; pod < k; pod++) {
            for (int a = 0; a < half; a++) {
                DeviceId aggregation = aggregationId(pod, a);
                for (int e = 0; e < half; e++) {
                    addBothWays(all, between, point(edgeId(pod, e), hostsPerEdge + 1 + a), point(aggregation, e + 1));
                }
                for (int j = 0; j < half; j++) {
                    addBothWays(all, between, point(aggregation, half + 1 + j), point(coreId(a * half + j), pod + 1));
                }
            }
        }
        links = all.build();
        linkBetween = between.build();
    }

    private static void addBothWays(ImmutableList.Builder<Link> all, ImmutableMap.Builder<List<DeviceId>, Link> between,
                                    ConnectPoint lower, ConnectPoint upper) {
        Link up = link(lower, upper);
        Link down = link(upper, lower);
        all.add(up).add(down);
        between.put(ImmutableList.of(lower.deviceId(), upper.deviceId()), up)
                .put(ImmutableList.of(upper.deviceId(), lower.deviceId()), down);
    }

    /**
     * A fat-tree of even arity {@code k} (2..254) with {@code hostsPerEdge} hosts (1..253) on each edge
     * switch and links of {@code linkSpeedMbps}.
     *
     * @param k             arity, even, 2..254 (the pod is an octet of the host addresses)
     * @param hostsPerEdge  hosts on each edge switch, 1..253
     * @param linkSpeedMbps speed of every link, > 0
     * @return the fat-tree
     */
    public static FatTree build(int k, int hostsPerEdge, long linkSpeedMbps) {
        checkArgument(k >= 2 && k <= 254 && k % 2 == 0, "k must be even and in 2..254: %s", k);
        checkArgument(hostsPerEdge >= 1 && hostsPerEdge <= 253, "hostsPerEdge must be in 1..253: %s", hostsPerEdge);
        checkArgument(linkSpeedMbps > 0, "link speed must be > 0 Mbps: %s", linkSpeedMbps);
        return new FatTree(k, hostsPerEdge, linkSpeedMbps);
    }

    /**
     * The fat-tree of arity {@code k} as Al-Fares et al. draw it: k/2 hosts on each edge switch (every
     * switch has k ports), 1 Gbit/s links.
     *
     * @param k arity, even, 2..254
     * @return the fat-tree
     */
    public static FatTree of(int k) {
        return build(k, Math.max(1, k / 2), DEFAULT_LINK_SPEED_MBPS);
    }

    /** Reports every switch, cable and host to the emulated network. */
    public void applyTo(EmulatedSwitches network) {
        switches.forEach(s -> network.addSwitch(s.id(), s.portCount(), linkSpeedMbps));
        cables.forEach(c -> network.addLink(c.one(), c.other()));
        hosts.forEach(h -> network.addHost(h.mac(), h.ip(), h.location()));
    }

    /** Id of core switch {@code index}. */
    public static DeviceId coreId(int index) {
        return id(CORE, 0, index);
    }

    /** Id of aggregation switch {@code index} of {@code pod}. */
    public static DeviceId aggregationId(int pod, int index) {
        return id(AGGREGATION, pod, index);
    }

    /** Id of edge switch {@code index} of {@code pod}. */
    public static DeviceId edgeId(int pod, int index) {
        return id(EDGE, pod, index);
    }

    private static DeviceId id(int role, int pod, int index) {
        return DeviceId.deviceId(String.format("of:%02x%06x%08x", role, pod, index));
    }

    private static ConnectPoint point(DeviceId device, int port) {
        return new ConnectPoint(device, PortNumber.portNumber(port));
    }

    private static MacAddress mac(int n) {
        return MacAddress.valueOf(String.format("00:00:00:%02x:%02x:%02x", (n >> 16) & 0xff, (n >> 8) & 0xff,
                                                n & 0xff));
    }

    private static Ip4Address ip(int pod, int edge, int slot) {
        return Ip4Address.valueOf((10 << 24) | (pod << 16) | (edge << 8) | (slot + 2));
    }

    /**
     * A direct link from port 1 of device {@code src} to port 1 of device {@code dst} (ids like "of:a").
     *
     * @param src source device id
     * @param dst destination device id
     * @return the link
     */
    public static Link link(String src, String dst) {
        return link(point(DeviceId.deviceId(src), 1), point(DeviceId.deviceId(dst), 1));
    }

    /**
     * An active, direct infrastructure link as the OpenFlow link provider would report it.
     *
     * @param src source
     * @param dst destination
     * @return the link
     */
    public static Link link(ConnectPoint src, ConnectPoint dst) {
        return DefaultLink.builder().providerId(PROVIDER).src(src).dst(dst)
                .type(Link.Type.DIRECT).state(Link.State.ACTIVE).build();
    }

    public int k() {
        return k;
    }

    public int hostsPerEdge() {
        return hostsPerEdge;
    }

    public long linkSpeedMbps() {
        return linkSpeedMbps;
    }

    /** Every switch: cores, then pod by pod its aggregation and edge switches. */
    public List<Switch> switches() {
        return switches;
    }

    /** The cables between switches, each listed once: pod by pod, aggregation-core then edge-aggregation. */
    public List<Cable> cables() {
        return cables;
    }

    /**
     * Every directed link between switches, k^3 of them: each cable both ways, upwards first; pod by pod,
     * for each aggregation switch its links to the pod's edge switches, then to its cores.
     */
    public List<Link> links() {
        return links;
    }

    /**
     * The directed link from {@code src} to {@code dst}.
     *
     * @param src a switch
     * @param dst a switch cabled to it
     * @return the link
     * @throws IllegalArgumentException if there is no cable between them
     */
    public Link link(DeviceId src, DeviceId dst) {
        Link link = linkBetween.get(ImmutableList.of(src, dst));
        checkArgument(link != null, "no link %s -> %s", src, dst);
        return link;
    }

    /** Every host, edge switch by edge switch. */
    public List<Host> hosts() {
        return hosts;
    }

    /** Every switch id: cores, then aggregation and edge switches pod by pod. */
    public List<DeviceId> devices() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.<DeviceId>builder().addAll(cores);
        aggregationByPod.forEach(all::addAll);
        edgeByPod.forEach(all::addAll);
        return all.build();
    }

    public List<DeviceId> cores() {
        return cores;
    }

    /** Every aggregation switch, pod by pod. */
    public List<DeviceId> aggregations() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.builder();
        aggregationByPod.forEach(all::addAll);
        return all.build();
    }

    /** Every edge switch, pod by pod. */
    public List<DeviceId> edges() {
        ImmutableList.Builder<DeviceId> all = ImmutableList.builder();
        edgeByPod.forEach(all::addAll);
        return all.build();
    }

    public List<DeviceId> aggregations(int pod) {
        return aggregationByPod.get(pod);
    }

    public List<DeviceId> edges(int pod) {
        return edgeByPod.get(pod);
    }

    /** Edge switch {@code index} of {@code pod}. */
    public DeviceId edge(int pod, int index) {
        return edgeByPod.get(pod).get(index);
    }

    /** The pod of an aggregation or edge switch. */
    public int podOf(DeviceId device) {
        long bits = Long.parseUnsignedLong(device.uri().getSchemeSpecificPart(), 16);
        int role = (int) (bits >>> 56);
        checkArgument(role == AGGREGATION || role == EDGE, "%s is not in a pod", device);
        return (int) ((bits >>> 32) & 0xffffff);
    }

    /** Where host {@code slot} (0..hostsPerEdge-1) of an edge switch attaches. */
    public ConnectPoint hostPoint(DeviceId edge, int slot) {
        checkArgument(slot >= 0 && slot < hostsPerEdge, "slot out of range: %s", slot);
        return point(edge, slot + 1);
    }

    /** The address of host {@code slot} of an edge switch: 10.pod.edge.(slot+2). */
    public Ip4Address hostIp(DeviceId edge, int slot) {
        checkArgument(slot >= 0 && slot < hostsPerEdge, "slot out of range: %s", slot);
        int pod = podOf(edge);
        return ip(pod, edgeByPod.get(pod).indexOf(edge), slot);
    }

    @Override
    public String toString() {
        return "FatTree{k=" + k + ", hostsPerEdge=" + hostsPerEdge + ", linkSpeedMbps=" + linkSpeedMbps + "}";
    }

    /** Switch layer in the fat-tree. */
    public enum Tier { CORE, AGGREGATION, EDGE }

    /** A switch: id, number of ports, tier and pod (-1 for a core). */
    public static final class Switch {
        private final DeviceId id;
        private final int portCount;
        private final Tier tier;
        private final int pod;

        Switch(DeviceId id, int portCount, Tier tier, int pod) {
            this.id = id;
            this.portCount = portCount;
            this.tier = tier;
            this.pod = pod;
        }

        public DeviceId id() {
            return id;
        }

        public int portCount() {
            return portCount;
        }

        public Tier tier() {
            return tier;
        }

        public int pod() {
            return pod;
        }
    }

    /** A cable: the two ends of a bidirectional link (not the directed link key of Janus's monitor). */
    public static final class Cable {
        private final ConnectPoint one;
        private final ConnectPoint other;

        Cable(ConnectPoint one, ConnectPoint other) {
            this.one = one;
            this.other = other;
        }

        public ConnectPoint one() {
            return one;
        }

        public ConnectPoint other() {
            return other;
        }
    }

    /** A host of the fat-tree: its position in build order, MAC, IPv4, attachment point and pod. */
    public static final class Host {
        private final int index;
        private final MacAddress mac;
        private final Ip4Address ip;
        private final ConnectPoint location;
        private final int pod;

        Host(int index, MacAddress mac, Ip4Address ip, ConnectPoint location, int pod) {
            this.index = index;
            this.mac = mac;
            this.ip = ip;
            this.location = location;
            this.pod = pod;
        }

        public int index() {
            return index;
        }

        public MacAddress mac() {
            return mac;
        }

        public Ip4Address ip() {
            return ip;
        }

        public ConnectPoint location() {
            return location;
        }

        public int pod() {
            return pod;
        }
    }
}

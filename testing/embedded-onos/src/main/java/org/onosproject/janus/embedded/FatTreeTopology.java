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
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A k-ary fat-tree (Al-Fares et al.): (k/2)^2 core switches, k pods of k/2 aggregation and k/2
 * edge switches, a chosen number of hosts per edge switch, every link of one speed.
 * <p>
 * Switch ids: core {@code of:00000000000001cc}, aggregation {@code of:0000000000002pii},
 * edge {@code of:0000000000003pii} (hex; p = pod, i = index). Edge ports 1..h face hosts and
 * h+1..h+k/2 face aggregation; aggregation ports 1..k/2 face edge and k/2+1..k face core; core
 * port p+1 faces pod p. Host n of edge switch e in pod p has IP {@code 10.p.e.(n+2)}.
 */
public final class FatTreeTopology {

    private final int k;
    private final int hostsPerEdge;
    private final long linkSpeedMbps;
    private final List<Switch> switches;
    private final List<Cable> links;
    private final List<HostSpec> hosts;

    private FatTreeTopology(int k, int hostsPerEdge, long linkSpeedMbps) {
        this.k = k;
        this.hostsPerEdge = hostsPerEdge;
        this.linkSpeedMbps = linkSpeedMbps;
        int half = k / 2;
        ImmutableList.Builder<Switch> sw = ImmutableList.builder();
        ImmutableList.Builder<Cable> ln = ImmutableList.builder();
        ImmutableList.Builder<HostSpec> hs = ImmutableList.builder();
        for (int c = 0; c < half * half; c++) {
            sw.add(new Switch(core(c), k, Tier.CORE, -1));
        }
        int hostIndex = 0;
        for (int pod = 0; pod < k; pod++) {
            for (int i = 0; i < half; i++) {
                sw.add(new Switch(aggregation(pod, i), k, Tier.AGGREGATION, pod));
                for (int j = 0; j < half; j++) {
                    ln.add(new Cable(point(aggregation(pod, i), half + 1 + j), point(core(i * half + j), pod + 1)));
                }
            }
            for (int e = 0; e < half; e++) {
                sw.add(new Switch(edge(pod, e), hostsPerEdge + half, Tier.EDGE, pod));
                for (int i = 0; i < half; i++) {
                    ln.add(new Cable(point(edge(pod, e), hostsPerEdge + 1 + i), point(aggregation(pod, i), e + 1)));
                }
                for (int n = 0; n < hostsPerEdge; n++) {
                    hostIndex++;
                    hs.add(new HostSpec(hostIndex - 1,
                            MacAddress.valueOf(String.format("00:00:00:%02x:%02x:%02x",
                                    (hostIndex >> 16) & 0xff, (hostIndex >> 8) & 0xff, hostIndex & 0xff)),
                            Ip4Address.valueOf(String.format("10.%d.%d.%d", pod, e, n + 2)),
                            point(edge(pod, e), n + 1), pod));
                }
            }
        }
        this.switches = sw.build();
        this.links = ln.build();
        this.hosts = hs.build();
    }

    /**
     * A fat-tree of even arity {@code k} (2..254) with {@code hostsPerEdge} hosts (1..253) on each
     * edge switch and links of {@code linkSpeedMbps}.
     */
    public static FatTreeTopology build(int k, int hostsPerEdge, long linkSpeedMbps) {
        checkArgument(k >= 2 && k <= 254 && k % 2 == 0, "k must be even and in 2..254: %s", k);
        checkArgument(hostsPerEdge >= 1 && hostsPerEdge <= 253, "hostsPerEdge must be in 1..253: %s", hostsPerEdge);
        checkArgument(linkSpeedMbps > 0, "link speed must be > 0 Mbps: %s", linkSpeedMbps);
        return new FatTreeTopology(k, hostsPerEdge, linkSpeedMbps);
    }

    /** Reports every switch, link and host to the emulated network. */
    public void applyTo(EmulatedSwitches network) {
        switches.forEach(s -> network.addSwitch(s.id(), s.portCount(), linkSpeedMbps));
        links.forEach(l -> network.addLink(l.one(), l.other()));
        hosts.forEach(h -> network.addHost(h.mac(), h.ip(), h.location()));
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

    public List<Switch> switches() {
        return switches;
    }

    /** Bidirectional links, each listed once. */
    public List<Cable> links() {
        return links;
    }

    public List<HostSpec> hosts() {
        return hosts;
    }

    public static DeviceId core(int index) {
        return DeviceId.deviceId(String.format("of:%016x", 0x100 + index));
    }

    public static DeviceId aggregation(int pod, int index) {
        return DeviceId.deviceId(String.format("of:%016x", 0x20000 + (pod << 8) + index));
    }

    public static DeviceId edge(int pod, int index) {
        return DeviceId.deviceId(String.format("of:%016x", 0x30000 + (pod << 8) + index));
    }

    private static ConnectPoint point(DeviceId device, int port) {
        return new ConnectPoint(device, PortNumber.portNumber(port));
    }

    /** Switch layer in the fat-tree. */
    public enum Tier { CORE, AGGREGATION, EDGE }

    /** A switch: id, number of ports, tier and pod (-1 for core). */
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

    /** A host: index in build order, MAC, IPv4, attachment point and pod. */
    public static final class HostSpec {
        private final int index;
        private final MacAddress mac;
        private final Ip4Address ip;
        private final ConnectPoint location;
        private final int pod;

        HostSpec(int index, MacAddress mac, Ip4Address ip, ConnectPoint location, int pod) {
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

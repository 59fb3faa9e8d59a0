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

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A validated fabric description: switches, bidirectional switch-to-switch links with a capacity,
 * and hosts attached to switches with their own NIC capacity. Order matters: it fixes port numbers,
 * device ids and host indices, so the same spec always builds the same network.
 */
public final class TopologySpec {

    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.:-]{1,64}");

    private final String name;
    private final List<SwitchSpec> switches;
    private final List<LinkSpec> links;
    private final List<HostSpec> hosts;

    /**
     * Builds and validates a spec.
     *
     * @throws TopologyException naming the bad field
     */
    public TopologySpec(String name, List<SwitchSpec> switches, List<LinkSpec> links, List<HostSpec> hosts) {
        this.name = name == null ? "custom" : name;
        this.switches = ImmutableList.copyOf(checkNotNull(switches, "switches"));
        this.links = ImmutableList.copyOf(checkNotNull(links, "links"));
        this.hosts = ImmutableList.copyOf(checkNotNull(hosts, "hosts"));
        validate();
    }

    public String name() {
        return name;
    }

    public List<SwitchSpec> switches() {
        return switches;
    }

    public List<LinkSpec> links() {
        return links;
    }

    public List<HostSpec> hosts() {
        return hosts;
    }

    /** Index of the named switch, or -1. */
    public int switchIndex(String switchName) {
        for (int i = 0; i < switches.size(); i++) {
            if (switches.get(i).name().equals(switchName)) {
                return i;
            }
        }
        return -1;
    }

    /** Index of the link between the two named switches (either direction), or -1. */
    public int linkIndex(String a, String b) {
        for (int i = 0; i < links.size(); i++) {
            LinkSpec l = links.get(i);
            if ((l.a().equals(a) && l.b().equals(b)) || (l.a().equals(b) && l.b().equals(a))) {
                return i;
            }
        }
        return -1;
    }

    private void validate() {
        if (switches.isEmpty()) {
            throw new TopologyException("switches", "a topology needs at least one switch");
        }
        if (hosts.size() < 2) {
            throw new TopologyException("hosts", "a topology needs at least two hosts, got " + hosts.size());
        }
        Set<String> switchNames = new HashSet<>();
        for (int i = 0; i < switches.size(); i++) {
            String n = switches.get(i).name();
            String field = "switches[" + i + "].name";
            checkName(field, n);
            if (!switchNames.add(n)) {
                throw new TopologyException(field, "duplicate switch name '" + n + "'");
            }
        }
        Set<String> pairs = new HashSet<>();
        for (int i = 0; i < links.size(); i++) {
            LinkSpec l = links.get(i);
            String field = "links[" + i + "]";
            checkKnownSwitch(field + ".a", l.a(), switchNames);
            checkKnownSwitch(field + ".b", l.b(), switchNames);
            if (l.a().equals(l.b())) {
                throw new TopologyException(field, "a link cannot connect switch '" + l.a() + "' to itself");
            }
            checkCapacity(field + ".capacityMbps", l.capacityBps());
            String key = l.a().compareTo(l.b()) < 0 ? l.a() + "|" + l.b() : l.b() + "|" + l.a();
            if (!pairs.add(key)) {
                throw new TopologyException(field, "duplicate link between '" + l.a() + "' and '" + l.b() + "'");
            }
        }
        Set<String> hostNames = new HashSet<>();
        Set<String> ips = new HashSet<>();
        Set<String> macs = new HashSet<>();
        for (int i = 0; i < hosts.size(); i++) {
            HostSpec h = hosts.get(i);
            String field = "hosts[" + i + "]";
            checkName(field + ".name", h.name());
            if (!hostNames.add(h.name())) {
                throw new TopologyException(field + ".name", "duplicate host name '" + h.name() + "'");
            }
            checkKnownSwitch(field + ".switch", h.switchName(), switchNames);
            checkCapacity(field + ".capacityMbps", h.capacityBps());
            checkAddresses(field, h);
            if (!ips.add(h.ip())) {
                throw new TopologyException(field + ".ip", "duplicate IP address " + h.ip());
            }
            if (!macs.add(h.mac())) {
                throw new TopologyException(field + ".mac", "duplicate MAC address " + h.mac());
            }
        }
        checkEverySwitchIsAttached();
        checkConnected();
    }

    private void checkEverySwitchIsAttached() {
        Set<String> attached = new HashSet<>();
        links.forEach(l -> {
            attached.add(l.a());
            attached.add(l.b());
        });
        hosts.forEach(h -> attached.add(h.switchName()));
        for (int i = 0; i < switches.size(); i++) {
            if (!attached.contains(switches.get(i).name())) {
                throw new TopologyException("switches[" + i + "]", "switch '" + switches.get(i).name()
                        + "' has no links and no hosts");
            }
        }
    }

    private void checkConnected() {
        // Every host must be able to reach every other: the switches carrying hosts are connected.
        int n = switches.size();
        int[] parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (LinkSpec l : links) {
            parent[find(parent, switchIndex(l.a()))] = find(parent, switchIndex(l.b()));
        }
        int root = find(parent, switchIndex(hosts.get(0).switchName()));
        for (int i = 1; i < hosts.size(); i++) {
            if (find(parent, switchIndex(hosts.get(i).switchName())) != root) {
                throw new TopologyException("links", "host '" + hosts.get(i).name()
                        + "' cannot reach host '" + hosts.get(0).name() + "': the fabric is not connected");
            }
        }
    }

    private static int find(int[] parent, int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void checkName(String field, String value) {
        if (value == null || !NAME.matcher(value).matches()) {
            throw new TopologyException(field, "must be 1-64 characters of letters, digits, '_', '.', ':' or '-', got '"
                    + value + "'");
        }
    }

    private static void checkAddresses(String field, HostSpec h) {
        try {
            Ip4Address.valueOf(h.ip());
        } catch (RuntimeException e) {
            throw new TopologyException(field + ".ip", "not an IPv4 address: '" + h.ip() + "'");
        }
        try {
            MacAddress mac = MacAddress.valueOf(h.mac());
            if (mac.isBroadcast() || mac.isMulticast()) {
                throw new TopologyException(field + ".mac", "must be a unicast MAC address, got " + h.mac());
            }
        } catch (IllegalArgumentException | NullPointerException e) {
            if (e instanceof TopologyException) {
                throw e;
            }
            throw new TopologyException(field + ".mac", "not a MAC address: '" + h.mac() + "'");
        }
    }

    private static void checkKnownSwitch(String field, String value, Set<String> known) {
        if (value == null || !known.contains(value)) {
            throw new TopologyException(field, "unknown switch '" + value + "'");
        }
    }

    private static void checkCapacity(String field, long bps) {
        if (bps <= 0) {
            throw new TopologyException(field, "capacity must be > 0, got " + (bps / 1e6) + " Mbps");
        }
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("name", name).add("switches", switches.size())
                .add("links", links.size()).add("hosts", hosts.size()).toString();
    }

    /** A switch: a unique name and, in fat-trees, its pod (-1 otherwise) and layer. */
    public static final class SwitchSpec {
        private final String name;
        private final String layer;
        private final int pod;

        public SwitchSpec(String name, String layer, int pod) {
            this.name = name;
            this.layer = layer == null ? "" : layer;
            this.pod = pod;
        }

        public String name() {
            return name;
        }

        /** e.g. {@code edge}, {@code aggregation}, {@code core}, {@code leaf}, {@code spine}; may be empty. */
        public String layer() {
            return layer;
        }

        public int pod() {
            return pod;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof SwitchSpec && ((SwitchSpec) o).name.equals(name)
                    && ((SwitchSpec) o).layer.equals(layer) && ((SwitchSpec) o).pod == pod;
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, layer, pod);
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** A full-duplex link between two switches; each direction has {@code capacityBps}. */
    public static final class LinkSpec {
        private final String a;
        private final String b;
        private final long capacityBps;

        public LinkSpec(String a, String b, long capacityBps) {
            this.a = a;
            this.b = b;
            this.capacityBps = capacityBps;
        }

        public String a() {
            return a;
        }

        public String b() {
            return b;
        }

        public long capacityBps() {
            return capacityBps;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof LinkSpec && ((LinkSpec) o).a.equals(a) && ((LinkSpec) o).b.equals(b)
                    && ((LinkSpec) o).capacityBps == capacityBps;
        }

        @Override
        public int hashCode() {
            return Objects.hash(a, b, capacityBps);
        }

        @Override
        public String toString() {
            return a + "<->" + b;
        }
    }

    /** A host: name, the switch it hangs off, its addresses, NIC capacity and pod (-1 if none). */
    public static final class HostSpec {
        private final String name;
        private final String switchName;
        private final String ip;
        private final String mac;
        private final long capacityBps;
        private final int pod;

        public HostSpec(String name, String switchName, String ip, String mac, long capacityBps, int pod) {
            this.name = name;
            this.switchName = switchName;
            this.ip = ip;
            this.mac = mac;
            this.capacityBps = capacityBps;
            this.pod = pod;
        }

        public String name() {
            return name;
        }

        public String switchName() {
            return switchName;
        }

        public String ip() {
            return ip;
        }

        public String mac() {
            return mac;
        }

        public long capacityBps() {
            return capacityBps;
        }

        public int pod() {
            return pod;
        }

        @Override
        public boolean equals(Object o) {
            if (!(o instanceof HostSpec)) {
                return false;
            }
            HostSpec h = (HostSpec) o;
            return h.name.equals(name) && h.switchName.equals(switchName) && h.ip.equals(ip)
                    && h.mac.equals(mac) && h.capacityBps == capacityBps && h.pod == pod;
        }

        @Override
        public int hashCode() {
            return Objects.hash(name, switchName, ip, mac, capacityBps, pod);
        }

        @Override
        public String toString() {
            return name + "@" + switchName;
        }
    }
}

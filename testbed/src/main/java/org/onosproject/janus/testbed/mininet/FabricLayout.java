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
package org.onosproject.janus.testbed.mininet;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What Mininet built, as it reports it: switches (bridge name, datapath id, role, short label such as
 * {@code e1}, {@code a3}, {@code c2}), hosts (label {@code h1}..., IP, MAC, edge switch) and links with the
 * OpenFlow port number at each end.
 */
public final class FabricLayout {

    /** A switch: its bridge {@code name}, {@code dpid} (16 hex digits), role and short label. */
    public static final class Switch {
        public final String name;
        public final String dpid;
        public final String role;
        public final String label;

        public Switch(String name, String dpid, String role, String label) {
            this.name = name;
            this.dpid = dpid;
            this.role = role;
            this.label = label;
        }

        /** The ONOS device id ({@code of:} and the datapath id). */
        public String deviceId() {
            return "of:" + dpid;
        }
    }

    /** A host: its label ({@code h1}...), Mininet node name, IPv4 address, MAC and edge switch name. */
    public static final class Host {
        public final String label;
        public final String name;
        public final String ip;
        public final String mac;
        public final String edge;

        public Host(String label, String name, String ip, String mac, String edge) {
            this.label = label;
            this.name = name;
            this.ip = ip;
            this.mac = mac;
            this.edge = edge;
        }
    }

    /** One end of a link: a node name and its port number. */
    public static final class End {
        public final String node;
        public final int port;

        public End(String node, int port) {
            this.node = node;
            this.port = port;
        }

        @Override
        public String toString() {
            return node + ":" + port;
        }
    }

    private final ImmutableList<Switch> switches;
    private final ImmutableList<Host> hosts;
    private final ImmutableMap<String, End> peers;

    public FabricLayout(List<Switch> switches, List<Host> hosts, Map<String, End> peers) {
        this.switches = ImmutableList.copyOf(switches);
        this.hosts = ImmutableList.copyOf(hosts);
        this.peers = ImmutableMap.copyOf(peers);
    }

    /** The layout from the script's answer to {@code topology}. */
    public static FabricLayout fromJson(JsonNode topology) {
        ImmutableList.Builder<Switch> switches = ImmutableList.builder();
        topology.get("switches").forEach(s -> switches.add(new Switch(s.get("name").asText(),
                s.get("dpid").asText(), s.get("role").asText(), s.get("label").asText())));
        ImmutableList.Builder<Host> hosts = ImmutableList.builder();
        topology.get("hosts").forEach(h -> hosts.add(new Host(h.get("label").asText(), h.get("name").asText(),
                h.get("ip").asText(), h.get("mac").asText(), h.get("switch").asText())));
        ImmutableMap.Builder<String, End> peers = ImmutableMap.builder();
        topology.get("links").forEach(l -> {
            End a = new End(l.get("a").asText(), l.get("aport").asInt());
            End b = new End(l.get("b").asText(), l.get("bport").asInt());
            peers.put(a.toString(), b);
            peers.put(b.toString(), a);
        });
        return new FabricLayout(switches.build(), hosts.build(), peers.build());
    }

    public List<Switch> switches() {
        return switches;
    }

    public List<Host> hosts() {
        return hosts;
    }

    /** Switch-to-switch links, counted once per direction. */
    public int directedFabricLinks() {
        return (int) peers.entrySet().stream()
                .filter(e -> isSwitch(e.getKey().substring(0, e.getKey().lastIndexOf(':')))
                        && isSwitch(e.getValue().node))
                .count();
    }

    /** The other end of the link at {@code node}'s {@code port}, if cabled. */
    public Optional<End> peer(String node, int port) {
        return Optional.ofNullable(peers.get(node + ":" + port));
    }

    /** The switch with this bridge name or ONOS device id. */
    public Optional<Switch> switchNamed(String nameOrDeviceId) {
        return switches.stream().filter(s -> s.name.equals(nameOrDeviceId) || s.deviceId().equals(nameOrDeviceId))
                .findFirst();
    }

    public boolean isSwitch(String node) {
        return switchNamed(node).isPresent();
    }

    public Optional<Host> hostByIp(String ip) {
        return hosts.stream().filter(h -> h.ip.equals(ip)).findFirst();
    }

    public Optional<Host> hostByLabel(String label) {
        return hosts.stream().filter(h -> h.label.equals(label) || h.name.equals(label)).findFirst();
    }

    /** The port of {@code host}'s edge switch that the host is cabled to. */
    public int edgePort(Host host) {
        End hostEnd = peers.keySet().stream().filter(k -> k.startsWith(host.name + ":")).findFirst()
                .map(peers::get).orElseThrow(() -> new IllegalStateException("host " + host.label + " not cabled"));
        return hostEnd.port;
    }
}

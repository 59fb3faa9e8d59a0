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
package org.onosproject.janus.lab.net;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.topo.TopologySpec.HostSpec;
import org.onosproject.janus.lab.topo.TopologySpec.LinkSpec;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * A topology spec wired into ONOS identities: switch {@code i} is device {@code of:} and i+1 in hex; on each
 * switch the hosts take the first ports (in host order), then the links (in spec order).
 * <p>
 * Directed links are numbered for the traffic model: link spec {@code i} gives {@code 2i} (a to b) and
 * {@code 2i+1} (b to a); host {@code h}'s NIC gives {@link #hostUplink} (host to switch) and
 * {@link #hostDownlink} (switch to host). Host NICs are links like any other.
 */
public final class Fabric {

    private final TopologySpec spec;
    private final List<DeviceId> devices;
    private final Map<DeviceId, Integer> deviceIndex;
    private final List<ConnectPoint> hostLocations;
    /** (switch, port) -> the directed link leaving by that port. */
    private final Map<ConnectPoint, Integer> egressLink;
    private final ConnectPoint[] linkSrc;
    private final ConnectPoint[] linkDst;
    private final double[] capacityBps;
    private final int switchLinks;
    private final List<List<PortNumber>> portsBySwitch;

    public Fabric(TopologySpec spec) {
        this.spec = spec;
        ImmutableList.Builder<DeviceId> ids = ImmutableList.builder();
        Map<DeviceId, Integer> index = new HashMap<>();
        for (int i = 0; i < spec.switches().size(); i++) {
            DeviceId id = DeviceId.deviceId(String.format("of:%016x", i + 1));
            ids.add(id);
            index.put(id, i);
        }
        this.devices = ids.build();
        this.deviceIndex = ImmutableMap.copyOf(index);

        int[] nextPort = new int[spec.switches().size()];
        ImmutableList.Builder<ConnectPoint> locations = ImmutableList.builder();
        for (HostSpec h : spec.hosts()) {
            int s = spec.switchIndex(h.switchName());
            locations.add(new ConnectPoint(devices.get(s), PortNumber.portNumber(++nextPort[s])));
        }
        this.hostLocations = locations.build();

        this.switchLinks = 2 * spec.links().size();
        int total = switchLinks + 2 * spec.hosts().size();
        this.linkSrc = new ConnectPoint[total];
        this.linkDst = new ConnectPoint[total];
        this.capacityBps = new double[total];
        Map<ConnectPoint, Integer> egress = new HashMap<>();
        for (int i = 0; i < spec.links().size(); i++) {
            LinkSpec l = spec.links().get(i);
            int a = spec.switchIndex(l.a());
            int b = spec.switchIndex(l.b());
            ConnectPoint pa = new ConnectPoint(devices.get(a), PortNumber.portNumber(++nextPort[a]));
            ConnectPoint pb = new ConnectPoint(devices.get(b), PortNumber.portNumber(++nextPort[b]));
            set(2 * i, pa, pb, l.capacityBps());
            set(2 * i + 1, pb, pa, l.capacityBps());
            egress.put(pa, 2 * i);
            egress.put(pb, 2 * i + 1);
        }
        for (int h = 0; h < spec.hosts().size(); h++) {
            ConnectPoint loc = hostLocations.get(h);
            set(hostUplink(h), null, loc, spec.hosts().get(h).capacityBps());
            set(hostDownlink(h), loc, null, spec.hosts().get(h).capacityBps());
            egress.put(loc, hostDownlink(h));
        }
        this.egressLink = ImmutableMap.copyOf(egress);
        List<List<PortNumber>> ports = new ArrayList<>();
        for (int s = 0; s < devices.size(); s++) {
            ImmutableList.Builder<PortNumber> list = ImmutableList.builder();
            for (int p = 1; p <= nextPort[s]; p++) {
                list.add(PortNumber.portNumber(p));
            }
            ports.add(list.build());
        }
        this.portsBySwitch = ImmutableList.copyOf(ports);
    }

    private void set(int link, ConnectPoint src, ConnectPoint dst, long capacity) {
        linkSrc[link] = src;
        linkDst[link] = dst;
        capacityBps[link] = capacity;
    }

    public TopologySpec spec() {
        return spec;
    }

    public List<DeviceId> devices() {
        return devices;
    }

    public DeviceId device(int switchIndex) {
        return devices.get(switchIndex);
    }

    /** Index of a device, or -1 if it is not one of this fabric's switches. */
    public int switchIndex(DeviceId id) {
        Integer i = deviceIndex.get(id);
        return i == null ? -1 : i;
    }

    public int hostCount() {
        return spec.hosts().size();
    }

    public ConnectPoint hostLocation(int host) {
        return hostLocations.get(host);
    }

    public Ip4Address hostIp(int host) {
        return Ip4Address.valueOf(spec.hosts().get(host).ip());
    }

    public MacAddress hostMac(int host) {
        return MacAddress.valueOf(spec.hosts().get(host).mac());
    }

    /** Number of directed links, host NICs included. */
    public int linkCount() {
        return capacityBps.length;
    }

    public int hostUplink(int host) {
        return switchLinks + 2 * host;
    }

    public int hostDownlink(int host) {
        return switchLinks + 2 * host + 1;
    }

    /** The host a NIC link belongs to, or -1 for a switch-to-switch link. */
    public int hostOfLink(int link) {
        return link < switchLinks ? -1 : (link - switchLinks) / 2;
    }

    /** Source port of a directed link; null for a host uplink (the host side has no ONOS port). */
    public ConnectPoint linkSrc(int link) {
        return linkSrc[link];
    }

    /** Destination port of a directed link; null for a host downlink. */
    public ConnectPoint linkDst(int link) {
        return linkDst[link];
    }

    public double capacityBps(int link) {
        return capacityBps[link];
    }

    /** The directed link leaving by a switch port, or -1 if nothing is attached there. */
    public int egressLink(ConnectPoint port) {
        Integer l = egressLink.get(port);
        return l == null ? -1 : l;
    }

    /** The two directed links of link spec {@code i}. */
    public int[] directedLinksOf(int linkSpecIndex) {
        checkArgument(linkSpecIndex >= 0 && linkSpecIndex < spec.links().size(), "no link %s", linkSpecIndex);
        return new int[]{2 * linkSpecIndex, 2 * linkSpecIndex + 1};
    }

    /** Every port of a switch, in number order (1 to its port count). */
    public List<PortNumber> ports(int switchIndex) {
        return portsBySwitch.get(switchIndex);
    }
}

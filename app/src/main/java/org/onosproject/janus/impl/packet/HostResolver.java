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
package org.onosproject.janus.impl.packet;

import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.host.HostService;

import java.util.Comparator;
import java.util.Optional;
import java.util.Set;

/**
 * Finds hosts in the host store by MAC (and VLAN) or by IP; of several hosts with one IP, the one
 * with the lowest id, so the answer is stable.
 */
public final class HostResolver {

    private final HostService hostService;

    public HostResolver(HostService hostService) {
        this.hostService = hostService;
    }

    /** A host that owns {@code ip}, if the store knows one. */
    public Optional<Host> byIp(Ip4Address ip) {
        Set<Host> byIp = hostService.getHostsByIp(ip);
        if (byIp == null || byIp.isEmpty()) {
            return Optional.empty();
        }
        if (byIp.size() == 1) {
            // The usual case, on every new flow's packet-in: no ids to compare.
            return Optional.of(byIp.iterator().next());
        }
        return byIp.stream().min(Comparator.comparing(h -> h.id().toString()));
    }

    /** The host with this MAC on this VLAN, if known. */
    public Optional<Host> byMac(MacAddress mac, VlanId vlan) {
        return Optional.ofNullable(hostService.getHost(HostId.hostId(mac, vlan)));
    }
}

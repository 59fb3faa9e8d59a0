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

import org.onlab.packet.IpAddress;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.host.HostDescription;
import org.onosproject.net.host.HostEvent;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.store.trivial.SimpleHostStore;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * ONOS's trivial host store with an index of hosts by IP address, as ONOS's distributed host store
 * keeps one: the trivial store answers {@link #getHosts(IpAddress)} by scanning every host, which made
 * each packet-in of a large fabric cost a pass over all its hosts. Everything else is the trivial
 * store's own; the index follows the only operations that change a host's addresses.
 */
final class IpIndexedHostStore extends SimpleHostStore {

    private final Map<IpAddress, Set<HostId>> byIp = new HashMap<>();
    private final Map<HostId, Set<IpAddress>> indexed = new HashMap<>();

    @Override
    public synchronized HostEvent createOrUpdateHost(ProviderId providerId, HostId hostId,
                                                     HostDescription hostDescription, boolean replaceIps) {
        HostEvent event = super.createOrUpdateHost(providerId, hostId, hostDescription, replaceIps);
        reindex(hostId);
        return event;
    }

    @Override
    public synchronized HostEvent removeHost(HostId hostId) {
        HostEvent event = super.removeHost(hostId);
        reindex(hostId);
        return event;
    }

    @Override
    public synchronized HostEvent removeIp(HostId hostId, IpAddress ipAddress) {
        HostEvent event = super.removeIp(hostId, ipAddress);
        reindex(hostId);
        return event;
    }

    @Override
    public synchronized Set<Host> getHosts(IpAddress ip) {
        Set<Host> hosts = new HashSet<>();
        for (HostId id : byIp.getOrDefault(ip, Set.of())) {
            Host host = getHost(id);
            if (host != null && host.ipAddresses().contains(ip)) {
                hosts.add(host);
            }
        }
        return hosts;
    }

    private void reindex(HostId hostId) {
        for (IpAddress ip : indexed.getOrDefault(hostId, Set.of())) {
            Set<HostId> ids = byIp.get(ip);
            ids.remove(hostId);
            if (ids.isEmpty()) {
                byIp.remove(ip);
            }
        }
        indexed.remove(hostId);
        Host host = getHost(hostId);
        if (host == null || host.ipAddresses().isEmpty()) {
            return;
        }
        Set<IpAddress> ips = new LinkedHashSet<>(host.ipAddresses());
        indexed.put(hostId, ips);
        for (IpAddress ip : ips) {
            byIp.computeIfAbsent(ip, i -> new LinkedHashSet<>()).add(hostId);
        }
    }
}

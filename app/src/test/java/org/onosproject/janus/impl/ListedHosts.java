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
package org.onosproject.janus.impl;

import org.onosproject.janus.impl.packet.HostResolver;
import org.onlab.packet.IpAddress;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.host.HostServiceAdapter;

import java.util.Collection;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A host store that is a plain collection of hosts (read at every look-up), as the host resolver sees
 * it: by id and by IP.
 */
final class ListedHosts extends HostServiceAdapter {

    private final Collection<Host> hosts;

    private ListedHosts(Collection<Host> hosts) {
        this.hosts = hosts;
    }

    /** A resolver over {@code hosts}, which the test may still change. */
    static HostResolver resolver(Collection<Host> hosts) {
        return new HostResolver(new ListedHosts(hosts));
    }

    @Override
    public Host getHost(HostId id) {
        return hosts.stream().filter(h -> h.id().equals(id)).findFirst().orElse(null);
    }

    @Override
    public Set<Host> getHostsByIp(IpAddress ip) {
        return hosts.stream().filter(h -> h.ipAddresses().contains(ip)).collect(Collectors.toSet());
    }
}

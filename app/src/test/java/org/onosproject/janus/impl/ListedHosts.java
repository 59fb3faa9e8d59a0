package org.onosproject.janus.impl;

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

package org.onosproject.janus.impl;

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
final class HostResolver {

    private final HostService hostService;

    HostResolver(HostService hostService) {
        this.hostService = hostService;
    }

    /** A host that owns {@code ip}, if the store knows one. */
    Optional<Host> byIp(Ip4Address ip) {
        Set<Host> byIp = hostService.getHostsByIp(ip);
        if (byIp == null) {
            return Optional.empty();
        }
        return byIp.stream().min(Comparator.comparing(h -> h.id().toString()));
    }

    /** The host with this MAC on this VLAN, if known. */
    Optional<Host> byMac(MacAddress mac, VlanId vlan) {
        return Optional.ofNullable(hostService.getHost(HostId.hostId(mac, vlan)));
    }
}

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
 * Finds the host a packet's address belongs to in the host store: by MAC (and VLAN) when the frame's
 * MAC is a known host with that IP, else by IP alone when that is unambiguous enough (the host with
 * the lowest id wins, so the answer is stable).
 */
final class HostResolver {

    private final HostService hostService;

    HostResolver(HostService hostService) {
        this.hostService = hostService;
    }

    Optional<Host> resolve(MacAddress mac, VlanId vlan, Ip4Address ip) {
        Host byMac = hostService.getHost(HostId.hostId(mac, vlan));
        if (byMac != null && (byMac.ipAddresses().isEmpty() || byMac.ipAddresses().contains(ip))) {
            return Optional.of(byMac);
        }
        Set<Host> byIp = hostService.getHostsByIp(ip);
        if (byIp == null || byIp.isEmpty()) {
            return Optional.ofNullable(byMac);
        }
        return byIp.stream().min(Comparator.comparing(h -> h.id().toString()));
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

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

import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.IpAddress;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.net.DefaultHost;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Host;
import org.onosproject.net.HostId;
import org.onosproject.net.HostLocation;
import org.onosproject.net.PortNumber;
import org.onosproject.net.host.HostServiceAdapter;
import org.onosproject.net.provider.ProviderId;

import java.util.Optional;
import java.util.Set;

import static org.junit.Assert.assertEquals;

/**
 * Specification of {@link HostResolver}'s look-up by IP: none, the only owner, or of several owners the one
 * with the lowest id.
 */
public class HostResolverTest {

    private static final ProviderId PID = new ProviderId("test", "host-resolver");
    private static final Ip4Address IP = Ip4Address.valueOf("10.0.0.1");

    @Test
    public void anIpNoHostOwnsHasNoHost() {
        assertEquals(Optional.empty(), new HostResolver(hostsByIp(ImmutableSet.of())).byIp(IP));
    }

    @Test
    public void anIpTheStoreAnswersNullForHasNoHost() {
        assertEquals(Optional.empty(), new HostResolver(hostsByIp(null)).byIp(IP));
    }

    @Test
    public void theOnlyOwnerOfAnIpIsItsHost() {
        Host only = host("00:00:00:00:00:07");
        assertEquals(Optional.of(only), new HostResolver(hostsByIp(ImmutableSet.of(only))).byIp(IP));
    }

    @Test
    public void ofSeveralOwnersOfAnIpTheOneWithTheLowestIdIsItsHost() {
        Host higher = host("00:00:00:00:00:09");
        Host lowest = host("00:00:00:00:00:02");
        Host middle = host("00:00:00:00:00:05");
        assertEquals(Optional.of(lowest),
                     new HostResolver(hostsByIp(ImmutableSet.of(higher, lowest, middle))).byIp(IP));
    }

    private static Host host(String mac) {
        MacAddress address = MacAddress.valueOf(mac);
        return new DefaultHost(PID, HostId.hostId(address), address, VlanId.NONE,
                               new HostLocation(DeviceId.deviceId("of:1"), PortNumber.portNumber(1), 0),
                               ImmutableSet.of(IP));
    }

    private static HostServiceAdapter hostsByIp(Set<Host> owners) {
        return new HostServiceAdapter() {
            @Override
            public Set<Host> getHostsByIp(IpAddress ip) {
                return owners;
            }
        };
    }
}

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
package org.onosproject.janus.testing;

import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.PortNumber;

import static com.google.common.base.Preconditions.checkNotNull;

/** A {@link SelectionContext} holding what the test gives it. */
public final class SimpleSelectionContext implements SelectionContext {

    private final FlowRequest flow;
    private final CandidatePaths candidates;
    private final LinkUsageView usage;

    public SimpleSelectionContext(FlowRequest flow, CandidatePaths candidates, LinkUsageView usage) {
        this.flow = checkNotNull(flow);
        this.candidates = checkNotNull(candidates);
        this.usage = checkNotNull(usage);
    }

    /**
     * A context for {@code key} between the candidates' two switches, hosts on port 1 of each,
     * host ids derived from the addresses.
     */
    public static SimpleSelectionContext of(FlowKey key, CandidatePaths candidates, LinkUsageView usage) {
        FlowRequest request = new FlowRequest(
                key, hostOf(key.srcIp()), hostOf(key.dstIp()),
                new ConnectPoint(candidates.source(), PortNumber.portNumber(1)),
                new ConnectPoint(candidates.destination(), PortNumber.portNumber(1)));
        return new SimpleSelectionContext(request, candidates, usage);
    }

    /** A host id whose MAC carries the IPv4 address (02:00:a.b.c.d). */
    public static HostId hostOf(Ip4Address ip) {
        byte[] mac = new byte[6];
        mac[0] = 0x02;
        System.arraycopy(ip.toOctets(), 0, mac, 2, 4);
        return HostId.hostId(MacAddress.valueOf(mac));
    }

    @Override
    public FlowRequest flow() {
        return flow;
    }

    @Override
    public CandidatePaths candidates() {
        return candidates;
    }

    @Override
    public LinkUsageView usage() {
        return usage;
    }
}

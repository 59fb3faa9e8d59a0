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
package org.onosproject.janus.impl.provision;

import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onlab.packet.TpPort;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.net.FilteredConnectPoint;
import org.onosproject.net.flow.DefaultTrafficSelector;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;

/**
 * How a Janus flow becomes an ONOS intent: the key, the match and the point-to-point intent that
 * carries the chosen path. Pure functions.
 */
public final class FlowIntents {

    private FlowIntents() {
    }

    /** The intent key of a flow; the same flow always gets the same key, so resubmission is idempotent. */
    public static Key keyOf(FlowKey flow, ApplicationId appId) {
        return Key.of(flow.toString(), appId);
    }

    /**
     * The match for a flow: IPv4 source and destination, plus protocol and TCP/UDP ports when the
     * key is a 5-tuple.
     */
    static TrafficSelector selectorOf(FlowKey flow) {
        TrafficSelector.Builder match = DefaultTrafficSelector.builder()
                .matchEthType(Ethernet.TYPE_IPV4)
                .matchIPSrc(flow.srcIp().toIpPrefix())
                .matchIPDst(flow.dstIp().toIpPrefix());
        if (flow.isHostPair()) {
            return match.build();
        }
        match.matchIPProtocol(flow.protocol());
        if (flow.protocol() == IPv4.PROTOCOL_TCP) {
            match.matchTcpSrc(TpPort.tpPort(flow.srcPort())).matchTcpDst(TpPort.tpPort(flow.dstPort()));
        } else if (flow.protocol() == IPv4.PROTOCOL_UDP) {
            match.matchUdpSrc(TpPort.tpPort(flow.srcPort())).matchUdpDst(TpPort.tpPort(flow.dstPort()));
        }
        return match.build();
    }

    /**
     * The point-to-point intent of {@code flow}, under its key, from the source host's port to the
     * destination host's port along its path (empty when both hosts sit on one switch: the compiler then
     * makes a single-switch rule). A declared job's pair matches its host pair one priority above the
     * reactive flows, so that its packets never reach a reactive intent.
     */
    public static PointToPointIntent intentFor(ProvisionedFlow flow, ApplicationId appId, int reactivePriority) {
        FlowRequest request = flow.request();
        return PointToPointIntent.builder()
                .appId(appId)
                .key(flow.intentKey())
                .selector(selectorOf(request.key()))
                .treatment(DefaultTrafficTreatment.emptyTreatment())
                .filteredIngressPoint(new FilteredConnectPoint(request.ingress()))
                .filteredEgressPoint(new FilteredConnectPoint(request.egress()))
                .suggestedPath(flow.links())
                .priority(flow.declared() ? Math.min(Intent.MAX_PRIORITY, reactivePriority + 1) : reactivePriority)
                .build();
    }
}

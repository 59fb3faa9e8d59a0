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
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.packet.PacketContext;
import org.slf4j.Logger;

import java.util.Optional;
import java.util.function.IntSupplier;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * How a Janus flow becomes an ONOS intent: the key, the match and the point-to-point intent that
 * carries the chosen path (pure functions), and the one place a flow's intent is submitted (reactive
 * flows, moved flows, declared pairs), or withdrawn when its flow lost the race to be recorded or the store
 * failed (an ended flow's intent is withdrawn by the {@code IntentLifecycle}).
 */
public final class FlowIntents {

    private static final Logger log = getLogger(FlowIntents.class);

    private final ApplicationId appId;
    private final IntentService intentService;
    private final IntSupplier reactivePriority;

    /**
     * @param appId            the application the intents belong to
     * @param intentService    ONOS's intents
     * @param reactivePriority the priority of reactive flows' intents (read at every submit, so it follows
     *                         the configuration)
     */
    public FlowIntents(ApplicationId appId, IntentService intentService, IntSupplier reactivePriority) {
        this.appId = checkNotNull(appId, "appId");
        this.intentService = checkNotNull(intentService, "intentService");
        this.reactivePriority = checkNotNull(reactivePriority, "reactivePriority");
    }

    /**
     * Submits the intent of {@code flow} (after a move: again, under the same key, with the new suggested
     * path).
     *
     * @return false, logged, if ONOS refused it
     */
    public boolean submit(ProvisionedFlow flow) {
        try {
            intentService.submit(intentFor(flow, appId, reactivePriority.getAsInt()));
            return true;
        } catch (RuntimeException e) {
            log.warn("Could not submit the intent of {}", flow.intentKey(), e);
            return false;
        }
    }

    /** Withdraws the intent under {@code key} if ONOS has one; a refusal is logged. */
    public void withdraw(Key key) {
        try {
            Intent intent = intentService.getIntent(key);
            if (intent != null) {
                intentService.withdraw(intent);
            }
        } catch (RuntimeException e) {
            log.warn("Could not withdraw the intent of {}", key, e);
        }
    }

    /**
     * Sends a packet on along {@code flow}'s path from the switch it came from (as the flow's rules will
     * once installed), or drops it if there is no flow or its path does not cross that switch.
     */
    public static void forward(PacketContext context, Optional<ProvisionedFlow> flow) {
        Optional<PortNumber> out = flow.flatMap(f -> f.outputAt(context.inPacket().receivedFrom().deviceId()));
        if (out.isPresent()) {
            context.treatmentBuilder().setOutput(out.get());
            context.send();
        } else {
            context.block();
        }
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

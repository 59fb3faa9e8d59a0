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

import org.onosproject.janus.impl.stats.IgnoreReason;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.provision.PathProvisioner;
import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketProcessor;
import org.slf4j.Logger;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * The Event Manager of thesis 002 §3.1: sorts packet-ins into IPv4 flows (to provision), ARP (to
 * answer or flood at the edge) and the rest (counted and left alone). Nothing escapes it as an
 * exception.
 */
public final class JanusPacketProcessor implements PacketProcessor {

    private static final Logger log = getLogger(JanusPacketProcessor.class);

    private final PathProvisioner provisioner;
    private final ArpHandler arp;
    private final JanusCounters counters;
    private final DeclaredPairs declared;

    /** Sends a packet of a job's declared pair along the job's path; false if the pair is not declared. */
    public interface DeclaredPairs {
        boolean handle(PacketContext context, Ip4Address srcIp, Ip4Address dstIp);
    }

    public JanusPacketProcessor(PathProvisioner provisioner, ArpHandler arp, JanusCounters counters,
                                DeclaredPairs declared) {
        this.provisioner = provisioner;
        this.arp = arp;
        this.counters = counters;
        this.declared = declared;
    }

    @Override
    public void process(PacketContext context) {
        if (context == null || context.isHandled()) {
            return;
        }
        try {
            ClassifiedPacket packet = PacketClassifier.classify(context.inPacket());
            switch (packet.kind()) {
                case IPV4:
                    // A declared job's pair is never given a reactive choice.
                    if (declared.handle(context, packet.srcIp(), packet.dstIp())) {
                        counters.increment(Statistic.DECLARED_PAIR_PACKET_INS);
                    } else {
                        provisioner.handle(context, packet);
                    }
                    break;
                case ARP:
                    arp.handle(context, packet);
                    break;
                default:
                    counters.ignored(packet.reason());
            }
        } catch (RuntimeException e) {
            log.warn("Janus could not process a packet from {}", receivedFrom(context), e);
            counters.ignored(IgnoreReason.INTERNAL_ERROR);
        }
    }

    private static Object receivedFrom(PacketContext context) {
        try {
            return context.inPacket().receivedFrom();
        } catch (RuntimeException e) {
            return "?";
        }
    }
}

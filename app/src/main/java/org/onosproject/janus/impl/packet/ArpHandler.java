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

import org.onlab.packet.ARP;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Host;
import org.onosproject.net.edge.EdgePortService;
import org.onosproject.net.flow.DefaultTrafficTreatment;
import org.onosproject.net.packet.DefaultOutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketService;

import java.nio.ByteBuffer;
import java.util.Optional;

/**
 * ARP without loops: a request for a known host is answered by the controller from the host store;
 * a reply to a known host goes straight to it; anything else is flooded out of the fabric's edge
 * ports only (never into the fat-tree's redundant links).
 */
public final class ArpHandler {

    private final HostResolver hosts;
    private final PacketService packetService;
    private final EdgePortService edgePortService;

    public ArpHandler(HostResolver hosts, PacketService packetService, EdgePortService edgePortService) {
        this.hosts = hosts;
        this.packetService = packetService;
        this.edgePortService = edgePortService;
    }

    void handle(PacketContext context, ClassifiedPacket arp) {
        ConnectPoint from = context.inPacket().receivedFrom();
        Optional<Host> target = arp.isArpRequest() ? hosts.byIp(arp.dstIp()) : hosts.byMac(arp.dstMac(), arp.vlan());
        if (target.isEmpty()) {
            floodToEdge(from, arp.frame().serialize());
        } else if (arp.isArpRequest()) {
            emit(from, ARP.buildArpReply(arp.dstIp(), target.get().mac(), arp.frame()).serialize());
        } else {
            emit(target.get().location(), arp.frame().serialize());
        }
        context.block();
    }

    private void floodToEdge(ConnectPoint from, byte[] bytes) {
        for (ConnectPoint edge : edgePortService.getEdgePoints()) {
            if (!edge.equals(from)) {
                emit(edge, bytes);
            }
        }
    }

    private void emit(ConnectPoint to, byte[] bytes) {
        packetService.emit(new DefaultOutboundPacket(
                to.deviceId(), DefaultTrafficTreatment.builder().setOutput(to.port()).build(),
                ByteBuffer.wrap(bytes)));
    }
}

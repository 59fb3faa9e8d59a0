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
import org.onlab.packet.Ethernet;
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
        if (arp.isArpRequest()) {
            Optional<Host> target = hosts.byIp(arp.dstIp());
            if (target.isPresent()) {
                Ethernet reply = ARP.buildArpReply(arp.dstIp(), target.get().mac(), arp.frame());
                emit(from, reply);
                context.block();
                return;
            }
        } else {
            Optional<Host> target = hosts.byMac(arp.dstMac(), arp.vlan());
            if (target.isPresent()) {
                emit(target.get().location(), arp.frame());
                context.block();
                return;
            }
        }
        floodToEdge(from, arp.frame());
        context.block();
    }

    private void floodToEdge(ConnectPoint from, Ethernet frame) {
        byte[] bytes = frame.serialize();
        for (ConnectPoint edge : edgePortService.getEdgePoints()) {
            if (!edge.equals(from)) {
                emit(edge, bytes);
            }
        }
    }

    private void emit(ConnectPoint to, Ethernet frame) {
        emit(to, frame.serialize());
    }

    private void emit(ConnectPoint to, byte[] bytes) {
        packetService.emit(new DefaultOutboundPacket(
                to.deviceId(), DefaultTrafficTreatment.builder().setOutput(to.port()).build(),
                ByteBuffer.wrap(bytes)));
    }
}

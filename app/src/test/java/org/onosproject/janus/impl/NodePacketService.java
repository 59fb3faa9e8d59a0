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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketService;
import org.onosproject.net.packet.PacketServiceAdapter;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CopyOnWriteArraySet;

/**
 * One emulated ONOS node's packet service: the processors and packet requests of that node only (on a
 * cluster each node has its own), with packet-outs passed to the shared core. Packets reach the node
 * through {@link #deliver}, as packet-ins from the switches it masters would.
 */
final class NodePacketService extends PacketServiceAdapter {

    private final PacketService core;
    private final List<PacketProcessor> processors = new CopyOnWriteArrayList<>();
    private final Set<TrafficSelector> requests = new CopyOnWriteArraySet<>();

    NodePacketService(PacketService core) {
        this.core = core;
    }

    /** Hands a packet-in to this node's processors, in order, until one handles it. */
    void deliver(PacketContext context) {
        for (PacketProcessor processor : processors) {
            processor.process(context);
        }
    }

    List<PacketProcessor> processors() {
        return ImmutableList.copyOf(processors);
    }

    Set<TrafficSelector> requests() {
        return Set.copyOf(requests);
    }

    @Override
    public void addProcessor(PacketProcessor processor, int priority) {
        processors.add(processor);
    }

    @Override
    public void removeProcessor(PacketProcessor processor) {
        processors.remove(processor);
    }

    @Override
    public void requestPackets(TrafficSelector selector, PacketPriority priority, ApplicationId appId) {
        requests.add(selector);
    }

    @Override
    public void cancelPackets(TrafficSelector selector, PacketPriority priority, ApplicationId appId) {
        requests.remove(selector);
    }

    @Override
    public void emit(OutboundPacket packet) {
        core.emit(packet);
    }
}

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
package org.onosproject.janus.labcluster;

import org.onosproject.core.ApplicationId;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketService;
import org.onosproject.net.packet.PacketServiceAdapter;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One node's packet service: the processors of that node only (on a cluster each node has its own),
 * packets reaching it through {@link #deliver} when the {@link PacketInDispatch} picks the node; packet
 * requests and packet-outs go to the shared core.
 */
final class NodePackets extends PacketServiceAdapter {

    private final PacketService core;
    private final List<PacketProcessor> processors = new CopyOnWriteArrayList<>();

    NodePackets(PacketService core) {
        this.core = core;
    }

    /** Hands a packet-in to this node's processors, in the order they were added. */
    void deliver(PacketContext context) {
        for (PacketProcessor processor : processors) {
            processor.process(context);
        }
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
        core.requestPackets(selector, priority, appId);
    }

    @Override
    public void cancelPackets(TrafficSelector selector, PacketPriority priority, ApplicationId appId) {
        core.cancelPackets(selector, priority, appId);
    }

    @Override
    public void emit(OutboundPacket packet) {
        core.emit(packet);
    }
}

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
package org.onosproject.janus.testbed.discovery;

import org.onosproject.core.ApplicationId;
import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.packet.DefaultPacketRequest;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketContext;
import org.onosproject.net.packet.PacketPriority;
import org.onosproject.net.packet.PacketProcessor;
import org.onosproject.net.packet.PacketRequest;
import org.onosproject.net.packet.PacketServiceAdapter;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/** ONOS's packet service as discovery sees it: records emitted packets and requests, delivers packet-ins. */
final class RecordingPacketService extends PacketServiceAdapter {

    final List<OutboundPacket> emitted = new CopyOnWriteArrayList<>();
    final List<PacketRequest> requests = new CopyOnWriteArrayList<>();
    final List<PacketProcessor> processors = new CopyOnWriteArrayList<>();

    /** Hands a packet-in to every processor, as ONOS's PacketManager does. */
    void deliver(PacketContext context) {
        processors.forEach(p -> p.process(context));
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
        requests.add(new DefaultPacketRequest(selector, priority, appId, null, Optional.empty()));
    }

    @Override
    public void cancelPackets(TrafficSelector selector, PacketPriority priority, ApplicationId appId) {
        requests.removeIf(r -> r.selector().equals(selector) && r.priority() == priority);
    }

    @Override
    public void emit(OutboundPacket packet) {
        emitted.add(packet);
    }
}

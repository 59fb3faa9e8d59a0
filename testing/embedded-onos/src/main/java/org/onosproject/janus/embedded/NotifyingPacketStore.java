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
package org.onosproject.janus.embedded;

import org.onosproject.net.flow.TrafficSelector;
import org.onosproject.net.packet.OutboundPacket;
import org.onosproject.net.packet.PacketEvent;
import org.onosproject.net.packet.PacketRequest;
import org.onosproject.net.packet.PacketStore;
import org.onosproject.net.packet.PacketStoreDelegate;
import org.onosproject.store.AbstractStore;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The packet store of the embedded core when it serves real switches: packet requests in memory,
 * by selector, and its delegate (ONOS's PacketManager, which pushes a request to every device as a
 * punt rule) told about every request it did not hold yet, and about the last one of a selector
 * cancelled.
 * <p>
 * Why not ONOS's trivial {@code SimplePacketStore} (onos-core-common 2.5.6, tests jar): its
 * {@code requestPackets} tells the delegate only about a second or later request of a selector;
 * for the first one it stores the request and returns without calling
 * {@code delegate.requestPackets} (its {@code cancelPackets} does call the delegate for the
 * last). PacketManager pushes requests to the switches only from that delegate call and when a
 * device is added, so a request made while switches were connected (Janus's IPv4 request when
 * Janus starts after the switches) never reached them. The emulated switches ignore packet
 * requests, so the emulated mode keeps SimplePacketStore unchanged.
 */
final class NotifyingPacketStore extends AbstractStore<PacketEvent, PacketStoreDelegate> implements PacketStore {

    private final Map<TrafficSelector, Set<PacketRequest>> requests = new HashMap<>();

    @Override
    public void emit(OutboundPacket packet) {
        notifyDelegate(new PacketEvent(PacketEvent.Type.EMIT, packet));
    }

    @Override
    public void requestPackets(PacketRequest request) {
        boolean added;
        synchronized (requests) {
            added = requests.computeIfAbsent(request.selector(), s -> new LinkedHashSet<>()).add(request);
        }
        PacketStoreDelegate target = delegate;
        if (added && target != null) {
            target.requestPackets(request);
        }
    }

    @Override
    public void cancelPackets(PacketRequest request) {
        boolean lastOfItsSelector;
        synchronized (requests) {
            Set<PacketRequest> same = requests.get(request.selector());
            if (same == null || !same.remove(request)) {
                return;
            }
            lastOfItsSelector = same.isEmpty();
            if (lastOfItsSelector) {
                requests.remove(request.selector());
            }
        }
        PacketStoreDelegate target = delegate;
        if (lastOfItsSelector && target != null) {
            target.cancelPackets(request);
        }
    }

    /** Every request held, lowest priority first (PacketManager pushes them in this order to a new device). */
    @Override
    public List<PacketRequest> existingRequests() {
        List<PacketRequest> all = new ArrayList<>();
        synchronized (requests) {
            requests.values().forEach(all::addAll);
        }
        all.sort(Comparator.comparingInt(r -> r.priority().priorityValue()));
        return all;
    }
}

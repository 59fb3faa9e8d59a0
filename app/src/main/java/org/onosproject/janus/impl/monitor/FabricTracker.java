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
package org.onosproject.janus.impl.monitor;

import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;
import org.onosproject.net.device.DeviceEvent;
import org.onosproject.net.device.DeviceListener;
import org.onosproject.net.device.DeviceService;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkService;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.StreamSupport;

/**
 * Keeps the {@link FabricGraph} of live infrastructure links current (the Topology Manager of thesis
 * §3.1) and reports links that die. The graph is rebuilt lazily, on the first use after a change, so
 * an event storm costs one rebuild.
 * <p>
 * Only link and device events mark it stale: the graph is read from the link and device services, and
 * every change to what it reads from them comes with one of their events. ONOS's topology events are not
 * heard: they report the same changes again, late (the topology is rebuilt in batches after them), and
 * on a large fabric its builds still pending when Janus starts would each have cost a rebuild here.
 * <p>
 * A link is live when it is active and both its switches are available. A switch that disconnects
 * takes its links with it at once: ONOS 2.5.6's link manager keeps them active until their provider
 * reports them vanished (it removes links only with their device or port; LLDP discovery needs a few
 * silent probes), while ONOS's topology, and so its intent compiler, leaves them out at once. Each of
 * them is reported lost when the switch becomes unavailable (and again, harmlessly, when it vanishes).
 * <p>
 * The listeners run on ONOS's event threads and only record: they mark the graph stale and hand each
 * lost link, with the time it was heard of, to Janus's event executor, where it is handled.
 */
public final class FabricTracker {

    private final LinkService linkService;
    private final DeviceService deviceService;
    private final Executor events;
    private final Ticker ticker;
    private final LinkLossHandler linkLost;
    private final AtomicBoolean stale = new AtomicBoolean(true);
    private final AtomicBoolean listening = new AtomicBoolean();
    private final LinkListener linkListener = this::linkEvent;
    private final DeviceListener deviceListener = this::deviceEvent;
    private volatile FabricGraph graph = FabricGraph.empty();

    /**
     * @param events   where lost links are handled (Janus's event executor)
     * @param ticker   the clock an event's arrival is read from
     * @param linkLost told, on {@code events}, of every infrastructure link removed or gone inactive, and
     *                 of every link of a switch that became unavailable or was removed
     */
    public FabricTracker(LinkService linkService, DeviceService deviceService, Executor events, Ticker ticker,
                  LinkLossHandler linkLost) {
        this.linkService = linkService;
        this.deviceService = deviceService;
        this.events = events;
        this.ticker = ticker;
        this.linkLost = linkLost;
    }

    /** Handles a link that died. */
    @FunctionalInterface
    public interface LinkLossHandler {
        /**
         * @param link       the link removed or gone inactive
         * @param eventNanos when its event arrived, on the tracker's ticker
         */
        void linkLost(Link link, long eventNanos);
    }

    public void start() {
        if (listening.compareAndSet(false, true)) {
            linkService.addListener(linkListener);
            deviceService.addListener(deviceListener);
        }
        stale.set(true);
    }

    /**
     * Hears no more events; the graph stays as it is, for the flows still being handled. Takes the
     * listeners off ONOS once, however often it is called.
     */
    public void stopListening() {
        if (listening.compareAndSet(true, false)) {
            deviceService.removeListener(deviceListener);
            linkService.removeListener(linkListener);
        }
    }

    /** Hears no more events and forgets the graph. */
    public void stop() {
        stopListening();
        graph = FabricGraph.empty();
    }

    /** The graph of the active infrastructure links between available switches now. */
    public FabricGraph current() {
        if (stale.get()) {
            // One rebuild at a time: otherwise a rebuild that read the links before a link died could
            // finish after the rebuild that followed the death, and leave the dead link in the graph.
            synchronized (this) {
                if (stale.getAndSet(false)) {
                    graph = graph.next(activeInfrastructureLinks());
                }
            }
        }
        return graph;
    }

    private List<Link> activeInfrastructureLinks() {
        return StreamSupport.stream(linkService.getActiveLinks().spliterator(), false)
                .filter(l -> l.type() != Link.Type.EDGE)
                .filter(l -> deviceService.isAvailable(l.src().deviceId())
                        && deviceService.isAvailable(l.dst().deviceId()))
                .collect(ImmutableList.toImmutableList());
    }

    private void linkEvent(LinkEvent event) {
        stale.set(true);
        Link link = event.subject();
        boolean lost = event.type() == LinkEvent.Type.LINK_REMOVED
                || (event.type() == LinkEvent.Type.LINK_UPDATED && link.state() == Link.State.INACTIVE);
        if (lost) {
            long eventNanos = ticker.read();
            events.execute(() -> linkLost.linkLost(link, eventNanos));
        }
    }

    private void deviceEvent(DeviceEvent event) {
        DeviceEvent.Type type = event.type();
        if (type != DeviceEvent.Type.DEVICE_ADDED && type != DeviceEvent.Type.DEVICE_REMOVED
                && type != DeviceEvent.Type.DEVICE_AVAILABILITY_CHANGED) {
            return; // port and statistics updates do not change which switches are available
        }
        stale.set(true);
        DeviceId device = event.subject().id();
        if (type == DeviceEvent.Type.DEVICE_REMOVED || !deviceService.isAvailable(device)) {
            long eventNanos = ticker.read();
            for (Link link : linkService.getDeviceLinks(device)) {
                if (link.type() != Link.Type.EDGE) {
                    events.execute(() -> linkLost.linkLost(link, eventNanos));
                }
            }
        }
    }
}

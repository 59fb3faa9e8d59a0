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

import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.net.Link;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;
import org.onosproject.net.link.LinkService;
import org.onosproject.net.topology.TopologyEvent;
import org.onosproject.net.topology.TopologyListener;
import org.onosproject.net.topology.TopologyService;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.StreamSupport;

/**
 * Keeps the {@link FabricGraph} of live infrastructure links current (the Topology Manager of thesis
 * §3.1) and reports links that die. The graph is rebuilt lazily, on the first use after a change, so
 * an event storm costs one rebuild.
 * <p>
 * The listeners run on ONOS's event threads and only record: they mark the graph stale and hand each
 * lost link, with the time it was heard of, to Janus's event executor, where it is handled.
 */
final class FabricTracker {

    private final LinkService linkService;
    private final TopologyService topologyService;
    private final Executor events;
    private final Ticker ticker;
    private final LinkLossHandler linkLost;
    private final AtomicBoolean stale = new AtomicBoolean(true);
    private final AtomicBoolean listening = new AtomicBoolean();
    private final LinkListener linkListener = new InternalLinkListener();
    private final TopologyListener topologyListener = new InternalTopologyListener();
    private volatile FabricGraph graph = FabricGraph.empty();

    /**
     * @param events   where lost links are handled (Janus's event executor)
     * @param ticker   the clock an event's arrival is read from
     * @param linkLost told, on {@code events}, of every infrastructure link removed or gone inactive
     */
    FabricTracker(LinkService linkService, TopologyService topologyService, Executor events, Ticker ticker,
                  LinkLossHandler linkLost) {
        this.linkService = linkService;
        this.topologyService = topologyService;
        this.events = events;
        this.ticker = ticker;
        this.linkLost = linkLost;
    }

    /** Handles a link that died. */
    @FunctionalInterface
    interface LinkLossHandler {
        /**
         * @param link       the link removed or gone inactive
         * @param eventNanos when its event arrived, on the tracker's ticker
         */
        void linkLost(Link link, long eventNanos);
    }

    void start() {
        if (listening.compareAndSet(false, true)) {
            linkService.addListener(linkListener);
            topologyService.addListener(topologyListener);
        }
        stale.set(true);
    }

    /**
     * Hears no more events; the graph stays as it is, for the flows still being handled. Takes the
     * listeners off ONOS once, however often it is called.
     */
    void stopListening() {
        if (listening.compareAndSet(true, false)) {
            topologyService.removeListener(topologyListener);
            linkService.removeListener(linkListener);
        }
    }

    /** Hears no more events and forgets the graph. */
    void stop() {
        stopListening();
        graph = FabricGraph.empty();
    }

    /** The graph of the active infrastructure links now. */
    FabricGraph current() {
        if (stale.get()) {
            // One rebuild at a time: otherwise a rebuild that read the links before a link died could
            // finish after the rebuild that followed the death, and leave the dead link in the graph.
            synchronized (this) {
                if (stale.getAndSet(false)) {
                    graph = FabricGraph.of(activeInfrastructureLinks());
                }
            }
        }
        return graph;
    }

    private List<Link> activeInfrastructureLinks() {
        return StreamSupport.stream(linkService.getActiveLinks().spliterator(), false)
                .filter(l -> l.type() != Link.Type.EDGE)
                .collect(ImmutableList.toImmutableList());
    }

    private final class InternalLinkListener implements LinkListener {
        @Override
        public void event(LinkEvent event) {
            stale.set(true);
            Link link = event.subject();
            boolean lost = event.type() == LinkEvent.Type.LINK_REMOVED
                    || (event.type() == LinkEvent.Type.LINK_UPDATED && link.state() == Link.State.INACTIVE);
            if (lost) {
                long eventNanos = ticker.read();
                events.execute(() -> linkLost.linkLost(link, eventNanos));
            }
        }
    }

    private final class InternalTopologyListener implements TopologyListener {
        @Override
        public void event(TopologyEvent event) {
            stale.set(true);
        }
    }
}

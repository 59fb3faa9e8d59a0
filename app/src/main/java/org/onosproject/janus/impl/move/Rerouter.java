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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.lifecycle.IntentLifecycle;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.provision.PathProvisioner;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.store.ProvisionedFlow.WithdrawalCause;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.PointToPointIntent;
import org.slf4j.Logger;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Function;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * Moves Janus's intents off dead links. When a link dies, ONOS would recompile every intent over it
 * onto a shortest path of its own (its compiler drops a suggested path that is gone); instead each
 * affected Janus flow is re-selected by the active strategy (a declared job's pair: by its job's placement)
 * over the surviving fabric and moved there by
 * the {@link FlowMover} (its intent resubmitted under the same key with the new suggested path). A flow
 * left with no path is withdrawn (and purged by the {@link IntentLifecycle}). Links that come back need
 * nothing here: the fabric graph includes them again, so new choices use them; established flows are not
 * moved.
 * <p>
 * Counts reroutes and the latency from the link event to each resubmission and to ONOS reporting the
 * rerouted intent installed on its new path.
 * <p>
 * Runs on Janus's event executor: {@link #linkLost} is handed there by the {@link FabricTracker}, and
 * the intent listener only notes when an event arrived and hands its work there too, behind the
 * reroute that submitted the intent.
 */
public final class Rerouter implements IntentListener {

    private static final Logger log = getLogger(Rerouter.class);

    private final ApplicationId appId;
    private final IntentService intentService;
    private final FlowStore flows;
    private final FlowOwnership ownership;
    private final PathProvisioner provisioner;
    private final FlowMover mover;
    private final Function<ProvisionedFlow, Optional<ProvisionedFlow>> reselectDeclared;
    private final SelectorRegistry selectors;
    private final IntentLifecycle lifecycle;
    private final JanusCounters counters;
    private final Ticker ticker;
    private final Executor events;
    /** Resubmitted intents not yet reported installed on their new path, by key. */
    private final Map<Key, PendingReroute> pending = new ConcurrentHashMap<>();
    private volatile boolean running;

    /** @param reselectDeclared a new path for a declared job's pair, by its job's placement */
    public Rerouter(OnosServices onos, JanusContext context, FlowState state, SelectorRegistry selectors,
             PathProvisioner provisioner, FlowMover mover,
             Function<ProvisionedFlow, Optional<ProvisionedFlow>> reselectDeclared, IntentLifecycle lifecycle) {
        this.appId = onos.appId();
        this.intentService = onos.intents();
        this.flows = state.flows();
        this.ownership = state.ownership();
        this.provisioner = provisioner;
        this.mover = mover;
        this.reselectDeclared = reselectDeclared;
        this.selectors = selectors;
        this.lifecycle = lifecycle;
        this.counters = context.counters();
        this.ticker = context.ticker();
        this.events = context.events();
    }

    public void start() {
        intentService.addListener(this);
        running = true;
    }

    public void stop() {
        running = false;
        intentService.removeListener(this);
        pending.clear();
    }

    /**
     * A link died; Janus learnt of it at {@code eventNanos} on the ticker. Call after the strategies
     * were told ({@code linkRemoved}). One link at a
     * time: a flow moved onto a link that dies next is moved again by that link's event.
     */
    public synchronized void linkLost(Link link, long eventNanos) {
        if (!running) {
            return;
        }
        LinkEnds dead = LinkEnds.of(link);
        for (ProvisionedFlow flow : flows.all()) {
            // Every node hears the link event; only the flow's owner moves it (unless it is ending: see reroute).
            if (flow.links().stream().map(LinkEnds::of).anyMatch(dead::equals) && ownership.isMine(flow.intentKey())) {
                reroute(flow, eventNanos);
            }
        }
    }

    private void reroute(ProvisionedFlow flow, long eventNanos) {
        Optional<ProvisionedFlow> current = flows.get(flow.intentKey())
                .filter(f -> f.state() != ProvisionedFlow.State.WITHDRAWING);
        if (current.isEmpty()) {
            log.debug("Not rerouting {}: its flow already ended", flow.intentKey());
            return;
        }
        selectors.flowRemoved(current.get());
        Optional<ProvisionedFlow> next = current.get().declared() ? reselectDeclared.apply(current.get())
                : provisioner.reselect(current.get());
        if (next.isEmpty()) {
            log.info("No path left for {}; withdrawing it", flow.intentKey());
            counters.increment(Statistic.NO_PATH_WITHDRAWALS);
            lifecycle.withdraw(flow.intentKey(), WithdrawalCause.NO_PATH);
            return;
        }
        ProvisionedFlow moved = next.get();
        log.debug("Rerouting {} from {} to {}", flow.intentKey(), flow.links(), moved.links());
        // Pending before the submission: the listener passes on the intent's events only while a
        // reroute is pending, and ONOS may report the new version installed before submit returns.
        PendingReroute earlier = pending.get(moved.intentKey());
        PendingReroute reroute = pending.merge(
                moved.intentKey(), new PendingReroute(moved.links(), eventNanos),
                (was, later) -> new PendingReroute(later.links, Math.min(was.eventNanos, later.eventNanos)));
        FlowMover.Outcome outcome = mover.move(current.get(), moved, FlowMover.Reason.REROUTE);
        if (outcome == FlowMover.Outcome.CHANGED) {
            // The flow changed meanwhile (withdrawn, or moved by an earlier event): drop this choice, back to what
            // was pending before it (nothing, or an earlier reroute) unless the entry changed since.
            pending.computeIfPresent(moved.intentKey(), (key, now) -> now == reroute ? earlier : now);
            selectors.flowRemoved(moved);
            return;
        }
        if (outcome == FlowMover.Outcome.REFUSED) {
            pending.remove(moved.intentKey(), reroute);
            return;
        }
        counters.rerouted(ticker.read() - eventNanos);
    }

    @Override
    public boolean isRelevant(IntentEvent event) {
        return appId.equals(event.subject().appId()) && !pending.isEmpty();
    }

    @Override
    public void event(IntentEvent event) {
        long arrivalNanos = ticker.read();
        events.execute(() -> handle(event, arrivalNanos));
    }

    /** The work of one intent event that arrived at {@code arrivalNanos}, on Janus's event executor. */
    private void handle(IntentEvent event, long arrivalNanos) {
        Intent intent = event.subject();
        switch (event.type()) {
            case INSTALLED:
                PendingReroute reroute = pending.get(intent.key());
                // ONOS's own recompilation of the old version may report INSTALLED first: wait for ours.
                if (reroute != null && intent instanceof PointToPointIntent
                        && reroute.links.equals(((PointToPointIntent) intent).suggestedPath())
                        && pending.remove(intent.key(), reroute)) {
                    counters.record(Statistic.REROUTE_INSTALL_LATENCY, arrivalNanos - reroute.eventNanos);
                }
                break;
            case FAILED:
            case WITHDRAWN:
            case PURGED:
                pending.remove(intent.key());
                break;
            default:
                break;
        }
    }

    /** The new path of a resubmitted intent and when the link event that moved it arrived. */
    private static final class PendingReroute {
        private final List<Link> links;
        private final long eventNanos;

        private PendingReroute(List<Link> links, long eventNanos) {
            this.links = ImmutableList.copyOf(links);
            this.eventNanos = eventNanos;
        }
    }
}

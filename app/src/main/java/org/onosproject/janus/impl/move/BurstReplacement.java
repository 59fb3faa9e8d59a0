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

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.graph.Demand;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.provision.Placement;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Re-places the new flows of a burst together when its window closes (see {@code BurstWindow}): each was
 * provisioned alone as it arrived, so no flow waits for the window; at the close, the flows that have not
 * carried data yet (no counter reading: still charged their placement estimate), that this node owns and
 * whose strategy lets Janus move them are placed jointly by {@link BurstPlacement}, against the load of
 * every other flow, and those whose joint path differs from their own are moved there through the
 * {@link FlowMover}. A flow that has carried data is charged where it is, never moved; a burst larger than
 * {@code burstMaxFlows} is placed in parts of that size, each part meeting the ones before it as load.
 * Where no joint placement without an overload exists, the flows stay where they were placed.
 */
public final class BurstReplacement {

    private final FlowStore flows;
    private final Placement placement;
    private final FlowMover mover;
    private final JanusCounters counters;
    private final Supplier<JanusConfig> config;

    public BurstReplacement(JanusContext context, FlowState state, Placement placement, FlowMover mover) {
        this.flows = state.flows();
        this.placement = placement;
        this.mover = mover;
        this.counters = context.counters();
        this.config = context.configSupplier();
    }

    /** Re-places the flows {@code burst} names (in arrival order), in parts of at most {@code burstMaxFlows}. */
    public void replace(List<Key> burst) {
        int most = config.get().burstMaxFlows();
        for (int from = 0; from < burst.size(); from += most) {
            replacePart(burst.subList(from, Math.min(burst.size(), from + most)));
        }
    }

    private void replacePart(List<Key> part) {
        List<ProvisionedFlow> movable = new ArrayList<>(part.size());
        List<Demand> demands = new ArrayList<>(part.size());
        // The burst's own charges by link, taken off the expected load: the rest is what the burst must fit in.
        Map<LinkEnds, Double> own = new HashMap<>();
        for (Key key : part) {
            // Still charged its placement estimate, not ending, this node's to move.
            Optional<ProvisionedFlow> flow = flows.cached(key)
                    .filter(f -> f.beforeData() && mover.mayMove(f));
            if (flow.isEmpty()) {
                continue;
            }
            CandidatePaths candidates = placement.fabric().current().candidates(flow.get().request());
            if (candidates.pathCount() == 0) {
                continue;
            }
            double rate = flow.get().charge().rateBytesPerSec();
            movable.add(flow.get());
            demands.add(new Demand(candidates, rate));
            flow.get().links().forEach(link -> own.merge(LinkEnds.of(link), rate, Double::sum));
        }
        if (demands.size() < 2) {
            return;
        }
        ExpectedUsage usage = placement.usage();
        Optional<BurstPlacement.Placement> joint = new BurstPlacement(
                link -> Math.max(0, usage.rateBytesPerSec(link) - own.getOrDefault(LinkEnds.of(link), 0d))
                        / usage.capacityBytesPerSec(link),
                usage::capacityBytesPerSec).place(demands);
        if (joint.isEmpty()) {
            return;
        }
        String reason = String.format(Locale.ROOT, "placed with a burst of %d (%s)", demands.size(),
                                      joint.get().method().name().toLowerCase(Locale.ROOT));
        int moved = 0;
        for (int i = 0; i < movable.size(); i++) {
            List<Link> path = joint.get().paths().get(i);
            if (!path.equals(movable.get(i).links())
                    && mover.move(movable.get(i), Selection.of(path, reason), FlowMover.Reason.BURST)
                    == FlowMover.Outcome.MOVED) {
                moved++;
            }
        }
        counters.increment(Statistic.BURST_PLACEMENTS);
        counters.add(Statistic.BURST_MOVES, moved);
    }
}

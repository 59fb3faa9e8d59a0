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
package org.onosproject.janus.lab.net;

import org.onosproject.janus.lab.sim.EventEngine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

/**
* The lab's first fluid model, kept as the reference {@link FluidTraffic} is checked against
 * ({@link FluidTrafficMatchesTheReferenceTest}): every carried flow gets its max-min fair share of the
 * directed links on its path, recomputed at every change (start, end, reroute, capacity change);
 * bytes accumulate on the flows, on the links (port counters) and on the flow rules they match
 * (flow-rule counters). A flow whose last byte is sent completes at the exact virtual nanosecond.
 * <p>
 * A flow with an empty path is held (waiting for the control plane, or black-holed by a dead link)
 * and sends nothing.
 */
public final class ReferenceFluidTraffic {

    /** A flow as the model carries it. */
    public static final class Flow {
        private final long id;
        private final long bytes;
        private double sent;
        private int[] links;
        private long[] rules;
        private double rateBps;

        private Flow(long id, long bytes) {
            this.id = id;
            this.bytes = bytes;
        }

        public long id() {
            return id;
        }

        public double rateBps() {
            return rateBps;
        }

        /** Bytes sent so far (all of them once completed). */
        public double sentBytes() {
            return sent;
        }

        public int[] links() {
            return links.clone();
        }

        private double remaining() {
            return bytes - sent;
        }
    }

    private static final double NANOS_PER_SECOND = 1e9;

    private final EventEngine engine;
    private final double[] capacity;
    private final double[] linkBytes;
    private final Map<Long, Double> ruleBytes = new HashMap<>();
    private final Map<Long, Flow> flows = new LinkedHashMap<>();
    private final Consumer<Flow> onComplete;
    private long lastAdvance;
    private EventEngine.Handle nextCompletion;

    public ReferenceFluidTraffic(EventEngine engine, double[] capacityBps, Consumer<Flow> onComplete) {
        this.engine = engine;
        this.capacity = capacityBps.clone();
        this.linkBytes = new double[capacityBps.length];
        this.onComplete = onComplete;
        this.lastAdvance = engine.nowNanos();
    }

    /** Starts carrying a flow of {@code bytes} over {@code links} (empty: held), matching {@code rules}. */
    public Flow add(long id, long bytes, int[] links, long[] rules) {
        checkArgument(bytes > 0, "bytes must be > 0");
        checkArgument(!flows.containsKey(id), "flow %s is already carried", id);
        advance();
        Flow f = new Flow(id, bytes);
        f.links = links.clone();
        f.rules = rules.clone();
        flows.put(id, f);
        changed();
        return f;
    }

    /** Moves a flow onto another path (empty: holds it). */
    public void reroute(Flow flow, int[] links, long[] rules) {
        checkState(flows.get(flow.id) == flow, "flow %s is not carried", flow.id);
        advance();
        flow.links = links.clone();
        flow.rules = rules.clone();
        changed();
    }

    /** Stops carrying a flow that will not complete (misrouted); its bytes so far stay counted. */
    public void remove(Flow flow) {
        advance();
        if (flows.remove(flow.id) != null) {
            flow.rateBps = 0;
            changed();
        }
    }

    /** Sets a directed link's capacity; 0 takes it down. */
    public void setCapacity(int link, double bps) {
        checkArgument(bps >= 0, "capacity must be >= 0");
        advance();
        capacity[link] = bps;
        changed();
    }

    /** False while a directed link is down (capacity 0). */
    public boolean isUp(int link) {
        return capacity[link] > 0;
    }

    /** Brings every counter up to the current virtual time. */
    public void advance() {
        long now = engine.nowNanos();
        long dt = now - lastAdvance;
        lastAdvance = now;
        if (dt <= 0) {
            return;
        }
        for (Flow f : flows.values()) {
            if (f.rateBps > 0) {
                credit(f, Math.min(f.remaining(), f.rateBps * dt / 8 / NANOS_PER_SECOND));
            }
        }
    }

    /** Bytes carried so far by a directed link. */
    public double linkBytes(int link) {
        return linkBytes[link];
    }

    /** Bytes counted so far on a flow rule (by its id value). */
    public double ruleBytes(long ruleId) {
        return ruleBytes.getOrDefault(ruleId, 0.0);
    }

    /** Drops a rule's byte counter (the rule was removed from its switch). */
    public void forgetRule(long ruleId) {
        advance();
        ruleBytes.remove(ruleId);
    }

    private void credit(Flow f, double bytes) {
        f.sent += bytes;
        for (int l : f.links) {
            linkBytes[l] += bytes;
        }
        for (long r : f.rules) {
            ruleBytes.merge(r, bytes, Double::sum);
        }
    }

    private void changed() {
        List<Flow> done = new ArrayList<>();
        for (Flow f : flows.values()) {
            if (f.rateBps > 0 && finishesWithinOneNano(f)) {
                credit(f, f.remaining());
                f.sent = f.bytes;
                done.add(f);
            }
        }
        for (Flow f : done) {
            flows.remove(f.id);
            f.rateBps = 0;
        }
        recompute();
        for (Flow f : done) {
            onComplete.accept(f);
        }
    }

    private static boolean finishesWithinOneNano(Flow f) {
        return f.remaining() * 8 * NANOS_PER_SECOND / f.rateBps <= 1.0 || f.remaining() < 1e-6;
    }

    private void recompute() {
        List<Flow> carried = new ArrayList<>(flows.values());
        int[][] paths = new int[carried.size()][];
        for (int i = 0; i < paths.length; i++) {
            paths[i] = carried.get(i).links;
        }
        double[] rates = ReferenceMaxMinFairShare.allocate(paths, capacity);
        long soonest = Long.MAX_VALUE;
        for (int i = 0; i < rates.length; i++) {
            Flow f = carried.get(i);
            f.rateBps = rates[i];
            if (rates[i] > 0) {
                double nanos = Math.ceil(f.remaining() * 8 * NANOS_PER_SECOND / rates[i]);
                soonest = Math.min(soonest, (long) Math.min(nanos, Long.MAX_VALUE / 4));
            }
        }
        if (nextCompletion != null) {
            nextCompletion.cancel();
            nextCompletion = null;
        }
        if (soonest != Long.MAX_VALUE) {
            nextCompletion = engine.schedule(Math.max(1, soonest), this::onTimer);
        }
    }

    private void onTimer() {
        nextCompletion = null;
        advance();
        changed();
    }
}

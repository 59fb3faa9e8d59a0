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
package org.onosproject.janus.lab.fake;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.experiment.PlaneSnapshot;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.faults.FaultPlan;
import org.onosproject.janus.lab.experiment.LabSession;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.net.FlowResult;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.net.LabHost;
import org.onosproject.janus.lab.net.LabNetwork;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * A test fake of the fabric at the edge: a non-blocking core where only each host's link limits a
 * flow (up and down shared max-min fairly), its own event queue on virtual time, and a control
 * plane that charges a fixed delay to the first flow of a host pair whose rules are absent (never
 * installed, or idle for longer than the idle timeout).
 */
public final class IdealNetwork implements LabNetwork, LabSession {
    private static final double EPSILON_BYTES = 1e-6;

    private final ImmutableList<LabHost> hosts;
    private final double bytesPerMilli;
    private final long controlDelayMillis;
    private final long idleTimeoutMillis;
    private final PriorityQueue<Event> events = new PriorityQueue<>();
    private final List<ActiveFlow> active = new ArrayList<>();
    private final List<Started> started = new ArrayList<>();
    private final Map<Long, PairRules> rules = new HashMap<>();
    private double now;
    private long sequence;
    private final FlowLedger ledger = new FlowLedger();
    private boolean closed;

    /**
     * @param pods         number of pods
     * @param edgesPerPod  edge switches per pod
     * @param hostsPerEdge hosts per edge switch
     */
    public IdealNetwork(int pods, int edgesPerPod, int hostsPerEdge, double linkBytesPerSecond,
                        long controlDelayMillis, int idleTimeoutSeconds) {
        ImmutableList.Builder<LabHost> list = ImmutableList.builder();
        int index = 0;
        for (int p = 0; p < pods; p++) {
            for (int e = 0; e < edgesPerPod; e++) {
                for (int h = 0; h < hostsPerEdge; h++) {
                    list.add(new LabHost(index, "edge-" + p + "-" + e, p));
                    index++;
                }
            }
        }
        this.hosts = list.build();
        this.bytesPerMilli = linkBytesPerSecond / 1000.0;
        this.controlDelayMillis = controlDelayMillis;
        this.idleTimeoutMillis = idleTimeoutSeconds * 1000L;
    }

    /** The thesis fabric: k=4 fat-tree, 4 hosts per edge switch, 1 Gbps. */
    public static IdealNetwork thesis() {
        return new IdealNetwork(4, 2, 4, 125e6, 10, 10);
    }

    /** A flow as started, with its virtual start time. */
    public static final class Started {
        public final FlowSpec flow;
        public final long atMillis;

        Started(FlowSpec flow, long atMillis) {
            this.flow = flow;
            this.atMillis = atMillis;
        }
    }

    public List<Started> startedFlows() {
        return started;
    }

    /** Flows transferring right now (path ready, bytes left). */
    public int activeFlows() {
        return active.size();
    }

    public boolean isClosed() {
        return closed;
    }

    @Override
    public long nowMillis() {
        return (long) Math.floor(now + 1e-9);
    }

    @Override
    public List<LabHost> hosts() {
        return hosts;
    }

    @Override
    public void startFlow(FlowSpec flow, Consumer<FlowResult> onComplete) {
        if (flow.srcHost() >= hosts.size() || flow.dstHost() >= hosts.size()) {
            throw new IllegalArgumentException("no such host in " + flow.srcHost() + "->" + flow.dstHost());
        }
        long start = nowMillis();
        started.add(new Started(flow, start));
        long key = ((long) flow.srcHost() << 32) | flow.dstHost();
        PairRules pair = rules.computeIfAbsent(key, k -> new PairRules());
        double ready = now;
        if (pair.pendingUntil > now) {
            ready = pair.pendingUntil;
        } else if (!pair.installed(now)) {
            ledger.packetIn();
            ledger.waitedForController(controlDelayMillis);
            pair.everProgrammed = true;
            ready = now + controlDelayMillis;
            pair.pendingUntil = ready;
        }
        pair.users++;
        double readyAt = ready;
        schedule(ready - now, () -> active.add(new ActiveFlow(flow, pair, start, (long) Math.floor(readyAt + 1e-9),
                onComplete)));
    }

    @Override
    public void schedule(long delayMillis, Runnable action) {
        schedule((double) delayMillis, action);
    }

    private void schedule(double delayMillis, Runnable action) {
        if (delayMillis < 0) {
            throw new IllegalArgumentException("negative delay " + delayMillis);
        }
        events.add(new Event(now + delayMillis, sequence++, action));
    }

    @Override
    public LabNetwork network() {
        return this;
    }

    @Override
    public boolean runUntil(BooleanSupplier done, long deadlineMillis) {
        while (!done.getAsBoolean()) {
            assignRates();
            double nextCompletion = Double.POSITIVE_INFINITY;
            for (ActiveFlow f : active) {
                nextCompletion = Math.min(nextCompletion, now + f.remaining / f.rate);
            }
            Event head = events.peek();
            double nextEvent = head == null ? Double.POSITIVE_INFINITY : head.at;
            double next = Math.min(nextCompletion, nextEvent);
            if (Double.isInfinite(next) || next > deadlineMillis) {
                return done.getAsBoolean();
            }
            advanceTo(next);
            if (nextCompletion <= nextEvent) {
                completeFinished();
            } else {
                events.poll().action.run();
            }
        }
        return true;
    }

    @Override
    public FlowLedger flows() {
        return ledger.snapshot();
    }

    /** No Janus, no rebalancer. */
    @Override
    public List<Long> recentMoveMillis() {
        return List.of();
    }

    @Override
    public void drain() {
        runUntil(() -> active.isEmpty() && events.isEmpty(), Long.MAX_VALUE);
    }

    @Override
    public void idle(long millis) {
        long until = Math.round(now) + millis;
        runUntil(() -> false, until);
        now = Math.max(now, until);
    }

    @Override
    public JanusStatistics janusStatistics() {
        return JanusStatistics.builder().build();
    }

    /** No controller: no Janus path. */
    @Override
    public long janusPathsAmong(Collection<Integer> hosts) {
        return 0;
    }

    /** No controller state: the ideal fabric has no intents and no rules to count. */
    @Override
    public PlaneSnapshot snapshot() {
        return new PlaneSnapshot(Math.round(now), janusStatistics(), flows(), started.size(), 0, 0, 0, 0, 0,
                0, 0);
    }

    @Override
    public Supplier<FaultOutcome> injectFaults(FaultPlan plan, long appStartMillis, double appRuntimeMillis,
                                               Predicate<FlowSpec> appFlow) {
        throw new UnsupportedOperationException("the ideal fabric cannot fail");
    }

    @Override
    public void close() {
        closed = true;
    }

    private void advanceTo(double time) {
        double dt = time - now;
        for (ActiveFlow f : active) {
            f.remaining -= f.rate * dt;
        }
        now = time;
    }

    private void completeFinished() {
        List<ActiveFlow> done = new ArrayList<>();
        for (ActiveFlow f : active) {
            if (f.remaining <= EPSILON_BYTES * Math.max(1, f.flow.bytes() / 1e6)) {
                done.add(f);
            }
        }
        if (done.isEmpty()) {
            // rounding: finish the flow closest to completion
            ActiveFlow closest = active.stream().min((a, b) -> Double.compare(a.remaining / a.rate,
                    b.remaining / b.rate)).orElseThrow();
            done.add(closest);
        }
        active.removeAll(done);
        for (ActiveFlow f : done) {
            f.pair.users--;
            f.pair.lastUsed = now;
            FlowResult result = new FlowResult(f.flow, f.start, f.ready, nowMillis(), true, null);
            ledger.record(result);
            f.onComplete.accept(result);
        }
    }

    /** Max-min fair rates with each host's uplink and downlink as the only resources. */
    private void assignRates() {
        Map<String, Double> capacity = new HashMap<>();
        Map<String, List<ActiveFlow>> users = new HashMap<>();
        for (ActiveFlow f : active) {
            f.rate = 0;
            for (String r : new String[]{"up" + f.flow.srcHost(), "down" + f.flow.dstHost()}) {
                capacity.putIfAbsent(r, bytesPerMilli);
                users.computeIfAbsent(r, k -> new ArrayList<>()).add(f);
            }
        }
        Set<ActiveFlow> frozen = new HashSet<>();
        while (frozen.size() < active.size()) {
            String bottleneck = null;
            double share = Double.POSITIVE_INFINITY;
            for (Map.Entry<String, List<ActiveFlow>> e : users.entrySet()) {
                long open = e.getValue().stream().filter(f -> !frozen.contains(f)).count();
                if (open > 0) {
                    double s = capacity.get(e.getKey()) / open;
                    if (s < share) {
                        share = s;
                        bottleneck = e.getKey();
                    }
                }
            }
            for (ActiveFlow f : users.get(bottleneck)) {
                if (frozen.add(f)) {
                    f.rate = share;
                    capacity.merge("up" + f.flow.srcHost(), -share, Double::sum);
                    capacity.merge("down" + f.flow.dstHost(), -share, Double::sum);
                }
            }
        }
    }

    private final class PairRules {
        boolean everProgrammed;
        double pendingUntil = -1;
        double lastUsed = Double.NEGATIVE_INFINITY;
        int users;

        boolean installed(double time) {
            if (!everProgrammed) {
                return false;
            }
            return users > 0 || idleTimeoutMillis == 0 || time - lastUsed < idleTimeoutMillis;
        }
    }

    private static final class ActiveFlow {
        final FlowSpec flow;
        final PairRules pair;
        final long start;
        final long ready;
        final Consumer<FlowResult> onComplete;
        double remaining;
        double rate;

        ActiveFlow(FlowSpec flow, PairRules pair, long start, long ready, Consumer<FlowResult> onComplete) {
            this.flow = flow;
            this.pair = pair;
            this.start = start;
            this.ready = ready;
            this.onComplete = onComplete;
            this.remaining = flow.bytes();
        }
    }

    private static final class Event implements Comparable<Event> {
        final double at;
        final long seq;
        final Runnable action;

        Event(double at, long seq, Runnable action) {
            this.at = at;
            this.seq = seq;
            this.action = action;
        }

        @Override
        public int compareTo(Event o) {
            int c = Double.compare(at, o.at);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }
}

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
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkState;

/**
 * The fluid (flow-level) traffic model: every carried flow gets its max-min fair share of the
 * directed links on its path ({@link MaxMinFairShare}); bytes accumulate on the flows, on the links
 * (port counters) and on the flow rules they match (flow-rule counters). A flow whose last byte is sent
 * completes at the exact virtual nanosecond.
 * <p>
 * Incremental: a change (a flow starts, ends or moves, a link's capacity changes) re-solves only the
 * flows connected to it through shared links (its component), since max-min fair shares of flows that
 * share no link, directly or through others, do not depend on each other. Bytes are credited lazily:
 * each flow, link and rule counter holds its bytes up to its last settlement and its current rate, and
 * is settled only when that rate changes or when it is read.
 * <p>
 * A flow with an empty path is held (waiting for the control plane, or black-holed by a dead link)
 * and sends nothing.
 * <p>
 * A flow may be spread ({@link #addSpread}): its rate is split over its links in fixed shares, as a
 * flow sprayed packet by packet over several paths splits it; each link and the fair share count only
 * the link's share of it (see {@link MaxMinFairShare#allocate(int[][], double[][], double[])}).
 */
public final class FluidTraffic {

    private static final double NANOS_PER_SECOND = 1e9;
    private static final double BITS_PER_BYTE = 8;

    /** A flow as the model carries it. */
    public final class Flow {
        private final long id;
        private final long bytes;
        private final long order;
        private int[] links;
        /** The fraction of the rate each link carries, in {@code links} order; null: all of it on each. */
        private double[] shares;
        private Counter[] rules;
        /** The ids of {@code rules}, in order. */
        private long[] ruleIds;
        private double rateBps;
        private double sent;
        private long settledAt;
        private long finishAt = Long.MAX_VALUE;
        private int visit;

        private Flow(long id, long bytes, long order) {
            this.id = id;
            this.bytes = bytes;
            this.order = order;
            this.settledAt = engine.nowNanos();
        }

        public long id() {
            return id;
        }

        /** The flow's current max-min fair rate (0 while held, stalled or completed). */
        public double rateBps() {
            return rateBps;
        }

        /** Bytes sent so far (all of them once completed). */
        public double sentBytes() {
            return sent + Math.min(bytes - sent, accrued(rateBps, settledAt));
        }

        public int[] links() {
            return links.clone();
        }

        /** The fraction of its rate a link carries: 1 on each link of a plain flow, 0 off its links. */
        public double shareOn(int link) {
            for (int i = 0; i < links.length; i++) {
                if (links[i] == link) {
                    return shares == null ? 1 : shares[i];
                }
            }
            return 0;
        }
    }

    /** Bytes through a link or a rule: settled up to {@code settledAt}, then at the sum of its flows' rates. */
    private final class Counter {
        private final List<Flow> flows = new ArrayList<>(2);
        private double bytes;
        private double rateBps;
        private long settledAt = engine.nowNanos();
        private int visit;
        private int local;

        double bytesNow() {
            return bytes + accrued(rateBps, settledAt);
        }

        void settle() {
            bytes = bytesNow();
            settledAt = engine.nowNanos();
        }

        /** After settling: the rate is the sum of the flows' rates, summed afresh so no drift builds up. */
        void resum() {
            double sum = 0;
            for (Flow f : flows) {
                sum += f.rateBps;
            }
            rateBps = sum;
        }

        /** As {@link #resum} for a link's counter, where a spread flow counts only the link's share. */
        void resumLink(int link) {
            double sum = 0;
            for (Flow f : flows) {
                sum += f.shares == null ? f.rateBps : f.rateBps * f.shareOn(link);
            }
            rateBps = sum;
        }
    }

    /** By finishing time, then as they started: explicit, as this order is kept for every rate change. */
    private static final Comparator<Flow> BY_FINISH = (a, b) -> a.finishAt != b.finishAt
            ? Long.compare(a.finishAt, b.finishAt) : Long.compare(a.order, b.order);

    private final EventEngine engine;
    private final double[] capacity;
    private final Counter[] linkCounters;
    /** Rule counters by {@link #ruleKey} of their rule's id. */
    private final Map<Long, Counter> ruleCounters = new HashMap<>();
    private final Map<Long, Flow> flows = new LinkedHashMap<>();
    /** The carried flows by their {@code order} (null once they are gone), to sort a component cheaply. */
    private final List<Flow> byOrder = new ArrayList<>();
    private final TreeSet<Flow> byFinish = new TreeSet<>(BY_FINISH);
    private final Consumer<Flow> onComplete;
    private long nextOrder;
    /** The component being re-solved: its flows, and its links in the order they were reached. */
    private final List<Flow> component = new ArrayList<>();
    private final int[] frontier;
    private int componentLinks;
    private int visitStamp;
    private EventEngine.Handle nextCompletion;

    public FluidTraffic(EventEngine engine, double[] capacityBps, Consumer<Flow> onComplete) {
        this.engine = engine;
        this.capacity = capacityBps.clone();
        this.linkCounters = new Counter[capacityBps.length];
        this.frontier = new int[capacityBps.length];
        this.onComplete = onComplete;
    }

    /** Starts carrying a flow of {@code bytes} over {@code links} (empty: held), matching {@code rules}. */
    public Flow add(long id, long bytes, int[] links, long[] rules) {
        checkArgument(bytes > 0, "bytes must be > 0");
        checkArgument(!flows.containsKey(id), "flow %s is already carried", id);
        checkLinks(links);
        Flow f = newFlow(id, bytes);
        attach(f, links, rules);
        changed(links.clone());
        return f;
    }

    /**
     * Starts carrying a flow of {@code bytes} spread over {@code links}, each carrying {@code shares[i]}
     * of its rate (in (0, 1]), matching no rules. It is never rerouted; {@link #remove} ends it early.
     */
    public Flow addSpread(long id, long bytes, int[] links, double[] shares) {
        checkArgument(links.length > 0 && shares.length == links.length, "one share per link, at least one link");
        for (double w : shares) {
            checkArgument(w > 0 && w <= 1, "a share must be in (0, 1], not %s", w);
        }
        checkArgument(bytes > 0, "bytes must be > 0");
        checkArgument(!flows.containsKey(id), "flow %s is already carried", id);
        checkLinks(links);
        Flow f = newFlow(id, bytes);
        attach(f, links, new long[0]);
        f.shares = shares.clone();
        changed(links.clone());
        return f;
    }

    private Flow newFlow(long id, long bytes) {
        Flow f = new Flow(id, bytes, nextOrder++);
        flows.put(id, f);
        byOrder.add(f);
        return f;
    }

    private void forget(Flow f) {
        flows.remove(f.id);
        byOrder.set((int) f.order, null);
    }

    /**
     * The key of a rule id in {@link #ruleCounters}: the id's bits mixed (a bijection), since ONOS's flow
     * rule ids share their high bits and collide in {@link Long#hashCode}.
     */
    private static long ruleKey(long ruleId) {
        long h = ruleId;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        h *= 0xc4ceb9fe1a85ec53L;
        h ^= h >>> 33;
        return h;
    }

    /** Moves a flow onto another path (empty: holds it). */
    public void reroute(Flow flow, int[] links, long[] rules) {
        checkState(flows.get(flow.id) == flow, "flow %s is not carried", flow.id);
        checkLinks(links);
        int[] old = flow.links;
        if (Arrays.equals(old, links)) {
            // Same links, so the same rates everywhere (a re-solve would give them bit for bit, see
            // resolve): only the rule counters change hands. Its completion is re-timed from now, as
            // a re-solve would (the first model re-timed every flow at every change).
            swapRules(flow, rules);
            setRate(flow, flow.rateBps);
            changed(new int[0]);
            return;
        }
        detach(flow);
        attach(flow, links, rules);
        int[] seeds = new int[old.length + links.length];
        System.arraycopy(old, 0, seeds, 0, old.length);
        System.arraycopy(links, 0, seeds, old.length, links.length);
        changed(seeds);
    }

    /** Stops carrying a flow that will not complete (misrouted); its bytes so far stay counted. */
    public void remove(Flow flow) {
        if (flows.get(flow.id) == flow) {
            forget(flow);
            int[] old = flow.links;
            detach(flow);
            changed(old);
        }
    }

    /** Sets a directed link's capacity; 0 takes it down. */
    public void setCapacity(int link, double bps) {
        checkArgument(bps >= 0, "capacity must be >= 0");
        capacity[link] = bps;
        changed(new int[]{link});
    }

    /** False while a directed link is down (capacity 0). */
    public boolean isUp(int link) {
        return capacity[link] > 0;
    }

    /**
     * Brings every counter up to the current virtual time. Counters are read lazily, so this only stops
     * the flows whose last byte is sent by now from counting beyond it before their completion runs.
     */
    public void advance() {
        long now = engine.nowNanos();
        for (Flow f : byFinish) {
            if (f.finishAt > now) {
                break;
            }
            settle(f);
        }
    }

    /** Bytes carried so far by a directed link. */
    public double linkBytes(int link) {
        advance();
        Counter c = linkCounters[link];
        return c == null ? 0 : c.bytesNow();
    }

    /** Bytes counted so far on a flow rule (by its id value). */
    public double ruleBytes(long ruleId) {
        advance();
        Counter c = ruleCounters.get(ruleKey(ruleId));
        return c == null ? 0 : c.bytesNow();
    }

    /** Drops a rule's byte counter (the rule was removed from its switch). */
    public void forgetRule(long ruleId) {
        advance();
        Counter c = ruleCounters.get(ruleKey(ruleId));
        if (c == null) {
            return;
        }
        if (c.flows.isEmpty()) {
            ruleCounters.remove(ruleKey(ruleId));
        } else {
            c.settle();
            c.bytes = 0;
        }
    }

    private void checkLinks(int[] links) {
        for (int l : links) {
            checkArgument(l >= 0 && l < capacity.length, "no link %s", l);
        }
    }

    private double accrued(double rateBps, long since) {
        long dt = engine.nowNanos() - since;
        return dt <= 0 || rateBps == 0 ? 0 : rateBps * dt / BITS_PER_BYTE / NANOS_PER_SECOND;
    }

    /**
     * Credits a flow with what it sent since it was last settled, at most what it had left. Its links
     * and rules counted its full rate meanwhile; they give back what it did not send.
     */
    private void settle(Flow f) {
        double accrued = accrued(f.rateBps, f.settledAt);
        double credit = Math.min(f.bytes - f.sent, accrued);
        f.sent += credit;
        f.settledAt = engine.nowNanos();
        if (credit < accrued) {
            creditCounters(f, credit - accrued);
        }
    }

    private void creditCounters(Flow f, double bytes) {
        for (int i = 0; i < f.links.length; i++) {
            linkCounters[f.links[i]].bytes += f.shares == null ? bytes : bytes * f.shares[i];
        }
        for (Counter r : f.rules) {
            r.bytes += bytes;
        }
    }

    /** Puts a flow (at rate 0) on its links and rules. */
    private void attach(Flow f, int[] links, long[] rules) {
        f.links = links.clone();
        f.rules = new Counter[rules.length];
        f.ruleIds = rules.clone();
        for (int l : f.links) {
            Counter c = linkCounters[l];
            if (c == null) {
                c = new Counter();
                linkCounters[l] = c;
            }
            c.flows.add(f);
        }
        for (int i = 0; i < rules.length; i++) {
            Counter c = ruleCounters.computeIfAbsent(ruleKey(rules[i]), r -> new Counter());
            c.flows.add(f);
            f.rules[i] = c;
        }
    }

    /**
     * Moves a flow, at its rate, from its rule counters to those of {@code rules}. The same rules again
     * (a look-up that found the path unchanged) take the same steps on the counters the flow holds, without
     * looking them up.
     */
    private void swapRules(Flow f, long[] rules) {
        settle(f);
        for (Counter r : f.rules) {
            r.settle();
            r.flows.remove(f);
            r.resum();
        }
        boolean same = Arrays.equals(rules, f.ruleIds);
        Counter[] counters = same ? f.rules : new Counter[rules.length];
        for (int i = 0; i < rules.length; i++) {
            Counter c = same ? counters[i] : ruleCounters.computeIfAbsent(ruleKey(rules[i]), id -> new Counter());
            c.settle();
            c.flows.add(f);
            c.resum();
            counters[i] = c;
        }
        f.rules = counters;
        f.ruleIds = rules.clone();
    }

    /** Takes a flow off its links and rules, settling it and them; it is left at rate 0. */
    private void detach(Flow f) {
        setRate(f, 0);
        for (int l : f.links) {
            linkCounters[l].flows.remove(f);
        }
        for (Counter r : f.rules) {
            r.flows.remove(f);
        }
        f.links = new int[0];
        f.shares = null;
        f.rules = new Counter[0];
        f.ruleIds = new long[0];
    }

    /** Settles a flow and its counters, then gives it a new rate (its counters' rates are summed afresh). */
    private void setRate(Flow f, double rateBps) {
        settle(f);
        for (int l : f.links) {
            linkCounters[l].settle();
        }
        for (Counter r : f.rules) {
            r.settle();
        }
        long finishAt = Long.MAX_VALUE;
        if (rateBps > 0) {
            double nanos = Math.ceil((f.bytes - f.sent) * BITS_PER_BYTE * NANOS_PER_SECOND / rateBps);
            finishAt = engine.nowNanos() + Math.max(1, (long) Math.min(nanos, Long.MAX_VALUE / 4));
        }
        // Kept in byFinish when re-timed to the same nanosecond (a flow carried again on the same path).
        if (finishAt != f.finishAt) {
            byFinish.remove(f);
            f.finishAt = finishAt;
            if (rateBps > 0) {
                byFinish.add(f);
            }
        }
        f.rateBps = rateBps;
        for (int l : f.links) {
            linkCounters[l].resumLink(l);
        }
        for (Counter r : f.rules) {
            r.resum();
        }
    }

    /**
     * After a change touching {@code seeds} (links): completes the flows whose last byte is due within a
     * nanosecond, re-solves the fair shares of every flow connected to the seeds or to those completed,
     * and sets the completion timer.
     */
    private void changed(int[] seeds) {
        List<Flow> done = new ArrayList<>();
        long now = engine.nowNanos();
        while (!byFinish.isEmpty() && byFinish.first().finishAt <= now + 1) {
            done.add(byFinish.first());
            settle(byFinish.first());
            byFinish.pollFirst();
        }
        sortByStart(done);
        List<int[]> seedSets = new ArrayList<>();
        seedSets.add(seeds);
        for (Flow f : done) {
            double rest = f.bytes - f.sent;
            if (rest > 0) {
                creditCounters(f, rest);
            }
            f.sent = f.bytes;
            seedSets.add(f.links);
            forget(f);
            detach(f);
        }
        resolve(seedSets);
        scheduleCompletion();
        for (Flow f : done) {
            onComplete.accept(f);
        }
    }

    /** Re-solves the fair shares of the flows connected to the given links. */
    private void resolve(List<int[]> seedSets) {
        visitStamp++;
        component.clear();
        componentLinks = 0;
        for (int[] seeds : seedSets) {
            for (int l : seeds) {
                visitLink(l);
            }
        }
        for (int next = 0; next < componentLinks; next++) {
            for (Flow f : linkCounters[frontier[next]].flows) {
                if (f.visit != visitStamp) {
                    f.visit = visitStamp;
                    component.add(f);
                    for (int m : f.links) {
                        visitLink(m);
                    }
                }
            }
        }
        if (component.isEmpty()) {
            return;
        }
        // In a canonical order (flows as they started, links by index), so that a component's rates are
        // a function of its flows and links alone, however it was reached: re-solving it changes nothing.
        sortByStart(component);
        Arrays.sort(frontier, 0, componentLinks);
        for (int i = 0; i < componentLinks; i++) {
            linkCounters[frontier[i]].local = i;
        }
        int[][] paths = new int[component.size()][];
        double[][] shares = null;
        for (int i = 0; i < paths.length; i++) {
            if (component.get(i).shares != null) {
                shares = shares == null ? new double[paths.length][] : shares;
                shares[i] = component.get(i).shares;
            }
            int[] global = component.get(i).links;
            int[] local = new int[global.length];
            for (int j = 0; j < global.length; j++) {
                local[j] = linkCounters[global[j]].local;
            }
            paths[i] = local;
        }
        double[] capacities = new double[componentLinks];
        for (int i = 0; i < capacities.length; i++) {
            capacities[i] = capacity[frontier[i]];
        }
        double[] rates = MaxMinFairShare.allocate(paths, shares, capacities);
        for (int i = 0; i < rates.length; i++) {
            Flow f = component.get(i);
            if (Double.doubleToLongBits(rates[i]) != Double.doubleToLongBits(f.rateBps)) {
                setRate(f, rates[i]);
            }
        }
    }

    /** Sorts carried flows as they started: their orders sorted as numbers, the flows read back by order. */
    private void sortByStart(List<Flow> list) {
        long[] orders = new long[list.size()];
        for (int i = 0; i < orders.length; i++) {
            orders[i] = list.get(i).order;
        }
        Arrays.sort(orders);
        for (int i = 0; i < orders.length; i++) {
            list.set(i, byOrder.get((int) orders[i]));
        }
    }

    /** Adds a link with flows, once, to the component being collected (its local index: its place in it). */
    private void visitLink(int l) {
        Counter c = linkCounters[l];
        if (c == null || c.flows.isEmpty() || c.visit == visitStamp) {
            return;
        }
        c.visit = visitStamp;
        c.local = componentLinks;
        frontier[componentLinks++] = l;
    }

    private void scheduleCompletion() {
        if (nextCompletion != null) {
            nextCompletion.cancel();
            nextCompletion = null;
        }
        if (!byFinish.isEmpty()) {
            long soonest = byFinish.first().finishAt - engine.nowNanos();
            nextCompletion = engine.schedule(Math.max(1, soonest), this::onTimer);
        }
    }

    private void onTimer() {
        nextCompletion = null;
        changed(new int[0]);
    }
}

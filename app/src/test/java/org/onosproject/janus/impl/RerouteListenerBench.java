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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onosproject.event.Event;
import org.onosproject.event.EventListener;
import org.onosproject.event.ListenerRegistry;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.net.Link;
import org.onosproject.net.LinkKey;
import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.link.LinkEvent;
import org.onosproject.net.link.LinkListener;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Collectors;

import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Not a test: a harness (run on demand, see BENCHMARKS.md) that measures how long Janus's ONOS
 * listeners hold ONOS's event threads while Janus reroutes 10,000 flows off a dead link. Janus runs
 * as in ONOS (no injected scheduler: its own provisioning, timer and event threads) on the embedded
 * ONOS core with a k=4 fat-tree. Every Janus listener in ONOS's link and intent listener registries is
 * wrapped by one that times {@code isRelevant} + {@code event} per delivered event. It prints the
 * measurements; it asserts nothing about time.
 * <pre>
 * mvn -B -pl testing/onos-core-net,testing/embedded-onos,app test -Dtest=RerouteListenerBench \
 *     -Dsurefire.failIfNoSpecifiedTests=false [-Djanus.bench.flows=10000]
 * </pre>
 */
public class RerouteListenerBench {

    private static final int FLOWS = Integer.getInteger("janus.bench.flows", 10_000);
    private static final long BOUND_SECONDS = Long.getLong("janus.bench.boundSeconds", 600);

    @Test
    public void listenerTimePerEventDuringAReroute() throws Exception {
        FatTree fatTree = FatTree.build(4, 2, 1000);
        EmbeddedOnos onos = EmbeddedOnos.start();
        JanusManager janus = null;
        try {
            fatTree.applyTo(onos.switches());
            onos.awaitQuiescent();
            // shortest: every flow between two pods takes the first path, so one link carries them all.
            janus = JanusTestWiring.on(onos).property("strategy", "shortest")
                    .property("matchGranularity", "fiveTuple").property("idleTimeout", 0)
                    .property("provisioningQueueSize", 1_000_000).property("maxIntents", 1_000_000)
                    .activate();
            JanusManager j = janus;
            List<Host> src = hostsOf(fatTree, 0);
            List<Host> dst = hostsOf(fatTree, 1);
            long placeStart = System.nanoTime();
            for (int i = 0; i < FLOWS; i++) {
                Host s = src.get(i % src.size());
                Host d = dst.get((i / src.size()) % dst.size());
                onos.switches().injectPacket(s.location(), tcp(s.mac(), d.mac(), s.ip().toString(),
                                                               d.ip().toString(), 10_000 + i / 16, 5001));
            }
            await("every flow placed and installed", () -> j.statistics().count(Statistic.ACTIVE_INTENTS) == FLOWS
                    && j.paths().size() == FLOWS);
            onos.awaitQuiescent(TimeUnit.SECONDS.toMillis(BOUND_SECONDS));
            double placeSeconds = (System.nanoTime() - placeStart) / 1e9;

            // The directed link most flows cross: the first path's aggregation-to-core link.
            Map<LinkKey, Long> crossing = janus.paths().stream().flatMap(p -> p.links().stream())
                    .collect(Collectors.groupingBy(LinkKey::linkKey, Collectors.counting()));
            LinkKey busiest = Collections.max(crossing.entrySet(), Map.Entry.comparingByValue()).getKey();
            long affected = crossing.get(busiest);
            Link dying = janus.paths().stream().flatMap(p -> p.links().stream())
                    .filter(l -> LinkKey.linkKey(l).equals(busiest)).findFirst().orElseThrow();

            Timings timings = new Timings();
            int wrapped = wrapJanusListeners(onos.linkService(), timings)
                    + wrapJanusListeners(onos.intentService(), timings);
            JanusStatistics before = janus.statistics();
            long rerouteStart = System.nanoTime();
            onos.switches().removeLink(dying.src(), dying.dst());
            // (The latency windows keep only their latest samples, so they cannot count completions.)
            await("every affected flow rerouted (" + affected + ")", () -> {
                JanusStatistics now = j.statistics();
                lastStats = now;
                return now.count(Statistic.REROUTES) + now.count(Statistic.NO_PATH_WITHDRAWALS)
                        - before.count(Statistic.REROUTES) - before.count(Statistic.NO_PATH_WITHDRAWALS) == affected;
            });
            onos.awaitQuiescent(TimeUnit.SECONDS.toMillis(BOUND_SECONDS));
            await("every Janus intent installed", () -> ImmutableList.copyOf(
                    onos.intentService().getIntentsByAppId(onos.coreService().getAppId(JanusManager.APP_NAME)))
                    .stream().allMatch(i -> onos.intentService().getIntentState(i.key()) == IntentState.INSTALLED));
            double rerouteSeconds = (System.nanoTime() - rerouteStart) / 1e9;
            long stillCrossing = janus.paths().stream().map(JanusPath::links)
                    .filter(p -> p.stream().anyMatch(l -> LinkKey.linkKey(l).equals(busiest))).count();

            System.out.printf(Locale.ROOT,
                              "%n== Janus listener time per event, reroute of %d flows (k=4, %d flows live)%n",
                              affected, FLOWS);
            System.out.printf(Locale.ROOT, "placing %d flows: %.1f s; link removal to last rerouted intent installed"
                                      + " and ONOS quiescent: %.1f s; flows still on the dead link: %d; "
                                      + "listeners wrapped: %d%n", FLOWS, placeSeconds, rerouteSeconds,
                              stillCrossing, wrapped);
            System.out.printf(Locale.ROOT, "reroute latency (event to resubmission) %s%nreroute install latency %s%n",
                              janus.statistics().latency(Statistic.REROUTE_LATENCY),
                              janus.statistics().latency(Statistic.REROUTE_INSTALL_LATENCY));
            timings.print();
        } finally {
            if (janus != null) {
                janus.deactivate();
            }
            onos.stop();
        }
    }

    private static List<Host> hostsOf(FatTree fatTree, int pod) {
        return fatTree.hosts().stream().filter(h -> h.pod() == pod).collect(ImmutableList.toImmutableList());
    }

    private static volatile Object lastStats;

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + BOUND_SECONDS + " s: " + what + "; " + lastStats);
            }
            Thread.sleep(20);
        }
    }

    /** Replaces every Janus listener in {@code manager}'s registry by a timing wrapper. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private static int wrapJanusListeners(Object manager, Timings timings) {
        ListenerRegistry registry = TestUtils.getField(manager, "listenerRegistry");
        Set<EventListener> listeners = TestUtils.getField(registry, "listeners");
        int count = 0;
        for (EventListener listener : ImmutableList.copyOf(listeners)) {
            if (!listener.getClass().getName().startsWith("org.onosproject.janus.")) {
                continue;
            }
            String name = listener.getClass().getName().replaceAll("[$][$]Lambda.*", "::lambda")
                    .replace("org.onosproject.janus.impl.", "");
            EventListener timed = listener instanceof LinkListener
                    ? new TimedLinkListener((LinkListener) listener, timings.of(name))
                    : new TimedIntentListener((IntentListener) listener, timings.of(name));
            registry.removeListener(listener);
            registry.addListener(timed);
            count++;
        }
        return count;
    }

    private static long timed(EventListener listener, Event event, List<Long> samples) {
        long start = System.nanoTime();
        if (listener.isRelevant(event)) {
            listener.event(event);
        }
        long took = System.nanoTime() - start;
        synchronized (samples) {
            samples.add(took);
        }
        return took;
    }

    private static final class TimedLinkListener implements LinkListener {
        private final LinkListener delegate;
        private final List<Long> samples;

        TimedLinkListener(LinkListener delegate, List<Long> samples) {
            this.delegate = delegate;
            this.samples = samples;
        }

        @Override
        public void event(LinkEvent event) {
            timed(delegate, event, samples);
        }
    }

    private static final class TimedIntentListener implements IntentListener {
        private final IntentListener delegate;
        private final List<Long> samples;

        TimedIntentListener(IntentListener delegate, List<Long> samples) {
            this.delegate = delegate;
            this.samples = samples;
        }

        @Override
        public void event(IntentEvent event) {
            timed(delegate, event, samples);
        }
    }

    /** Per-event times of each wrapped listener. */
    private static final class Timings {
        private final Map<String, List<Long>> byListener = new TreeMap<>();

        synchronized List<Long> of(String name) {
            return byListener.computeIfAbsent(name, n -> new ArrayList<>());
        }

        synchronized void print() {
            System.out.printf(Locale.ROOT, "%-45s %8s %10s %10s %10s %10s %12s%n", "listener", "events",
                              "mean us", "p50 us", "p99 us", "max us", "total ms");
            byListener.forEach((name, samples) -> {
                List<Long> sorted;
                synchronized (samples) {
                    sorted = new ArrayList<>(samples);
                }
                Collections.sort(sorted);
                long total = sorted.stream().mapToLong(Long::longValue).sum();
                int n = sorted.size();
                System.out.printf(Locale.ROOT, "%-45s %8d %10.1f %10.1f %10.1f %10.1f %12.1f%n", name, n,
                                  n == 0 ? 0 : total / 1e3 / n, pct(sorted, 0.50), pct(sorted, 0.99),
                                  n == 0 ? 0 : sorted.get(n - 1) / 1e3, total / 1e6);
            });
        }

        private static double pct(List<Long> sorted, double q) {
            if (sorted.isEmpty()) {
                return 0;
            }
            int index = (int) Math.min(sorted.size() - 1, Math.ceil(q * sorted.size()) - 1);
            return sorted.get(Math.max(0, index)) / 1e3;
        }
    }
}

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
package org.onosproject.janus.lab.faults;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.lab.net.CarriedFlow;
import org.onosproject.janus.lab.net.Disruption;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.Fabric;
import org.onosproject.janus.lab.net.FlowRecord;
import org.onosproject.janus.lab.net.FlowSpec;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.IntStream;

/**
 * Carries out a {@link FaultPlan} on an emulated network running Janus: when a failure is due it picks
 * the busiest target, fails it, restores it later, and notes what Janus did; at the end it hands every
 * disruption to the failure it followed. Lives for one run; not thread-safe (the lab runs on one thread).
 */
public final class FaultInjector {

    /** How often a due failure looks again for an application flow to hit. */
    private static final long RETRY_MILLIS = 100;
    /** After this long without an application flow in flight, a due failure hits the busiest target anyway. */
    private static final long MAX_WAIT_MILLIS = 60_000;

    private final EmulatedNetwork net;
    private final JanusService janus;
    private final FaultPlan plan;
    private final Predicate<FlowSpec> appFlow;
    private final Fabric fabric;
    private final TopologySpec topology;
    private final List<PendingEvent> events = new ArrayList<>();

    /** @param appFlow which flows belong to the measured application (the failures aim at those) */
    public FaultInjector(EmulatedNetwork net, JanusService janus, FaultPlan plan, Predicate<FlowSpec> appFlow) {
        this.net = net;
        this.janus = janus;
        this.plan = plan;
        this.appFlow = appFlow;
        this.fabric = net.fabric();
        this.topology = fabric.spec();
    }

    /** Schedules the plan's failures for an application starting at {@code appStartMillis}. */
    public void schedule(long appStartMillis, double appRuntimeMillis) {
        for (FaultEvent.Kind kind : FaultEvent.Kind.values()) {
            net.schedule(appStartMillis + plan.failureMillis(kind, appRuntimeMillis), () -> fail(kind, 0));
        }
    }

    /** What the failures did; call once every flow has ended. */
    public FaultOutcome outcome() {
        List<FlowRecord> finished = net.finishedFlows();
        List<Disruption> disruptions = net.disruptions();
        List<FaultEvent> built = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            PendingEvent e = events.get(i);
            long next = i + 1 < events.size() ? events.get(i + 1).atMillis : Long.MAX_VALUE;
            List<Disruption> mine = new ArrayList<>();
            for (Disruption d : disruptions) {
                if (d.stalledAtMillis() >= e.atMillis && d.stalledAtMillis() < next) {
                    mine.add(d);
                }
            }
            built.add(new FaultEvent(e.kind, e.target.describe(), e.atMillis, e.target.appFlows, e.target.allFlows,
                                     e.janusReroutes, e.onJanusPath, mine,
                                     mine.stream().filter(d -> appFlow.test(d.flow())).count()));
        }
        return new FaultOutcome(built, finished.size(), finished.stream().filter(f -> !f.result().delivered())
                .collect(ImmutableList.toImmutableList()), net.activeFlows(), janus.statistics());
    }

    private void fail(FaultEvent.Kind kind, long waitedMillis) {
        List<CarriedFlow> carried = net.carriedFlows();
        Target target = kind == FaultEvent.Kind.CORE_LINK ? busiestCoreLink(carried)
                : busiestAggregationSwitch(carried);
        if (target.appFlows == 0 && waitedMillis < MAX_WAIT_MILLIS) {
            net.schedule(RETRY_MILLIS, () -> fail(kind, waitedMillis + RETRY_MILLIS));
            return;
        }
        long at = net.nowMillis();
        long reroutesBefore = janus.statistics().count(Statistic.REROUTES);
        if (kind == FaultEvent.Kind.CORE_LINK) {
            net.changeLinkNow(target.a, target.b, false);
            net.schedule(plan.recoveryAfterMillis(), () -> net.changeLinkNow(target.a, target.b, true));
        } else {
            net.changeSwitchNow(target.a, false);
            net.schedule(plan.recoveryAfterMillis(), () -> net.changeSwitchNow(target.a, true));
        }
        PendingEvent event = new PendingEvent(kind, target, at);
        events.add(event);
        // Once ONOS has heard of the failure (and Janus has reacted), compare where the stopped
        // flows went on with where Janus says their intents are.
        net.schedule(net.settings().timing().failureReactionMillis() + 1, () -> {
            event.janusReroutes = janus.statistics().count(Statistic.REROUTES) - reroutesBefore;
            event.onJanusPath = onJanusPaths(at);
        });
    }

    private Target busiestCoreLink(List<CarriedFlow> carried) {
        Target best = null;
        for (int i = 0; i < topology.links().size(); i++) {
            TopologySpec.LinkSpec l = topology.links().get(i);
            if (layer(l.a()).equals("core") || layer(l.b()).equals("core")) {
                best = busiest(best, new Target(l.a(), l.b(), carried, fabric.directedLinksOf(i), appFlow));
            }
        }
        return best;
    }

    private Target busiestAggregationSwitch(List<CarriedFlow> carried) {
        Target best = null;
        for (TopologySpec.SwitchSpec s : topology.switches()) {
            if (s.layer().equals("aggregation")) {
                int[] directed = IntStream.range(0, topology.links().size())
                        .filter(i -> topology.links().get(i).a().equals(s.name())
                                || topology.links().get(i).b().equals(s.name()))
                        .flatMap(i -> IntStream.of(fabric.directedLinksOf(i))).toArray();
                best = busiest(best, new Target(s.name(), null, carried, directed, appFlow));
            }
        }
        return best;
    }

    /** More application flows, then more flows; the first found wins ties (name order of the spec). */
    private static Target busiest(Target best, Target candidate) {
        return best == null || candidate.appFlows > best.appFlows
                || candidate.appFlows == best.appFlows && candidate.allFlows > best.allFlows ? candidate : best;
    }

    private String layer(String switchName) {
        return topology.switches().get(topology.switchIndex(switchName)).layer();
    }

    /** How many flows stopped since {@code since} now run on the path Janus holds for their host pair. */
    private int onJanusPaths(long since) {
        List<JanusPath> paths = ImmutableList.copyOf(janus.paths());
        int matches = 0;
        for (Disruption d : net.disruptions()) {
            if (d.stalledAtMillis() < since || !d.resumed()) {
                continue;
            }
            String src = fabric.hostIp(d.flow().srcHost()).toString();
            String dst = fabric.hostIp(d.flow().dstHost()).toString();
            Set<List<String>> janusRoutes = new HashSet<>();
            for (JanusPath p : paths) {
                if (p.flow().srcIp().toString().equals(src) && p.flow().dstIp().toString().equals(dst)) {
                    janusRoutes.add(switchNames(p, d.flow().srcHost()));
                }
            }
            if (janusRoutes.contains(d.resumedPath())) {
                matches++;
            }
        }
        return matches;
    }

    private List<String> switchNames(JanusPath path, int srcHost) {
        List<DeviceId> devices = new ArrayList<>();
        if (path.links().isEmpty()) {
            devices.add(fabric.hostLocation(srcHost).deviceId());
        } else {
            for (Link l : path.links()) {
                devices.add(l.src().deviceId());
            }
            devices.add(path.links().get(path.links().size() - 1).dst().deviceId());
        }
        List<String> names = new ArrayList<>();
        for (DeviceId d : devices) {
            names.add(topology.switches().get(fabric.switchIndex(d)).name());
        }
        return names;
    }

    /** A candidate link ({@code a}-{@code b}) or switch ({@code a}) and the flows carried over it now. */
    private static final class Target {
        private final String a;
        private final String b;
        private final int appFlows;
        private final int allFlows;

        private Target(String a, String b, List<CarriedFlow> carried, int[] links, Predicate<FlowSpec> appFlow) {
            this.a = a;
            this.b = b;
            int app = 0;
            int all = 0;
            for (CarriedFlow f : carried) {
                if (IntStream.of(links).anyMatch(f::crosses)) {
                    all++;
                    app += appFlow.test(f.flow()) ? 1 : 0;
                }
            }
            this.appFlows = app;
            this.allFlows = all;
        }

        String describe() {
            return b == null ? a : a + " <-> " + b;
        }
    }

    /** A failure as it happened, before Janus's reaction and the disruptions are known. */
    private static final class PendingEvent {
        private final FaultEvent.Kind kind;
        private final Target target;
        private final long atMillis;
        private long janusReroutes;
        private int onJanusPath;

        private PendingEvent(FaultEvent.Kind kind, Target target, long atMillis) {
            this.kind = kind;
            this.target = target;
            this.atMillis = atMillis;
        }
    }
}

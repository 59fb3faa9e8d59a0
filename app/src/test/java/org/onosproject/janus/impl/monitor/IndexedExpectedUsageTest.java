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

import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.janus.impl.graph.LinkCost;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.ToDoubleFunction;
import java.util.stream.StreamSupport;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;
import static org.hamcrest.Matchers.sameInstance;
import static org.junit.Assert.assertEquals;

/**
 * The expected load read by dense link index ({@link ExpectedUsage#utilisationCost()} and its kin over
 * an {@link ExpectedLoadTable}) gives exactly what the map-based reads give, on a k=4 fat-tree run by
 * ONOS's real device and link managers, with random port speeds, fresh, stale and missing samples and
 * random committed load, and stays so as samples, charges, time, settings and the topology change.
 */
public class IndexedExpectedUsageTest {

    private static final long[] SPEEDS = {1_000, 10_000, 0}; // 0: the port reports none (default capacity)

    private final Random random = new Random(8);
    private final FatTree tree = FatTree.of(4);
    private DeviceAndLinkCore core;
    private ManualScheduler clock;
    private LinkUsageMonitor monitor;
    private final CommittedLoad committed = new CommittedLoad();
    private ExpectedUsage usage;
    private FabricGraph lastGraph = FabricGraph.empty();
    private final Map<DeviceId, Long> aliveSec = new HashMap<>();
    private final Map<DeviceId, Map<Long, Long>> counters = new HashMap<>();
    private int flows;

    @Before
    public void setUp() {
        core = new DeviceAndLinkCore();
        clock = new ManualScheduler(1_000_000);
        for (DeviceId id : tree.devices()) {
            long[] speeds = new long[4];
            for (int p = 0; p < speeds.length; p++) {
                speeds[p] = SPEEDS[random.nextInt(SPEEDS.length)];
            }
            assertThat(core.addSwitch(Long.parseUnsignedLong(id.toString().substring(3), 16), speeds), is(id));
        }
        for (Link link : tree.links()) {
            core.addLink(link.src(), link.dst());
        }
        monitor = new LinkUsageMonitor(core.deviceManager, core.linkManager, clock, () -> { });
        monitor.start();
        usage = new ExpectedUsage(monitor, committed);
    }

    @After
    public void tearDown() {
        monitor.stop();
        core.shutdown();
    }

    // Each a later topology than the one before, as the fabric tracker makes them.
    private FabricGraph liveGraph() {
        lastGraph = lastGraph.next(StreamSupport.stream(core.linkManager.getActiveLinks().spliterator(), false)
                                           .filter(l -> l.type() != Link.Type.EDGE)
                                           .collect(ImmutableList.toImmutableList()));
        return lastGraph;
    }

    /** The switch reports random byte counts on all its ports (a baseline first, then a 5 s delta). */
    private void sample(DeviceId id) {
        Map<Long, Long> total = counters.computeIfAbsent(id, d -> new HashMap<>());
        long start = aliveSec.getOrDefault(id, 100L);
        if (!aliveSec.containsKey(id)) {
            for (long port = 1; port <= 4; port++) {
                total.put(port, 0L);
            }
            core.reportTxBytes(id, start, 0, Map.copyOf(total));
        }
        for (long port = 1; port <= 4; port++) {
            total.merge(port, (long) (random.nextDouble() * 5 * 125_000_000L), Long::sum);
        }
        aliveSec.put(id, start + 5);
        core.reportTxBytes(id, start + 5, 0, Map.copyOf(total));
    }

    /** Charges {@code count} new flows on random paths between random edge switches. */
    private List<String> chargeRandomFlows(FabricGraph graph, int count) {
        List<String> ids = new ArrayList<>();
        List<DeviceId> edges = tree.edges();
        for (int f = 0; f < count; f++) {
            DeviceId src = edges.get(random.nextInt(edges.size()));
            DeviceId dst = edges.get(random.nextInt(edges.size()));
            IndexedCandidates paths = graph.candidates(src, dst);
            List<Link> path = paths.path(random.nextInt((int) paths.pathCount()));
            String id = "flow-" + flows++;
            committed.charge(id, path, (long) (random.nextDouble() * 200_000_000L), random.nextBoolean());
            ids.add(id);
        }
        return ids;
    }

    /** Every metric of every link of every edge-pair DAG: indexed read == map-based read, exactly. */
    private void assertIndexedEqualsMapBased(FabricGraph graph) {
        assertMetric(graph, usage.utilisationCost(), usage::utilisation);
        assertMetric(graph, usage.rateCost(), usage::rateBytesPerSec);
        assertMetric(graph, usage.measuredUtilisationCost(), usage::measuredUtilisation);
    }

    private void assertMetric(FabricGraph graph, LinkCost indexed, ToDoubleFunction<Link> mapBased) {
        for (DeviceId src : tree.edges()) {
            for (DeviceId dst : tree.edges()) {
                IndexedCandidates dag = graph.candidates(src, dst);
                double[] costs = new double[dag.dagLinkCount()];
                indexed.costsOf(dag, costs);
                for (int i = 0; i < costs.length; i++) {
                    Link link = dag.dagLink(i);
                    assertEquals(link.toString(), mapBased.applyAsDouble(link), costs[i], 0.0);
                }
            }
        }
    }

    /**
     * Every link of {@code graph} that the reads {@link ExpectedUsage#indexed} gives for it hold, read alone
     * (by its ends when they take a newer graph's indices), == the map-based reads, exactly.
     */
    private void assertOneByOneEqualsMapBased(FabricGraph graph) {
        ExpectedLoadTable loads = usage.indexed(graph);
        assertThat(loads.graph().generation() >= graph.generation(), is(true));
        for (int i = 0; i < graph.linkCount(); i++) {
            Link link = graph.link(i);
            int index = loads.graph().indexOf(LinkEnds.of(link));
            if (loads.graph() == graph) {
                assertThat(index, is(i));
            } else if (index < 0) {
                continue; // gone from the newer graph: a search meets it through the maps
            }
            assertEquals(link.toString(), usage.utilisation(link), loads.utilisation(index), 0.0);
            assertEquals(link.toString(), usage.capacityBytesPerSec(link), loads.capacityBytesPerSec(index), 0.0);
        }
    }

    /** Random loads: fresh, stale and missing samples, with and without committed load. */
    private FabricGraph randomLoads() {
        FabricGraph graph = liveGraph();
        List<DeviceId> devices = new ArrayList<>(tree.devices());
        for (DeviceId id : devices.subList(0, 8)) {
            sample(id); // these go stale below
        }
        clock.advance(monitor.staleAfterMillis() + 1_000);
        for (DeviceId id : devices.subList(8, 16)) {
            sample(id); // fresh; devices 16..19 are never sampled
        }
        chargeRandomFlows(graph, 40);
        return graph;
    }

    @Test
    public void indexedReadsEqualMapBasedReadsOnRandomLoads() {
        FabricGraph graph = randomLoads();
        assertIndexedEqualsMapBased(graph);
        ExpectedLoadTable table = usage.tableFor(graph);
        assertThat(table, notNullValue());
        assertThat(table.graph(), sameInstance(graph));

        // The random loads cover every case the formula has.
        int fresh = 0;
        int staleCommitted = 0;
        int unsampledCommitted = 0;
        int idle = 0;
        for (int i = 0; i < graph.linkCount(); i++) {
            Link link = graph.link(i);
            Optional<LinkUsage> sample = Optional.ofNullable(monitor.rawSample(LinkEnds.of(link)));
            boolean charged = committed.of(link).flows() > 0;
            if (sample.isPresent() && !monitor.isStale(sample.get())) {
                fresh += charged ? 1 : 0;
            } else if (sample.isPresent()) {
                staleCommitted += charged ? 1 : 0;
            } else {
                unsampledCommitted += charged ? 1 : 0;
                idle += charged ? 0 : 1;
            }
        }
        assertThat(fresh, greaterThan(0));
        assertThat(staleCommitted, greaterThan(0));
        assertThat(unsampledCommitted, greaterThan(0));
        assertThat(idle, greaterThan(0));
    }

    @Test
    public void linksReadOneByOneGiveTheMapBasedValuesAsPortSpeedsAndTheDefaultCapacityChange() {
        FabricGraph graph = randomLoads();
        assertOneByOneEqualsMapBased(graph); // the capacities are kept per link from here on
        Link link = graph.candidates(tree.edge(0, 0), tree.edge(1, 0)).path(0).get(0);
        int index = graph.indexOf(LinkEnds.of(link));
        double before = usage.indexed(graph).capacityBytesPerSec(index);

        core.setPortSpeed(link.src().deviceId(), link.src().port().toLong(), 25_000);
        assertThat(usage.indexed(graph).capacityBytesPerSec(index), is(25_000 * 125_000.0));
        assertThat(before == 25_000 * 125_000.0, is(false));
        assertOneByOneEqualsMapBased(graph);
        committed.charge("on-faster-port", List.of(link), 1_000_000, false);
        assertOneByOneEqualsMapBased(graph);

        core.setPortSpeed(link.src().deviceId(), link.src().port().toLong(), 0); // no speed: the default
        monitor.setDefaultCapacityMbps(40_000);
        assertThat(usage.indexed(graph).capacityBytesPerSec(index), is(40_000 * 125_000.0));
        assertOneByOneEqualsMapBased(graph);
    }

    @Test
    public void anOlderGraphsLinksAreReadOneByOneInTheNewerGraphsTableByTheirEnds() {
        FabricGraph before = randomLoads();
        assertOneByOneEqualsMapBased(before);
        Link lost = before.candidates(tree.edge(0, 0), tree.edge(1, 0)).path(0).get(1);
        core.removeLink(lost.src(), lost.dst());
        FabricGraph after = liveGraph();
        assertOneByOneEqualsMapBased(after);
        assertThat(usage.tableFor(before), nullValue());
        assertThat(usage.indexed(before).graph(), sameInstance(after));
        assertOneByOneEqualsMapBased(before);
        chargeRandomFlows(before, 10);
        assertOneByOneEqualsMapBased(before);
        assertOneByOneEqualsMapBased(after);
    }

    @Test
    public void changesAfterTheTableIsBuiltAreSeen() {
        FabricGraph graph = randomLoads();
        assertIndexedEqualsMapBased(graph);

        List<String> more = chargeRandomFlows(graph, 20);
        assertIndexedEqualsMapBased(graph);
        more.subList(0, 10).forEach(committed::discharge);
        committed.discharge("flow-3");
        assertIndexedEqualsMapBased(graph);
        for (DeviceId id : tree.devices().subList(0, 12)) {
            sample(id); // replaces stale and fresh samples, samples new devices
        }
        assertIndexedEqualsMapBased(graph);
        // Staleness is judged when read: samples age with no write at all.
        clock.advance(monitor.staleAfterMillis() / 2 + 1);
        assertIndexedEqualsMapBased(graph);
        monitor.setPollIntervalMillis(monitor.staleAfterMillis() * 4 / LinkUsageMonitor.STALE_AFTER_INTERVALS);
        assertIndexedEqualsMapBased(graph);
        monitor.setDefaultCapacityMbps(40_000);
        assertIndexedEqualsMapBased(graph);
        more.forEach(committed::discharge);
        assertIndexedEqualsMapBased(graph);
        chargeRandomFlows(graph, 10);
        monitor.stop();
        assertIndexedEqualsMapBased(graph);
        assertThat(usage.tableFor(graph).graph(), sameInstance(graph));
    }

    @Test
    public void afterALinkRemovalANewGraphGetsANewTableAndTheOldGraphIsReadThroughTheMaps() {
        FabricGraph before = randomLoads();
        assertIndexedEqualsMapBased(before);
        Link lost = before.candidates(tree.edge(0, 0), tree.edge(1, 0)).path(0).get(1);
        // Make sure the lost link has a sample and committed load to lose.
        sample(lost.src().deviceId());
        committed.charge("on-lost", before.candidates(tree.edge(0, 0), tree.edge(1, 0)).path(0), 1_000, true);
        assertThat(monitor.rawSample(LinkEnds.of(lost)), notNullValue());

        core.removeLink(lost.src(), lost.dst());
        assertThat(monitor.rawSample(LinkEnds.of(lost)), nullValue());
        FabricGraph after = liveGraph();
        assertThat(after.indexOf(LinkEnds.of(lost)), is(-1));
        assertIndexedEqualsMapBased(after);
        assertThat(usage.tableFor(after).graph(), sameInstance(after));
        // A selection still holding the old graph gets no table (indices of another graph are never
        // used), and reads the maps: still the right values, the lost link included.
        assertThat(usage.tableFor(before), nullValue());
        assertIndexedEqualsMapBased(before);
        committed.discharge("on-lost");
        assertIndexedEqualsMapBased(after);
        assertIndexedEqualsMapBased(before);
    }

    @Test
    public void concurrentChargesAndTopologyRebuildsLoseNoUpdate() throws InterruptedException {
        FabricGraph first = randomLoads();
        List<List<Link>> paths = new ArrayList<>();
        for (DeviceId src : tree.edges()) {
            IndexedCandidates dag = first.candidates(src, tree.edge(3, 1));
            for (long p = 0; p < dag.pathCount(); p++) {
                paths.add(dag.path(p));
            }
        }
        AtomicReference<Throwable> failure = new AtomicReference<>();
        AtomicBoolean readerDone = new AtomicBoolean();
        Thread writer = new Thread(() -> {
            try {
                Random rates = new Random(1);
                // Churn while the reader rebuilds, then 100 changes more after its last rebuild.
                int after = 0;
                for (int n = 0; after < 100; n++) {
                    String id = "churn-" + (n % 50);
                    if (n % 7 == 0) {
                        committed.discharge(id);
                    } else {
                        committed.charge(id, paths.get(rates.nextInt(paths.size())),
                                         rates.nextInt(100_000_000), rates.nextBoolean());
                    }
                    if (readerDone.get()) {
                        after++;
                    }
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        writer.setDaemon(true);
        writer.start();
        // Meanwhile: new graphs of the same links (as topology events rebuild it) and reads of them.
        FabricGraph last = null;
        try {
            for (int round = 0; round < 30; round++) {
                last = liveGraph();
                IndexedCandidates dag = last.candidates(tree.edge(0, 0), tree.edge(3, 1));
                double[] costs = new double[dag.dagLinkCount()];
                usage.utilisationCost().costsOf(dag, costs);
                for (double cost : costs) {
                    assertThat(cost >= 0, is(true));
                }
            }
        } finally {
            readerDone.set(true);
        }
        writer.join();
        assertThat(failure.get(), nullValue());
        assertThat(usage.tableFor(last).graph(), sameInstance(last));
        assertIndexedEqualsMapBased(last);
    }
}

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
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.janus.impl.graph.LinkCost;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The link-usage graph strategies see: per directed link, the <em>expected</em> load
 * <pre>
 *   expected = committed + max(0, measured - committedMeasured)
 * </pre>
 * where {@code measured} is the fresh port rate (0 if stale or unknown), {@code committed} the summed
 * charges of the Janus flows placed on the link ({@link CommittedLoad}), and {@code committedMeasured}
 * the part of those charges that are the flows' own measured rates. That part is already inside the
 * port rate, so it is taken out of it and counted once, as a charge; what remains of the port rate is
 * traffic Janus did not place. A flow still charged its placement estimate is not yet subtracted: for
 * up to one statistics interval, the part of it the port sample already saw counts twice (erring
 * towards "busy", never towards "free").
 * <p>
 * Charges leave with their flows (withdrawn, purged, moved, or rerouted off a dead link), so a link's
 * expected load never keeps a flow that is gone.
 * <p>
 * <b>Reads by dense link index.</b> A path search reads one cost for every link of a candidate DAG
 * (1,200 links between two pods at k=48) on every selection. Through {@link #utilisation(Link)} each
 * read builds a {@link LinkEnds} key and does two or three hash look-ups. The costs
 * {@link #utilisationCost()}, {@link #rateCost()} and {@link #measuredUtilisationCost()} instead read a
 * DAG that came from a {@link FabricGraph} by the graph's dense link indices
 * ({@link LinkCost}) from an {@link ExpectedLoadTable}: per link of the newest graph, the
 * three metrics precomputed, with the same code, whenever the link's sample or committed load changes
 * (the monitor and the committed load tell this view of every change), so a read is one array access
 * per link. Staleness is still judged at read time, against one reading of the clock per DAG instead
 * of one per link. The table of a graph is built on the first read of one of its DAGs, in O(links),
 * once per topology change (at k=48, 110,592 links: 0.1 to 0.5 s on a busy 2-core machine with the
 * JIT still cold, against 0.4 to 0.9 s for the graph's own rebuild), and replaced when a DAG of a
 * newer graph is read; selections of that graph wait for the build. A DAG of an older graph than the
 * table's (a selection that began before the topology changed) is read through the maps: indices are
 * never used with another graph's table.
 */
public final class ExpectedUsage implements LinkUsageView {

    private final LinkUsageMonitor measured;
    private final CommittedLoad committed;
    private final Object tableLock = new Object();
    private volatile ExpectedLoadTable table; // of the newest graph read so far

    private final LinkCost utilisationCost = (dag, costs) -> read(dag, costs, Metric.UTILISATION);
    private final LinkCost rateCost = (dag, costs) -> read(dag, costs, Metric.RATE);
    private final LinkCost measuredUtilisationCost = (dag, costs) -> read(dag, costs, Metric.MEASURED_UTILISATION);

    /** The three loads of a link that path searches read, defined once for the maps and the table. */
    enum Metric {
        UTILISATION, RATE, MEASURED_UTILISATION;

        /**
         * This metric of link {@code key} with this fresh sample (null: none) and committed load; a link
         * with committed load but no fresh sample is divided by its port's capacity in {@code measured}.
         */
        double of(LinkUsage fresh, CommittedLoad.LinkLoad load, LinkUsageMonitor measured, LinkEnds key) {
            if (this == MEASURED_UTILISATION) {
                return fresh == null ? 0 : fresh.utilisation();
            }
            double measuredRate = fresh == null ? 0 : fresh.rateBytesPerSec();
            double rate = load.rateBytesPerSec() + Math.max(0, measuredRate - load.measuredBytesPerSec());
            if (this == RATE || rate == 0) {
                return rate;
            }
            return rate / (fresh != null ? fresh.capacityBytesPerSec() : measured.capacityBytesPerSec(key.src()));
        }
    }

    public ExpectedUsage(LinkUsageMonitor measured, CommittedLoad committed) {
        this.measured = checkNotNull(measured, "measured");
        this.committed = checkNotNull(committed, "committed");
        Consumer<LinkEnds> update = link -> {
            ExpectedLoadTable current = table;
            if (current != null) {
                current.update(link);
            }
        };
        measured.setListener(update);
        committed.setListener(update);
    }

    /** {@link #utilisation(Link)} as a path-search cost that reads DAGs by dense link index. */
    public LinkCost utilisationCost() {
        return utilisationCost;
    }

    /** {@link #rateBytesPerSec(Link)} as a path-search cost that reads DAGs by dense link index. */
    public LinkCost rateCost() {
        return rateCost;
    }

    /** {@link #measuredUtilisation(Link)} as a path-search cost that reads DAGs by dense link index. */
    public LinkCost measuredUtilisationCost() {
        return measuredUtilisationCost;
    }

    @Override
    public Optional<LinkUsage> usage(Link link) {
        return Optional.ofNullable(describe(LinkEnds.of(checkNotNull(link, "link"))));
    }

    @Override
    public double utilisation(Link link) {
        return utilisation(LinkEnds.of(checkNotNull(link, "link")));
    }

    /** Expected utilisation of the link with these ends. */
    public double utilisation(LinkEnds key) {
        return value(Metric.UTILISATION, key);
    }

    @Override
    public double rateBytesPerSec(Link link) {
        return value(Metric.RATE, LinkEnds.of(checkNotNull(link, "link")));
    }

    @Override
    public double measuredUtilisation(Link link) {
        return value(Metric.MEASURED_UTILISATION, LinkEnds.of(checkNotNull(link, "link")));
    }

    @Override
    public double measuredRateBytesPerSec(Link link) {
        LinkUsage sample = measured.freshSample(LinkEnds.of(checkNotNull(link, "link")));
        return sample == null ? 0 : sample.rateBytesPerSec();
    }

    @Override
    public double committedRateBytesPerSec(Link link) {
        return committed.of(link).rateBytesPerSec();
    }

    @Override
    public Collection<LinkUsage> all() {
        Set<LinkEnds> links = new HashSet<>(measured.sampledLinks());
        links.addAll(committed.all().keySet());
        return links.stream().map(this::describe).filter(Objects::nonNull).collect(ImmutableList.toImmutableList());
    }

    /** Capacity of the link in bytes/s (its source port's speed, or the default capacity). */
    public double capacityBytesPerSec(Link link) {
        return measured.capacityBytesPerSec(link.src());
    }

    /** Capacity of the narrowest link of {@code path} in bytes/s; 0 for a path with no links. */
    public double narrowestCapacityBytesPerSec(List<Link> path) {
        return path.stream().mapToDouble(this::capacityBytesPerSec).min().orElse(0);
    }

    /**
     * The expected-load table of {@code graph}'s links, built (in O(links)) if {@code graph} is newer
     * than the one kept; null if it is older (its DAGs are then read through the maps).
     */
    ExpectedLoadTable tableFor(FabricGraph graph) {
        ExpectedLoadTable current = table;
        if (current != null && current.graph() == graph) {
            return current;
        }
        ExpectedLoadTable fresh;
        synchronized (tableLock) {
            current = table;
            if (current != null && current.graph() == graph) {
                return current;
            }
            if (current != null && current.graph().generation() > graph.generation()) {
                return null;
            }
            // Published write-locked, then filled: an update racing the fill waits for it.
            fresh = ExpectedLoadTable.lockedEmpty(graph, measured, committed);
            table = fresh;
        }
        fresh.fill();
        return fresh;
    }

    /**
     * The expected load of the fabric's links by dense index: the table of {@code graph} (built now if it is
     * newer than the one kept), or, for an older graph, the newer graph's table, whose links a reader meets
     * by their ends ({@link ExpectedLoadTable#graph()} says which graph's indices it takes). Either way a read
     * gives what {@link #utilisation(LinkEnds)} and {@link #capacityBytesPerSec(Link)} give.
     */
    public ExpectedLoadTable indexed(FabricGraph graph) {
        ExpectedLoadTable links = tableFor(checkNotNull(graph, "graph"));
        return links != null ? links : table;
    }

    // Fills costs[i] for every DAG link: by dense index, or through the maps for a DAG of an older graph.
    private void read(IndexedCandidates dag, double[] costs, Metric metric) {
        ExpectedLoadTable links = tableFor(dag.fabric());
        if (links != null) {
            links.read(dag, metric, costs, measured.nowMillis());
            return;
        }
        for (int i = 0; i < dag.dagLinkCount(); i++) {
            costs[i] = value(metric, LinkEnds.of(dag.dagLink(i)));
        }
    }

    // The metric of the link with these ends, from the maps.
    private double value(Metric metric, LinkEnds key) {
        return metric.of(measured.freshSample(key), committed.of(key), measured, key);
    }

    // The link's sample and committed load as one value; null if it has neither.
    private LinkUsage describe(LinkEnds key) {
        LinkUsage sample = measured.rawSample(key);
        CommittedLoad.LinkLoad load = committed.of(key);
        if (sample == null && load.flows() == 0) {
            return null;
        }
        LinkUsage fresh = sample == null || measured.isStale(sample) ? null : sample;
        double capacity = sample != null ? sample.capacityBytesPerSec() : measured.capacityBytesPerSec(key.src());
        return new LinkUsage(key.src(), key.dst(), sample == null ? 0 : sample.rateBytesPerSec(), capacity,
                             sample == null ? 0 : sample.sampleTimeMillis(), fresh == null,
                             load.rateBytesPerSec(), load.flows(), Metric.RATE.of(fresh, load, measured, key));
    }
}

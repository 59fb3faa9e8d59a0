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

import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.graph.IndexedCandidates;
import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.monitor.ExpectedUsage.Metric;
import org.onosproject.net.ConnectPoint;

import java.util.concurrent.locks.StampedLock;

/**
 * The expected load of every link of one fabric graph, by the graph's dense link index, in flat
 * primitive arrays: what {@link ExpectedUsage} reads a candidate DAG's costs from.
 * <p>
 * <b>Why primitive arrays.</b> A selection reads about 1,200 links (k=48), about half of them
 * scattered over the fabric's 110,592. Reading a sample object and a committed-load object per link
 * (or their map entries) costs several cache misses per link; here one metric of one link is two
 * adjacent longs, {@code [sample time, value with the fresh sample]}, so a read is one miss at most
 * (1.7 MB per metric at k=48).
 * <p>
 * <b>What is precomputed, and what is not.</b> For each link the table holds, computed with the very
 * code of the map-based reads ({@link ExpectedUsage.Metric#of}), the expected utilisation, the
 * expected rate and the measured utilisation <em>as if its last sample were fresh</em>, the sample's
 * time ({@link #NO_SAMPLE} if none), and the expected rate with no sample (the committed rate). At
 * read time the reader judges staleness from the clock and the monitor's stale-after setting (both
 * read once per DAG), exactly as the map-based reads do, and takes the fresh value or the no-sample
 * one. A link with no fresh sample but committed load divides by its port's capacity, which can
 * change with port events: that one is read at read time ({@link #capacityBytesPerSec}: the monitor's
 * value, kept per link until the monitor forgets its capacities, so that a read is an array look-up
 * instead of a hash of the link's source port). Every link of a fabric is in that case between a flow's
 * start and the first sample of its links, and reads it on every selection.
 * <p>
 * <b>One link at a time.</b> The table also answers for a single link (its utilisation as {@link #read}
 * gives it, its capacity), for searches that meet the same links many times (placement repair), without
 * hashing a link per read: every such read gives exactly what {@code ExpectedUsage.utilisation(LinkEnds)}
 * and {@code ExpectedUsage.capacityBytesPerSec(Link)} give for the link at that moment.
 * <p>
 * <b>Consistency.</b> The stores' maps stay the source of truth. After a store changes a link it
 * calls {@link #update}, which recomputes that link's record from <em>both</em> maps under the write
 * lock; whichever of two racing updates runs last reads both changes, so the record ends equal to
 * what the maps give. A new table is published before it is filled (the fill holds the write lock),
 * so an update either lands in the fill or after it. Readers read optimistically
 * ({@link StampedLock#tryOptimisticRead}) and read again under the read lock if a write overlapped,
 * so a record is never seen half written.
 */
public final class ExpectedLoadTable {

    /** Sample time of a link that has no sample. */
    static final long NO_SAMPLE = Long.MIN_VALUE;
    private static final Metric[] METRICS = Metric.values();

    private final FabricGraph graph;
    private final LinkUsageMonitor measured;
    private final CommittedLoad committed;
    private final StampedLock lock = new StampedLock();
    // Per metric (by ordinal), per link i: [2i] sample time, [2i + 1] the value's bits with the sample fresh.
    private final long[][] records = new long[METRICS.length][];
    // Per link: the expected rate with no fresh sample (committed rate only).
    private final double[] unsampledRate;
    // Per link: its capacity as last read from the monitor; null until read (see capacityBytesPerSec).
    private final Capacity[] capacities;
    private long fillStamp; // the write lock held from lockedEmpty to the end of fill

    private ExpectedLoadTable(FabricGraph graph, LinkUsageMonitor measured, CommittedLoad committed) {
        this.graph = graph;
        this.measured = measured;
        this.committed = committed;
        int links = graph.linkCount();
        for (Metric metric : METRICS) {
            records[metric.ordinal()] = new long[2 * links];
        }
        unsampledRate = new double[links];
        capacities = new Capacity[links];
    }

    /** One capacity as read from the monitor, and the monitor's capacity generation before the read. */
    private static final class Capacity {
        private final long generation;
        private final double bytesPerSec;

        private Capacity(long generation, double bytesPerSec) {
            this.generation = generation;
            this.bytesPerSec = bytesPerSec;
        }
    }

    /**
     * An empty table for {@code graph}, write-locked: publish it, then {@link #fill} it, so that no
     * concurrent {@link #update} is lost.
     */
    static ExpectedLoadTable lockedEmpty(FabricGraph graph, LinkUsageMonitor measured, CommittedLoad committed) {
        ExpectedLoadTable table = new ExpectedLoadTable(graph, measured, committed);
        table.fillStamp = table.lock.writeLock();
        return table;
    }

    /** Fills every record from the maps and releases the write lock {@link #lockedEmpty} took. */
    void fill() {
        try {
            for (int i = 0; i < graph.linkCount(); i++) {
                recompute(i);
            }
        } finally {
            lock.unlockWrite(fillStamp);
        }
    }

    /** Recomputes the record of the link with these ends (if the graph has it) from the maps. */
    void update(LinkEnds link) {
        int i = graph.indexOf(link);
        if (i < 0) {
            return;
        }
        long stamp = lock.writeLock();
        try {
            recompute(i);
        } finally {
            lock.unlockWrite(stamp);
        }
    }

    // Under the write lock.
    private void recompute(int i) {
        LinkEnds key = graph.ends(i);
        LinkUsage sample = measured.rawSample(key);
        CommittedLoad.LinkLoad load = committed.of(key);
        unsampledRate[i] = Metric.RATE.of(null, load, measured, key);
        for (Metric metric : METRICS) {
            long[] table = records[metric.ordinal()];
            table[2 * i] = sample == null ? NO_SAMPLE : sample.sampleTimeMillis();
            table[2 * i + 1] = Double.doubleToRawLongBits(sample == null ? 0 : metric.of(sample, load, measured, key));
        }
    }

    /**
     * Writes {@code metric} of every link of {@code dag} (which must come from this table's graph)
     * into {@code costs}, judging staleness at {@code nowMillis}.
     */
    void read(IndexedCandidates dag, Metric metric, double[] costs, long nowMillis) {
        long staleAfter = measured.staleAfterMillis();
        long stamp = lock.tryOptimisticRead();
        // No optimistic pass while a writer holds the lock (stamp 0): it could not be validated.
        boolean unsampled = stamp != 0 && readRecords(dag, metric, costs, nowMillis, staleAfter);
        if (stamp == 0 || !lock.validate(stamp)) {
            stamp = lock.readLock();
            try {
                unsampled = readRecords(dag, metric, costs, nowMillis, staleAfter);
            } finally {
                lock.unlockRead(stamp);
            }
        }
        finishUnsampled(dag, costs, unsampled);
    }

    /*
     * Fresh links get their value, the others their value with no sample, except that for UTILISATION
     * a link with no fresh sample but committed load gets its committed rate negated (rates are never
     * negative), to be divided by its port's capacity outside the lock; true if there is such a link.
     */
    private boolean readRecords(IndexedCandidates dag, Metric metric, double[] costs, long now, long staleAfter) {
        boolean unsampled = false;
        long[] table = records[metric.ordinal()];
        int count = dag.dagLinkCount();
        for (int i = 0; i < count; i++) {
            int link = dag.fabricLinkIndex(i);
            long time = table[2 * link];
            if (time != NO_SAMPLE && now - time <= staleAfter) {
                costs[i] = Double.longBitsToDouble(table[2 * link + 1]);
            } else if (metric == Metric.RATE) {
                costs[i] = unsampledRate[link];
            } else if (metric == Metric.MEASURED_UTILISATION || unsampledRate[link] == 0) {
                costs[i] = 0.0;
            } else {
                costs[i] = -unsampledRate[link];
                unsampled = true;
            }
        }
        return unsampled;
    }

    private void finishUnsampled(IndexedCandidates dag, double[] costs, boolean unsampled) {
        if (!unsampled) {
            return;
        }
        int count = dag.dagLinkCount();
        for (int i = 0; i < count; i++) {
            if (costs[i] < 0) {
                costs[i] = -costs[i] / capacityBytesPerSec(dag.fabricLinkIndex(i));
            }
        }
    }

    /** The graph whose dense link indices this table takes. */
    public FabricGraph graph() {
        return graph;
    }

    /**
     * Capacity of link {@code link} (a dense index of the graph) in bytes/s, as
     * {@link LinkUsageMonitor#capacityBytesPerSec(ConnectPoint)} gives it: read once from the monitor and
     * kept until the monitor forgets its capacities (a port change, a new default capacity; see
     * {@link LinkUsageMonitor#capacityGeneration()}). Thread-safe with no lock: a kept capacity is an
     * immutable object written to an array slot; a reader sees it or an older one (or none), and reads
     * the monitor again when the generation does not match.
     */
    public double capacityBytesPerSec(int link) {
        long generation = measured.capacityGeneration();
        Capacity kept = capacities[link];
        if (kept != null && kept.generation == generation) {
            return kept.bytesPerSec;
        }
        double capacity = measured.capacityBytesPerSec(graph.ends(link).src());
        capacities[link] = new Capacity(generation, capacity);
        return capacity;
    }

    /** The expected utilisation of link {@code link} (a dense index of the graph) now, as {@link #read} gives it. */
    public double utilisation(int link) {
        long now = measured.nowMillis();
        long staleAfter = measured.staleAfterMillis();
        long[] utilisation = records[Metric.UTILISATION.ordinal()];
        long stamp = lock.tryOptimisticRead();
        long time = utilisation[2 * link];
        long value = utilisation[2 * link + 1];
        double unsampled = unsampledRate[link];
        if (stamp == 0 || !lock.validate(stamp)) {
            stamp = lock.readLock();
            try {
                time = utilisation[2 * link];
                value = utilisation[2 * link + 1];
                unsampled = unsampledRate[link];
            } finally {
                lock.unlockRead(stamp);
            }
        }
        if (time != NO_SAMPLE && now - time <= staleAfter) {
            return Double.longBitsToDouble(value);
        }
        return unsampled == 0 ? 0.0 : unsampled / capacityBytesPerSec(link);
    }
}

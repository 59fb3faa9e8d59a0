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
package org.onosproject.janus.impl.graph;

import com.google.common.cache.Cache;
import com.google.common.cache.CacheBuilder;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * An immutable snapshot of the fabric's directed infrastructure links, built once per topology
 * change, that answers "which are the equal-cost shortest paths between these two switches".
 * <p>
 * Devices and links are numbered once, and adjacency is held in int arrays (compressed rows), so
 * one search for candidates is a breadth-first search over ints, run from both ends (see
 * {@link ShortestPathSearch}): at worst O(nodes + links), on a fat-tree a few thousand links
 * whatever its size. The links given are all taken as up; callers pass the live ones.
 * <p>
 * <b>Dense link index.</b> Every directed link has an index {@code 0 .. linkCount() - 1}
 * ({@link #link(int)}, {@link #ends(int)}, {@link #indexOf(LinkEnds)}), fixed for the life of this graph;
 * links are told apart by their ends ({@link LinkEnds}), as ONOS's {@code LinkKey} does. Every candidate
 * DAG it returns tells the index of each of its links ({@link IndexedCandidates#fabricLinkIndex}).
 * Per-link state kept in arrays by that index (the link-usage monitor's samples and the committed
 * load, see {@code impl.monitor.ExpectedUsage}) is read without hashing or allocating. An index is
 * only meaningful for the graph that gave it: a topology change builds a new graph ({@link #next}),
 * with a larger {@link #generation()}, and indices are never carried from one graph to another.
 * <p>
 * <b>Candidate cache.</b> {@link #candidates} keeps the DAGs it computed, per (source, destination)
 * device pair, for the life of the graph: the graph is immutable and a topology change replaces it,
 * so a cached DAG can never outlive the topology it was computed on. The cache is bounded by an
 * estimate of the DAGs' size ({@link #DEFAULT_CACHE_BYTES}; least recently used pairs are evicted
 * first): at k=48 a DAG between two pods holds 626 devices and 1,200 links, about 20 KB, so the
 * default holds about 1,600 of the 1.3 million edge-switch pairs; at k=16 (2.7 KB) all 16,256.
 * {@link #searchCandidates} always searches.
 * <p>
 * Path order: devices are numbered by their id string; the links into every device are sorted by
 * (source device id, source port, destination port), and the links out of it by (destination
 * device id, source port, destination port). The order therefore does not depend on the order of
 * the collection the graph was built from. Thread-safe: immutable, apart from per-thread working
 * arrays that {@code candidates} reuses.
 */
public final class FabricGraph {

    /** Default bound of the candidate cache: estimated bytes of the cached DAGs (32 MiB). */
    public static final long DEFAULT_CACHE_BYTES = 32L << 20;

    private static final FabricGraph EMPTY = of(Set.of());

    private final long generation;

    private final DeviceId[] devices;
    private final Map<DeviceId, Integer> deviceIndex;
    private final Link[] links;
    private final LinkEnds[] ends;
    private final Map<LinkEnds, Integer> linkIndex;
    private final Rows out; // the links out of each device
    private final Rows in; // the links into each device
    // Working arrays for candidates(), one set per calling thread (packet-processing threads).
    private final ThreadLocal<ShortestPathSearch> searches =
            ThreadLocal.withInitial(() -> new ShortestPathSearch(deviceCount()));
    // (source << 32 | destination) -> DAG; null when caching is off.
    private final Cache<Long, ShortestPathDag> cache;

    private FabricGraph(Collection<Link> given, long cacheBytes, long generation) {
        this.generation = generation;
        Map<LinkEnds, Link> unique = new LinkedHashMap<>(given.size() * 2);
        for (Link link : given) {
            unique.putIfAbsent(LinkEnds.of(checkNotNull(link, "links must not contain null")), link);
        }
        TreeSet<DeviceId> ids = new TreeSet<>(Comparator.comparing(DeviceId::toString));
        for (Link link : unique.values()) {
            ids.add(link.src().deviceId());
            ids.add(link.dst().deviceId());
        }
        devices = ids.toArray(new DeviceId[0]);
        deviceIndex = IntStream.range(0, devices.length).boxed()
                .collect(ImmutableMap.toImmutableMap(d -> devices[d], d -> d));

        Link[] unsorted = unique.values().toArray(new Link[0]);
        LinkEnds[] endsUnsorted = unique.keySet().toArray(new LinkEnds[0]);
        int linkCount = unsorted.length;
        int[] srcUnsorted = new int[linkCount];
        int[] dstUnsorted = new int[linkCount];
        Integer[] order = new Integer[linkCount];
        for (int l = 0; l < linkCount; l++) {
            srcUnsorted[l] = deviceIndex.get(unsorted[l].src().deviceId());
            dstUnsorted[l] = deviceIndex.get(unsorted[l].dst().deviceId());
            order[l] = l;
        }
        // Number links by (source, destination, ports) so both adjacency orders come out sorted.
        Arrays.sort(order, Comparator.<Integer>comparingInt(l -> srcUnsorted[l])
                .thenComparingInt(l -> dstUnsorted[l])
                .thenComparingLong(l -> unsorted[l].src().port().toLong())
                .thenComparingLong(l -> unsorted[l].dst().port().toLong()));
        links = new Link[linkCount];
        ends = new LinkEnds[linkCount];
        // Source and destination device of each link, needed only to build the rows below.
        int[] linkSrc = new int[linkCount];
        int[] linkDst = new int[linkCount];
        ImmutableMap.Builder<LinkEnds, Integer> linksBuilder = ImmutableMap.builder();
        for (int l = 0; l < linkCount; l++) {
            links[l] = unsorted[order[l]];
            ends[l] = endsUnsorted[order[l]];
            linkSrc[l] = srcUnsorted[order[l]];
            linkDst[l] = dstUnsorted[order[l]];
            linksBuilder.put(ends[l], l);
        }
        linkIndex = linksBuilder.build();
        out = new Rows(linkSrc, linkDst, devices.length);
        in = new Rows(linkDst, linkSrc, devices.length);
        cache = cacheBytes <= 0 ? null : CacheBuilder.newBuilder()
                .maximumWeight(cacheBytes)
                .weigher((Long pair, ShortestPathDag dag) -> dag.estimatedBytes())
                .build();
    }

    /**
     * Adjacency in compressed rows, one direction of it: the links at device {@code d} (out of it, or into
     * it) are {@code links[start[d] .. start[d + 1])}, in link-number order, and {@code far[i]} is the device
     * at the other end of {@code links[i]}, read in order by the search. Written once, when the graph is built.
     */
    static final class Rows {
        final int[] start;
        final int[] links;
        final int[] far;

        // A counting sort of the link numbers by their near device: stable, so each row keeps their order.
        private Rows(int[] near, int[] farOf, int devices) {
            start = new int[devices + 1];
            links = new int[near.length];
            far = new int[near.length];
            for (int end : near) {
                start[end + 1]++;
            }
            for (int d = 0; d < devices; d++) {
                start[d + 1] += start[d];
            }
            int[] next = Arrays.copyOf(start, devices);
            for (int l = 0; l < near.length; l++) {
                links[next[near[l]]++] = l;
            }
            for (int i = 0; i < links.length; i++) {
                far[i] = farOf[links[i]];
            }
        }
    }

    /**
     * A graph of the given directed links (duplicates ignored).
     *
     * @throws NullPointerException if {@code links} or one of its elements is null
     */
    public static FabricGraph of(Collection<Link> links) {
        return of(links, DEFAULT_CACHE_BYTES);
    }

    /**
     * A graph of the given directed links whose candidate cache holds DAGs of at most about
     * {@code cacheBytes} bytes in all; 0 turns the cache off.
     *
     * @throws NullPointerException if {@code links} or one of its elements is null
     */
    public static FabricGraph of(Collection<Link> links, long cacheBytes) {
        return new FabricGraph(checkNotNull(links, "links"), cacheBytes, 0);
    }

    /**
     * The graph of a later topology of this fabric: the given directed links (duplicates ignored), with
     * the default candidate cache and the next {@link #generation()}.
     *
     * @throws NullPointerException if {@code links} or one of its elements is null
     */
    public FabricGraph next(Collection<Link> links) {
        return new FabricGraph(checkNotNull(links, "links"), DEFAULT_CACHE_BYTES, generation + 1);
    }

    /** A graph with no devices and no links. */
    public static FabricGraph empty() {
        return EMPTY;
    }

    /** Devices at either end of some link. */
    public int deviceCount() {
        return devices.length;
    }

    /** Distinct directed links. */
    public int linkCount() {
        return links.length;
    }

    /**
     * This graph's number in its line of topologies: 0 for a graph made by {@code of}, one more than its
     * predecessor's for one made by {@link #next}. Per-link state kept by dense index uses it to tell a newer
     * topology from an older one; only graphs of one line (one fabric tracker's) are compared.
     */
    public long generation() {
        return generation;
    }

    /**
     * The directed link with dense index {@code index}.
     *
     * @throws ArrayIndexOutOfBoundsException unless {@code 0 <= index < linkCount()}
     */
    public Link link(int index) {
        return links[index];
    }

    /** The ends of the directed link with dense index {@code index}. */
    public LinkEnds ends(int index) {
        return ends[index];
    }

    /** The dense index of the link with these ends, or -1 if the graph does not hold it. */
    public int indexOf(LinkEnds link) {
        Integer index = linkIndex.get(link);
        return index == null ? -1 : index;
    }

    /**
     * The equal-cost shortest paths (hop count) from {@code src} to {@code dst}: one empty path
     * when they are the same device, none when {@code dst} cannot be reached or either device is
     * not in the graph. Served from the candidate cache when this pair was asked before (the same
     * immutable DAG object); otherwise searched and cached.
     */
    public IndexedCandidates candidates(DeviceId src, DeviceId dst) {
        return candidates(src, dst, cache);
    }

    /** The candidates of {@code request}: from its ingress switch to its egress switch (see {@link #candidates}). */
    public IndexedCandidates candidates(FlowRequest request) {
        return candidates(request.ingress().deviceId(), request.egress().deviceId());
    }

    /** As {@link #candidates}, but always searched, never read from or written to the cache. */
    public IndexedCandidates searchCandidates(DeviceId src, DeviceId dst) {
        return candidates(src, dst, null);
    }

    private IndexedCandidates candidates(DeviceId src, DeviceId dst, Cache<Long, ShortestPathDag> cached) {
        checkNotNull(src, "src");
        checkNotNull(dst, "dst");
        if (src.equals(dst)) {
            return ShortestPathDag.sameDevice(src);
        }
        Integer s = deviceIndex.get(src);
        Integer t = deviceIndex.get(dst);
        if (s == null || t == null) {
            return ShortestPathDag.unreachable(src, dst);
        }
        Long pair = (long) s << 32 | t;
        ShortestPathDag dag = cached == null ? null : cached.getIfPresent(pair);
        if (dag == null) {
            // Two threads may search the same pair at once; both get equal DAGs, one is kept.
            dag = searches.get().run(this, s, t);
            if (dag == null) {
                return ShortestPathDag.unreachable(src, dst);
            }
            if (cached != null) {
                cached.put(pair, dag);
            }
        }
        return dag;
    }

    /** Candidate DAGs in the cache now (an estimate under concurrent use). */
    long cachedPairs() {
        return cache == null ? 0 : cache.size();
    }

    DeviceId device(int d) {
        return devices[d];
    }

    Rows out() {
        return out;
    }

    Rows in() {
        return in;
    }

    @Override
    public String toString() {
        return "FabricGraph{generation=" + generation + ", devices=" + devices.length + ", links="
                + links.length + "}";
    }
}

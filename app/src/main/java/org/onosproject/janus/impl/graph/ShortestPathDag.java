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

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableList;
import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The equal-cost shortest paths between two devices of a {@link FabricGraph}, as the predecessor
 * DAG of thesis 002 Algorithm 1 (Block 1) cut down to the devices that lie on some shortest path,
 * held in flat arrays.
 * <p>
 * Path numbering: path {@code i} is found by walking back from the destination. At each device the
 * links into it are taken in their fixed order, and the first link owns the first
 * {@code count(predecessor)} path numbers, the next link the following ones, and so on, where
 * {@code count(v)} is the number of shortest paths from the source to {@code v}. This is the order
 * in which the thesis's depth-first Block 2 meets the paths, and it lets {@link #path(long)}
 * unrank in O(hops x in-degree) without enumerating. Immutable, so one DAG may be cached and shared by
 * every thread that asks for the same pair (see {@link FabricGraph#candidates}).
 */
final class ShortestPathDag implements IndexedCandidates {

    private final DeviceId source;
    private final DeviceId destination;
    private final int hopCount;
    private final DeviceId[] devices;
    private final List<DeviceId> deviceList;
    private final int[] firstLink;
    // The DAG's links as the graph's link ids, resolved only when a link is asked for.
    private final FabricGraph graph;
    private final int[] linkIds;
    private final int[] linkFrom;
    private final long[] pathsTo;
    // Built on the first linksInto(DeviceId); a race only builds the same map twice.
    private volatile Map<DeviceId, Integer> localIndex;

    private ShortestPathDag(DeviceId source, DeviceId destination, int hopCount, DeviceId[] devices,
                            int[] firstLink, FabricGraph graph, int[] linkIds, int[] linkFrom, long[] pathsTo) {
        this.source = source;
        this.destination = destination;
        this.hopCount = hopCount;
        this.devices = devices;
        this.deviceList = Collections.unmodifiableList(Arrays.asList(devices));
        this.firstLink = firstLink;
        this.graph = graph;
        this.linkIds = linkIds;
        this.linkFrom = linkFrom;
        this.pathsTo = pathsTo;
    }

    static ShortestPathDag sameDevice(DeviceId device) {
        return new ShortestPathDag(device, device, 0, new DeviceId[]{device}, new int[]{0, 0},
                                   FabricGraph.empty(), new int[0], new int[0], new long[]{1});
    }

    static ShortestPathDag unreachable(DeviceId src, DeviceId dst) {
        return new ShortestPathDag(src, dst, 0, new DeviceId[0], new int[]{0},
                                   FabricGraph.empty(), new int[0], new int[0], new long[0]);
    }

    /**
     * A DAG over graph devices {@code globalOf} (in BFS order), where the links into local device
     * {@code v} are graph links {@code linkIds[firstLink[v] .. firstLink[v + 1])}, coming from local
     * devices {@code linkFrom[...]}.
     */
    static ShortestPathDag of(FabricGraph graph, int hopCount, int[] globalOf, int[] firstLink,
                              int[] linkIds, int[] linkFrom, long[] pathsTo) {
        DeviceId[] devices = new DeviceId[globalOf.length];
        for (int v = 0; v < globalOf.length; v++) {
            devices[v] = graph.device(globalOf[v]);
        }
        return new ShortestPathDag(devices[0], devices[devices.length - 1], hopCount, devices,
                                   firstLink, graph, linkIds, linkFrom, pathsTo);
    }

    @Override
    public DeviceId source() {
        return source;
    }

    @Override
    public DeviceId destination() {
        return destination;
    }

    @Override
    public int hopCount() {
        return hopCount;
    }

    @Override
    public long pathCount() {
        return devices.length == 0 ? 0 : pathsTo[devices.length - 1];
    }

    @Override
    public List<DeviceId> devicesInBfsOrder() {
        return deviceList;
    }

    @Override
    public List<Link> linksInto(DeviceId device) {
        Map<DeviceId, Integer> index = localIndex;
        if (index == null) {
            index = new HashMap<>(devices.length * 2);
            for (int v = 0; v < devices.length; v++) {
                index.put(devices[v], v);
            }
            localIndex = index;
        }
        Integer v = index.get(device);
        if (v == null) {
            return ImmutableList.of();
        }
        ImmutableList.Builder<Link> into = ImmutableList.builder();
        for (int i = firstLink[v]; i < firstLink[v + 1]; i++) {
            into.add(graph.link(linkIds[i]));
        }
        return into.build();
    }

    @Override
    public List<Link> path(long index) {
        long count = pathCount();
        if (index < 0 || index >= count) {
            throw new IndexOutOfBoundsException("path " + index + " of " + count);
        }
        Link[] path = new Link[hopCount];
        int v = devices.length - 1;
        long rest = index;
        for (int hop = hopCount - 1; hop >= 0; hop--) {
            int i = firstLink[v];
            while (rest >= pathsTo[linkFrom[i]]) {
                rest -= pathsTo[linkFrom[i]];
                i++;
            }
            path[hop] = graph.link(linkIds[i]);
            v = linkFrom[i];
        }
        return ImmutableList.copyOf(path);
    }

    @Override
    public List<List<Link>> paths() {
        long count = pathCount();
        if (count > Integer.MAX_VALUE) {
            throw new IllegalStateException(count + " paths are too many to list");
        }
        ImmutableList.Builder<List<Link>> all = ImmutableList.builder();
        for (long i = 0; i < count; i++) {
            all.add(path(i));
        }
        return all.build();
    }

    @Override
    public int dagSize() {
        return devices.length;
    }

    @Override
    public int firstLinkInto(int v) {
        return firstLink[v];
    }

    @Override
    public int endLinkInto(int v) {
        return firstLink[v + 1];
    }

    @Override
    public Link dagLink(int i) {
        return graph.link(linkIds[i]);
    }

    @Override
    public int dagLinkSource(int i) {
        return linkFrom[i];
    }

    @Override
    public FabricGraph fabric() {
        return graph;
    }

    @Override
    public int fabricLinkIndex(int i) {
        return linkIds[i];
    }

    /** Rough heap size, for the candidate cache's bound: arrays, their headers and this object. */
    int estimatedBytes() {
        // Per device: its id reference, firstLink and pathsTo; per link: its id and source.
        return 16 * devices.length + 8 * linkIds.length + 256;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("source", source).add("destination", destination)
                .add("hops", hopCount).add("paths", pathCount()).toString();
    }
}

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
package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.FlowKey;
import org.onosproject.net.Link;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Which flow holds which path, for the {@code isolated} strategy. A flow holds at most one path;
 * a path may be held by several flows once every candidate was taken (fallback). Behind an
 * interface so that a cluster can share it ({@link DistributedReservationTable}, on ONOS
 * ConsistentMaps). Implementations are safe for concurrent use.
 */
public interface ReservationTable {

    /**
     * A path's identity across copies of its links (whose state or annotations may differ): its links'
     * connect points, source to destination. The key of a path in a shared table's holders map.
     */
    static String pathId(List<Link> path) {
        return path.stream().map(l -> l.src() + ">" + l.dst()).collect(Collectors.joining(","));
    }

    /** Reserves {@code path} for {@code flow}, replacing the path the flow held, if any. */
    void reserve(FlowKey flow, List<Link> path);

    /**
     * Reserves {@code path} for {@code flow} only if no flow holds it, replacing the path the flow held,
     * if any. Atomic among all users of the table (on a cluster, among all nodes): two flows never both
     * take one free path.
     *
     * @return false, changing nothing, if some flow holds the path (on a cluster, also if this node has
     *         not yet heard that the flow holding it released it); with optimistic arbitration on a cluster
     *         ({@link DistributedReservationTable}) true whenever this node has heard of no holder: a path
     *         another node took within a store round trip is then shared
     */
    boolean tryReserve(FlowKey flow, List<Link> path);

    /** The path {@code flow} holds. */
    Optional<List<Link>> reservationOf(FlowKey flow);

    /** How many flows hold {@code path}; 0 if it is free (on a cluster, as this node last heard). */
    int holders(List<Link> path);

    /**
     * Releases the flow's reservation.
     *
     * @return false if the flow held none
     */
    boolean release(FlowKey flow);

    /**
     * Releases the flow's reservation before the flow is selected again, which reserves a path for it
     * and so releases whatever it held: a table may skip the store when it knows of no reservation of the
     * flow (on a cluster, a reservation made elsewhere a moment ago is then released by the next one).
     *
     * @return false if the flow held none, as far as this table knows
     */
    default boolean releaseIfHeld(FlowKey flow) {
        return release(flow);
    }

    /**
     * Takes {@code flow} out of the holders of {@code path}, whatever the flow's reservation says now (the
     * reservation is left alone): on a cluster, two nodes that reserved paths for one flow in the same
     * moment may each have left the flow among the holders of its own path. By default nothing, for a
     * table of one node, where a flow holds exactly the path of its reservation.
     */
    default void leave(FlowKey flow, List<Link> path) {
    }

    /**
     * Releases every reservation whose path uses {@code link}.
     *
     * @return the flows released
     */
    Set<FlowKey> releaseUsing(Link link);

    /** Releases everything. */
    void clear();

    /** The flows holding a path, as this table knows them (on a cluster, this node's copy: no store call). */
    Set<FlowKey> knownFlows();

    /** Number of flows holding a path. */
    int size();
}

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
package org.onosproject.janus.api;

import org.onosproject.net.DeviceId;
import org.onosproject.net.Link;

import java.util.List;

/**
 * The equal-cost shortest paths (by hop count) between two edge switches, held as the
 * predecessor DAG of thesis 002 Algorithm 1 (Block 1): every node on some shortest path, in
 * breadth-first order from the source, with the links that reach it from the previous level.
 * <p>
 * Paths have a deterministic order (the same on every call and every node), so
 * {@code path(0)} is "the first path" and {@code path(i)} can be chosen by hash without
 * enumerating the others. Enumerating with {@link #paths()} is exponential in the fabric's
 * depth; strategies that can work on the DAG should.
 */
public interface CandidatePaths {

    /** The ingress edge switch. */
    DeviceId source();

    /** The egress edge switch. */
    DeviceId destination();

    /** Hops (links) in every candidate path; 0 when source and destination are the same switch. */
    int hopCount();

    /** Number of equal-cost shortest paths; 1 when source equals destination, 0 when unreachable. */
    long pathCount();

    /** Devices on at least one shortest path, source first, in breadth-first (level) order. */
    List<DeviceId> devicesInBfsOrder();

    /**
     * Links into {@code device} that lie on some shortest source-destination path, in the
     * deterministic order that numbers the paths. Empty for the source.
     */
    List<Link> linksInto(DeviceId device);

    /**
     * The {@code index}-th path in deterministic order, as links from source to destination.
     *
     * @throws IndexOutOfBoundsException unless {@code 0 <= index < pathCount()}
     */
    List<Link> path(long index);

    /** Every candidate path in deterministic order. Exponential in depth: prefer the DAG. */
    List<List<Link>> paths();
}

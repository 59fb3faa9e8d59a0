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

import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.net.ConnectPoint;

/**
 * The capacities of one fabric graph's links, by its dense link index, as
 * {@link LinkUsageMonitor#capacityBytesPerSec(ConnectPoint)} gives them: each read once from the monitor and
 * kept until the monitor forgets its capacities (a port change, a new default capacity; see
 * {@link LinkUsageMonitor#capacityGeneration()}). A read is then an array look-up instead of a hash of
 * the link's source port, and gives the very value the monitor would.
 * <p>
 * Thread-safe: a kept reading is an immutable object written to an array slot with no lock. A reader
 * sees it or an older one (or none) and reads the monitor again when the generation does not match.
 */
final class LinkCapacities {

    private final FabricGraph graph;
    private final LinkUsageMonitor measured;
    private final Reading[] readings;

    /** One capacity as read from the monitor, and the monitor's capacity generation before the read. */
    private static final class Reading {
        private final long generation;
        private final double bytesPerSec;

        private Reading(long generation, double bytesPerSec) {
            this.generation = generation;
            this.bytesPerSec = bytesPerSec;
        }
    }

    LinkCapacities(FabricGraph graph, LinkUsageMonitor measured) {
        this.graph = graph;
        this.measured = measured;
        this.readings = new Reading[graph.linkCount()];
    }

    /** Capacity of link {@code link} (a dense index of the graph) in bytes/s. */
    double bytesPerSec(int link) {
        long generation = measured.capacityGeneration();
        Reading kept = readings[link];
        if (kept != null && kept.generation == generation) {
            return kept.bytesPerSec;
        }
        double capacity = measured.capacityBytesPerSec(graph.ends(link).src());
        readings[link] = new Reading(generation, capacity);
        return capacity;
    }
}

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

import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.net.Link;

/**
 * The expected load of one {@link FabricGraph}'s links, read by the graph's dense link index
 * ({@link FabricGraph#indexOf}, {@link org.onosproject.janus.impl.graph.IndexedCandidates#fabricLinkIndex}):
 * for searches that meet the same links many times (placement repair), without hashing a link per read.
 * Every read gives exactly what {@link ExpectedUsage#utilisation(LinkEnds)} and
 * {@link ExpectedUsage#capacityBytesPerSec(Link)} give for the link at that moment (see
 * {@link ExpectedUsage#indexed}).
 */
public interface IndexedLinkLoad {

    /** The graph whose dense link indices these reads take. */
    FabricGraph graph();

    /** The dense index of the graph's link with {@code link}'s ends; -1 if the graph has none. */
    int indexOf(Link link);

    /** The ends of link {@code index}. */
    LinkEnds ends(int index);

    /** Expected utilisation of link {@code index} now. */
    double utilisation(int index);

    /** Capacity of link {@code index} in bytes/s. */
    double capacityBytesPerSec(int index);
}

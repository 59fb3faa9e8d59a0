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
/**
 * The fabric as a graph: an immutable snapshot of the directed infrastructure links and the
 * equal-cost shortest paths between two switches (thesis 002 Algorithm 1, Block 1).
 * <p>
 * <b>The selection hot path.</b> {@link org.onosproject.janus.impl.graph.FabricGraph} is rebuilt on
 * every topology change and never changed afterwards, which is what makes two shortcuts safe:
 * <ul>
 * <li><em>Dense link index.</em> Every directed link has an index {@code 0 .. linkCount() - 1} for the
 * life of its graph, and every candidate DAG tells the index of each of its links
 * ({@link org.onosproject.janus.impl.graph.IndexedCandidates#fabricLinkIndex}). Per-link load kept in
 * arrays by that index (see {@code impl.monitor.ExpectedUsage}) is read for a whole DAG through a
 * {@link org.onosproject.janus.impl.graph.LinkCost}, with no hashing and no allocation per link. An
 * index means nothing outside its graph: each graph has a {@code generation}, and the arrays are tied
 * to one graph and are never read with another graph's indices.</li>
 * <li><em>Candidate cache.</em> {@code candidates(src, dst)} keeps the DAG it computed per device pair
 * for the life of the graph (so until the topology changes), bounded by the DAGs' estimated size
 * (32 MiB by default, least recently used first out).</li>
 * </ul>
 */
package org.onosproject.janus.impl.graph;

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

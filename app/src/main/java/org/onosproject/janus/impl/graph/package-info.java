/**
 * The fabric as a graph: an immutable snapshot of the directed infrastructure links and the
 * equal-cost shortest paths between two switches (thesis 002 Algorithm 1, Block 1).
 */
package org.onosproject.janus.impl.graph;

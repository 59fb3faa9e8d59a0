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

import org.onosproject.net.Link;

import java.util.function.ToDoubleFunction;

/**
 * A cost per directed link (a utilisation, a rate) that a path search reads once for every link of a
 * candidate DAG. The default reads it link by link ({@link #applyAsDouble}); a cost that keeps its
 * per-link state in arrays by a {@link FabricGraph}'s dense link index overrides {@link #costsOf} to
 * read the whole DAG by index, with no hashing and no allocation per link.
 */
@FunctionalInterface
public interface LinkCost extends ToDoubleFunction<Link> {

    /**
     * Writes the cost of the DAG's link {@code i} into {@code costs[i]}, for every
     * {@code 0 <= i < dag.dagLinkCount()}. Must give the same values as {@link #applyAsDouble} on
     * {@code dag.dagLink(i)} at the same moment.
     */
    default void costsOf(IndexedCandidates dag, double[] costs) {
        int links = dag.dagLinkCount();
        for (int i = 0; i < links; i++) {
            costs[i] = applyAsDouble(dag.dagLink(i));
        }
    }

    /** {@code cost} itself if it is a {@link LinkCost}, else a cost read link by link through it. */
    static LinkCost of(ToDoubleFunction<Link> cost) {
        if (cost instanceof LinkCost) {
            return (LinkCost) cost;
        }
        return cost::applyAsDouble;
    }
}

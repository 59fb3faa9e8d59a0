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

/**
 * A cost per directed link (a utilisation, a rate) that a path search reads once for every link of a
 * candidate DAG, all at once: a cost kept in arrays by a {@link FabricGraph}'s dense link index reads
 * the whole DAG by index ({@link IndexedCandidates#fabricLinkIndex}), with no hashing and no
 * allocation per link.
 */
@FunctionalInterface
public interface LinkCost {

    /**
     * Writes the cost of the DAG's link {@code i} into {@code costs[i]}, for every
     * {@code 0 <= i < dag.dagLinkCount()}.
     */
    void costsOf(IndexedCandidates dag, double[] costs);
}

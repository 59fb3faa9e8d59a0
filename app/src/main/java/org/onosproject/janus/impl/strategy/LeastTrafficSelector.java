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

import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.api.LinkUsageView;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * {@code traffic}: the candidate with the least sum of expected link rates along it (the Janus paper
 * Algorithm 2, made to see Janus's own placements): {@link LinkUsageView#rateBytesPerSec} is the load
 * Janus committed to the link plus the measured load it did not place. Found by dynamic programming
 * over the candidate DAG rather than by the paper's loop over every path; same answer, linear time.
 * <p>
 * Tie rule: the paper compares with {@code <=}, so among equal sums its last path wins. We pick among
 * the tied paths by the flow's stable hash instead, the same rule as {@code luar}: with no traffic at
 * all (the common cold start) both then agree with {@code ecmp} rather than piling every flow on one
 * end of the order. Its flows may be moved by the rebalancer. Stateless.
 */
public final class LeastTrafficSelector implements PathSelector {

    public static final String NAME = "traffic";

    private final Supplier<ExpectedUsage> usage;

    /** Reads the expected load from {@code usage} (Janus's, bound when the app activates). */
    public LeastTrafficSelector(Supplier<ExpectedUsage> usage) {
        this.usage = usage;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "least summed expected byte rate along the path (paper 000 \"traffic\"), ties by flow hash";
    }

    @Override
    public boolean rebalances() {
        return true;
    }

    @Override
    public Selection select(SelectionContext context) {
        LeastCostPath best = LeastCostPath.leastSum(
                context.candidates(), usage.get().rateCost(),
                LeastCostPath.Ties.byHash(context.flow().key().stableHash()));
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "least summed rate %.0f B/s: path %d of %d (%d tied)",
                best.cost(), best.index(), context.candidates().pathCount(), best.tiedPaths()));
    }
}

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

import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.impl.monitor.ExpectedUsage;

import java.util.Locale;
import java.util.function.Supplier;

/**
 * {@code luar-thesis}: thesis 002 Algorithm 1 as published, kept so its results can be reproduced.
 * Among the equal-cost shortest paths, the one whose summed <em>measured</em> link utilisation
 * ({@link LinkUsageView#measuredUtilisation}: port statistics only; stale or unsampled links count as
 * 0) is least; ties go to the lowest path index, which is the path the thesis's depth-first search
 * (strict {@code <}) keeps. Blind to flows placed since the last statistics, so flows that start
 * together all take the first path. Never rebalanced. Stateless.
 * <p>
 * Block 1 (the predecessor DAG) is the candidate set itself; Block 2 is done by dynamic programming
 * over the DAG ({@link LeastCostPath}) instead of enumerating every path: same answer, O(nodes + links).
 */
public final class LuarThesisSelector implements PathSelector {

    public static final String NAME = "luar-thesis";

    private final Supplier<ExpectedUsage> usage;

    /** Reads the expected load from {@code usage} (Janus's, bound when the app activates). */
    public LuarThesisSelector(Supplier<ExpectedUsage> usage) {
        this.usage = usage;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "thesis Algorithm 1 as published: least summed measured utilisation, ties to the first path";
    }

    @Override
    public Selection select(SelectionContext context) {
        LeastCostPath best = LeastCostPath.leastSum(context.candidates(), usage.get().measuredUtilisationCost(),
                                                    LeastCostPath.Ties.FIRST);
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "least summed measured utilisation %.3f: path %d of %d",
                best.cost(), best.index(), context.candidates().pathCount()));
    }
}

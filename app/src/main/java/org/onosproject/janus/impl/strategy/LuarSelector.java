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
 * {@code luar}: Link Usage-Aware Routing, as Janus improves it over thesis 002 Algorithm 1. Among the
 * equal-cost shortest paths, the one whose summed <em>expected</em> link utilisation
 * ({@link LinkUsageView#utilisation}: the load Janus has committed to each link, its own just-placed
 * flows included, plus the measured load it did not place) is least.
 * <p>
 * Equally cheap paths are told apart by the flow's stable hash ({@link LeastCostPath.Ties#byHash}),
 * so with no load information at all {@code luar} picks exactly {@code ecmp}'s path, never a fixed
 * first path. The thesis's algorithm as published (measured load only, ties to the first path) is
 * {@link LuarThesisSelector}. Its flows may be moved by the rebalancer. Stateless.
 */
public final class LuarSelector implements PathSelector {

    public static final String NAME = "luar";

    private final Supplier<ExpectedUsage> usage;

    /** Reads the expected load from {@code usage} (Janus's, bound when the app activates). */
    public LuarSelector(Supplier<ExpectedUsage> usage) {
        this.usage = usage;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "least summed expected link utilisation (measured + committed), ties by flow hash (LUAR)";
    }

    @Override
    public boolean rebalances() {
        return true;
    }

    @Override
    public Selection select(SelectionContext context) {
        LeastCostPath best = LeastCostPath.leastSum(
                context.candidates(), usage.get().utilisationCost(),
                LeastCostPath.Ties.byHash(context.flow().key().stableHash()));
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "least summed utilisation %.3f: path %d of %d (%d tied)",
                best.cost(), best.index(), context.candidates().pathCount(), best.tiedPaths()));
    }
}

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
 * {@code bottleneck}: among the equal-cost shortest paths, the one whose most utilised link (expected
 * utilisation, {@link LinkUsageView#utilisation}) is least utilised; among those, the least summed
 * utilisation; then the flow's stable hash. A flow's rate is set by its busiest link, which a sum can
 * hide behind idle links (0.9 + 0 + 0 + 0 sums lower than 0.3 x 4); a sum, on the other hand, also
 * avoids loading links that other pairs' paths need. Which wins on which traffic is measured in the
 * lab (docs/lab.md). Its flows may be moved by the rebalancer. Stateless.
 */
public final class BottleneckSelector implements PathSelector {

    public static final String NAME = "bottleneck";

    private final Supplier<ExpectedUsage> usage;

    /** Reads the expected load from {@code usage} (Janus's, bound when the app activates). */
    public BottleneckSelector(Supplier<ExpectedUsage> usage) {
        this.usage = usage;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "least utilised busiest link (expected), then least summed utilisation, ties by flow hash";
    }

    @Override
    public boolean rebalances() {
        return true;
    }

    @Override
    public Selection select(SelectionContext context) {
        LeastCostPath best = LeastCostPath.leastBottleneck(
                context.candidates(), usage.get().utilisationCost(),
                LeastCostPath.Ties.byHash(context.flow().key().stableHash()));
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "busiest link %.3f, summed %.3f: path %d of %d (%d tied)",
                best.bottleneck(), best.cost(), best.index(), context.candidates().pathCount(),
                best.tiedPaths()));
    }
}

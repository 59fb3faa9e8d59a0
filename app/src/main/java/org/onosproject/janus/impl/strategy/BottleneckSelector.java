package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.impl.monitor.UsageCosts;

import java.util.Locale;

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
        LinkUsageView usage = context.usage();
        LeastCostPath best = LeastCostPath.leastBottleneck(
                context.candidates(), UsageCosts.utilisation(usage),
                LeastCostPath.Ties.byHash(context.flow().key().stableHash()));
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "busiest link %.3f, summed %.3f: path %d of %d (%d tied)",
                best.bottleneck(), best.cost(), best.index(), context.candidates().pathCount(),
                best.tiedPaths()));
    }
}

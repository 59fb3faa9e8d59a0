package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;

import java.util.Locale;

/**
 * {@code luar}: Link Usage-Aware Routing (thesis 002 Algorithm 1). Among the equal-cost shortest
 * paths, the one whose summed link utilisation (rate / capacity, {@link LinkUsageView#utilisation})
 * is least. Stale or unsampled links count as utilisation 0.
 * <p>
 * Block 1 (the predecessor DAG) is the candidate set itself. Block 2 is done by dynamic programming
 * over the DAG in breadth-first order instead of the thesis's depth-first enumeration, which visits
 * every shortest path and explodes on large fabrics; the answer is the same and costs O(nodes +
 * links). Ties go to the lowest path index in candidate order, which is the path the thesis's
 * search (strict {@code <}) keeps. Stateless.
 */
public final class LuarSelector implements PathSelector {

    public static final String NAME = "luar";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "least summed link utilisation among the shortest paths (thesis LUAR)";
    }

    @Override
    public Selection select(SelectionContext context) {
        LinkUsageView usage = context.usage();
        LeastCostPath best = LeastCostPath.of(context.candidates(), usage::utilisation);
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "least summed utilisation %.3f: path %d of %d",
                best.cost(), best.index(), context.candidates().pathCount()));
    }
}

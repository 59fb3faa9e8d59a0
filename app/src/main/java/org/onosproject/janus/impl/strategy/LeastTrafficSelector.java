package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.janus.api.LinkUsageView;

import java.util.Locale;

/**
 * {@code traffic}: the candidate with the least sum of egress-port byte rates along it (paper 000
 * Algorithm 2), using {@link LinkUsageView#rateBytesPerSec}, so stale or unsampled links count as
 * idle. Found by dynamic programming over the candidate DAG rather than by the paper's loop over
 * every path; same answer, linear time.
 * <p>
 * Tie rule: the paper compares with {@code <=}, so among equal sums its last path wins. We keep the
 * lowest path index instead, the same rule as {@code luar}: with no traffic at all (the common
 * cold start) both then agree with {@code shortest} on path 0 instead of silently preferring the
 * other end of the order, and one rule is easier to reason about than two. Stateless.
 */
public final class LeastTrafficSelector implements PathSelector {

    public static final String NAME = "traffic";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "least summed egress-port byte rate along the path (paper 000 \"traffic\")";
    }

    @Override
    public Selection select(SelectionContext context) {
        LinkUsageView usage = context.usage();
        LeastCostPath best = LeastCostPath.of(context.candidates(), usage::rateBytesPerSec);
        return Selection.of(best.path(), String.format(
                Locale.ROOT, "least summed rate %.0f B/s: path %d of %d",
                best.cost(), best.index(), context.candidates().pathCount()));
    }
}

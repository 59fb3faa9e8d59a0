package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;

/**
 * {@code shortest}: always the first candidate path (paper 000 Algorithm 1, "stp"; the thesis's
 * baseline). Every flow between two switches takes the same path. Stateless.
 */
public final class ShortestPathSelector implements PathSelector {

    public static final String NAME = "shortest";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "always the first of the equal-cost shortest paths (paper 000 \"stp\")";
    }

    @Override
    public Selection select(SelectionContext context) {
        long count = Selectors.requireCandidates(context.candidates());
        return Selection.of(context.candidates().path(0), "first of " + count + " shortest paths");
    }
}

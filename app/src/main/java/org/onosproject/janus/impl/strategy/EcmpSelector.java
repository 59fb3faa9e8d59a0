package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;

/**
 * {@code ecmp}: the flow key's stable hash modulo the number of candidates (paper 000 Algorithm
 * 3). The same flow always gets the same path on every node; different flows spread evenly.
 * Stateless.
 */
public final class EcmpSelector implements PathSelector {

    public static final String NAME = "ecmp";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "hash of the flow's 5-tuple modulo the number of equal-cost paths";
    }

    @Override
    public Selection select(SelectionContext context) {
        long count = Selectors.requireCandidates(context.candidates());
        long index = Selectors.hashIndex(context.flow().key().stableHash(), count);
        return Selection.of(context.candidates().path(index),
                            "flow hash picks path " + index + " of " + count);
    }
}

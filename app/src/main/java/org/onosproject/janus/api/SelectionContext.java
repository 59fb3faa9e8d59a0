package org.onosproject.janus.api;

/**
 * Everything a {@link PathSelector} may look at to choose a path.
 */
public interface SelectionContext {

    /** The flow that needs a path. */
    FlowRequest flow();

    /** The equal-cost shortest paths between the flow's edge switches (at least one). */
    CandidatePaths candidates();

    /** The link-usage graph, read-only. */
    LinkUsageView usage();
}

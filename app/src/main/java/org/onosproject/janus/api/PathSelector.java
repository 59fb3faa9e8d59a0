package org.onosproject.janus.api;

import org.onosproject.net.Link;

/**
 * The path-selection SPI: a named strategy that picks one of the equal-cost shortest paths for a
 * new flow. Register implementations with {@link JanusService#registerSelector(PathSelector)}.
 * <p>
 * {@link #select} is called from packet-processing threads, possibly concurrently, and must be
 * fast (it sits on the first packet's critical path). Selectors that keep per-flow state
 * (reservations) are told when flows end and links die through the default hooks.
 */
public interface PathSelector {

    /** The unique, lower-case name operators type, e.g. {@code luar}. */
    String name();

    /** One line for operators: what the strategy prefers. */
    String description();

    /**
     * Chooses one path among {@code context.candidates()}. Never returns null and never a path that
     * is not a candidate.
     */
    Selection select(SelectionContext context);

    /**
     * True if the strategy places by load and its flows may be moved by Janus's rebalancer to an
     * equal-cost path with more headroom while they run; false (the default) if a flow must stay where
     * the strategy put it (hash-based and baseline strategies, the thesis's algorithm as published).
     */
    default boolean rebalances() {
        return false;
    }

    /** The flow's intent was withdrawn: release anything held for it. */
    default void flowRemoved(FlowKey flow) {
    }

    /** A link went down: release anything that depends on it. */
    default void linkRemoved(Link link) {
    }

    /** Forget all state (the strategy was switched away from, or Janus is deactivating). */
    default void reset() {
    }
}

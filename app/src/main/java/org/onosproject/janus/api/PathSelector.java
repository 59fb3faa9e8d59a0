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
package org.onosproject.janus.api;

import org.onosproject.net.Link;

/**
 * The path-selection SPI: a named strategy that picks one of the equal-cost shortest paths for a
 * new flow. Register implementations with {@link JanusService#registerSelector(PathSelector)}.
 * <p>
 * {@link #select} is called from packet-processing threads, possibly concurrently, and must be
 * fast (it sits on the first packet's critical path). It may be called again for a flow whose path
 * died. Selectors that keep per-flow state are told when flows end and links die through the default hooks.
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

    /**
     * The flow is gone (its intent purged), or the choice this node made for it does not stand (its intent
     * was refused, or another node placed it in the same moment): release anything held for it.
     */
    default void flowRemoved(FlowKey flow) {
    }

    /** A link went down: release anything that depends on it. */
    default void linkRemoved(Link link) {
    }

    /** Forget all state (the strategy was switched away from, or Janus is deactivating). */
    default void reset() {
    }
}

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

import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The Janus service: which strategy chooses paths, what the fabric's links carry, and the paths
 * Janus has provisioned. Used by the CLI, the REST API, the GUI overlay and third-party bundles
 * that contribute their own {@link PathSelector}.
 */
public interface JanusService {

    /** Name of the strategy new flows are routed with. */
    String activeStrategy();

    /**
     * Switches the strategy for new flows; existing paths stay until they idle out.
     *
     * @throws IllegalArgumentException naming the valid strategies, if {@code name} is unknown;
     *                                  nothing changes then
     */
    void setActiveStrategy(String name);

    /** Every registered strategy, sorted by name. */
    List<PathSelector> strategies();

    /**
     * Registers a strategy under its {@link PathSelector#name()}.
     *
     * @throws IllegalArgumentException if the name is taken or not a valid name
     */
    void registerSelector(PathSelector selector);

    /**
     * Removes a third-party strategy. If it was active, Janus switches back to its default.
     *
     * @throws IllegalArgumentException if the name is unknown or is one of Janus's built-in strategies
     */
    void unregisterSelector(String name);

    /** The link-usage graph. */
    LinkUsageView linkUsage();

    /**
     * Every path of a reactive flow Janus currently has an intent for (a declared job's pairs are shown by
     * {@link JanusJobService}).
     */
    Collection<JanusPath> paths();

    /** One path by its intent key. */
    Optional<JanusPath> path(String intentKey);

    /**
     * Withdraws and purges one Janus intent.
     *
     * @return false if Janus has no intent with that key
     */
    boolean withdraw(String intentKey);

    /** Current counters. */
    JanusStatistics statistics();

    /** The rebalancer's most recent moves (at most the last 100), oldest first. */
    List<RebalanceMove> recentMoves();

    /**
     * Now, in the clock Janus stamps its paths' and link samples' times with (the wall clock inside
     * ONOS; virtual time when Janus runs on another scheduler): subtract those times from it for ages.
     */
    long nowMillis();
}

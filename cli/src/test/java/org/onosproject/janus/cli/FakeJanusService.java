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
package org.onosproject.janus.cli;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * An in-memory JanusService keeping to the interface's contract (sorted strategies, unknown names
 * refused with IllegalArgumentException), for exercising the CLI without the Janus core.
 */
class FakeJanusService implements JanusService {

    /** The fake's clock: it never moves. */
    static final long NOW_MILLIS = 1_000_000;

    private final Map<String, PathSelector> strategies = new TreeMap<>();
    private final List<JanusPath> paths;
    private final Collection<LinkUsage> links;
    private final JanusStatistics statistics;
    private List<RebalanceMove> moves = ImmutableList.of();
    private String active;
    private int switches;

    FakeJanusService(String active, List<PathSelector> selectors, Collection<LinkUsage> links,
                     List<JanusPath> paths, JanusStatistics statistics) {
        selectors.forEach(s -> strategies.put(s.name(), s));
        this.active = active;
        this.links = ImmutableList.copyOf(links);
        this.paths = ImmutableList.copyOf(paths);
        this.statistics = statistics;
    }

    /** A service with the given strategies and nothing else. */
    static FakeJanusService withStrategies(String active, PathSelector... selectors) {
        return new FakeJanusService(active, ImmutableList.copyOf(selectors), ImmutableList.of(),
                                    ImmutableList.of(), JanusStatistics.builder().build());
    }

    /** A selector that only has a name and description; the CLI never asks it to select. */
    static PathSelector selector(String name, String description) {
        return new PathSelector() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public String description() {
                return description;
            }

            @Override
            public Selection select(SelectionContext context) {
                return Selection.of(context.candidates().path(0), "first");
            }
        };
    }

    /** Makes the service report these rebalancer moves (oldest first). */
    FakeJanusService withMoves(List<RebalanceMove> recent) {
        this.moves = ImmutableList.copyOf(recent);
        return this;
    }

    /** How many times the active strategy was set. */
    int switches() {
        return switches;
    }

    @Override
    public long nowMillis() {
        return NOW_MILLIS;
    }

    @Override
    public String activeStrategy() {
        return active;
    }

    @Override
    public void setActiveStrategy(String name) {
        if (!strategies.containsKey(name)) {
            throw new IllegalArgumentException("unknown strategy " + name + "; valid: " + strategies.keySet());
        }
        active = name;
        switches++;
    }

    @Override
    public List<PathSelector> strategies() {
        return ImmutableList.copyOf(strategies.values());
    }

    @Override
    public void registerSelector(PathSelector selector) {
        if (strategies.putIfAbsent(selector.name(), selector) != null) {
            throw new IllegalArgumentException("taken: " + selector.name());
        }
    }

    @Override
    public void unregisterSelector(String name) {
        if (strategies.remove(name) == null) {
            throw new IllegalArgumentException("unknown strategy " + name);
        }
    }

    @Override
    public LinkUsageView linkUsage() {
        return new LinkUsageView() {
            @Override
            public Optional<LinkUsage> usage(Link link) {
                return links.stream().filter(u -> u.src().equals(link.src()) && u.dst().equals(link.dst()))
                        .findFirst();
            }

            @Override
            public double utilisation(Link link) {
                return usage(link).filter(u -> !u.isStale()).map(LinkUsage::utilisation).orElse(0.0);
            }

            @Override
            public double rateBytesPerSec(Link link) {
                return usage(link).filter(u -> !u.isStale()).map(LinkUsage::rateBytesPerSec).orElse(0.0);
            }

            @Override
            public Collection<LinkUsage> all() {
                return links;
            }
        };
    }

    @Override
    public Collection<JanusPath> paths() {
        return paths;
    }

    @Override
    public Optional<JanusPath> path(String intentKey) {
        return paths.stream().filter(p -> p.intentKey().equals(intentKey)).findFirst();
    }

    @Override
    public boolean withdraw(String intentKey) {
        return false;
    }

    @Override
    public JanusStatistics statistics() {
        return statistics;
    }

    @Override
    public List<RebalanceMove> recentMoves() {
        return moves;
    }

}

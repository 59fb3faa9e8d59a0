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
package org.onosproject.janus.web;

import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;

import java.util.Collection;
import java.util.List;
import java.util.Optional;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A JanusService that hands every call to another one; tests override the calls whose answers they
 * need to choose (e.g. rebalancer moves, which the real Janus makes only under sustained overload).
 */
public class ForwardingJanusService implements JanusService {

    private final JanusService delegate;

    public ForwardingJanusService(JanusService delegate) {
        this.delegate = checkNotNull(delegate);
    }

    @Override
    public String activeStrategy() {
        return delegate.activeStrategy();
    }

    @Override
    public void setActiveStrategy(String name) {
        delegate.setActiveStrategy(name);
    }

    @Override
    public List<PathSelector> strategies() {
        return delegate.strategies();
    }

    @Override
    public void registerSelector(PathSelector selector) {
        delegate.registerSelector(selector);
    }

    @Override
    public void unregisterSelector(String name) {
        delegate.unregisterSelector(name);
    }

    @Override
    public LinkUsageView linkUsage() {
        return delegate.linkUsage();
    }

    @Override
    public Collection<JanusPath> paths() {
        return delegate.paths();
    }

    @Override
    public Optional<JanusPath> path(String intentKey) {
        return delegate.path(intentKey);
    }

    @Override
    public boolean withdraw(String intentKey) {
        return delegate.withdraw(intentKey);
    }

    @Override
    public JanusStatistics statistics() {
        return delegate.statistics();
    }

    @Override
    public List<RebalanceMove> recentMoves() {
        return delegate.recentMoves();
    }

    @Override
    public long nowMillis() {
        return delegate.nowMillis();
    }
}

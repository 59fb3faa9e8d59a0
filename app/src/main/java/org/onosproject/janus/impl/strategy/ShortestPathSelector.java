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
package org.onosproject.janus.impl.strategy;

import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.SelectionContext;

/**
 * {@code shortest}: always the first candidate path (the Janus paper Algorithm 1, "stp"; the thesis's
 * baseline). Every flow between two switches takes the same path. Stateless.
 */
public final class ShortestPathSelector extends NamedSelector {

    public static final String NAME = "shortest";

    public ShortestPathSelector() {
        super(NAME, "always the first of the equal-cost shortest paths (paper 000 \"stp\")");
    }

    @Override
    public Selection select(SelectionContext context) {
        long count = requireCandidates(context.candidates());
        return Selection.of(context.candidates().path(0), "first of " + count + " shortest paths");
    }
}

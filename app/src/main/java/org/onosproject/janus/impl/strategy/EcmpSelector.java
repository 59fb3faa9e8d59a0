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
 * {@code ecmp}: the flow key's stable hash modulo the number of candidates (the Janus paper Algorithm
 * 3). The same flow always gets the same path on every node; different flows spread evenly.
 * Stateless.
 */
public final class EcmpSelector extends NamedSelector {

    public static final String NAME = "ecmp";

    public EcmpSelector() {
        super(NAME, "hash of the flow's 5-tuple modulo the number of equal-cost paths");
    }

    @Override
    public Selection select(SelectionContext context) {
        long count = requireCandidates(context.candidates());
        long index = hashIndex(context.flow().key().stableHash(), count);
        return Selection.of(context.candidates().path(index),
                            "flow hash picks path " + index + " of " + count);
    }
}

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

import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.PathSelector;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/** A built-in selector's name and description, and the checks and helpers the built-in selectors share. */
abstract class NamedSelector implements PathSelector {

    private final String name;
    private final String description;

    NamedSelector(String name, String description) {
        this.name = name;
        this.description = description;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final String description() {
        return description;
    }

    /** The number of candidates, which must be at least one. */
    static long requireCandidates(CandidatePaths candidates) {
        checkNotNull(candidates, "candidates");
        long count = candidates.pathCount();
        checkArgument(count > 0, "no path from %s to %s", candidates.source(), candidates.destination());
        return count;
    }

    /** The ecmp index of a flow: its stable hash modulo the number of paths. */
    static long hashIndex(long stableHash, long pathCount) {
        return Math.floorMod(stableHash, pathCount);
    }
}

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
package org.onosproject.janus.impl.provision;

import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.monitor.ExpectedUsage;

import static com.google.common.base.Preconditions.checkNotNull;

/** What a path is chosen from: the fabric's equal-cost paths, the links' expected load, and the strategies. */
public final class Placement {

    private final FabricTracker fabric;
    private final ExpectedUsage usage;
    private final SelectorRegistry selectors;

    public Placement(FabricTracker fabric, ExpectedUsage usage, SelectorRegistry selectors) {
        this.fabric = checkNotNull(fabric, "fabric");
        this.usage = checkNotNull(usage, "usage");
        this.selectors = checkNotNull(selectors, "selectors");
    }

    public FabricTracker fabric() {
        return fabric;
    }

    public ExpectedUsage usage() {
        return usage;
    }

    public SelectorRegistry selectors() {
        return selectors;
    }
}

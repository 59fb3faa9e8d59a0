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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.impl.monitor.ExpectedUsage;

import java.util.List;
import java.util.OptionalLong;
import java.util.function.Supplier;

/** Janus's built-in strategies. */
public final class BuiltInSelectors {

    private BuiltInSelectors() {
    }

    /**
     * New instances of each (isolated with holds of its own) where no host port is known, so dmodk refuses
     * every flow (and its provisioner falls back to the first path); the load-aware ones reading {@code usage}.
     */
    public static List<PathSelector> create(Supplier<ExpectedUsage> usage) {
        return create(new IsolatedHolds(), point -> OptionalLong.empty(), usage);
    }

    /**
     * New instances of each, isolated reading and taking paths in {@code holds}, dmodk numbering destinations
     * with {@code hosts}, the load-aware ones reading the expected load from {@code usage}.
     */
    public static List<PathSelector> create(IsolatedHolds holds, HostIndex hosts, Supplier<ExpectedUsage> usage) {
        return ImmutableList.of(new ShortestPathSelector(), new EcmpSelector(), new IsolatedSelector(holds),
                                LeastCostSelector.traffic(usage), LeastCostSelector.luar(usage),
                                LeastCostSelector.luarThesis(usage), LeastCostSelector.bottleneck(usage),
                                new DmodkSelector(hosts));
    }
}

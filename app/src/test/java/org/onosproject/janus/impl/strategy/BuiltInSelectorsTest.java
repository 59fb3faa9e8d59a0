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

import org.junit.Test;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.testing.TestExpectedUsage;

import java.util.List;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.hamcrest.Matchers.sameInstance;

public class BuiltInSelectorsTest {

    private static PathSelector named(List<PathSelector> selectors, String name) {
        return selectors.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    public void theBuiltInStrategiesAreNamedInOrder() {
        List<String> names = BuiltInSelectors.create(new TestExpectedUsage()::usage).stream().map(PathSelector::name)
                .collect(Collectors.toList());
        assertThat(names, contains("shortest", "ecmp", "isolated", "traffic", "luar", "luar-thesis", "bottleneck",
                                   "dmodk"));
    }

    @Test
    public void everyStrategyDescribesItself() {
        for (PathSelector selector : BuiltInSelectors.create(new TestExpectedUsage()::usage)) {
            assertThat(selector.name(), selector.description().isEmpty(), is(false));
        }
    }

    @Test
    public void eachCallGivesFreshInstancesThatShareNoReservations() {
        KFourFabric fabric = new KFourFabric();
        PathSelector isolated = named(BuiltInSelectors.create(fabric.usage::usage), "isolated");
        PathSelector otherIsolated = named(BuiltInSelectors.create(fabric.usage::usage), "isolated");
        assertThat(otherIsolated, is(not(sameInstance(isolated))));
        FlowKey first = fabric.tcpHashingTo(1, 4, 0);
        FlowKey second = fabric.tcpHashingTo(1, 4, 1);
        isolated.select(fabric.context(first));
        assertThat(otherIsolated.select(fabric.context(second)).path(), is(fabric.interPod.path(1)));
    }
}

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
package org.onosproject.janus.impl.lifecycle;

import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.config.JanusConfig;
import org.onosproject.janus.impl.config.JanusContext;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.config.OnosServices;
import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.TestGroups;
import com.google.common.collect.ImmutableList;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentServiceAdapter;
import org.onosproject.net.intent.IntentState;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.MockIdGenerator;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.net.FilteredConnectPoint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import static org.junit.Assert.assertEquals;

/** Which Janus intents without a flow record the reaper of a node ends, and when. */
public class FlowReaperUnrecordedIntentsTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000001/2");

    private final ManualScheduler clock = new ManualScheduler(1_000);
    private final FlowStore flows = TestFlowTables.inMemory(clock);
    private final JanusCounters counters = new JanusCounters();
    private final Map<Key, Intent> intents = new HashMap<>();
    private final Map<Key, IntentState> states = new HashMap<>();
    private final List<String> calls = new ArrayList<>();
    private final Set<Key> othersKeys = new HashSet<>();
    private FlowReaper sweeper;

    // This node owns every work partition except those of othersKeys (another node's).
    private final FlowOwnership ownership = Ownerships.started(new WorkPartitionServiceAdapter() {
        @Override
        public <K> boolean isMine(K id, Function<K, Long> hasher) {
            int partition = FlowOwnership.partitionOf(hasher.apply(id));
            return othersKeys.stream().noneMatch(key -> FlowOwnership.partitionOf(key.hash()) == partition);
        }
    }, clock);

    @Before
    public void setUp() {
        MockIdGenerator.cleanBind();
        IntentServiceAdapter intentService = new IntentServiceAdapter() {
            @Override
            public Iterable<Intent> getIntentsByAppId(ApplicationId id) {
                return ImmutableList.copyOf(intents.values());
            }

            @Override
            public IntentState getIntentState(Key key) {
                return states.get(key);
            }

            @Override
            public void withdraw(Intent intent) {
                calls.add("withdraw " + intent.key());
            }

            @Override
            public void purge(Intent intent) {
                calls.add("purge " + intent.key());
            }
        };
        OnosServices onos = TestGroups.onos(APP, intentService);
        JanusContext context = TestGroups.context(JanusConfig::defaults, counters, clock, Runnable::run);
        FlowState state = TestGroups.state(flows, ownership, clock);
        sweeper = new FlowReaper(onos, context, state, new IntentLifecycle(
                onos, context, state,
                new SelectorRegistry(BuiltInSelectors.create(new TestExpectedUsage()::usage), "shortest")),
                                 new IdleGapLearner(1));
    }

    private Key intent(String name, IntentState state) {
        Key key = Key.of(name, APP);
        intents.put(key, PointToPointIntent.builder().appId(APP).key(key)
                .filteredIngressPoint(new FilteredConnectPoint(A)).filteredEgressPoint(new FilteredConnectPoint(B))
                .build());
        states.put(key, state);
        return key;
    }

    private ProvisionedFlow record(Key key) {
        FlowRequest request = new FlowRequest(FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"),
                                                                 Ip4Address.valueOf("10.0.0.2")),
                                              HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        ProvisionedFlow flow = new ProvisionedFlow(key, request, Selection.of(ImmutableList.of(), "test"), "test",
                                                   clock.nowMillis(), 1000);
        TestFlowTables.provision(flows, key, () -> flow);
        return flow;
    }

    @Test
    public void anIntentNoRecordNamesIsWithdrawnAtTheSecondSweep() {
        Key orphan = intent("10.0.0.1-10.0.0.2", IntentState.INSTALLED);

        assertEquals(0, sweeper.endUnrecordedIntents());
        assertEquals(List.of(), calls);
        assertEquals(1, sweeper.endUnrecordedIntents());

        assertEquals(List.of("withdraw " + orphan), calls);
        assertEquals(1, counters.snapshot().count(Statistic.UNRECORDED_WITHDRAWALS));
    }

    @Test
    public void anIntentRecordedBetweenTwoSweepsIsKept() {
        Key key = intent("10.0.0.1-10.0.0.2", IntentState.INSTALLED);
        sweeper.endUnrecordedIntents();
        record(key);

        sweeper.endUnrecordedIntents();
        sweeper.endUnrecordedIntents();

        assertEquals(List.of(), calls);
    }

    @Test
    public void aWithdrawnIntentNoRecordNamesIsPurged() {
        Key orphan = intent("10.0.0.1-10.0.0.2", IntentState.WITHDRAWN);
        sweeper.endUnrecordedIntents();
        sweeper.endUnrecordedIntents();

        assertEquals(List.of("purge " + orphan), calls);
    }

    @Test
    public void anIntentBeingWithdrawnIsLeftToFinish() {
        intent("10.0.0.1-10.0.0.2", IntentState.WITHDRAWING);
        sweeper.endUnrecordedIntents();
        sweeper.endUnrecordedIntents();

        assertEquals(List.of(), calls);
    }

    @Test
    public void aDeclaredPairsIntentWithoutAFlowRecordIsWithdrawnLikeAnyOther() {
        intent("job:7:0:1", IntentState.INSTALLED);
        sweeper.endUnrecordedIntents();
        sweeper.endUnrecordedIntents();

        assertEquals(List.of("withdraw job:7:0:1"), calls);
    }

    @Test
    public void anIntentAnotherNodeOwnsIsLeftToThatNode() {
        othersKeys.add(intent("10.0.0.1-10.0.0.2", IntentState.INSTALLED));
        ownership.refresh();
        sweeper.endUnrecordedIntents();
        sweeper.endUnrecordedIntents();

        assertEquals(List.of(), calls);
    }
}

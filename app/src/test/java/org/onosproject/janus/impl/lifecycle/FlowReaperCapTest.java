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
import org.junit.After;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.api.JanusProperty;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.FilteredConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentServiceAdapter;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.MockIdGenerator;
import org.onosproject.net.intent.PointToPointIntent;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.Hashtable;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.empty;
import static org.junit.Assert.assertEquals;

/**
 * The reaper's maxIntents policy: nothing happens under the cap; at the cap the longest-idle flows this node
 * owns go first.
 */
public class FlowReaperCapTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final ConnectPoint A = ConnectPoint.deviceConnectPoint("of:0000000000000001/1");
    private static final ConnectPoint B = ConnectPoint.deviceConnectPoint("of:0000000000000001/2");

    private final ManualScheduler clock = new ManualScheduler();
    private final FlowStore flows = TestFlowTables.inMemory(clock);
    private final JanusCounters counters = new JanusCounters();
    private final List<String> withdrawn = new ArrayList<>();
    private final Set<Integer> ownedElsewhere = new HashSet<>();
    private int max = 3;

    // This node owns every work partition except those in ownedElsewhere (another node's).
    private final FlowOwnership ownership = Ownerships.started(new WorkPartitionServiceAdapter() {
        @Override
        public <K> boolean isMine(K id, Function<K, Long> hasher) {
            return !ownedElsewhere.contains(FlowOwnership.partitionOf(hasher.apply(id)));
        }
    }, clock);

    // The work partition of flow {@code name} moves to another node.
    private void ownedElsewhere(String name) {
        ownedElsewhere.add(FlowOwnership.partitionOf(Key.of(name, APP).hash()));
        ownership.refresh();
    }

    // As ONOS does: every flow has an intent; a withdrawn flow stays in the table (withdrawing) until purged.
    private final IntentServiceAdapter intents = new IntentServiceAdapter() {
        @Override
        public Intent getIntent(Key key) {
            return PointToPointIntent.builder().appId(APP).key(key)
                    .filteredIngressPoint(new FilteredConnectPoint(A)).filteredEgressPoint(new FilteredConnectPoint(B))
                    .build();
        }

        @Override
        public void withdraw(Intent intent) {
            withdrawn.add(intent.key().toString());
        }
    };

    private final FlowReaper cap = reaper();

    private FlowReaper reaper() {
        MockIdGenerator.cleanBind();
        OnosServices onos = TestGroups.onos(APP, intents);
        JanusContext context = TestGroups.context(this::config, counters, clock, Runnable::run);
        FlowState state = TestGroups.state(flows, ownership, clock);
        IntentLifecycle lifecycle = new IntentLifecycle(onos, context, state,
                                                        new SelectorRegistry(BuiltInSelectors.create(
                                                                new TestExpectedUsage()::usage), "shortest"));
        return new FlowReaper(onos, context, state, lifecycle, new IdleGapLearner(1));
    }

    private JanusConfig config() {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(JanusProperty.MAX_INTENTS.name(), max);
        return JanusConfig.parse(JanusConfig.defaults(), properties, Set.of()).config();
    }

    @After
    public void tearDown() {
        MockIdGenerator.unbind();
    }

    private ProvisionedFlow add(String name) {
        Key key = Key.of(name, APP);
        FlowRequest request = new FlowRequest(FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"),
                                                                 Ip4Address.valueOf("10.0.0.2")),
                                              HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"), A, B);
        ProvisionedFlow flow = new ProvisionedFlow(key, request, Selection.of(ImmutableList.of(), "test"),
                                                   "test", clock.nowMillis(), 0);
        TestFlowTables.provision(flows, key, () -> flow);
        flows.markInstalled(key, clock.nowMillis());
        return flow;
    }

    @Test
    public void underTheCapNothingIsReclaimed() {
        add("a");
        add("b");
        assertEquals(0, cap.makeRoom());
        assertThat(withdrawn, empty());
        assertEquals(0, counters.snapshot().count(Statistic.CAP_RECLAIMS));
    }

    @Test
    public void aDeclaredPairIsNeverReclaimedThoughItCountsTowardsTheCap() {
        add("job:j:0:1");
        clock.advance(5_000);       // the longest idle of the three
        add("b");
        add("c");
        clock.advance(10_000);
        flows.observeBytes(Key.of("b", APP), 100, clock.nowMillis());
        clock.advance(1_000);
        assertEquals(1, cap.makeRoom());
        assertThat(withdrawn, contains("c"));
    }

    @Test
    public void atTheCapTheLongestIdleFlowIsReclaimedAndCounted() {
        ProvisionedFlow a = add("a");
        add("b");
        add("c");
        clock.advance(10_000);
        flows.observeBytes(a.intentKey(), 100, clock.nowMillis());    // a was active just now; b and c idle 10 s
        clock.advance(1_000);
        assertEquals(1, cap.makeRoom());
        assertThat(withdrawn, contains("b"));
        assertEquals(1, counters.snapshot().count(Statistic.CAP_RECLAIMS));
    }

    @Test
    public void flowsBeingReclaimedDoNotCountAgainstTheCap() {
        add("a");
        add("b");
        add("c");
        cap.makeRoom();
        assertEquals("a, still purging, no longer counts", 0, cap.makeRoom());
        assertThat(withdrawn, contains("a"));
    }

    @Test
    public void aPurgedFlowIsForgottenByThePolicy() {
        add("a");
        add("b");
        add("c");
        cap.makeRoom();
        flows.remove(Key.of("a", APP));
        add("d");
        assertEquals("the table is at the cap again", 1, cap.makeRoom());
        assertThat(withdrawn, contains("a", "b"));
    }

    @Test
    public void oneReclaimFreesOnePercentOfTheCap() {
        max = 300;
        for (int i = 0; i < 300; i++) {
            add("f" + i);
            clock.advance(1);
        }
        assertEquals(3, cap.makeRoom());
        assertThat(withdrawn, contains("f0", "f1", "f2"));
    }

    @Test
    public void aNodeReclaimsOnlyFlowsItOwns() {
        add("a");
        add("b");
        add("c");
        clock.advance(1_000);
        add("d");
        ownedElsewhere("a");
        ownedElsewhere("b");
        max = 4;
        assertEquals("c is the longest-idle flow this node owns", 1, cap.makeRoom());
        assertThat(withdrawn, contains("c"));
    }

    @Test
    public void aNodeOwningNothingIdleReclaimsNothing() {
        add("a");
        add("b");
        add("c");
        ownedElsewhere("a");
        ownedElsewhere("b");
        ownedElsewhere("c");
        assertEquals(0, cap.makeRoom());
        assertThat(withdrawn, empty());
    }

    @Test
    public void aLoweredCapReclaimsDownToItWithRoomForTheNewFlow() {
        add("a");
        add("b");
        add("c");
        max = 1;
        assertEquals(3, cap.makeRoom());
    }
}

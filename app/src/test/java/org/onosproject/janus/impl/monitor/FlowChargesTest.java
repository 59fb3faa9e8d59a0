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
package org.onosproject.janus.impl.monitor;

import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.store.TestFlowTables;
import com.google.common.collect.ImmutableList;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.embedded.ClusterWideStorageService;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.strategy.IsolatedSelector;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.onosproject.net.provider.ProviderId;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * The isolated holds a node derives from the flow records, as it charges committed load: its own flows at
 * once, every node's as their records' events arrive.
 */
public class FlowChargesTest {

    private static final ApplicationId APP = new DefaultApplicationId(1, "janus");
    private static final List<Link> UP = ImmutableList.of(link("of:1/1", "of:2/1"), link("of:2/2", "of:3/1"));
    private static final List<Link> DOWN = ImmutableList.of(link("of:1/2", "of:4/1"), link("of:4/2", "of:3/2"));

    private final ManualScheduler clock = new ManualScheduler(1_000);
    private final ClusterWideStorageService storage = new ClusterWideStorageService();
    private final FlowStore here = TestFlowTables.on(storage, clock);
    private final FlowStore elsewhere = TestFlowTables.on(storage, clock);
    private final AtomicInteger races = new AtomicInteger();
    private final IsolatedHolds holds = new IsolatedHolds(races::incrementAndGet);
    private final FlowCharges charges = new FlowCharges(new CommittedLoad(), new YoungFlows(), holds);

    @Before
    public void listen() {
        here.setDelegate(charges);
    }

    private static Link link(String src, String dst) {
        return DefaultLink.builder().providerId(new ProviderId("test", "janus"))
                .src(ConnectPoint.deviceConnectPoint(src)).dst(ConnectPoint.deviceConnectPoint(dst))
                .type(Link.Type.DIRECT).build();
    }

    private static FlowKey flowKey(int n) {
        return FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0." + n), Ip4Address.valueOf("10.0.1." + n));
    }

    private ProvisionedFlow flow(int n, String strategy, Selection selection) {
        FlowKey key = flowKey(n);
        FlowRequest request = new FlowRequest(key, HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"),
                                              ConnectPoint.deviceConnectPoint("of:1/9"),
                                              ConnectPoint.deviceConnectPoint("of:3/9"));
        return new ProvisionedFlow(FlowIntents.keyOf(key, APP), request, selection, strategy, clock.nowMillis(), 1000);
    }

    private ProvisionedFlow isolated(int n, List<Link> path) {
        return flow(n, IsolatedSelector.NAME, Selection.of(path, "free"));
    }

    private ProvisionedFlow recordedElsewhere(ProvisionedFlow flow) {
        TestFlowTables.provision(elsewhere, flow.intentKey(), () -> flow);
        return flow;
    }

    @Test
    public void anotherNodesIsolatedRecordHoldsItsPathHere() {
        recordedElsewhere(isolated(1, UP));
        assertThat(holds.holders(UP), is(1));
        assertThat(holds.holders(DOWN), is(0));
    }

    @Test
    public void aMovedRecordHoldsItsNewPathOnly() {
        Key key = recordedElsewhere(isolated(1, UP)).intentKey();
        elsewhere.update(key, f -> f.movedTo(Selection.of(DOWN, "rerouted"), IsolatedSelector.NAME));
        assertThat(holds.holders(UP), is(0));
        assertThat(holds.holders(DOWN), is(1));
    }

    @Test
    public void aRecordBeingWithdrawnHoldsNothing() {
        Key key = recordedElsewhere(isolated(1, UP)).intentKey();
        elsewhere.startWithdrawal(key);
        assertThat(holds.holders(UP), is(0));
    }

    @Test
    public void aRemovedRecordHoldsNothing() {
        Key key = recordedElsewhere(isolated(1, UP)).intentKey();
        elsewhere.remove(key);
        assertThat(holds.holders(UP), is(0));
        assertThat(holds.size(), is(0));
    }

    @Test
    public void aFlowOfAnotherStrategyHoldsNothing() {
        recordedElsewhere(flow(1, "ecmp", Selection.of(UP, "hash")));
        assertThat(holds.holders(UP), is(0));
    }

    @Test
    public void aFlowThisNodePlacedHoldsItsPathAtOnceAndUntilItIsDischarged() {
        ProvisionedFlow flow = isolated(1, UP);
        charges.charge(flow);
        assertThat(holds.holders(UP), is(1));
        charges.discharge(flow.intentKey().toString());
        assertThat(holds.holders(UP), is(0));
    }

    @Test
    public void aNodeThatStartsLateHoldsThePathsOfTheRecordsThere() {
        recordedElsewhere(isolated(1, UP));
        IsolatedHolds late = new IsolatedHolds();
        FlowCharges lateCharges = new FlowCharges(new CommittedLoad(), new YoungFlows(), late);
        FlowStore joining = TestFlowTables.on(storage, clock);
        joining.all().forEach(lateCharges::charge);
        assertThat(late.holders(UP), is(1));
    }

    @Test
    public void anotherNodesFlowTakingAsFreeThePathThisNodeTookAsFreeIsCountedAsARace() {
        ProvisionedFlow mine = isolated(1, UP);
        holds.hold(mine.request().key(), UP, false);
        recordedElsewhere(isolated(2, UP));
        assertThat(races.get(), is(1));
        assertThat("both keep the path", holds.holders(UP), is(2));
    }

    @Test
    public void anotherNodesFallbackOntoAHeldPathIsNoRace() {
        holds.hold(flowKey(1), UP, false);
        recordedElsewhere(flow(2, IsolatedSelector.NAME, Selection.fallback(UP, "all paths reserved")));
        assertThat(races.get(), is(0));
        assertThat(holds.holders(UP), is(2));
    }
}

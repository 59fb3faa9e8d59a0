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
package org.onosproject.janus.impl.move;

import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Key;
import org.onosproject.net.provider.ProviderId;

import java.util.ArrayList;
import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** The one way a flow is moved: the record first, then the intent; what a refused or stale move leaves. */
public class FlowMoverTest {

    private static final ApplicationId APP = new DefaultApplicationId(1, "janus-test");
    private static final ProviderId PID = new ProviderId("of", "janus-test");
    private static final long GIGABIT = 125_000_000L;

    private final ManualScheduler clock = new ManualScheduler();
    private final FlowStore flows = TestFlowTables.inMemory(clock);
    private final CommittedLoad committed = new CommittedLoad();
    private final FlowCharges charges = new FlowCharges(committed, new YoungFlows(), new IsolatedHolds());
    private final List<Key> withdrawn = new ArrayList<>();
    private final List<ProvisionedFlow> submitted = new ArrayList<>();
    private boolean onosRefuses;

    private final FlowMover mover = new FlowMover(
            new FlowState(flows, Ownerships.everything(clock), charges, Ownerships.backoffOn(clock)),
            new SelectorRegistry(BuiltInSelectors.create(() -> null), "luar"), withdrawn::add, moved -> {
        submitted.add(moved);
        return !onosRefuses;
    });

    private static Link link(String src, String dst) {
        return DefaultLink.builder().providerId(PID).type(Link.Type.DIRECT)
                .src(new ConnectPoint(DeviceId.deviceId("of:" + src), PortNumber.portNumber(1)))
                .dst(new ConnectPoint(DeviceId.deviceId("of:" + dst), PortNumber.portNumber(2))).build();
    }

    private final List<Link> viaA = ImmutableList.of(link("e1", "a1"), link("a1", "e2"));
    private final List<Link> viaB = ImmutableList.of(link("e1", "a2"), link("a2", "e2"));

    private ProvisionedFlow recorded() {
        FlowKey key = FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.0.2"));
        FlowRequest request = new FlowRequest(key, HostId.NONE, HostId.NONE,
                                              new ConnectPoint(DeviceId.deviceId("of:e1"), PortNumber.portNumber(9)),
                                              new ConnectPoint(DeviceId.deviceId("of:e2"), PortNumber.portNumber(9)));
        Key intentKey = FlowIntents.keyOf(key, APP);
        ProvisionedFlow flow = new ProvisionedFlow(intentKey, request, Selection.of(viaA, "placed"), "luar",
                                                   clock.nowMillis(), GIGABIT);
        TestFlowTables.provision(flows, intentKey, () -> flow);
        charges.charge(flow);
        return flows.get(intentKey).orElseThrow();
    }

    private List<Link> pathNow(ProvisionedFlow flow) {
        return flows.get(flow.intentKey()).orElseThrow().links();
    }

    private long chargedOn(Link link) {
        return committed.of(link).rateBytesPerSec();
    }

    @Test
    public void aMoveRecordsTheNewPathResubmitsTheIntentAndMovesTheCharge() {
        ProvisionedFlow flow = recorded();
        assertEquals(FlowMover.Outcome.MOVED,
                     mover.move(flow, Selection.of(viaB, "rebalanced"), FlowMover.Reason.REBALANCE));
        assertEquals(viaB, pathNow(flow));
        assertEquals(1, submitted.size());
        assertEquals(viaB, submitted.get(0).links());
        assertEquals(0, chargedOn(viaA.get(0)));
        assertEquals(GIGABIT, chargedOn(viaB.get(0)));
    }

    @Test
    public void aFlowThatChangedSinceItWasReadIsNotMoved() {
        ProvisionedFlow stale = recorded();
        flows.update(stale.intentKey(), ProvisionedFlow::withdrawing);
        assertEquals(FlowMover.Outcome.CHANGED,
                     mover.move(stale, Selection.of(viaB, "rebalanced"), FlowMover.Reason.REBALANCE));
        assertEquals(viaA, pathNow(stale));
        assertTrue(submitted.isEmpty());
        assertTrue(withdrawn.isEmpty());
    }

    @Test
    public void aFlowThatCarriedDataIsNotMovedAsideEvenIfItsRecordOtherwiseMatches() {
        ProvisionedFlow young = recorded();
        clock.advance(1000);
        flows.update(young.intentKey(), f -> f.observedBytes(1_000_000, clock.nowMillis()));
        assertEquals(FlowMover.Outcome.CHANGED,
                     mover.move(young, Selection.of(viaB, "aside"), FlowMover.Reason.MOVE_ASIDE));
        assertEquals(viaA, pathNow(young));
        assertTrue(submitted.isEmpty());
    }

    @Test
    public void aYoungFlowInstalledSinceItWasReadIsStillMovedBeforeData() {
        ProvisionedFlow young = recorded();
        flows.update(young.intentKey(), f -> f.installed(clock.nowMillis()));
        assertEquals(FlowMover.Outcome.MOVED,
                     mover.move(young, Selection.of(viaB, "aside"), FlowMover.Reason.MOVE_ASIDE));
        assertEquals(viaB, pathNow(young));
    }

    @Test
    public void aRefusedRerouteWithdrawsTheFlow() {
        ProvisionedFlow flow = recorded();
        onosRefuses = true;
        assertEquals(FlowMover.Outcome.REFUSED,
                     mover.move(flow, Selection.of(viaB, "rerouted"), FlowMover.Reason.REROUTE));
        assertEquals(ImmutableList.of(flow.intentKey()), withdrawn);
    }

    @Test
    public void aRefusedMoveAsidePutsTheFlowBackOnItsPathAndCharge() {
        ProvisionedFlow flow = recorded();
        onosRefuses = true;
        assertEquals(FlowMover.Outcome.REFUSED,
                     mover.move(flow, Selection.of(viaB, "aside"), FlowMover.Reason.MOVE_ASIDE));
        assertTrue(withdrawn.isEmpty());
        assertEquals(viaA, pathNow(flow));
        assertEquals(GIGABIT, chargedOn(viaA.get(0)));
        assertEquals(0, chargedOn(viaB.get(0)));
    }

    @Test
    public void onlyThisNodesFlowsOfAStrategyThatRebalancesAndNoDeclaredPairMayMove() {
        ProvisionedFlow reactive = recorded();
        assertTrue(mover.mayMove(reactive));
        assertFalse(mover.mayMove(reactive.movedTo(Selection.of(viaA, "placed"), "shortest")));
        // A declared job's pair (a "job:" key) is placed with its job, whatever its strategy is called.
        ProvisionedFlow declared = new ProvisionedFlow(Key.of("job:j1:0:1", APP), reactive.request(),
                                                       Selection.of(viaA, "joint placement"), "luar",
                                                       clock.nowMillis(), GIGABIT);
        assertFalse(mover.mayMove(declared));
    }
}

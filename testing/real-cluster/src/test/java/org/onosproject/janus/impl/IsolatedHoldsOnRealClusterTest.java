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
package org.onosproject.janus.impl;

import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.store.DistributedFlowStore;
import org.onosproject.janus.impl.store.ActivityBucket;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.store.FlowStore;
import org.onosproject.janus.impl.store.JanusSerializers;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.monitor.YoungFlows;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.After;
import org.junit.Before;
import org.junit.ClassRule;
import org.junit.Test;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.impl.graph.FabricGraph;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.strategy.IsolatedSelector;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.realcluster.SharedRealCluster;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.janus.testing.TestExpectedUsage;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Key;
import org.onosproject.store.service.EventuallyConsistentMap;
import org.onosproject.store.service.StorageService;
import org.onosproject.store.service.WallClockTimestamp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The {@code isolated} strategy's holds on a real 3-node ONOS cluster: each node derives them from the flow
 * records in the real store (as it charges committed load), so a path one node took is avoided by the others
 * once its record reached them; nodes that take one free path in the same moment all keep it, and every node
 * counts each such flow once. Per node: a {@link FlowStore} on this test's own map, {@link FlowCharges} and
 * an {@link IsolatedSelector} on the node's {@link IsolatedHolds}.
 */
public class IsolatedHoldsOnRealClusterTest {

    private static final int NODES = 3;
    private static final long BOUND_SECONDS = 30;
    private static final ApplicationId APP = new DefaultApplicationId(7, "org.onosproject.janus.holds");
    private static final AtomicInteger MAPS = new AtomicInteger();

    @ClassRule
    public static final SharedRealCluster CLUSTER = new SharedRealCluster(NODES);

    private final FatTree tree = FatTree.of(4);
    private final DeviceId src = tree.edge(0, 0);
    private final DeviceId dst = tree.edge(1, 0);
    /** Four paths, one per core switch. */
    private final CandidatePaths interPod = FabricGraph.of(tree.links()).candidates(src, dst);
    private final TestExpectedUsage usage = new TestExpectedUsage();
    private final ManualScheduler clock = new ManualScheduler(1_000);

    private final List<FlowStore> tables = new ArrayList<>();
    private final List<EventuallyConsistentMap<String, ActivityBucket>> activity = new ArrayList<>();
    private final List<IsolatedHolds> holds = new ArrayList<>();
    private final List<IsolatedSelector> selectors = new ArrayList<>();
    private final List<AtomicInteger> races = new ArrayList<>();

    /** One node's Janus parts, on this test's own flow map. */
    @Before
    public void partsPerNode() {
        String suffix = "-" + MAPS.incrementAndGet();
        for (int node = 0; node < NODES; node++) {
            StorageService storage = CLUSTER.cluster().node(node).storageService();
            EventuallyConsistentMap<String, ActivityBucket> shared = storage
                    .<String, ActivityBucket>eventuallyConsistentMapBuilder()
                    .withName(JanusManager.ACTIVITY_MAP + suffix).withSerializer(JanusSerializers.namespace())
                    .withTimestampProvider((k, v) -> new WallClockTimestamp()).build();
            activity.add(shared);
            FlowStore table = new DistributedFlowStore(
                    storage.<String, ProvisionedFlow>consistentMapBuilder().withName(JanusManager.FLOWS_MAP + suffix)
                            .withSerializer(JanusSerializers.serializer()).withApplicationId(APP).buildAsyncMap(),
                    shared, clock, MoreExecutors.directExecutor());
            AtomicInteger raced = new AtomicInteger();
            IsolatedHolds nodeHolds = new IsolatedHolds(raced::incrementAndGet);
            table.setDelegate(new FlowCharges(new CommittedLoad(), new YoungFlows(), nodeHolds));
            tables.add(table);
            holds.add(nodeHolds);
            selectors.add(new IsolatedSelector(nodeHolds));
            races.add(raced);
        }
    }

    @After
    public void clearAndClose() {
        tables.get(0).clear();
        tables.forEach(FlowStore::close);
        activity.forEach(EventuallyConsistentMap::destroy);
    }

    private FlowKey flowHashingTo(long index, int nth) {
        int seen = 0;
        for (int port = 1024; port <= 0xffff; port++) {
            FlowKey key = FlowKey.ofFiveTuple(tree.hostIp(src, 0), tree.hostIp(dst, 0), (byte) 6, port, 5001);
            if (Math.floorMod(key.stableHash(), 4L) == index && seen++ == nth) {
                return key;
            }
        }
        throw new AssertionError("no flow hashing to " + index);
    }

    private Selection select(int node, FlowKey flow) {
        return selectors.get(node).select(SimpleSelectionContext.of(flow, interPod, usage.usage()));
    }

    /** The record of {@code flow}, placed by {@code node} on {@code selection}, written as provisioning does. */
    private Key record(int node, FlowKey flow, Selection selection) {
        Key key = Key.of(flow.toString(), APP);
        FlowRequest request = new FlowRequest(flow, HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"),
                                              new ConnectPoint(src, PortNumber.portNumber(1)),
                                              new ConnectPoint(dst, PortNumber.portNumber(1)));
        TestFlowTables.provision(tables.get(node), key, () -> new ProvisionedFlow(key, request, selection,
                                                                                  IsolatedSelector.NAME,
                                                                                  clock.nowMillis(), 1000));
        return key;
    }

    private static void await(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!condition.getAsBoolean()) {
            assertTrue("not within " + BOUND_SECONDS + " s: " + what, System.nanoTime() < deadline);
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private void awaitEveryNodeHolding(List<Link> path, int holders) {
        await("every node hearing " + holders + " holder(s) of the path",
              () -> holds.stream().allMatch(h -> h.holders(path) == holders));
    }

    @Test
    public void aPathOneNodeTookIsAvoidedByTheOthersOnceItsRecordReachedThem() {
        FlowKey first = flowHashingTo(2, 0);
        Selection taken = select(0, first);
        record(0, first, taken);
        awaitEveryNodeHolding(taken.path(), 1);

        Selection second = select(1, flowHashingTo(2, 1));

        assertThat(second.path(), not(taken.path()));
        assertThat(second.isFallback(), is(false));
        races.forEach(r -> assertEquals("no race", 0, r.get()));
    }

    @Test
    public void nodesTakingOneFreePathInTheSameMomentAllKeepItAndEveryNodeCountsEachOtherTaker() {
        List<FlowKey> flows = new ArrayList<>();
        List<Selection> selections = new ArrayList<>();
        // Every node selects before any record exists: each sees the hashed path free.
        for (int node = 0; node < NODES; node++) {
            flows.add(flowHashingTo(1, node));
            selections.add(select(node, flows.get(node)));
            assertThat(selections.get(node).path(), is(interPod.path(1)));
        }
        for (int node = 0; node < NODES; node++) {
            record(node, flows.get(node), selections.get(node));
        }

        awaitEveryNodeHolding(interPod.path(1), NODES);
        await("every node counting the other takers", () -> races.stream().allMatch(r -> r.get() == NODES - 1));
        for (AtomicInteger raced : races) {
            assertEquals("each node counts each flow that took the path after it, once", NODES - 1, raced.get());
        }
    }

    @Test
    public void aRemovedRecordFreesItsPathOnEveryNode() {
        FlowKey flow = flowHashingTo(3, 0);
        Selection taken = select(2, flow);
        Key key = record(2, flow, taken);
        awaitEveryNodeHolding(taken.path(), 1);

        tables.get(1).remove(key);

        awaitEveryNodeHolding(taken.path(), 0);
        assertThat(select(0, flowHashingTo(3, 1)).path(), is(taken.path()));
    }

    @Test
    public void aRecordMovedByOneNodeMovesItsHoldOnEveryNode() {
        FlowKey flow = flowHashingTo(0, 0);
        Key key = record(0, flow, select(0, flow));
        awaitEveryNodeHolding(interPod.path(0), 1);

        tables.get(1).update(key, f -> f.movedTo(Selection.of(interPod.path(2), "rerouted"), IsolatedSelector.NAME));

        awaitEveryNodeHolding(interPod.path(0), 0);
        awaitEveryNodeHolding(interPod.path(2), 1);
    }
}

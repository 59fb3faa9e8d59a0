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

import org.onosproject.janus.impl.monitor.CountingYoungFlows;
import org.onosproject.janus.impl.EventWorker;
import org.onosproject.janus.impl.EveryDeviceAvailable;
import org.onosproject.janus.impl.monitor.FabricTracker;
import org.onosproject.janus.impl.monitor.FlowCharges;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.cluster.FlowOwnership;
import org.onosproject.janus.impl.cluster.Ownerships;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import org.onosproject.janus.impl.store.FlowState;
import org.onosproject.janus.impl.store.TestFlowTables;
import org.onosproject.janus.impl.stats.JanusCounters;
import org.onosproject.janus.impl.provision.SelectorRegistry;
import com.google.common.base.Ticker;
import com.google.common.collect.ImmutableList;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.IPv4;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.impl.monitor.CommittedLoad;
import org.onosproject.janus.impl.monitor.ExpectedUsage;
import org.onosproject.janus.impl.monitor.LinkUsageMonitor;
import org.onosproject.janus.impl.strategy.BuiltInSelectors;
import org.onosproject.janus.impl.strategy.IsolatedHolds;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.Port;
import org.onosproject.net.PortNumber;
import org.onosproject.net.device.DeviceServiceAdapter;
import org.onosproject.net.link.LinkServiceAdapter;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The work placement repair does for one new flow does not grow with the young flows in flight (a
 * packet-in storm keeps thousands of them): a search reads only the links it looks at, and a link's
 * flows only up to its second movable one. Counted, not timed.
 */
public class PlacementRepairWorkTest {

    private static final ApplicationId APP = new DefaultApplicationId(1, "janus-test");
    private static final long GIGABIT = 125_000_000L;

    private final FatTree tree = FatTree.of(4);
    private final ManualScheduler clock = new ManualScheduler();
    private final CommittedLoad committed = new CommittedLoad();
    private final CountingYoungFlows young = new CountingYoungFlows();
    private final FlowCharges charges = new FlowCharges(committed, young, new IsolatedHolds());
    private LinkUsageMonitor monitor;
    private FabricTracker fabric;
    private PlacementRepair repair;
    private int flows;

    @Before
    public void setUp() {
        LinkServiceAdapter links = new LinkServiceAdapter() {
            @Override
            public Iterable<Link> getActiveLinks() {
                return tree.links();
            }
        };
        DeviceServiceAdapter portsWithoutSpeeds = new DeviceServiceAdapter() {
            @Override
            public List<Port> getPorts(DeviceId deviceId) {
                return ImmutableList.of();  // every link gets the default capacity
            }
        };
        monitor = new LinkUsageMonitor(portsWithoutSpeeds, links, clock, () -> { });
        fabric = new FabricTracker(links, new EveryDeviceAvailable(), EventWorker.direct(), Ticker.systemTicker(),
                                   (l, t) -> { });
        fabric.start();
        FlowOwnership everyFlowIsMine = Ownerships.everything(clock);
        ExpectedUsage usage = new ExpectedUsage(monitor, committed);
        // The young flows are charged only, never recorded: a plan's moves find no record and change nothing.
        FlowMover mover = new FlowMover(
                new FlowState(TestFlowTables.inMemory(clock), everyFlowIsMine, charges, Ownerships.backoffOn(clock)),
                new SelectorRegistry(BuiltInSelectors.create(() -> usage), "luar"), k -> { }, f -> true);
        repair = new PlacementRepair(young, fabric, usage, mover, new JanusCounters());
    }

    @After
    public void tearDown() {
        fabric.stop();
    }

    private DeviceId edge(int pod) {
        return tree.edges(pod).get(0);
    }

    private CandidatePaths candidates(int fromPod, int toPod) {
        return fabric.current().candidates(edge(fromPod), edge(toPod));
    }

    private FlowRequest request(int fromPod, int toPod) {
        int n = flows++;
        Ip4Address src = Ip4Address.valueOf(0x0a000000 | fromPod << 16 | 1);
        Ip4Address dst = Ip4Address.valueOf(0x0a000000 | toPod << 16 | 1);
        FlowKey key = FlowKey.ofFiveTuple(src, dst, IPv4.PROTOCOL_TCP, 1024 + n % 60_000, 5001 + n / 60_000);
        return new FlowRequest(key, HostId.NONE, HostId.NONE,
                               new ConnectPoint(edge(fromPod), PortNumber.portNumber(100)),
                               new ConnectPoint(edge(toPod), PortNumber.portNumber(100)));
    }

    // Young flows between pods 0 and 1, spread over their paths, each charged a whole link as Janus does.
    private void placeYoungFlows(int count) {
        CandidatePaths paths = candidates(0, 1);
        for (int i = 0; i < count; i++) {
            FlowRequest request = request(0, 1);
            List<Link> path = paths.path(i % paths.pathCount());
            charges.charge(new ProvisionedFlow(FlowIntents.keyOf(request.key(), APP), request,
                                               Selection.of(path, "test"), "luar", 0, GIGABIT));
        }
    }

    private long examinedToPlaceOneMoreFlowFromPodZeroToPodOne() {
        FlowRequest next = request(0, 1);
        CandidatePaths paths = candidates(0, 1);
        assertTrue("every path is full", repair.overloads(paths.path(0), GIGABIT));
        long before = young.recordsRead();
        repair.makeRoom(FlowIntents.keyOf(next.key(), APP), paths, GIGABIT);
        return young.recordsRead() - before;
    }

    @Test
    public void aPlacementAmongThousandsOfYoungFlowsReadsOnlyAFewOfThem() {
        placeYoungFlows(5_000);
        long examined = examinedToPlaceOneMoreFlowFromPodZeroToPodOne();
        assertTrue("examined " + examined + " of 5,000 young flows", examined <= 100);
    }

    @Test
    public void theWorkOfAPlacementDoesNotGrowWithTheYoungFlowsInFlight() {
        placeYoungFlows(400);
        long few = examinedToPlaceOneMoreFlowFromPodZeroToPodOne();
        placeYoungFlows(4_600);
        long many = examinedToPlaceOneMoreFlowFromPodZeroToPodOne();
        assertEquals("examined with 400 young flows, then with 5,000", few, many);
    }

    @Test
    public void youngFlowsFromOtherPodsAreNotRead() {
        placeYoungFlows(8);
        CandidatePaths elsewhere = candidates(2, 3);
        List<Link> path = elsewhere.path(0);
        FlowRequest request = request(2, 3);
        charges.charge(new ProvisionedFlow(FlowIntents.keyOf(request.key(), APP), request,
                                           Selection.of(path, "test"), "luar", 0, GIGABIT));
        FlowRequest next = request(2, 3);
        long before = young.recordsRead();
        assertTrue(repair.makeRoom(FlowIntents.keyOf(next.key(), APP), elsewhere, GIGABIT).isPresent());
        assertTrue("read " + (young.recordsRead() - before),
                   young.recordsRead() - before <= 1 + path.size());
    }
}

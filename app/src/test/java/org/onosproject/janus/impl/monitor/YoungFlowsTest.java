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

import org.onosproject.janus.impl.graph.LinkEnds;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.store.ProvisionedFlow;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.Iterables;
import org.junit.Test;
import org.onlab.packet.IPv4;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.PortNumber;
import org.onosproject.net.intent.Key;

import java.util.Iterator;
import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** The young flows by link follow their records: filed while young, on the links of their path only. */
public class YoungFlowsTest {

    private static final ApplicationId APP = new DefaultApplicationId(1, "janus-test");

    private final FatTree tree = FatTree.of(4);
    private final Link up = tree.link(tree.edges(0).get(0), tree.aggregations(0).get(0));
    private final Link otherUp = tree.link(tree.edges(0).get(0), tree.aggregations(0).get(1));
    private final YoungFlows young = new YoungFlows();

    private ProvisionedFlow placedOn(Link link) {
        FlowKey key = FlowKey.ofFiveTuple(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.0.2"),
                                          IPv4.PROTOCOL_TCP, 40000, 5001);
        FlowRequest request = new FlowRequest(key, HostId.NONE, HostId.NONE,
                                              new ConnectPoint(link.src().deviceId(), PortNumber.portNumber(100)),
                                              new ConnectPoint(link.dst().deviceId(), PortNumber.portNumber(100)));
        return new ProvisionedFlow(FlowIntents.keyOf(key, APP), request, Selection.of(ImmutableList.of(link), "t"),
                                   "luar", 0, 125_000_000L);
    }

    private List<ProvisionedFlow> on(Link link) {
        return ImmutableList.copyOf(young.on(LinkEnds.of(link)));
    }

    @Test
    public void aJustPlacedFlowIsFiledOnTheLinksOfItsPath() {
        ProvisionedFlow flow = placedOn(up);
        young.update(flow);
        assertEquals(List.of(flow), on(up));
        assertTrue(on(otherUp).isEmpty());
    }

    @Test
    public void aMovedFlowIsFiledOnItsNewPathOnly() {
        ProvisionedFlow flow = placedOn(up);
        young.update(flow);
        ProvisionedFlow moved = flow.movedTo(Selection.of(ImmutableList.of(otherUp), "moved"), "luar");
        young.update(moved);
        assertTrue(on(up).isEmpty());
        assertEquals(List.of(moved), on(otherUp));
    }

    @Test
    public void measuredWithdrawnOrRemovedFlowsAreNoLongerYoung() {
        ProvisionedFlow flow = placedOn(up);
        young.update(flow);
        young.update(flow.observedBytes(1_000, 1_000));
        assertTrue(on(up).isEmpty());
        young.update(flow);
        young.update(flow.withdrawing());
        assertTrue(on(up).isEmpty());
        young.update(flow);
        young.remove(flow.intentKey().toString());
        assertTrue(on(up).isEmpty());
        assertEquals(0, Iterables.size(young.all()));
    }

    @Test
    public void aDeclaredPairIsNeverYoung() {
        ProvisionedFlow flow = placedOn(up);
        ProvisionedFlow declared = new ProvisionedFlow(Key.of("job:j:0:1", APP), flow.request(),
                                                       Selection.of(flow.links(), "joint placement"), "joint", 0,
                                                       flow.charge().rateBytesPerSec());
        young.update(declared);
        assertTrue(on(up).isEmpty());
    }

    @Test(expected = UnsupportedOperationException.class)
    public void aReaderCannotRemoveAFlow() {
        young.update(placedOn(up));
        Iterator<ProvisionedFlow> each = young.on(LinkEnds.of(up)).iterator();
        each.next();
        each.remove();
    }
}

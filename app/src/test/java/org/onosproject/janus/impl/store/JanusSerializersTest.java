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
package org.onosproject.janus.impl.store;

import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.janus.impl.JanusManager;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onlab.packet.MacAddress;
import org.onlab.packet.VlanId;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.api.Selection;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.store.service.Serializer;

import java.util.List;

import static org.junit.Assert.assertEquals;

/** Janus's shared values survive the trip between ONOS nodes (Kryo encode, decode) unchanged. */
public class JanusSerializersTest {

    private static final ApplicationId APP = new DefaultApplicationId(7, JanusManager.APP_NAME);
    private final Serializer serializer = JanusSerializers.serializer();

    private static Link link(String src, String dst) {
        return DefaultLink.builder().providerId(new ProviderId("of", "test"))
                .src(ConnectPoint.deviceConnectPoint(src)).dst(ConnectPoint.deviceConnectPoint(dst))
                .type(Link.Type.DIRECT).state(Link.State.ACTIVE).build();
    }

    private <T> T roundTrip(T value) {
        return serializer.decode(serializer.encode(value));
    }

    @Test
    public void flowKeysOfBothGranularitiesRoundTrip() {
        FlowKey pair = FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.2"), Ip4Address.valueOf("10.3.1.3"));
        FlowKey tuple = FlowKey.ofFiveTuple(Ip4Address.valueOf("10.0.0.2"), Ip4Address.valueOf("10.3.1.3"),
                                            (byte) 17, 65535, 5001);
        assertEquals(pair, roundTrip(pair));
        assertEquals(tuple, roundTrip(tuple));
    }

    @Test
    public void aProvisionedFlowRoundTripsWithItsIntentKeyPathAndActivity() {
        FlowKey key = FlowKey.ofFiveTuple(Ip4Address.valueOf("10.0.0.2"), Ip4Address.valueOf("10.3.1.3"),
                                          (byte) 6, 40000, 5001);
        FlowRequest request = new FlowRequest(key, HostId.hostId(MacAddress.valueOf(1), VlanId.NONE),
                                              HostId.hostId(MacAddress.valueOf(2), VlanId.NONE),
                                              ConnectPoint.deviceConnectPoint("of:1/1"),
                                              ConnectPoint.deviceConnectPoint("of:3/1"));
        List<Link> path = ImmutableList.of(link("of:1/3", "of:2/1"), link("of:2/2", "of:3/3"));
        ProvisionedFlow flow = new ProvisionedFlow(FlowIntents.keyOf(key, APP), request,
                                                   Selection.fallback(path, "why"), "isolated", 1234L, 125_000_000L)
                .installed(2000L).observedBytes(99_000L, 7000L).withdrawing();

        ProvisionedFlow copy = roundTrip(flow);

        assertEquals(flow, copy);
        assertEquals(flow.intentKey(), copy.intentKey());
        assertEquals(flow.intentKey().hash(), copy.intentKey().hash());
    }

    @Test
    public void aFlowsSharedActivityRoundTrips() {
        FlowCharge charge = new FlowCharge(19_800L, true, 7000L, 99_000L, 6500L);
        assertEquals(charge, roundTrip(charge));
        ActivityBucket bucket = new ActivityBucket(java.util.Map.of("0x1", charge, "0x2", charge), 8000L);
        assertEquals(bucket, roundTrip(bucket));
    }

    @Test
    public void reservationAndMembershipValuesRoundTrip() {
        List<Link> path = ImmutableList.of(link("of:1/3", "of:2/1"));
        FlowKey key = FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.2"), Ip4Address.valueOf("10.3.1.3"));
        assertEquals(path, roundTrip(path));
        assertEquals(ImmutableSet.of(key), roundTrip(ImmutableSet.of(key)));
        assertEquals(NodeId.nodeId("a"), roundTrip(NodeId.nodeId("a")));
        assertEquals(Long.valueOf(5), roundTrip(5L));
    }

    @Test
    public void aDeclaredJobRoundTrips() {
        JobSpec spec = JobSpec.builder("lu.8-x").hosts(ImmutableList.of("10.0.0.2", "00:00:00:00:00:03/None"))
                .pattern(JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(0, 1, 42), RankPair.of(1, 0)))
                .expectedBytes(7).ttlSeconds(3600).build();
        JobPair first = new JobPair(0, 1, HostId.hostId("00:00:00:00:00:02/None"),
                                    HostId.hostId("00:00:00:00:00:03/None"), Ip4Address.valueOf("10.0.0.2"),
                                    Ip4Address.valueOf("10.0.1.3"), 42, 125_000_000L, "job:lu.8-x:0:1", false,
                                    ImmutableList.of());
        JobPair second = new JobPair(1, 0, HostId.hostId("00:00:00:00:00:03/None"),
                                     HostId.hostId("00:00:00:00:00:02/None"), Ip4Address.valueOf("10.0.1.3"),
                                     Ip4Address.valueOf("10.0.0.2"), 7, 1, "job:lu.8-x:1:0", false,
                                     ImmutableList.of());
        JobState declared = new JobState(spec, 1_000, 3_601_000, ImmutableList.of(first, second));

        JobState back = roundTrip(declared);

        assertEquals(declared, back);
        assertEquals(JobState.Status.DEGRADED, back.status());
    }
}

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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.Selection;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.intent.Key;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class FlowChargeTest {

    @Test
    public void aNewFlowIsChargedItsEstimateUnmeasured() {
        FlowCharge charge = FlowCharge.estimate(125_000_000, 1000);
        assertEquals(125_000_000, charge.rateBytesPerSec());
        assertFalse(charge.isMeasured());
    }

    @Test
    public void theCounterGrowthOverTheIntervalBecomesTheMeasuredRate() {
        FlowCharge charge = FlowCharge.estimate(125_000_000, 1000).observed(50_000_000, 6000);
        assertEquals(10_000_000, charge.rateBytesPerSec());
        assertTrue(charge.isMeasured());
        assertTrue(charge.isNewerThan(FlowCharge.estimate(125_000_000, 5999)));
    }

    @Test
    public void aCounterThatWentBackwardsCountsFromZero() {
        FlowCharge charge = new FlowCharge(5, true, 0, 900, 0).observed(300, 1000);
        assertEquals(300, charge.rateBytesPerSec());
    }

    @Test
    public void noTimePassedKeepsTheRate() {
        FlowCharge charge = FlowCharge.estimate(7, 1000).observed(100, 1000);
        assertEquals(7, charge.rateBytesPerSec());
        assertFalse(charge.isMeasured());
    }

    @Test
    public void growthIsActivityAndAnUnchangedCounterIsNot() {
        FlowCharge grown = FlowCharge.estimate(7, 1000).observed(100, 6000);
        assertEquals(6000, grown.lastActiveMillis());
        assertEquals(100, grown.bytes());
        assertEquals(6000, grown.observed(100, 11_000).lastActiveMillis());
    }

    @Test
    public void anIdleMeasuredFlowIsNotRewrittenEveryPoll() {
        FlowKey key = FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.0.2"));
        FlowRequest request = new FlowRequest(key, HostId.hostId("00:00:00:00:00:01/None"),
                                              HostId.hostId("00:00:00:00:00:02/None"),
                                              ConnectPoint.deviceConnectPoint("of:1/1"),
                                              ConnectPoint.deviceConnectPoint("of:1/2"));
        ProvisionedFlow idle = new ProvisionedFlow(Key.of("k", new DefaultApplicationId(1, "test")), request,
                                                   Selection.of(ImmutableList.of(), "test"), "test", 0, 125_000_000)
                .installed(1000).observedBytes(5000, 6000).observedBytes(5000, 11_000);
        assertEquals(0, idle.charge().rateBytesPerSec());
        assertEquals("already measured idle: the same record", idle, idle.observedBytes(5000, 16_000));
    }
}

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
package org.onosproject.janus.impl.provision;

import com.google.common.base.Ticker;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.core.DefaultApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DeviceId;
import org.onosproject.net.HostId;
import org.onosproject.net.PortNumber;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/** New flows gathered into bursts: what arrives within the window is handed over once, together. */
public class BurstWindowTest {

    private static final DeviceId EDGE = DeviceId.deviceId("of:e1");

    private final ManualScheduler clock = new ManualScheduler();
    private final List<List<BurstWindow.Waiting>> placed = new ArrayList<>();
    private final List<Runnable> handedOver = new ArrayList<>();
    private final AtomicLong tickerNanos = new AtomicLong();
    private final Ticker ticker = new Ticker() {
        @Override
        public long read() {
            return tickerNanos.get();
        }
    };

    private BurstWindow window(Executor executor) {
        return new BurstWindow(clock, ticker, executor, placed::add);
    }

    private static BurstWindow.Waiting flow(int host) {
        return flow(host, 0);
    }

    private static BurstWindow.Waiting flow(int host, long setupStart) {
        FlowKey key = FlowKey.ofHostPair(Ip4Address.valueOf("10.0.0.1"), Ip4Address.valueOf("10.0.1." + host));
        ConnectPoint at = new ConnectPoint(EDGE, PortNumber.portNumber(1));
        return new BurstWindow.Waiting(FlowIntents.keyOf(key, new DefaultApplicationId(1, "janus-test")),
                                       new FlowRequest(key, HostId.NONE, HostId.NONE, at, at), EDGE, null, setupStart);
    }

    private static List<String> keys(List<BurstWindow.Waiting> burst) {
        return burst.stream().map(w -> w.key().toString()).collect(Collectors.toList());
    }

    @Test
    public void flowsArrivingWithinTheWindowArePlacedTogetherInArrivalOrderWhenItCloses() {
        BurstWindow bursts = window(MoreExecutors.directExecutor());
        bursts.join(flow(1), 5);
        clock.advance(3);
        bursts.join(flow(2), 5);
        bursts.join(flow(1), 5);
        assertTrue("nothing before the window closes", placed.isEmpty());
        clock.advance(2);
        assertEquals(1, placed.size());
        assertEquals(List.of(flow(1).key().toString(), flow(2).key().toString()), keys(placed.get(0)));
        bursts.join(flow(3), 5);
        clock.advance(5);
        assertEquals("a flow after the close opens the next burst", 2, placed.size());
        assertEquals(List.of(flow(3).key().toString()), keys(placed.get(1)));
    }

    @Test
    public void aFlowsWaitInTheWindowIsTimedOnTheSchedulerAndTheRestOnTheTicker() {
        BurstWindow bursts = window(MoreExecutors.directExecutor());
        tickerNanos.set(1_000);
        bursts.join(flow(1, 0), 5);
        clock.advance(3);
        tickerNanos.set(1_200);
        bursts.join(flow(2, 1_000), 5);
        tickerNanos.set(2_000);     // the wall time the scheduler's 5 ms took is not counted
        clock.advance(2);

        List<BurstWindow.Waiting> burst = placed.get(0);
        assertEquals("1 us before the window, 5 ms in it, 0.5 us after", 1_000 + 5_000_000 + 500,
                     2_500 - burst.get(0).setupStart());
        assertEquals("0.2 us before, 2 ms in it, 0.5 us after", 200 + 2_000_000 + 500,
                     2_500 - burst.get(1).setupStart());
    }

    @Test
    public void stoppingDropsTheOpenBurstAndOneHandedOverButNotYetPlaced() {
        BurstWindow bursts = window(handedOver::add);
        bursts.join(flow(1), 5);
        clock.advance(5);
        bursts.join(flow(2), 5);
        bursts.stop();
        clock.advance(5);
        handedOver.forEach(Runnable::run);
        assertEquals(1, handedOver.size());
        assertTrue(placed.isEmpty());
        bursts.join(flow(3), 5);
        clock.advance(5);
        assertTrue("a stopped window takes no more flows", placed.isEmpty());
        assertEquals(1, handedOver.size());
    }
}

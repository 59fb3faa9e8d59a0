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
package org.onosproject.janus.lab.net;

import org.junit.Test;
import org.onosproject.janus.lab.sim.EventEngine;
import org.onosproject.janus.lab.sim.QuiescenceBarrier;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class FluidTrafficTest {

    private static final double MBPS = 1e6;
    private static final long[] NO_RULES = new long[0];

    private final EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
    private final Map<Long, Long> completedAtNanos = new LinkedHashMap<>();
    private final FluidTraffic traffic = new FluidTraffic(engine, new double[]{10 * MBPS, 10 * MBPS},
            f -> completedAtNanos.put(f.id(), engine.nowNanos()));

    @Test
    public void aLoneFlowFinishesAtSizeOverCapacity() {
        traffic.add(1, 1_250_000, new int[]{0}, NO_RULES); // 10 Mbit at 10 Mb/s
        engine.runUntilIdle();
        assertEquals(1_000_000_000L, (long) completedAtNanos.get(1L));
    }

    @Test
    public void twoFlowsShareThenTheSurvivorSpeedsUp() {
        traffic.add(1, 625_000, new int[]{0}, NO_RULES);    // 5 Mbit
        traffic.add(2, 1_250_000, new int[]{0}, NO_RULES);  // 10 Mbit
        engine.runUntilIdle();
        // Both at 5 Mb/s: flow 1 ends at 1 s; flow 2 has 5 Mbit left, alone at 10 Mb/s: ends at 1.5 s.
        assertEquals(1_000_000_000L, (long) completedAtNanos.get(1L));
        assertEquals(1_500_000_000L, (long) completedAtNanos.get(2L));
    }

    @Test
    public void linkCountersAddUpToTheBytesOfTheFlowsThatCrossedThem() {
        traffic.add(1, 625_000, new int[]{0, 1}, NO_RULES);
        traffic.add(2, 1_000_000, new int[]{1}, NO_RULES);
        engine.runUntilIdle();
        assertEquals(625_000, traffic.linkBytes(0), 1e-6);
        assertEquals(1_625_000, traffic.linkBytes(1), 1e-6);
    }

    @Test
    public void ruleCountersFollowTheFlowsMatchingThem() {
        traffic.add(1, 625_000, new int[]{0}, new long[]{77});
        traffic.add(2, 1_000_000, new int[]{1}, new long[]{77, 78});
        engine.runUntilIdle();
        assertEquals(1_625_000, traffic.ruleBytes(77), 1e-6);
        assertEquals(1_000_000, traffic.ruleBytes(78), 1e-6);
    }

    @Test
    public void aHeldFlowWaitsAndResumesWhenRerouted() {
        FluidTraffic.Flow f = traffic.add(1, 1_250_000, new int[0], NO_RULES);
        engine.scheduleMillis(300, () -> traffic.reroute(f, new int[]{1}, NO_RULES));
        engine.runUntilIdle();
        assertEquals(1_300_000_000L, (long) completedAtNanos.get(1L));
    }

    @Test
    public void aLinkIsDownExactlyWhileItsCapacityIsZero() {
        assertTrue(traffic.isUp(0));
        traffic.setCapacity(0, 0);
        assertFalse(traffic.isUp(0));
        assertTrue(traffic.isUp(1));
        traffic.setCapacity(0, 10 * MBPS);
        assertTrue(traffic.isUp(0));
    }

    @Test
    public void aLinkGoingDownStallsItsFlowsUntilItComesBack() {
        FluidTraffic.Flow f = traffic.add(1, 1_250_000, new int[]{0}, NO_RULES);
        engine.scheduleMillis(500, () -> traffic.setCapacity(0, 0));
        engine.scheduleMillis(2500, () -> traffic.setCapacity(0, 10 * MBPS));
        engine.runUntil(2_000_000_000L);
        assertFalse(completedAtNanos.containsKey(1L));
        assertEquals(625_000, f.sentBytes(), 1e-6);
        engine.runUntilIdle();
        assertEquals(3_000_000_000L, (long) completedAtNanos.get(1L));
    }
}

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

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.lab.net.MaxMinFairShareTest.assertSameRate;

/**
 * The incremental fluid model against the lab's first one ({@link ReferenceFluidTraffic}), driven
 * through the same random histories: flows starting, moving (or only changing rules), being held and
 * removed, links going down (capacity 0) and up, counters read and rules forgotten. Every flow's rate
 * equals the reference's to 1e-9 relative at every check and every counter is within a byte of the
 * reference's. Almost every flow completes at the reference's nanosecond: both round a completion up to
 * a whole nanosecond from remaining bytes summed in different orders, so a few complete a nanosecond
 * apart (a few dozen of the several thousand here), and the flows whose rates those change a few nanoseconds apart
 * (checked: at most 10).
 */
public class FluidTrafficMatchesTheReferenceTest {

    private static final double MBPS = 1e6;
    private static final long MILLIS = EventEngine.MILLIS;

    @Test
    public void smallBusyNetworks() {
        for (long seed = 1; seed <= 30; seed++) {
            replay(seed, 12, 120, 3);
        }
    }

    @Test
    public void largeNetworksWithThousandsOfFlows() {
        for (long seed = 100; seed <= 102; seed++) {
            replay(seed, 400, 2500, 6);
        }
    }

    /** A random history on {@code links} links with {@code flowCount} flows of up to {@code hops} links. */
    static void replay(long seed, int links, int flowCount, int hops) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] capacity = new double[links];
        for (int l = 0; l < links; l++) {
            capacity[l] = random.nextBoolean() ? 1000 * MBPS : (1 + random.nextInt(1000)) * MBPS;
        }
        Map<Long, Long> doneNew = new HashMap<>();
        Map<Long, Long> doneRef = new HashMap<>();
        EventEngine engine = new EventEngine(seed, QuiescenceBarrier.NONE);
        FluidTraffic fluid = new FluidTraffic(engine, capacity, f -> doneNew.put(f.id(), engine.nowNanos()));
        ReferenceFluidTraffic reference = new ReferenceFluidTraffic(engine, capacity,
                f -> doneRef.put(f.id(), engine.nowNanos()));
        Map<Long, FluidTraffic.Flow> newFlows = new LinkedHashMap<>();
        Map<Long, ReferenceFluidTraffic.Flow> refFlows = new LinkedHashMap<>();
        java.util.Set<Long> removed = new java.util.HashSet<>();
        String where = "seed " + seed;

        for (long id = 0; id < flowCount; id++) {
            long flowId = id;
            long bytes = 1 + random.nextInt(20_000_000);
            int[] path = path(random, links, hops);
            long[] rules = rules(random);
            engine.schedule(random.nextLong(2000 * MILLIS), () -> {
                newFlows.put(flowId, fluid.add(flowId, bytes, path, rules));
                refFlows.put(flowId, reference.add(flowId, bytes, path, rules));
            });
        }
        for (int i = 0; i < flowCount / 4; i++) {
            long flowId = random.nextInt(flowCount);
            int kind = random.nextInt(4);
            int[] otherPath = kind == 0 ? new int[0] : path(random, links, hops);
            long[] rules = rules(random);
            engine.schedule(random.nextLong(3000 * MILLIS), () -> {
                if (!newFlows.containsKey(flowId) || doneRef.containsKey(flowId) || doneNew.containsKey(flowId)
                        || removed.contains(flowId)) {
                    return;
                }
                if (kind == 2) {
                    removed.add(flowId);
                    fluid.remove(newFlows.get(flowId));
                    reference.remove(refFlows.get(flowId));
                } else {
                    // kind 3: the same links, other rules
                    int[] path = kind == 3 ? newFlows.get(flowId).links() : otherPath;
                    fluid.reroute(newFlows.get(flowId), path, rules);
                    reference.reroute(refFlows.get(flowId), path, rules);
                }
            });
        }
        for (int i = 0; i < links / 4 + 1; i++) {
            int link = random.nextInt(links);
            double bps = random.nextInt(3) == 0
                    ? capacity[link] : random.nextInt(2) * (1 + random.nextInt(1000)) * MBPS;
            engine.schedule(random.nextLong(3000 * MILLIS), () -> {
                fluid.setCapacity(link, bps);
                reference.setCapacity(link, bps);
            });
        }
        for (int i = 0; i < 10; i++) {
            long rule = random.nextInt(20);
            engine.schedule(random.nextLong(3000 * MILLIS), () -> {
                fluid.forgetRule(rule);
                reference.forgetRule(rule);
            });
        }
        for (long t = 0; t <= 4000; t += 37) {
            engine.schedule(t * MILLIS + 1, () -> {
                reference.advance();
                for (Map.Entry<Long, ReferenceFluidTraffic.Flow> e : refFlows.entrySet()) {
                    if (!doneRef.containsKey(e.getKey()) && !removed.contains(e.getKey())) {
                        assertSameRate(where + " flow " + e.getKey() + " at " + engine.nowNanos(),
                                       e.getValue().rateBps(), newFlows.get(e.getKey()).rateBps());
                    }
                    assertSameBytes(where + " flow " + e.getKey(), e.getValue().sentBytes(),
                                    newFlows.get(e.getKey()).sentBytes());
                }
                for (int l = 0; l < links; l++) {
                    assertSameBytes(where + " link " + l, reference.linkBytes(l), fluid.linkBytes(l));
                }
                for (long r = 0; r < 20; r++) {
                    assertSameBytes(where + " rule " + r, reference.ruleBytes(r), fluid.ruleBytes(r));
                }
            });
        }
        engine.runUntil(4100 * MILLIS);

        assertEquals(where + ": completed flows", doneRef.keySet(), doneNew.keySet());
        assertTrue(where + ": some flows completed", doneRef.size() > flowCount / 4);
        for (Map.Entry<Long, Long> e : doneRef.entrySet()) {
            long drift = Math.abs(e.getValue() - doneNew.get(e.getKey()));
            assertTrue(where + " flow " + e.getKey() + " completes " + drift + " ns off", drift <= 10);
        }
    }

    /**
     * Within a byte: both models round a completion up to a whole nanosecond, from remaining bytes summed
     * in different orders, so a completion and the rate changes it causes may fall a nanosecond apart
     * (a few hundredths of a byte at these rates).
     */
    private static void assertSameBytes(String what, double expected, double actual) {
        assertEquals(what, expected, actual, Math.max(1, Math.abs(expected) * 1e-9));
    }

    private static int[] path(SplittableRandom random, int links, int hops) {
        return random.ints(0, links).distinct().limit(1 + random.nextInt(hops)).toArray();
    }

    private static long[] rules(SplittableRandom random) {
        return random.longs(0, 20).distinct().limit(random.nextInt(3)).toArray();
    }
}

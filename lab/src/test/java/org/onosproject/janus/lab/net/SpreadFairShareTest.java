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
import java.util.SplittableRandom;

import static org.junit.Assert.assertArrayEquals;
import static org.junit.Assert.assertEquals;

/** Flows that load their links in shares: the fair share and the fluid model of a sprayed flow. */
public class SpreadFairShareTest {

    private static final double GBPS = 1e9;

    @Test
    public void sharesOfOneAreThePlainSolveBitForBit() {
        SplittableRandom random = new SplittableRandom(3);
        for (int instance = 0; instance < 200; instance++) {
            int links = 1 + random.nextInt(12);
            double[] capacities = new double[links];
            for (int l = 0; l < links; l++) {
                capacities[l] = random.nextInt(5) == 0 ? 0 : 1e6 * (1 + random.nextInt(1000));
            }
            int[][] paths = new int[random.nextInt(20)][];
            double[][] ones = new double[paths.length][];
            for (int f = 0; f < paths.length; f++) {
                paths[f] = random.ints(0, links).distinct().limit(random.nextInt(links + 1)).toArray();
                ones[f] = new double[paths[f].length];
                java.util.Arrays.fill(ones[f], 1);
            }
            double[] plain = MaxMinFairShare.allocate(paths, capacities);
            double[] shared = MaxMinFairShare.allocate(paths, ones, capacities);
            for (int f = 0; f < paths.length; f++) {
                assertEquals(Double.doubleToLongBits(plain[f]), Double.doubleToLongBits(shared[f]));
            }
        }
    }

    @Test
    public void aLinkBoundsTheSumOfItsFlowsSharesOfTheirRates() {
        // Flow 0 is split half and half over links 0 and 1; flow 1 crosses link 0 whole.
        // Link 0 fills at r/2 + r = 1 Gb/s: both get 2/3 Gb/s.
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}, {0}},
                new double[][]{{0.5, 0.5}, null}, new double[]{GBPS, GBPS});
        assertArrayEquals(new double[]{GBPS * 2 / 3, GBPS * 2 / 3}, rates, 1);
    }

    @Test
    public void aSpreadFlowRunsAtTheRateItsSlowestPathAllows() {
        // Even spraying: half of the rate must fit on the 0.2 Gb/s link, so 0.4 Gb/s in all, not 1.2.
        double[] rates = MaxMinFairShare.allocate(new int[][]{{0, 1}},
                new double[][]{{0.5, 0.5}}, new double[]{GBPS, 0.2 * GBPS});
        assertArrayEquals(new double[]{0.4 * GBPS}, rates, 1);
    }

    @Test
    public void twoFlowsThatWouldShareOneUplinkShareTwoWhenSpread() {
        // Links 0 and 1: the two uplinks of a switch; 125 MB = 1 Gbit.
        Map<Long, Long> doneAt = new LinkedHashMap<>();
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        FluidTraffic onOne = new FluidTraffic(engine, new double[]{GBPS, GBPS},
                f -> doneAt.put(f.id(), engine.nowNanos()));
        onOne.add(1, 125_000_000, new int[]{0}, new long[0]);
        onOne.add(2, 125_000_000, new int[]{0}, new long[0]);
        engine.runUntilIdle();
        assertEquals(2_000_000_000L, (long) doneAt.get(2L));

        doneAt.clear();
        EventEngine engine2 = new EventEngine(1, QuiescenceBarrier.NONE);
        FluidTraffic spread = new FluidTraffic(engine2, new double[]{GBPS, GBPS},
                f -> doneAt.put(f.id(), engine2.nowNanos()));
        spread.addSpread(1, 125_000_000, new int[]{0, 1}, new double[]{0.5, 0.5});
        spread.addSpread(2, 125_000_000, new int[]{0, 1}, new double[]{0.5, 0.5});
        engine2.runUntilIdle();
        assertEquals(1_000_000_000L, (long) doneAt.get(1L));
        assertEquals(1_000_000_000L, (long) doneAt.get(2L));
        assertEquals(125_000_000, spread.linkBytes(0), 1e-3);
        assertEquals(125_000_000, spread.linkBytes(1), 1e-3);
    }

    @Test(expected = IllegalArgumentException.class)
    public void aShareAboveOneIsRefused() {
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        new FluidTraffic(engine, new double[]{GBPS}, f -> { }).addSpread(1, 1000, new int[]{0}, new double[]{1.5});
    }
}

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
package org.onosproject.janus.lab.workload;

import org.junit.Test;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

public class NasBenchmarksTest {
    private static final double GIGABIT = 125e6;

    @Test
    public void everyModelRunsContentionFreeInTheThesisLuarRuntime() {
        for (String name : NasBenchmarks.names()) {
            MpiApplication app = NasBenchmarks.application(name, 4, GIGABIT);
            double target = NasBenchmarks.calibration(name).get().thesisLuarSeconds() * 1000;
            assertEquals(name, target, app.idealRuntimeMillis(GIGABIT), 0.001 * target);
        }
    }

    @Test
    public void networkShareIsTheTimeLuarSavedOverShortest() {
        MpiApplication lu = NasBenchmarks.application("LU", 4, GIGABIT);
        double share = lu.idealCommunicationMillis(GIGABIT) / lu.idealRuntimeMillis(GIGABIT);
        assertEquals((354.15 - 283.03) / 283.03, share, 0.005);
    }

    @Test
    public void epKeepsItsTinyThesisVolume() {
        MpiApplication ep = NasBenchmarks.application("EP", 4, GIGABIT);
        assertEquals(10_000, ep.totalBytes(), 10);
        assertEquals(CommPattern.STAR, ep.pattern());
    }

    @Test
    public void eachApplicationUsesItsFigure51Pattern() {
        assertEquals(CommPattern.RING, NasBenchmarks.application("MG", 4, GIGABIT).pattern());
        assertEquals(CommPattern.CHAIN, NasBenchmarks.application("CG", 4, GIGABIT).pattern());
        assertEquals(CommPattern.RING, NasBenchmarks.application("LU", 4, GIGABIT).pattern());
        assertEquals(CommPattern.ALL_TO_ALL, NasBenchmarks.application("BT", 4, GIGABIT).pattern());
        MpiApplication sp = NasBenchmarks.application("SP", 4, GIGABIT);
        assertEquals(2, sp.phases().size());
        assertEquals(3, sp.phases().get(0).messages().size());
        assertEquals(6, sp.phases().get(1).messages().size());
    }

    @Test
    public void luIsHeavierPerMessageThanMg() {
        long mg = NasBenchmarks.application("MG", 4, GIGABIT).phases().get(0).messages().get(0).bytes();
        long lu = NasBenchmarks.application("LU", 4, GIGABIT).phases().get(0).messages().get(0).bytes();
        assertTrue(lu > 10 * mg);
    }

    @Test
    public void anyRankCountKeepsTheRuntime() {
        MpiApplication bt = NasBenchmarks.application("BT", 16, GIGABIT);
        assertEquals(16, bt.ranks());
        assertEquals(352_110, bt.idealRuntimeMillis(GIGABIT), 400);
    }

    @Test(expected = IllegalArgumentException.class)
    public void unknownApplicationIsRefused() {
        NasBenchmarks.application("FT", 4, GIGABIT);
    }
}

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
package org.onosproject.janus.impl.stats;

import org.junit.Test;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import static org.junit.Assert.assertEquals;

public class LatencyWindowTest {

    @Test
    public void emptyWindowSummarisesAsNoSamples() {
        assertEquals(LatencySummary.empty(), new LatencyWindow(8).summary());
    }

    @Test
    public void percentilesAreNearestRankInMicroseconds() {
        LatencyWindow window = new LatencyWindow(100);
        for (int i = 1; i <= 100; i++) {
            window.record(i * 1_000L);
        }
        LatencySummary s = window.summary();
        assertEquals(100, s.samples());
        assertEquals(50.0, s.p50Micros(), 0.0);
        assertEquals(90.0, s.p90Micros(), 0.0);
        assertEquals(99.0, s.p99Micros(), 0.0);
        assertEquals(100.0, s.maxMicros(), 0.0);
    }

    @Test
    public void onlyTheMostRecentSamplesCount() {
        LatencyWindow window = new LatencyWindow(4);
        window.record(1_000_000);
        for (int i = 0; i < 4; i++) {
            window.record(2_000);
        }
        LatencySummary s = window.summary();
        assertEquals(4, s.samples());
        assertEquals(2.0, s.maxMicros(), 0.0);
    }
}

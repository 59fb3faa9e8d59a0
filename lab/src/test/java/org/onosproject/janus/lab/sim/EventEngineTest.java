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
package org.onosproject.janus.lab.sim;

import org.junit.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import static org.hamcrest.Matchers.contains;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;

public class EventEngineTest {

    @Test
    public void eventsRunInTimeOrderThenInSchedulingOrder() {
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        List<String> order = new ArrayList<>();
        engine.scheduleMillis(20, () -> order.add("late"));
        engine.scheduleMillis(10, () -> order.add("first"));
        engine.scheduleMillis(10, () -> order.add("second"));
        engine.runUntilIdle();
        assertThat(order, contains("first", "second", "late"));
        assertEquals(20, engine.nowMillis());
    }

    @Test
    public void virtualTimeIsTheEventsTimeWhileItRuns() {
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        List<Long> seen = new ArrayList<>();
        engine.scheduleMillis(5, () -> {
            seen.add(engine.nowMillis());
            engine.scheduleMillis(7, () -> seen.add(engine.nowMillis()));
        });
        engine.runUntilIdle();
        assertThat(seen, contains(5L, 12L));
    }

    @Test
    public void aCancelledEventNeverRuns() {
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        AtomicInteger runs = new AtomicInteger();
        EventEngine.Handle h = engine.scheduleMillis(5, runs::incrementAndGet);
        h.cancel();
        assertEquals(0, engine.runUntilIdle());
        assertEquals(0, runs.get());
    }

    @Test
    public void runUntilStopsAtTheGivenTimeAndLeavesLaterEvents() {
        EventEngine engine = new EventEngine(1, QuiescenceBarrier.NONE);
        AtomicInteger runs = new AtomicInteger();
        engine.scheduleMillis(5, runs::incrementAndGet);
        engine.scheduleMillis(50, runs::incrementAndGet);
        engine.runUntil(20 * EventEngine.MILLIS);
        assertEquals(1, runs.get());
        assertEquals(20, engine.nowMillis());
        assertEquals(1, engine.pending());
    }

    @Test
    public void theControlPlaneIsQuiescentBeforeEveryEvent() {
        AtomicInteger barriers = new AtomicInteger();
        EventEngine engine = new EventEngine(1, barriers::incrementAndGet);
        List<Integer> barriersSeenByEvents = new ArrayList<>();
        engine.scheduleMillis(1, () -> barriersSeenByEvents.add(barriers.get()));
        engine.scheduleMillis(2, () -> barriersSeenByEvents.add(barriers.get()));
        engine.runUntilIdle();
        assertThat(barriersSeenByEvents, contains(1, 2));
    }

    @Test
    public void theSameSeedGivesTheSameRandomNumbers() {
        EventEngine a = new EventEngine(42, QuiescenceBarrier.NONE);
        EventEngine b = new EventEngine(42, QuiescenceBarrier.NONE);
        for (int i = 0; i < 10; i++) {
            assertEquals(a.random().nextLong(), b.random().nextLong());
        }
    }

    @Test(expected = IllegalArgumentException.class)
    public void aNegativeDelayIsRejected() {
        new EventEngine(1, QuiescenceBarrier.NONE).schedule(-1, () -> { });
    }
}

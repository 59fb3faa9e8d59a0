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
import org.onosproject.janus.impl.time.Scheduler;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.Matchers.contains;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;

public class VirtualSchedulerTest {

    private final EventEngine engine = new EventEngine(7, QuiescenceBarrier.NONE);
    private final VirtualScheduler scheduler = new VirtualScheduler(engine);

    @Test
    public void theClockIsTheEnginesVirtualTime() {
        engine.scheduleMillis(1234, () -> { });
        engine.runUntilIdle();
        assertEquals(1234, scheduler.nowMillis());
    }

    @Test
    public void aPeriodicTaskRunsAtAFixedRateUntilCancelled() {
        List<Long> runs = new ArrayList<>();
        Scheduler.Task task = scheduler.scheduleAtFixedRate(() -> runs.add(scheduler.nowMillis()), 100, 1000);
        engine.scheduleMillis(3500, task::cancel);
        engine.runUntilIdle();
        assertThat(runs, contains(100L, 1100L, 2100L, 3100L));
    }

    @Test
    public void aFailingPeriodicTaskKeepsRunning() {
        List<Long> runs = new ArrayList<>();
        Scheduler.Task task = scheduler.scheduleAtFixedRate(() -> {
            runs.add(scheduler.nowMillis());
            throw new IllegalStateException("boom");
        }, 0, 10);
        engine.scheduleMillis(25, task::cancel);
        engine.runUntilIdle();
        assertThat(runs, contains(0L, 10L, 20L));
    }

    @Test
    public void aCancelledOneShotTaskNeverRuns() {
        List<Long> runs = new ArrayList<>();
        scheduler.schedule(() -> runs.add(1L), 10).cancel();
        engine.runUntilIdle();
        assertEquals(0, runs.size());
    }
}

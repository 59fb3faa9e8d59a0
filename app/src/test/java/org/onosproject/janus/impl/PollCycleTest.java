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
package org.onosproject.janus.impl;

import org.junit.Test;
import org.onosproject.janus.impl.time.ManualScheduler;

import java.util.ArrayList;
import java.util.List;

import static org.junit.Assert.assertEquals;

/** Janus's one periodic task: its steps in their order, every period, on the injected clock. */
public class PollCycleTest {

    private final ManualScheduler clock = new ManualScheduler();
    private final List<String> ran = new ArrayList<>();
    private final PollCycle cycle = new PollCycle(clock, List.of(() -> ran.add("reap"), () -> ran.add("rebalance")));

    @Test
    public void everyPeriodTheStepsRunOnceInTheirOrder() {
        cycle.start(1_000);
        clock.advance(999);
        assertEquals(List.of(), ran);

        clock.advance(1_001);

        assertEquals(List.of("reap", "rebalance", "reap", "rebalance"), ran);
    }

    @Test
    public void aStepThatThrowsDoesNotKeepTheNextFromRunning() {
        PollCycle failing = new PollCycle(clock, List.of(() -> {
            throw new IllegalStateException("store unreachable");
        }, () -> ran.add("rebalance")));

        failing.runOnce();

        assertEquals(List.of("rebalance"), ran);
    }

    @Test
    public void aRestartRunsOnTheNewPeriodOnly() {
        cycle.start(1_000);
        cycle.start(5_000);
        clock.advance(4_999);
        assertEquals(List.of(), ran);

        clock.advance(1);

        assertEquals(List.of("reap", "rebalance"), ran);
    }

    @Test
    public void aStoppedCycleRunsNothing() {
        cycle.start(1_000);
        cycle.stop();

        clock.advance(10_000);

        assertEquals(List.of(), ran);
    }
}

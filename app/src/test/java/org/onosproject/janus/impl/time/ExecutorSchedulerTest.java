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
package org.onosproject.janus.impl.time;

import org.junit.Test;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/** The production scheduler: a failing periodic task keeps running; shutdown interrupts and awaits. */
public class ExecutorSchedulerTest {

    private static final long BOUND_SECONDS = 30;

    private static void await(CountDownLatch latch, String what) throws InterruptedException {
        if (!latch.await(BOUND_SECONDS, TimeUnit.SECONDS)) {
            fail("not within " + BOUND_SECONDS + " s: " + what);
        }
    }

    @Test
    public void aPeriodicTaskThatThrowsKeepsRunning() throws InterruptedException {
        ExecutorScheduler scheduler = new ExecutorScheduler("test");
        CountDownLatch runs = new CountDownLatch(3);
        scheduler.scheduleAtFixedRate(() -> {
            runs.countDown();
            throw new IllegalStateException("a timer task failed");
        }, 0, 1);
        await(runs, "three runs despite the failures");
        assertTrue(scheduler.shutdown(TimeUnit.SECONDS.toMillis(BOUND_SECONDS)));
    }

    @Test
    public void shutdownInterruptsTheRunningTaskAndWaitsForTheThread() throws InterruptedException {
        ExecutorScheduler scheduler = new ExecutorScheduler("test");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch afterInterrupt = new CountDownLatch(1);
        scheduler.schedule(() -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();     // until interrupted
            } catch (InterruptedException e) {
                // Cleans up after the interrupt; shutdown must wait for this.
                afterInterrupt.countDown();
            }
        }, 0);
        await(started, "the task runs");

        assertTrue(scheduler.shutdown(TimeUnit.SECONDS.toMillis(BOUND_SECONDS)));
        assertTrue("the task finished its clean-up first", afterInterrupt.getCount() == 0);
    }
}

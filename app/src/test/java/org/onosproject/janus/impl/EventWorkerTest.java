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

import org.junit.After;
import org.junit.Test;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.startsWith;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotSame;
import static org.junit.Assert.assertTrue;

/** Janus's event executor: in order, off the caller's thread, and stopped with a bound. */
public class EventWorkerTest {

    private EventWorker worker;

    @After
    public void stopWorker() {
        if (worker != null) {
            worker.stop(TimeUnit.SECONDS.toMillis(Await.BOUND_SECONDS));
        }
    }

    @Test
    public void directRunsOnTheCallerAndSurvivesAFailingTask() {
        worker = EventWorker.direct();
        List<Thread> ranOn = new ArrayList<>();
        worker.execute(() -> {
            throw new IllegalStateException("a handler failed");
        });
        worker.execute(() -> ranOn.add(Thread.currentThread()));
        assertThat(ranOn, contains(Thread.currentThread()));
        assertTrue(worker.stop(0));
        worker.execute(() -> ranOn.add(Thread.currentThread()));
        assertEquals("nothing runs after stop", 1, ranOn.size());
    }

    @Test
    public void ownThreadRunsTasksOneAtATimeInOrderOffTheCallersThread() {
        worker = EventWorker.ownThread("events");
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(1);
        worker.execute(() -> {
            throw new IllegalStateException("a handler failed");
        });
        for (int i = 0; i < 100; i++) {
            int n = i;
            worker.execute(() -> {
                order.add(n);
                threads.add(Thread.currentThread());
            });
        }
        worker.execute(done::countDown);
        Await.latch("every task ran", done);

        assertEquals(IntStream.range(0, 100).boxed().collect(Collectors.toList()), order);
        Thread thread = threads.get(0);
        assertTrue(threads.stream().allMatch(t -> t == thread));
        assertNotSame(Thread.currentThread(), thread);
        assertThat(thread.getName(), startsWith("onos-janus-events-"));
    }

    @Test
    public void stopLetsQueuedTasksFinishAndWaitsForThem() {
        worker = EventWorker.ownThread("events");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch gate = new CountDownLatch(1);
        List<String> ran = Collections.synchronizedList(new ArrayList<>());
        worker.execute(() -> {
            started.countDown();
            try {
                gate.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            ran.add("first");
        });
        worker.execute(() -> ran.add("queued"));
        Await.latch("the first task runs", started);
        gate.countDown();

        assertTrue(worker.stop(TimeUnit.SECONDS.toMillis(Await.BOUND_SECONDS)));
        assertThat("both finished before stop returned", ran, contains("first", "queued"));
        worker.execute(() -> ran.add("late"));
        assertEquals(2, ran.size());
    }

    @Test
    public void stopGivesUpAfterItsBoundAndInterruptsTheStuckTask() {
        worker = EventWorker.ownThread("events");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch interrupted = new CountDownLatch(1);
        worker.execute(() -> {
            started.countDown();
            try {
                new CountDownLatch(1).await();     // never released
            } catch (InterruptedException e) {
                interrupted.countDown();
            }
        });
        Await.latch("the task runs", started);

        assertFalse("a task that never ends cannot finish within the bound", worker.stop(1));
        Await.latch("the stuck task is interrupted", interrupted);
        worker = null;
    }
}

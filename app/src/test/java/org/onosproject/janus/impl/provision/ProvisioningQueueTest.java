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
package org.onosproject.janus.impl.provision;

import org.onosproject.janus.impl.stats.JanusCounters;
import com.google.common.util.concurrent.MoreExecutors;
import org.junit.Test;
import org.onosproject.TestApplicationId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.intent.Key;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Executor;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.hasEntry;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * The bounded hand-off from packet threads to provisioning: what waits, what is folded, what is dropped.
 */
public class ProvisioningQueueTest {

    private static final ApplicationId APP = new TestApplicationId("janus");

    private final JanusCounters counters = new JanusCounters();
    private final HeldExecutor held = new HeldExecutor();
    private final List<String> ran = new ArrayList<>();

    /** Keeps the drain until the test releases it, as a busy provisioning thread would. */
    private static final class HeldExecutor implements Executor {
        private final Deque<Runnable> tasks = new ArrayDeque<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        void runAll() {
            while (!tasks.isEmpty()) {
                tasks.poll().run();
            }
        }
    }

    private static Key key(String name) {
        return Key.of(name, APP);
    }

    private Runnable work(String name) {
        return () -> ran.add(name);
    }

    @Test
    public void flowsBeyondTheCapacityAreDroppedAndCounted() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 2, held, counters);
        assertTrue(queue.offer(key("a"), work("a")));
        assertTrue(queue.offer(key("b"), work("b")));
        assertFalse(queue.offer(key("c"), work("c")));
        JanusStatistics stats = counters.snapshot();
        assertEquals(1, stats.count(Statistic.QUEUE_DROPS));
        assertEquals(2, stats.count(Statistic.QUEUE_DEPTH));
        assertEquals(2, stats.count(Statistic.QUEUE_PEAK_DEPTH));
    }

    @Test
    public void waitingFlowsRunInArrivalOrderOnTheExecutor() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 10, held, counters);
        queue.offer(key("a"), work("a"));
        queue.offer(key("b"), work("b"));
        assertTrue("nothing runs on the packet thread", ran.isEmpty());
        held.runAll();
        assertThat(ran, contains("a", "b"));
        assertEquals(0, counters.snapshot().count(Statistic.QUEUE_DEPTH));
    }

    @Test
    public void aSecondPacketInOfAWaitingFlowIsFoldedIntoIt() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 10, held, counters);
        queue.offer(key("a"), work("a"));
        assertTrue(queue.offer(key("a"), work("a again")));
        held.runAll();
        assertThat(ran, contains("a"));
        assertEquals(1, counters.snapshot().count(Statistic.QUEUE_COALESCED));
        assertEquals(1, counters.snapshot().count(Statistic.QUEUE_PEAK_DEPTH));
    }

    @Test
    public void spaceFreedByTheDrainIsUsableAgain() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 1, held, counters);
        queue.offer(key("a"), work("a"));
        held.runAll();
        assertTrue(queue.offer(key("b"), work("b")));
        held.runAll();
        assertThat(ran, contains("a", "b"));
        assertEquals(0, counters.snapshot().count(Statistic.QUEUE_DROPS));
    }

    @Test
    public void aDirectExecutorProvisionsOnTheOfferingThread() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 1, MoreExecutors.directExecutor(), counters);
        for (int i = 0; i < 5; i++) {
            assertTrue(queue.offer(key("f" + i), work("f" + i)));
        }
        assertThat(ran.size(), is(5));
        assertEquals(0, counters.snapshot().count(Statistic.QUEUE_DROPS));
    }

    @Test
    public void workThatThrowsIsCountedAndTheDrainGoesOn() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 10, held, counters);
        queue.offer(key("bad"), () -> {
            throw new IllegalStateException("boom");
        });
        queue.offer(key("good"), work("good"));
        held.runAll();
        assertThat(ran, contains("good"));
        assertThat(counters.snapshot().counts(Statistic.IGNORED_PACKETS), hasEntry("internalError", 1L));
    }

    @Test
    public void stoppedQueueDropsWhatWaitsAndRefusesMore() {
        ProvisioningQueue queue = new ProvisioningQueue(() -> 10, held, counters);
        queue.offer(key("a"), work("a"));
        queue.stop();
        assertFalse(queue.offer(key("b"), work("b")));
        held.runAll();
        assertTrue(ran.isEmpty());
        assertEquals(0, counters.snapshot().count(Statistic.QUEUE_DEPTH));
    }

    @Test
    public void capacityFollowsTheConfiguration() {
        int[] capacity = {1};
        ProvisioningQueue queue = new ProvisioningQueue(() -> capacity[0], held, counters);
        queue.offer(key("a"), work("a"));
        assertFalse(queue.offer(key("b"), work("b")));
        capacity[0] = 2;
        assertTrue(queue.offer(key("b"), work("b")));
    }
}

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

import java.util.PriorityQueue;

/**
 * Virtual time for tests: nothing runs until {@link #advance(long)} moves the clock, then every task
 * due by the new time runs in time order, on the calling thread. Not thread-safe.
 */
public final class ManualScheduler implements Scheduler {

    private final PriorityQueue<Entry> queue = new PriorityQueue<>();
    private long now;
    private long sequence;

    public ManualScheduler(long startMillis) {
        this.now = startMillis;
    }

    public ManualScheduler() {
        this(0);
    }

    @Override
    public long nowMillis() {
        return now;
    }

    @Override
    public Task schedule(Runnable task, long delayMillis) {
        return add(task, now + Math.max(0, delayMillis), 0);
    }

    @Override
    public Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        if (periodMillis <= 0) {
            throw new IllegalArgumentException("period must be > 0: " + periodMillis);
        }
        return add(task, now + Math.max(0, initialDelayMillis), periodMillis);
    }

    /** Moves the clock forward by {@code millis}, running every task that falls due, in order. */
    public void advance(long millis) {
        long target = now + millis;
        while (!queue.isEmpty() && queue.peek().due <= target) {
            Entry next = queue.poll();
            if (next.cancelled) {
                continue;
            }
            now = next.due;
            next.task.run();
            if (next.period > 0 && !next.cancelled) {
                next.due += next.period;
                next.order = sequence++;
                queue.add(next);
            }
        }
        now = target;
    }

    /** Tasks that are scheduled and not cancelled. */
    public int pendingTasks() {
        return (int) queue.stream().filter(e -> !e.cancelled).count();
    }

    private Task add(Runnable task, long due, long period) {
        Entry entry = new Entry(task, due, period, sequence++);
        queue.add(entry);
        return () -> entry.cancelled = true;
    }

    private static final class Entry implements Comparable<Entry> {
        private final Runnable task;
        private final long period;
        private long due;
        private long order;
        private boolean cancelled;

        private Entry(Runnable task, long due, long period, long order) {
            this.task = task;
            this.due = due;
            this.period = period;
            this.order = order;
        }

        @Override
        public int compareTo(Entry other) {
            int byTime = Long.compare(due, other.due);
            return byTime != 0 ? byTime : Long.compare(order, other.order);
        }
    }
}

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

import java.util.PriorityQueue;
import java.util.SplittableRandom;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A deterministic discrete-event engine on virtual time (nanoseconds). Events run in order of time,
 * then of scheduling; virtual time moves only between events, and only after the control plane is
 * quiescent. Randomness comes from the seeded generator handed out by {@link #random()}.
 * <p>
 * Scheduling is thread-safe (ONOS's own threads may set Janus timers while the engine waits for
 * quiescence); events run on the thread that calls {@code run*}.
 */
public final class EventEngine {

    /** Nanoseconds per millisecond. */
    public static final long MILLIS = 1_000_000L;

    private final PriorityQueue<Event> queue = new PriorityQueue<>();
    private final QuiescenceBarrier barrier;
    private final SplittableRandom random;
    private long now;
    private long sequence;

    public EventEngine(long seed, QuiescenceBarrier barrier) {
        this.barrier = checkNotNull(barrier, "barrier");
        this.random = new SplittableRandom(seed);
    }

    /** Current virtual time in nanoseconds. */
    public synchronized long nowNanos() {
        return now;
    }

    public long nowMillis() {
        return nowNanos() / MILLIS;
    }

    /** The run's random generator; split it for independent streams. */
    public SplittableRandom random() {
        return random;
    }

    /** Runs {@code action} after {@code delayNanos} (>= 0) of virtual time. */
    public synchronized Handle schedule(long delayNanos, Runnable action) {
        checkArgument(delayNanos >= 0, "delay must be >= 0: %s", delayNanos);
        checkNotNull(action, "action");
        Event event = new Event(now + delayNanos, sequence++, action);
        queue.add(event);
        return event;
    }

    public Handle scheduleMillis(long delayMillis, Runnable action) {
        checkArgument(delayMillis >= 0, "delay must be >= 0: %s", delayMillis);
        return schedule(Math.multiplyExact(delayMillis, MILLIS), action);
    }

    /** Runs events until none is left. Returns the number run. */
    public long runUntilIdle() {
        return runUntil(Long.MAX_VALUE);
    }

    /**
     * Runs every event due at or before {@code timeNanos}; then, if the queue still holds later events,
     * leaves virtual time at {@code timeNanos}. Returns the number of events run.
     */
    public long runUntil(long timeNanos) {
        long ran = 0;
        while (runNext(timeNanos)) {
            ran++;
        }
        return ran;
    }

    /** Runs the single next event, if any; true if one ran. */
    public boolean step() {
        return runNext(Long.MAX_VALUE);
    }

    /** Runs the next event due by {@code timeNanos}; if there is none, moves time there and says false. */
    private boolean runNext(long timeNanos) {
        barrier.awaitQuiescent();
        Event next;
        synchronized (this) {
            next = pollDue(timeNanos);
            if (next == null) {
                if (timeNanos != Long.MAX_VALUE && timeNanos > now) {
                    now = timeNanos;
                }
                return false;
            }
            now = next.time;
        }
        next.action.run();
        return true;
    }

    /** Events waiting to run (cancelled ones excluded). */
    public synchronized int pending() {
        return (int) queue.stream().filter(e -> !e.cancelled).count();
    }

    private Event pollDue(long timeNanos) {
        while (!queue.isEmpty()) {
            Event head = queue.peek();
            if (head.cancelled) {
                queue.poll();
                continue;
            }
            if (head.time > timeNanos) {
                return null;
            }
            return queue.poll();
        }
        return null;
    }

    /** A scheduled event. */
    public interface Handle {
        /** Keeps the event from running; harmless if it ran already. */
        void cancel();
    }

    private final class Event implements Comparable<Event>, Handle {
        private final long time;
        private final long seq;
        private final Runnable action;
        private volatile boolean cancelled;

        private Event(long time, long seq, Runnable action) {
            this.time = time;
            this.seq = seq;
            this.action = action;
        }

        @Override
        public int compareTo(Event o) {
            int byTime = Long.compare(time, o.time);
            return byTime != 0 ? byTime : Long.compare(seq, o.seq);
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }
}

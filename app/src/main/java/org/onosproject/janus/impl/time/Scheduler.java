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

/**
 * Where Janus gets the time and runs its timers. In ONOS it is the wall clock and a thread pool
 * ({@link ExecutorScheduler}); in tests and in the lab it is virtual time, so idle timeouts of
 * minutes run in microseconds and runs are reproducible.
 */
public interface Scheduler {

    /** Current time in milliseconds (epoch for the wall clock, virtual otherwise). */
    long nowMillis();

    /**
     * A reading in nanoseconds for measuring intervals only (its origin is arbitrary): the system's monotonic
     * clock in ONOS, virtual time otherwise. By default {@link #nowMillis()} in nanoseconds.
     */
    default long nowNanos() {
        return nowMillis() * 1_000_000L;
    }

    /** Runs {@code task} once after {@code delayMillis}. */
    Task schedule(Runnable task, long delayMillis);

    /** Runs {@code task} every {@code periodMillis}, first after {@code initialDelayMillis}. */
    Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis);

    /** A scheduled task. */
    interface Task {
        /** Stops the task from running again; harmless if it already ran or was cancelled. */
        void cancel();
    }
}

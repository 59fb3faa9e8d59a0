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

import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.janus.impl.time.Scheduler;

/**
 * A node's virtual clock that, like Janus's own timer thread, survives a task that throws: on a node
 * cut off from its store every poll times out, and the next one must still run.
 */
final class GuardedScheduler implements Scheduler {

    private final ManualScheduler clock;
    private long failures;

    GuardedScheduler(long startMillis) {
        this.clock = new ManualScheduler(startMillis);
    }

    @Override
    public long nowMillis() {
        return clock.nowMillis();
    }

    @Override
    public Task schedule(Runnable task, long delayMillis) {
        return clock.schedule(guarded(task), delayMillis);
    }

    @Override
    public Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        return clock.scheduleAtFixedRate(guarded(task), initialDelayMillis, periodMillis);
    }

    /** Moves the clock on, running what falls due, on the calling thread. */
    void advance(long millis) {
        clock.advance(millis);
    }

    /** Tasks that threw so far. */
    synchronized long failures() {
        return failures;
    }

    private Runnable guarded(Runnable task) {
        return () -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                synchronized (this) {
                    failures++;
                }
            }
        };
    }
}

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

import org.onosproject.janus.impl.time.Scheduler;
import org.slf4j.Logger;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Janus's {@link Scheduler} on the lab's virtual clock: timers become events of the {@link EventEngine}.
 * A task that throws is logged and, if periodic, keeps running, as with the production scheduler.
 */
public final class VirtualScheduler implements Scheduler {

    private static final Logger log = getLogger(VirtualScheduler.class);

    private final EventEngine engine;
    private final Runnable beforeEachTask;

    public VirtualScheduler(EventEngine engine) {
        this(engine, () -> { });
    }

    /**
     * @param beforeEachTask runs before every task (the lab uses it to note that the control plane may
     *                       have work to do, so the engine waits for quiescence after the task)
     */
    public VirtualScheduler(EventEngine engine, Runnable beforeEachTask) {
        this.engine = checkNotNull(engine, "engine");
        this.beforeEachTask = checkNotNull(beforeEachTask, "beforeEachTask");
    }

    @Override
    public long nowMillis() {
        return engine.nowMillis();
    }

    @Override
    public long nowNanos() {
        return engine.nowNanos();
    }

    @Override
    public Task schedule(Runnable task, long delayMillis) {
        checkNotNull(task, "task");
        EventEngine.Handle handle = engine.scheduleMillis(Math.max(0, delayMillis), guarded(task));
        return handle::cancel;
    }

    @Override
    public Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        checkNotNull(task, "task");
        checkArgument(periodMillis > 0, "period must be > 0: %s", periodMillis);
        Periodic periodic = new Periodic(guarded(task), periodMillis);
        periodic.next = engine.scheduleMillis(Math.max(0, initialDelayMillis), periodic::fire);
        return periodic::cancel;
    }

    private Runnable guarded(Runnable task) {
        return () -> {
            beforeEachTask.run();
            try {
                task.run();
            } catch (RuntimeException e) {
                log.warn("Scheduled task failed", e);
            }
        };
    }

    private final class Periodic {
        private final Runnable task;
        private final long periodMillis;
        private EventEngine.Handle next;
        private boolean cancelled;

        private Periodic(Runnable task, long periodMillis) {
            this.task = task;
            this.periodMillis = periodMillis;
        }

        private synchronized void fire() {
            if (cancelled) {
                return;
            }
            // Fixed rate: the next run is due one period after this one was due, not after it ended.
            next = engine.scheduleMillis(periodMillis, this::fire);
            task.run();
        }

        private synchronized void cancel() {
            cancelled = true;
            if (next != null) {
                next.cancel();
            }
        }
    }
}

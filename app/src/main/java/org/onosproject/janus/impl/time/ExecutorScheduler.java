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

import org.slf4j.Logger;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import static org.onlab.util.Tools.groupedThreads;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * The production scheduler: the system clock and one daemon thread. A task that throws is logged and,
 * if periodic, keeps running (a plain ScheduledExecutorService would silently stop it).
 */
public final class ExecutorScheduler implements Scheduler {

    private static final Logger log = getLogger(ExecutorScheduler.class);

    private final ScheduledExecutorService executor;

    public ExecutorScheduler(String threadGroup) {
        this.executor = Executors.newSingleThreadScheduledExecutor(
                groupedThreads("onos/janus", threadGroup + "-%d", log));
    }

    @Override
    public long nowMillis() {
        return System.currentTimeMillis();
    }

    @Override
    public long nowNanos() {
        return System.nanoTime();
    }

    @Override
    public Task schedule(Runnable task, long delayMillis) {
        ScheduledFuture<?> future = executor.schedule(guarded(task, log, "Janus task failed"), delayMillis,
                                                      TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        ScheduledFuture<?> future = executor.scheduleAtFixedRate(
                guarded(task, log, "Janus task failed"), initialDelayMillis, periodMillis, TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    /**
     * Stops the thread: pending tasks are dropped, a running one is interrupted, and the thread is
     * waited for at most {@code timeoutMillis}.
     *
     * @return true if the thread stopped in time
     */
    public boolean shutdown(long timeoutMillis) {
        executor.shutdownNow();
        return awaitTermination(executor, timeoutMillis, log, "Janus timer thread");
    }

    /**
     * Waits at most {@code timeoutMillis} for {@code executor}, already shut down, to finish; then interrupts
     * whatever still runs.
     *
     * @param what names the executor in the warning logged on {@code log} when it did not finish in time
     * @return true if it finished in time
     */
    public static boolean awaitTermination(ExecutorService executor, long timeoutMillis, Logger log, String what) {
        try {
            if (executor.awaitTermination(timeoutMillis, TimeUnit.MILLISECONDS)) {
                return true;
            }
            log.warn("{} did not finish within {} ms; interrupting it", what, timeoutMillis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        executor.shutdownNow();
        return false;
    }

    /**
     * {@code task}, made to log a RuntimeException it throws as {@code failure} on {@code log} instead of
     * throwing it: a periodic task so keeps running, a worker thread keeps serving.
     */
    public static Runnable guarded(Runnable task, Logger log, String failure) {
        return () -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                log.warn(failure, e);
            }
        };
    }
}

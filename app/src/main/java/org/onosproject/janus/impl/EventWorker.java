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

import org.slf4j.Logger;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

import static com.google.common.base.Preconditions.checkNotNull;
import static org.onosproject.janus.impl.time.ExecutorScheduler.awaitTermination;
import static org.onosproject.janus.impl.time.ExecutorScheduler.guarded;
import static org.onlab.util.Tools.groupedThreads;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Where Janus does the work that ONOS's events call for: link losses (re-selecting and resubmitting
 * every affected flow) and the intent events of its flows (idle clocks, withdrawals, purges, reroute
 * completions). Janus's listeners only record an event and hand its work here, so ONOS's event
 * dispatch threads never wait for a strategy, the shared flow map or the intent service.
 * <p>
 * In ONOS it is one thread of Janus's own: event work runs one task at a time in the order the events
 * arrived, so one link event is handled completely (every affected flow re-selected) before the next,
 * and no two handlers ever run at once for the same flow key. One thread, not one per key, because
 * the flows one link event moves are placed one after the other, each seeing the charges of the ones
 * before it (as the provisioning thread places new flows).
 * <p>
 * On virtual time (tests and the lab, which inject a scheduler) the work runs on the delivering thread
 * ({@link #direct()}): the virtual clock must not move while an event is being handled, and runs stay
 * reproducible.
 * <p>
 * A task that throws is logged; later tasks still run. Tasks handed over after {@link #stop} are dropped.
 * {@code Running} gives other work that must run one task at a time off ONOS's threads (provisioning, the
 * settling of flow records) a worker of its own too.
 */
public final class EventWorker implements Executor {

    private static final Logger log = getLogger(EventWorker.class);

    private final ExecutorService executor;
    private volatile boolean stopped;

    private EventWorker(ExecutorService executor) {
        this.executor = executor;
    }

    /** Runs each task on the thread that hands it over (virtual time). */
    public static EventWorker direct() {
        return new EventWorker(null);
    }

    /** Runs tasks one at a time, in order, on a thread of Janus's own named {@code onos-janus-<name>-0}. */
    static EventWorker ownThread(String name) {
        checkNotNull(name, "name");
        return new EventWorker(new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
                                                      groupedThreads("onos/janus", name + "-%d", log)));
    }

    @Override
    public void execute(Runnable task) {
        checkNotNull(task, "task");
        if (stopped) {
            log.debug("Janus is stopping; event work dropped");
            return;
        }
        Runnable guarded = guarded(task, log, "Janus event handling failed");
        if (executor == null) {
            guarded.run();
            return;
        }
        try {
            executor.execute(guarded);
        } catch (RejectedExecutionException e) {
            // Stopped between the check and the hand-over: nothing is handled any more.
            log.debug("Janus is stopping; event work dropped");
        }
    }

    /**
     * Accepts no more tasks, lets those already handed over finish, and waits for them at most
     * {@code timeoutMillis}; then interrupts whatever still runs.
     *
     * @return true if every task finished in time
     */
    boolean stop(long timeoutMillis) {
        stopped = true;
        if (executor == null) {
            return true;
        }
        executor.shutdown();
        return awaitTermination(executor, timeoutMillis, log, "Janus event work");
    }
}

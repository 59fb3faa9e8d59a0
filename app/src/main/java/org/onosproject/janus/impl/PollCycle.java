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

import org.onosproject.janus.impl.lifecycle.FlowReaper;
import org.onosproject.janus.impl.move.Rebalancer;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.time.Scheduler;
import org.slf4j.Logger;

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static org.onosproject.janus.impl.time.ExecutorScheduler.guarded;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Janus's one periodic task at {@code statsPollInterval}: runs its steps one after the other, in the order
 * given (in {@link JanusManager}: the {@link FlowReaper}'s poll, then the {@link Rebalancer}'s round, which
 * so sees the flows the reaper just ended as ending, and the activity the reaper just read; then the expiry of
 * declared jobs whose time to live is up). A step that
 * throws is logged and the next ones still run.
 */
final class PollCycle {

    private static final Logger log = getLogger(PollCycle.class);

    private final Scheduler scheduler;
    private final List<Runnable> steps;
    private Scheduler.Task task;

    PollCycle(Scheduler scheduler, List<Runnable> steps) {
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.steps = steps.stream().map(step -> guarded(step, log, "A step of Janus's poll cycle failed"))
                .collect(ImmutableList.toImmutableList());
    }

    /** (Re)starts the cycle: the first run {@code periodMillis} from now, then every {@code periodMillis}. */
    synchronized void start(long periodMillis) {
        checkArgument(periodMillis > 0, "period must be > 0: %s", periodMillis);
        stop();
        task = scheduler.scheduleAtFixedRate(this::runOnce, periodMillis, periodMillis);
    }

    synchronized void stop() {
        if (task != null) {
            task.cancel();
            task = null;
        }
    }

    /** Runs every step once, in order. */
    void runOnce() {
        steps.forEach(Runnable::run);
    }
}

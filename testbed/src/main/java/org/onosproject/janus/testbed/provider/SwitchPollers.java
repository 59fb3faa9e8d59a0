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
package org.onosproject.janus.testbed.provider;

import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.openflow.controller.Dpid;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * One periodic task per connected switch (e.g. a statistics request), started when the switch
 * connects, stopped when it goes away or the provider stops.
 */
final class SwitchPollers {

    private final Scheduler scheduler;
    private final long periodMillis;
    private final Consumer<Dpid> poll;
    private final Map<Dpid, Scheduler.Task> tasks = new HashMap<>();

    SwitchPollers(Scheduler scheduler, long periodMillis, Consumer<Dpid> poll) {
        checkArgument(periodMillis > 0, "poll period must be > 0 ms, got %s", periodMillis);
        this.scheduler = scheduler;
        this.periodMillis = periodMillis;
        this.poll = poll;
    }

    /** Polls {@code dpid} every period from now on, first after one period (replacing an older poller). */
    synchronized void start(Dpid dpid) {
        stop(dpid);
        tasks.put(dpid, scheduler.scheduleAtFixedRate(() -> poll.accept(dpid), periodMillis, periodMillis));
    }

    synchronized void stop(Dpid dpid) {
        Scheduler.Task task = tasks.remove(dpid);
        if (task != null) {
            task.cancel();
        }
    }

    synchronized void stopAll() {
        tasks.values().forEach(Scheduler.Task::cancel);
        tasks.clear();
    }
}

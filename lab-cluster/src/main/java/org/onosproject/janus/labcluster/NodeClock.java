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
package org.onosproject.janus.labcluster;

import org.onosproject.janus.impl.time.Scheduler;

/**
 * One node's timers on the run's shared virtual clock, until the node dies: from then on its tasks,
 * periodic ones included, do nothing, as a killed process runs no timers.
 */
final class NodeClock implements Scheduler {

    private final Scheduler shared;
    private volatile boolean dead;

    NodeClock(Scheduler shared) {
        this.shared = shared;
    }

    void die() {
        dead = true;
    }

    @Override
    public long nowMillis() {
        return shared.nowMillis();
    }

    @Override
    public Task schedule(Runnable task, long delayMillis) {
        return shared.schedule(unlessDead(task), delayMillis);
    }

    @Override
    public Task scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        return shared.scheduleAtFixedRate(unlessDead(task), initialDelayMillis, periodMillis);
    }

    private Runnable unlessDead(Runnable task) {
        return () -> {
            if (!dead) {
                task.run();
            }
        };
    }
}

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
package org.onosproject.janus.embedded;

import org.onlab.util.Tools;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A fixed-size executor that knows how many of its tasks are queued or running. Put in place of
 * an ONOS component's private executor so the embedded core can tell when that component is idle.
 */
final class TrackedExecutor extends ThreadPoolExecutor {

    private static final Logger log = LoggerFactory.getLogger(TrackedExecutor.class);

    private final AtomicLong unfinished = new AtomicLong();
    private final ActivitySignal activity;

    TrackedExecutor(String name, int threads, ActivitySignal activity) {
        super(threads, threads, 0L, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(),
              Tools.groupedThreads("janus/embedded", name + "-%d", log));
        this.activity = activity;
    }

    @Override
    public void execute(Runnable task) {
        unfinished.incrementAndGet();
        activity.bump();
        try {
            super.execute(() -> {
                try {
                    task.run();
                } finally {
                    unfinished.decrementAndGet();
                    activity.bump();
                }
            });
        } catch (RuntimeException e) {
            unfinished.decrementAndGet();
            activity.bump();
            throw e;
        }
    }

    boolean isIdle() {
        return unfinished.get() == 0;
    }
}

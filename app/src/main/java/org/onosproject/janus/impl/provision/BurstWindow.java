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
package org.onosproject.janus.impl.provision;

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.slf4j.Logger;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.function.Consumer;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;
import static org.slf4j.LoggerFactory.getLogger;

/**
 * Gathers the new flows provisioned within a short window into one burst: the first flow of a burst opens
 * it, and {@code windowMillis} later (on the injectable scheduler) the keys of every flow provisioned
 * meanwhile are handed over together, in arrival order, to be re-placed jointly on the provisioning
 * executor. No flow waits for the window: each is provisioned as it arrives, and only joins. Thread-safe.
 */
public final class BurstWindow {

    private static final Logger log = getLogger(BurstWindow.class);

    private final Scheduler scheduler;
    private final Executor executor;
    private final Consumer<List<Key>> replace;
    private final Set<Key> burst = new LinkedHashSet<>();
    private Scheduler.Task closing;
    private volatile boolean stopped;

    /**
     * @param scheduler where the window's time passes
     * @param executor  where a burst is re-placed (provisioning's own executor)
     * @param replace   re-places a burst's flows together
     */
    public BurstWindow(Scheduler scheduler, Executor executor, Consumer<List<Key>> replace) {
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.executor = checkNotNull(executor, "executor");
        this.replace = checkNotNull(replace, "replace");
    }

    /** Adds the flow {@code key} to the open burst, opening one that closes in {@code windowMillis} if none is. */
    synchronized void join(Key key, long windowMillis) {
        checkArgument(windowMillis > 0, "window must be > 0: %s", windowMillis);
        if (stopped) {
            return;
        }
        burst.add(checkNotNull(key, "key"));
        if (closing == null) {
            closing = scheduler.schedule(this::close, windowMillis);
        }
    }

    /** Drops the open burst and takes no more; a burst handed over but not yet re-placed is dropped too. */
    public synchronized void stop() {
        stopped = true;
        burst.clear();
        if (closing != null) {
            closing.cancel();
            closing = null;
        }
    }

    private void close() {
        List<Key> keys;
        synchronized (this) {
            closing = null;
            if (stopped || burst.isEmpty()) {
                return;
            }
            keys = ImmutableList.copyOf(burst);
            burst.clear();
        }
        try {
            // Janus may stop between the hand-over and the re-placement: nothing may be moved then.
            executor.execute(() -> {
                if (!stopped) {
                    replace.accept(keys);
                }
            });
        } catch (RejectedExecutionException e) {
            log.warn("Janus provisioning executor refused a burst; {} flows stay where they were placed", keys.size());
        }
    }
}

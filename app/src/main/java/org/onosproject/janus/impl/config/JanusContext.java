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
package org.onosproject.janus.impl.config;

import org.onosproject.janus.impl.stats.JanusCounters;
import com.google.common.base.Ticker;
import org.onosproject.janus.impl.time.Scheduler;

import java.util.concurrent.Executor;
import java.util.function.Supplier;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What every part of one Janus activation shares: the configuration in force, the statistics, virtual or
 * wall-clock time, the real-time ticker that measures latencies, and the event executor where the work of
 * Janus's listeners runs.
 */
public final class JanusContext {

    private final Supplier<JanusConfig> config;
    private final JanusCounters counters;
    private final Scheduler scheduler;
    private final Ticker ticker;
    private final Executor events;

    /** @param config the configuration in force, read at each use (it changes at run time) */
    public JanusContext(Supplier<JanusConfig> config, JanusCounters counters, Scheduler scheduler, Ticker ticker,
                 Executor events) {
        this.config = checkNotNull(config, "config");
        this.counters = checkNotNull(counters, "counters");
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.ticker = checkNotNull(ticker, "ticker");
        this.events = checkNotNull(events, "events");
    }

    /** The configuration in force now. */
    public JanusConfig config() {
        return config.get();
    }

    public Supplier<JanusConfig> configSupplier() {
        return config;
    }

    public JanusCounters counters() {
        return counters;
    }

    public Scheduler scheduler() {
        return scheduler;
    }

    public Ticker ticker() {
        return ticker;
    }

    public Executor events() {
        return events;
    }
}

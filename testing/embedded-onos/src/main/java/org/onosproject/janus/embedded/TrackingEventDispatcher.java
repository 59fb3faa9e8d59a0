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

import org.onosproject.event.Event;
import org.onosproject.event.EventSink;
import org.onosproject.event.impl.CoreEventDispatcher;

import java.util.concurrent.atomic.AtomicLong;

/**
 * ONOS's real event dispatcher, counting the events posted but not yet handed to their sink, so
 * that the embedded core can tell when every listener has seen every event.
 */
final class TrackingEventDispatcher extends CoreEventDispatcher {

    private final AtomicLong undelivered = new AtomicLong();
    private final ActivitySignal activity;

    TrackingEventDispatcher(ActivitySignal activity) {
        this.activity = activity;
    }

    @Override
    public void post(Event event) {
        // Events without a sink are dropped by the dispatch loop; do not wait for them.
        boolean counted = getSink(event.getClass()) != null;
        if (counted) {
            undelivered.incrementAndGet();
            activity.bump();
        }
        try {
            super.post(event);
        } catch (RuntimeException e) {
            if (counted) {
                undelivered.decrementAndGet();
                activity.bump();
            }
            throw e;
        }
    }

    @Override
    public <E extends Event> void addSink(Class<E> eventClass, EventSink<E> sink) {
        super.addSink(eventClass, new EventSink<E>() {
            @Override
            public void process(E event) {
                try {
                    sink.process(event);
                } finally {
                    undelivered.decrementAndGet();
                    activity.bump();
                }
            }

            @Override
            public void onProcessLimit() {
                sink.onProcessLimit();
            }
        });
    }

    /**
     * Stops the dispatch loops and also ends their threads: ONOS stops each loop but never shuts
     * down the executor it ran on (in Karaf the component lives as long as the JVM), which would
     * leave three idle threads behind for every embedded core a test JVM starts.
     */
    @Override
    public void deactivate() {
        super.deactivate();
        for (Object loop : (java.util.Collection<?>) Wiring.read(this, "dispatchers")) {
            ((java.util.concurrent.ExecutorService) Wiring.read(loop, "executor")).shutdownNow();
        }
    }

    /** True when every counted event has been processed by its sink. */
    boolean isIdle() {
        return undelivered.get() == 0;
    }
}

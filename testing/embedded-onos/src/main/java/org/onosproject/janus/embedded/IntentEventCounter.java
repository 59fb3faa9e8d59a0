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

import org.onosproject.net.intent.IntentEvent;
import org.onosproject.net.intent.IntentListener;
import org.onosproject.net.intent.IntentService;

import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Counts intent events by type as they are delivered, and lets a caller wait for a count to be
 * reached (woken by the listener, not by polling).
 */
public final class IntentEventCounter implements IntentListener {

    private final IntentService intentService;
    private final Map<IntentEvent.Type, Long> counts = new EnumMap<>(IntentEvent.Type.class);

    private IntentEventCounter(IntentService intentService) {
        this.intentService = intentService;
    }

    /** Starts counting the events of {@code intentService}. */
    public static IntentEventCounter attach(IntentService intentService) {
        IntentEventCounter counter = new IntentEventCounter(checkNotNull(intentService));
        intentService.addListener(counter);
        return counter;
    }

    /** Stops counting. */
    public void detach() {
        intentService.removeListener(this);
    }

    @Override
    public synchronized void event(IntentEvent event) {
        counts.merge(event.type(), 1L, Long::sum);
        notifyAll();
    }

    /** Events of {@code type} seen so far. */
    public synchronized long count(IntentEvent.Type type) {
        return counts.getOrDefault(type, 0L);
    }

    /**
     * Waits until at least {@code atLeast} events of {@code type} have been seen.
     *
     * @throws IllegalStateException if that does not happen within {@code timeoutMillis}
     */
    public synchronized void await(IntentEvent.Type type, long atLeast, long timeoutMillis) {
        checkArgument(timeoutMillis > 0, "timeout must be > 0: %s", timeoutMillis);
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (count(type) < atLeast) {
            long leftNanos = deadline - System.nanoTime();
            if (leftNanos <= 0) {
                throw new IllegalStateException("saw " + count(type) + " " + type + " intent events, wanted "
                                                        + atLeast + " within " + timeoutMillis + " ms");
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, leftNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted waiting for " + type + " intent events", e);
            }
        }
    }
}

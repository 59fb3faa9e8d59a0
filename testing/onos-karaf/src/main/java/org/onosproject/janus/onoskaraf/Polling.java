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
package org.onosproject.janus.onoskaraf;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * Polls until a condition holds: ONOS applies application, configuration and topology changes
 * asynchronously, so the tests and launchers wait for what they expect instead of sleeping a guess.
 */
public final class Polling {

    private static final long INTERVAL_MILLIS = 500;

    private Polling() {
    }

    /**
     * Whether {@code done} held within {@code bound}, asked every half second.
     *
     * @param bound how long to poll
     * @param done the condition
     * @return true as soon as it holds, false when the bound passed first or the thread was interrupted
     */
    public static boolean until(Duration bound, BooleanSupplier done) {
        return poll(bound, done::getAsBoolean, Boolean::booleanValue);
    }

    /**
     * Whether {@code done} held within so many seconds, asked every half second.
     *
     * @param seconds how long to poll
     * @param done the condition
     * @return true as soon as it holds, false when the time passed first or the thread was interrupted
     */
    public static boolean withinSeconds(long seconds, BooleanSupplier done) {
        return until(Duration.ofSeconds(seconds), done);
    }

    /**
     * The first value that satisfies {@code done}, or the last one seen when the bound passes.
     *
     * @param bound how long to poll
     * @param value what to read
     * @param done when to stop
     * @param <T> the value's type
     * @return the value (a caller that asserts on it fails with the value seen)
     */
    public static <T> T poll(Duration bound, Supplier<T> value, Predicate<T> done) {
        long deadline = System.nanoTime() + bound.toNanos();
        T last = value.get();
        while (!done.test(last) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(INTERVAL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return last;
            }
            last = value.get();
        }
        return last;
    }
}

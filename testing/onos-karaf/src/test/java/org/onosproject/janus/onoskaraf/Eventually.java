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
import java.util.function.Supplier;

/**
 * Polls until a value satisfies a condition: ONOS applies application and configuration changes
 * asynchronously (features, SCR, the configuration store).
 */
final class Eventually {

    private Eventually() {
    }

    /**
     * The first value that satisfies {@code done}, or the last one seen when the bound passes.
     *
     * @param bound how long to poll
     * @param value what to read
     * @param done when to stop
     * @param <T> the value's type
     * @return the value (the caller asserts on it, so a timeout fails with the value seen)
     */
    static <T> T poll(Duration bound, Supplier<T> value, java.util.function.Predicate<T> done) {
        long deadline = System.nanoTime() + bound.toNanos();
        T last = value.get();
        while (!done.test(last) && System.nanoTime() < deadline) {
            try {
                Thread.sleep(500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return last;
            }
            last = value.get();
        }
        return last;
    }
}

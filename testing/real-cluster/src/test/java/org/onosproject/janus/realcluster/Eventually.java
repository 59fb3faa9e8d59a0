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
package org.onosproject.janus.realcluster;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

import static org.junit.Assert.fail;

/**
 * Waiting on a real cluster, which converges in seconds, not at once: a condition polled up to a
 * generous bound, returning how long it took so that tests can print it. The bound only turns a hang
 * into a failure; tests assert on outcomes, never on tight timings.
 */
final class Eventually {

    private static final long POLL_MILLIS = 50;

    private Eventually() {
    }

    /**
     * Polls {@code condition} until it holds and returns the milliseconds that took; fails with
     * {@code what} and the last {@code state} if it does not hold within {@code boundSeconds}.
     */
    static long within(long boundSeconds, String what, BooleanSupplier condition, Supplier<String> state) {
        long began = System.nanoTime();
        long deadline = began + TimeUnit.SECONDS.toNanos(boundSeconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not within " + boundSeconds + " s: " + what + "; last seen: " + state.get());
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for: " + what, e);
            }
        }
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began);
    }
}

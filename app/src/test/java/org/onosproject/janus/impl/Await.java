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
package org.onosproject.janus.impl;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/**
 * Waiting for work on Janus's own threads in tests on real time: a condition polled, or a latch
 * awaited, up to a generous bound that only turns a hang into a failure (nothing asserts on how long
 * anything took).
 */
final class Await {

    /** How long a test waits for something that should happen at once before it fails. */
    static final long BOUND_SECONDS = 30;

    private static final long POLL_MILLIS = 10;

    private Await() {
    }

    /** Polls {@code condition} until it holds; fails with {@code what} if it does not within the bound. */
    static void until(String what, BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not within " + BOUND_SECONDS + " s: " + what);
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for: " + what, e);
            }
        }
    }

    /** Waits for {@code latch}; fails with {@code what} if it is not counted down within the bound. */
    static void latch(String what, CountDownLatch latch) {
        try {
            assertTrue("not within " + BOUND_SECONDS + " s: " + what, latch.await(BOUND_SECONDS, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted waiting for: " + what, e);
        }
    }
}

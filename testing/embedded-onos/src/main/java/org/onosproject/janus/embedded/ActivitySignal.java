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

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A counter every tracked part of the embedded core bumps when its work starts or ends, so that
 * {@link EmbeddedOnos#awaitQuiescent()} can tell that nothing moved while it looked, and sleep until
 * something does instead of polling.
 */
final class ActivitySignal {

    private final AtomicLong changes = new AtomicLong();
    private final Object monitor = new Object();
    private volatile int waiters;

    /** Records a change and wakes whoever waits for one. */
    void bump() {
        changes.incrementAndGet();
        if (waiters > 0) {
            synchronized (monitor) {
                monitor.notifyAll();
            }
        }
    }

    /** Changes so far. */
    long changes() {
        return changes.get();
    }

    /**
     * Waits until there has been a change after {@code seen} (a value of {@link #changes()}), or
     * {@code maxWaitNanos} have passed, whichever is first.
     *
     * @throws InterruptedException if the waiting thread is interrupted
     */
    void awaitChangeAfter(long seen, long maxWaitNanos) throws InterruptedException {
        synchronized (monitor) {
            waiters++;
            try {
                long deadline = System.nanoTime() + maxWaitNanos;
                long left = maxWaitNanos;
                while (changes.get() == seen && left > 0) {
                    TimeUnit.NANOSECONDS.timedWait(monitor, left);
                    left = deadline - System.nanoTime();
                }
            } finally {
                waiters--;
            }
        }
    }
}

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
package org.onosproject.janus.impl.cluster;

import org.junit.Test;
import org.onosproject.janus.impl.time.ManualScheduler;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** After a store call fails, store calls that can wait are put off for the retry interval, then tried again. */
public class StoreBackoffTest {

    private static final long RETRY_MILLIS = StoreBackoff.RETRY_AFTER_FAILURE_MILLIS;

    private final ManualScheduler clock = new ManualScheduler(1_000);
    private final StoreBackoff backoff = new StoreBackoff(clock::nowMillis);

    @Test
    public void callsAreAllowedUntilOneFails() {
        assertTrue(backoff.mayCall());
        clock.advance(RETRY_MILLIS * 3);
        assertTrue(backoff.mayCall());
    }

    @Test
    public void aFailurePutsCallsOffForTheRetryInterval() {
        backoff.failed();
        clock.advance(RETRY_MILLIS - 1);
        assertFalse(backoff.mayCall());
        clock.advance(1);
        assertTrue(backoff.mayCall());
    }

    @Test
    public void aNewFailureRestartsTheInterval() {
        backoff.failed();
        clock.advance(RETRY_MILLIS);
        backoff.failed();
        clock.advance(RETRY_MILLIS - 1);
        assertFalse(backoff.mayCall());
    }
}

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

import org.junit.Test;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class PollingTest {

    @Test
    public void untilAsksAgainUntilTheConditionHolds() {
        AtomicInteger asked = new AtomicInteger();

        assertTrue(Polling.until(Duration.ofMinutes(1), () -> asked.incrementAndGet() == 3));
        assertEquals(3, asked.get());
    }

    @Test
    public void untilIsFalseWhenTheBoundPassesFirst() {
        AtomicInteger asked = new AtomicInteger();

        assertFalse(Polling.until(Duration.ZERO, () -> asked.incrementAndGet() < 0));
        assertEquals("asked once, then the bound had passed", 1, asked.get());
    }

    @Test
    public void pollGivesTheFirstValueThatSatisfies() {
        AtomicInteger value = new AtomicInteger();

        assertEquals(2, (int) Polling.poll(Duration.ofMinutes(1), value::incrementAndGet, v -> v >= 2));
    }

    @Test
    public void pollGivesTheLastValueSeenWhenNoneSatisfies() {
        AtomicInteger value = new AtomicInteger(7);

        assertEquals(8, (int) Polling.poll(Duration.ZERO, value::incrementAndGet, v -> v > 100));
    }
}

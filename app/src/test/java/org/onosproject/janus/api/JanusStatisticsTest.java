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
package org.onosproject.janus.api;

import org.junit.Test;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * JanusStatistics: every accessor's value shows in toString, and the filled statistics used by the
 * visibility tests of the CLI and web really hold a value per accessor.
 */
public class JanusStatisticsTest {

    @Test
    public void toStringShowsEveryValue() {
        Filled filled = StatisticsCounters.filled();
        String text = filled.stats().toString();
        for (Counter c : filled.counters()) {
            assertTrue(c + " in " + text, c.shownIn(text));
        }
    }

    @Test
    public void everyAccessorIsFilled() {
        Filled filled = StatisticsCounters.filled();
        StatisticsCounters.accessors().forEach(m -> assertTrue(
                m.getName(), filled.counters().stream().anyMatch(c -> c.accessor().equals(m.getName()))));
        assertFalse(filled.stats().equals(JanusStatistics.builder().build()));
    }
}

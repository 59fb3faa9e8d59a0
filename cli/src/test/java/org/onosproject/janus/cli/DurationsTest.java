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
package org.onosproject.janus.cli;

import org.junit.Test;

import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * Durations as the CLI prints them.
 */
public class DurationsTest {

    @Test
    public void underASecondIsInMilliseconds() {
        assertThat(Durations.text(850), is("850ms"));
    }

    @Test
    public void underAMinuteIsInTenthsOfSeconds() {
        assertThat(Durations.text(12_340), is("12.3s"));
    }

    @Test
    public void underAnHourIsInMinutesAndSeconds() {
        assertThat(Durations.text(5 * 60_000 + 3_900), is("5m03s"));
    }

    @Test
    public void longerIsInHoursAndMinutes() {
        assertThat(Durations.text(2 * 3_600_000 + 5 * 60_000 + 59_000), is("2h05m"));
    }

    @Test
    public void aTimeInTheFutureCountsAsNoTimeElapsed() {
        assertThat(Durations.elapsed(1_000, 1_500), is(0L));
        assertThat(Durations.text(-20), is("0ms"));
    }
}

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
package org.onosproject.janus.lab.net;

import org.junit.Test;

import static org.hamcrest.Matchers.startsWith;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertThat;
import static org.junit.Assert.fail;

public class NetworkSettingsTest {

    @Test
    public void defaultsAreTheThesisFabricWithTenMillisecondControlDelayAndFiveSecondStatistics() {
        NetworkSettings s = NetworkSettings.builder().build();
        assertEquals(32, s.topology().hosts().size());
        assertEquals(10, s.timing().controlDelayMillis());
        assertEquals(5000, s.timing().portStatsIntervalMillis());
        assertEquals(5000, s.timing().flowStatsIntervalMillis());
        assertEquals(0, s.linkSchedule().changes().size());
    }

    @Test
    public void aNegativeControlDelayIsRejectedNamingTheField() {
        assertRejected("controlDelayMillis", () -> NetworkSettings.builder()
                .timing(Timing.DEFAULT.withControlDelayMillis(-1)));
    }

    @Test
    public void aZeroStatisticsIntervalIsRejectedNamingTheField() {
        assertRejected("portStatsIntervalMillis", () -> NetworkSettings.builder()
                .timing(Timing.DEFAULT.withPortStatsIntervalMillis(0)));
        assertRejected("flowStatsIntervalMillis", () -> NetworkSettings.builder()
                .timing(Timing.DEFAULT.withFlowStatsIntervalMillis(0)));
    }

    private static void assertRejected(String field, Runnable r) {
        try {
            r.run();
            fail("expected rejection of " + field);
        } catch (IllegalArgumentException e) {
            assertThat(e.getMessage(), startsWith(field + ":"));
        }
    }
}

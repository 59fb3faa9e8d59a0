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
        assertRejected("controlDelayMillis", () -> NetworkSettings.builder().timing(Timing.DEFAULT.withControlDelayMillis(-1)));
    }

    @Test
    public void aZeroStatisticsIntervalIsRejectedNamingTheField() {
        assertRejected("portStatsIntervalMillis", () -> NetworkSettings.builder().timing(Timing.DEFAULT.withPortStatsIntervalMillis(0)));
        assertRejected("flowStatsIntervalMillis", () -> NetworkSettings.builder().timing(Timing.DEFAULT.withFlowStatsIntervalMillis(0)));
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

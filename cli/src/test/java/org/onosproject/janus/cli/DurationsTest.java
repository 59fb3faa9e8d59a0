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

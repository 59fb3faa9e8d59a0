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

package org.onosproject.janus.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.Test;
import org.onosproject.janus.api.StatisticsCounters;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * janus-stats shows every value JanusStatistics carries (found by reflection over its accessors, so a
 * new counter is covered without touching this test), in its rows and in its JSON.
 */
public class StatsVisibilityTest {

    private final Filled filled = StatisticsCounters.filled();

    @Test
    public void rowsShowEveryValue() {
        String rows = String.join("\n", new StatsView(filled.stats()).rows());
        Set<String> missing = new TreeSet<>();
        for (Counter c : filled.counters()) {
            if (!c.shownIn(rows) || (c.isMapEntry() && !rows.contains(c.field()))) {
                missing.add(c.toString());
            }
        }
        assertThat("missing from the rows:\n" + rows, missing, is(empty()));
    }

    @Test
    public void jsonShowsEveryValue() {
        JsonNode json = new StatsView(filled.stats()).json(new ObjectMapper());
        List<Double> numbers = new ArrayList<>();
        collect(json, numbers);
        String text = json.toString();
        Set<String> missing = new TreeSet<>();
        for (Counter c : filled.counters()) {
            if (!numbers.contains(c.value().doubleValue()) || (c.isMapEntry() && !text.contains(c.field()))) {
                missing.add(c.toString());
            }
        }
        assertThat("missing from the JSON: " + text, missing, is(empty()));
    }

    private static void collect(JsonNode node, List<Double> into) {
        if (node.isNumber()) {
            into.add(node.doubleValue());
        }
        node.forEach(child -> collect(child, into));
    }
}

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

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.Test;
import org.onosproject.janus.api.StatisticsCounters;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;
import org.onosproject.janus.api.codec.JanusCodecsContext;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;

import java.util.Set;
import java.util.TreeSet;

import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertThat;

/**
 * janus-stats shows every value JanusStatistics carries (enumerated through its groups, so a new
 * statistic is covered without touching this test), in its rows and in its JSON, which is the REST
 * API's: the same codec, so every value sits where GET /onos/janus/stats puts it.
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

    /** Each value at the same place as in the REST JSON: its statistic's name, then its field or key. */
    @Test
    public void jsonShowsEveryValueWhereRestDoes() {
        JsonNode json = new StatsView(filled.stats()).json(new JanusCodecsContext());
        Set<String> missing = new TreeSet<>();
        for (Counter c : filled.counters()) {
            JsonNode node = json.path(c.name());
            if (c.field() != null) {
                node = node.path(c.field());
            }
            if (!node.isNumber() || node.doubleValue() != c.value().doubleValue()) {
                missing.add(c.toString());
            }
        }
        assertThat("missing from the JSON: " + json, missing, is(empty()));
    }

    @Test
    public void jsonIsTheRestCodecs() {
        JanusCodecsContext context = new JanusCodecsContext();
        assertThat(new StatsView(filled.stats()).json(context),
                   is(new JanusStatisticsCodec().encode(filled.stats(), context)));
    }
}

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
package org.onosproject.janus.web.gui;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.StatisticsCounters;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.web.ForwardingJanusService;
import org.onosproject.janus.web.RunningJanusAccess;
import org.onosproject.net.link.LinkService;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertNotNull;
import static org.onosproject.janus.web.gui.GuiSession.payload;
import static org.onosproject.janus.web.gui.GuiSession.statistic;

/**
 * The overlay's Janus panel shows every value JanusStatistics carries (enumerated through its groups, so
 * a new statistic is covered without touching this test): the real message handler sends each one, and
 * the overlay's own script (run by node) draws each in the row of its statistic's label, under its
 * group's title.
 */
public class JanusPanelShowsEveryStatisticTest {

    private static final Pattern ROW = Pattern.compile(
            "<td class=\"janus-key\">([^<]*)</td><td class=\"janus-val\">([^<]*)</td>");

    private final Filled filled = StatisticsCounters.filled();
    private RunningJanusAccess janus;
    private JsonNode stats;

    @Before
    public void askTheHandler() {
        janus = RunningJanusAccess.start();
        JanusStatistics serving = filled.stats();
        GuiSession gui = new GuiSession(new TestServiceDirectory()
                .add(JanusService.class, new ForwardingJanusService(janus.service()) {
                    @Override
                    public JanusStatistics statistics() {
                        return serving;
                    }
                })
                .add(LinkService.class, janus.linkService()));
        stats = payload(gui.request(JanusTopoMessageHandler.REFRESH), "janusStats");
    }

    @After
    public void stop() {
        janus.close();
    }

    @Test
    public void theHandlerSendsEveryValue() {
        Set<String> missing = new TreeSet<>();
        for (Counter c : filled.counters()) {
            JsonNode node = statistic(stats, c.name());
            if (c.field() != null) {
                node = node.path(c.field());
            }
            if (!node.isNumber() || node.doubleValue() != c.value().doubleValue()) {
                missing.add(c.toString());
            }
        }
        assertThat("missing from " + stats, missing, is(empty()));
    }

    @Test
    public void thePanelDrawsEveryValueInItsStatisticsRow() throws Exception {
        String html = drawn(stats);

        Map<String, String> rows = new HashMap<>();
        Matcher row = ROW.matcher(html);
        while (row.find()) {
            rows.put(row.group(1), row.group(2));
        }
        Set<String> missing = new TreeSet<>();
        for (Counter c : filled.counters()) {
            String label = c.statistic().label();
            String value = rows.entrySet().stream()
                    .filter(e -> e.getKey().equals(label) || e.getKey().startsWith(label + " p50"))
                    .map(Map.Entry::getValue).findFirst().orElse(null);
            if (value == null || !Pattern.compile("(?<![\\d.])" + Pattern.quote(shown(c)) + "(?![\\d.])")
                    .matcher(value).find() || (c.isMapEntry() && !value.contains(c.field()))) {
                missing.add(c + " (row " + label + ": " + value + ")");
            }
        }
        assertThat("missing from the panel:\n" + html, missing, is(empty()));
        for (Statistic.Group group : Statistic.Group.values()) {
            String title = Character.toUpperCase(group.title().charAt(0)) + group.title().substring(1);
            assertThat(group.field() + " headed", html.contains("<th colspan=\"2\">" + title + "</th>"), is(true));
        }
    }

    /** As the panel writes a value: latencies in whole microseconds. */
    private static String shown(Counter c) {
        return c.value() instanceof Double ? Long.toString(Math.round(c.value().doubleValue())) : c.text();
    }

    private static String drawn(JsonNode payload) throws Exception {
        String node = ExternalTool.find("node", "nodejs").orElse(null);
        assertNotNull("node is not installed (.ci/run installs it with apt-get): the Janus panel cannot be drawn",
                      node);
        Path file = Files.createTempFile("janus-stats", ".json");
        try {
            Files.writeString(file, payload.toString(), StandardCharsets.UTF_8);
            ExternalTool.Result result = ExternalTool.run(
                    List.of(node, "src/test/js/render-summary.js", file.toString()), new File("."), 120);
            assertThat(result.output, result.exitCode, is(0));
            return result.output;
        } finally {
            Files.deleteIfExists(file);
        }
    }
}

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
package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.CodecService;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.StatisticsCounters;
import org.onosproject.janus.api.StatisticsCounters.Counter;
import org.onosproject.janus.api.StatisticsCounters.Filled;
import org.onosproject.janus.api.codec.JanusStatisticsCodec;
import org.onosproject.janus.web.gui.JanusTopoOverlay;
import org.onosproject.ui.topo.PropertyPanel;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.empty;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertTrue;

/**
 * Every value JanusStatistics carries (found by reflection over its accessors, so a new counter is
 * covered without touching this test) shows in the REST JSON at its own name, is defined in the Swagger
 * model, and shows in the GUI: the overlay's Janus panel (janusTopov.js, fed by the REST codec) names every
 * accessor, and ONOS's topology summary panel shows every counter but those listed, with a reason, in
 * {@link #NOT_IN_ONOS_SUMMARY}.
 */
public class StatisticsVisibilityTest extends JanusResourceTest {

    /**
     * Left out of ONOS's topology summary panel, which ONOS shares with its own counters and keeps short:
     * the overlay's own Janus panel (janusTopov.js) lists all of these, and this test checks it does.
     */
    private static final Map<String, String> NOT_IN_ONOS_SUMMARY = ImmutableMap.<String, String>builder()
            .put("idleWithdrawals", "routine; in the Janus panel")
            .put("hardTimeoutWithdrawals", "routine; in the Janus panel")
            .put("queueDepth", "provisioning-queue detail; in the Janus panel")
            .put("queuePeakDepth", "provisioning-queue detail; in the Janus panel")
            .put("queueDrops", "provisioning-queue detail; in the Janus panel")
            .put("queueCoalesced", "provisioning-queue detail; in the Janus panel")
            .put("capReclaims", "maxIntents detail; in the Janus panel")
            .put("rebalanceRounds", "rebalancer detail (its moves are shown); in the Janus panel")
            .put("placementRepairs", "placement-repair detail (the flows moved aside are shown); in the Janus panel")
            .put("selections", "a map per strategy, too wide for the summary; in the Janus panel")
            .put("fallbacks", "a map per strategy, too wide for the summary; in the Janus panel")
            .put("ignoredPackets", "a map per reason, too wide for the summary; in the Janus panel")
            .put("selectionLatency", "percentiles, too wide for the summary; in the Janus panel")
            .put("rerouteLatency", "percentiles, too wide for the summary; in the Janus panel")
            .put("rerouteInstallLatency", "percentiles, too wide for the summary; in the Janus panel")
            .build();

    private final Filled filled = StatisticsCounters.filled();

    private JanusService serving(JanusStatistics stats) {
        return new ForwardingJanusService(janus.janus) {
            @Override
            public JanusStatistics statistics() {
                return stats;
            }
        };
    }

    @Test
    public void restShowsEveryValueAtItsName() {
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, serving(filled.stats()))
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));

        JsonNode stats = json(get("stats"), 200);

        for (Counter c : filled.counters()) {
            JsonNode node = stats.path(c.accessor());
            if (c.field() != null) {
                node = node.path(c.field());
            }
            assertTrue(c + " in " + stats, node.isNumber());
            assertThat(c.toString(), node.numberValue().doubleValue(), is(c.value().doubleValue()));
        }
    }

    /** janus-stats -j encodes with the same codec (its test checks it), so CLI and REST JSON are identical. */
    @Test
    public void restSendsTheSharedCodecsJson() {
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, serving(filled.stats()))
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));

        // As text: parsed back, Jackson would make ints of the longs the codec wrote.
        assertThat(json(get("stats"), 200).toString(),
                   is(new JanusStatisticsCodec().encode(filled.stats(), new MapperContext()).toString()));
    }

    @Test
    public void swaggerDefinesEveryAccessor() throws IOException {
        JsonNode properties = MAPPER.readTree(Files.readString(
                Paths.get("src/main/resources/definitions/JanusStats.json"))).path("properties");
        for (Counter c : filled.counters()) {
            JsonNode defined = properties.path(c.accessor());
            assertTrue(c.accessor() + " is defined", defined.isObject());
            if (c.isLatency()) {
                assertTrue(c + " is defined", defined.path("properties").path(c.field()).isObject());
            }
        }
    }

    @Test
    public void theJanusPanelNamesEveryAccessor() throws IOException {
        String script = Files.readString(Paths.get("src/main/resources/app/view/janusTopov/janusTopov.js"));
        for (Method accessor : StatisticsCounters.accessors()) {
            String name = accessor.getName();
            assertTrue(name + " in janusTopov.js",
                       script.contains("['" + name + "',") || script.contains("stats." + name + ")"));
        }
        for (Method field : StatisticsCounters.latencyAccessors()) {
            assertTrue(field.getName() + " in janusTopov.js", script.contains("lat." + field.getName()));
        }
    }

    @Test
    public void onosSummaryShowsEveryCounterButThoseLeftOutWithAReason() {
        PropertyPanel panel = new PropertyPanel("ONOS summary", "bird");
        new JanusTopoOverlay(() -> serving(filled.stats())).modifySummary(panel);
        // PropertyPanel groups digits (1,001): compare the numbers without the grouping.
        String shown = panel.properties().stream().map(p -> p.value().replaceAll("[,\u00a0\u202f']", ""))
                .collect(Collectors.joining(" | "));

        Set<String> missing = new TreeSet<>();
        Set<String> shownThoughLeftOut = new TreeSet<>();
        for (Counter c : filled.counters()) {
            boolean leftOut = NOT_IN_ONOS_SUMMARY.containsKey(c.accessor());
            if (!leftOut && !c.shownIn(shown)) {
                missing.add(c.toString());
            }
            if (leftOut && c.shownIn(shown)) {
                shownThoughLeftOut.add(c.accessor());
            }
        }
        assertThat("counters missing from the summary: " + shown, missing, is(empty()));
        assertThat("listed as left out but shown", shownThoughLeftOut, is(empty()));
        Set<String> accessors = StatisticsCounters.accessors().stream().map(Method::getName)
                .collect(Collectors.toSet());
        assertThat("left-out names that are no accessor",
                   NOT_IN_ONOS_SUMMARY.keySet().stream().filter(n -> !accessors.contains(n))
                           .collect(Collectors.toSet()), is(empty()));
    }

    /** A codec context with only a mapper, as the shell command gives the codec in janus-stats -j. */
    private static final class MapperContext implements CodecContext {
        @Override
        public ObjectMapper mapper() {
            return MAPPER;
        }

        @Override
        public <T> JsonCodec<T> codec(Class<T> entityClass) {
            throw new UnsupportedOperationException(entityClass.getName());
        }

        @Override
        public <T> T getService(Class<T> serviceClass) {
            throw new UnsupportedOperationException(serviceClass.getName());
        }
    }
}

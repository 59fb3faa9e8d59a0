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
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onlab.osgi.TestServiceDirectory;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.web.RunningJanusAccess;
import org.onosproject.net.Link;
import org.onosproject.net.link.LinkService;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.startsWith;
import static org.onosproject.janus.web.gui.GuiSession.hosts;
import static org.onosproject.janus.web.gui.GuiSession.links;
import static org.onosproject.janus.web.gui.GuiSession.payload;
import static org.onosproject.janus.web.gui.GuiSession.statistic;

/**
 * What the overlay's message handler sends for the real Janus's link usage and paths (embedded ONOS,
 * k=4 fat-tree of 1 Gbit/s links, virtual time).
 */
public class JanusTopoMessageHandlerTest {

    private static final long GIGABIT_BYTES = 125_000_000L;

    private RunningJanusAccess janus;
    private GuiSession gui;

    @Before
    public void start() {
        janus = RunningJanusAccess.start();
        gui = new GuiSession(new TestServiceDirectory()
                                     .add(JanusService.class, janus.service())
                                     .add(LinkService.class, janus.linkService()));
    }

    @After
    public void stop() {
        janus.close();
    }

    @Test
    public void startSendsTheLegendUsageHighlightsStrategyAndCounters() {
        List<ObjectNode> messages = gui.request(JanusTopoMessageHandler.START);

        assertThat(payload(messages, "janusLegend").path("bands").size(), is(6));
        assertThat(payload(messages, "janusStrategy").path("active").asText(), is("shortest"));
        assertThat(statistic(payload(messages, "janusStats"), "programming").asLong(), is(0L));
        JsonNode highlights = payload(messages, "showHighlights");
        assertThat("one line per cable of the k=4 fat-tree", highlights.path("links").size(), is(32));
        links(highlights).values().forEach(l -> {
            assertThat(l.path("css").asText(), is("plain janus-unknown"));
            assertThat(l.path("label").asText(), is("n/a"));
        });
    }

    @Test
    public void eachLineTakesTheBandAndPercentOfItsBusierDirectionsExpectedLoad() {
        List<Link> path = janus.provision(0, 0, 3, 0).links();
        Link quiet = path.get(0);
        Link busy = path.get(1);
        Link reverseOfBusy = janus.reverse(busy);
        janus.load(ImmutableMap.of(quiet.src(), GIGABIT_BYTES / 10,
                                   busy.src(), GIGABIT_BYTES * 85 / 100,
                                   reverseOfBusy.src(), GIGABIT_BYTES / 2));

        Map<String, JsonNode> lines = links(payload(gui.request(JanusTopoMessageHandler.REFRESH), "showHighlights"));

        // One interval on, the flow is charged its own counter's rate (it sent nothing): expected = measured.
        assertThat(lines.get(LinkUsageHighlights.lineId(quiet)).path("css").asText(), is("plain janus-u0"));
        assertThat(lines.get(LinkUsageHighlights.lineId(quiet)).path("label").asText(), is("10%"));
        assertThat(lines.get(LinkUsageHighlights.lineId(busy)).path("css").asText(), is("plain janus-u4"));
        assertThat(lines.get(LinkUsageHighlights.lineId(busy)).path("label").asText(), is("85%"));
        // Not sampled, but carrying a Janus flow: its expected load is known (the flow's, 0 B/s).
        assertThat(lines.get(LinkUsageHighlights.lineId(path.get(2))).path("css").asText(), is("plain janus-u0"));
        assertThat(lines.get(LinkUsageHighlights.lineId(path.get(2))).path("label").asText(), is("0%"));
        // Neither sampled nor carrying a Janus flow, in either direction.
        Set<String> onPath = path.stream().map(LinkUsageHighlights::lineId).collect(Collectors.toSet());
        Link elsewhere = StreamSupport.stream(janus.linkService().getActiveLinks().spliterator(), false)
                .filter(l -> !onPath.contains(LinkUsageHighlights.lineId(l))).findFirst().orElseThrow();
        assertThat(lines.get(LinkUsageHighlights.lineId(elsewhere)).path("css").asText(), is("plain janus-unknown"));
        assertThat(lines.get(LinkUsageHighlights.lineId(elsewhere)).path("label").asText(), is("n/a"));
    }

    @Test
    public void aFlowJustPlacedColoursItsPathByItsCommittedLoadBeforeAnySample() {
        JanusPath placed = janus.provision(0, 0, 3, 0);

        Map<String, JsonNode> lines = links(payload(gui.request(JanusTopoMessageHandler.REFRESH), "showHighlights"));

        // Charged at the path's capacity until its counter is read: expected 100 % on every link of it.
        for (Link link : placed.links()) {
            JsonNode line = lines.get(LinkUsageHighlights.lineId(link));
            assertThat(line.path("css").asText(), is("plain janus-u4"));
            assertThat(line.path("label").asText(), is("100%"));
        }
        long unknown = lines.values().stream().filter(l -> l.path("css").asText().contains("janus-unknown")).count();
        assertThat(unknown, is((long) lines.size() - placed.links().size()));
    }

    @Test
    public void selectingTwoHostsHighlightsThePathsBetweenThemWithTheirStrategy() {
        JanusPath between = janus.provision(0, 0, 3, 0);
        janus.provision(1, 0, 2, 0);

        List<ObjectNode> messages = gui.request(JanusTopoMessageHandler.SELECT,
                                                hosts(between.srcHost().toString(), between.dstHost().toString()));

        JsonNode paths = payload(messages, "janusPaths").path("paths");
        assertThat(paths.size(), is(1));
        assertThat(paths.get(0).path("key").asText(), is(between.intentKey()));
        assertThat(paths.get(0).path("strategy").asText(), is("shortest"));
        JsonNode highlights = payload(messages, "showHighlights");
        assertThat(highlights.path("subdue").asText(), is("min"));
        Map<String, JsonNode> lines = links(highlights);
        for (Link link : between.links()) {
            JsonNode line = lines.get(LinkUsageHighlights.lineId(link));
            assertThat(line.path("css").asText(), startsWith("primary"));
            assertThat(line.path("css").asText(), containsString("janus-path"));
            // Just placed: the flow is charged at its path's capacity.
            assertThat(line.path("label").asText(), is("shortest 100%"));
            assertThat(line.path("css").asText(), containsString("janus-u4"));
        }
        JsonNode loads = paths.get(0).path("loads");
        assertThat(loads.size(), is(between.links().size()));
        loads.forEach(load -> {
            assertThat(load.path("known").asBoolean(), is(true));
            assertThat(load.path("expected").asDouble(), is(1.0));
            assertThat(load.path("committed").asDouble(), is(1.0));
            assertThat(load.path("committedFlows").asInt(), is(1));
            assertThat(load.path("measured").asDouble(), is(0.0));
            assertThat(load.path("stale").asBoolean(), is(true));
        });
        long onPath = lines.values().stream().filter(l -> l.path("css").asText().contains("janus-path")).count();
        assertThat(onPath, is((long) between.links().size()));
    }

    @Test
    public void selectingOneHostShowsEveryPathFromOrToIt() {
        JanusPath out = janus.provision(0, 0, 3, 0);
        janus.janus().setActiveStrategy("ecmp");
        JanusPath in = janus.provision(2, 1, 0, 0);
        janus.provision(1, 0, 2, 0);

        JsonNode paths = payload(gui.request(JanusTopoMessageHandler.SELECT, hosts(out.srcHost().toString())),
                                 "janusPaths").path("paths");

        assertThat(paths.size(), is(2));
        assertThat(paths.findValuesAsText("strategy").stream().sorted().reduce((a, b) -> a + "," + b).get(),
                   is("ecmp,shortest"));
        assertThat(paths.findValuesAsText("key").contains(in.intentKey()), is(true));
    }

    @Test
    public void refreshKeepsShowingTheSelectionUntilStop() {
        JanusPath path = janus.provision(0, 0, 3, 0);
        gui.request(JanusTopoMessageHandler.SELECT, hosts(path.srcHost().toString()));

        List<ObjectNode> refreshed = gui.request(JanusTopoMessageHandler.REFRESH);
        assertThat(payload(refreshed, "janusPaths").path("paths").size(), is(1));

        JsonNode cleared = payload(gui.request(JanusTopoMessageHandler.STOP), "showHighlights");
        assertThat(cleared.path("links").size(), is(0));
        assertThat(gui.request(JanusTopoMessageHandler.REFRESH).stream()
                           .noneMatch(m -> m.path("event").asText().equals("janusPaths")), is(true));
    }

    @Test
    public void setStrategySwitchesJanusAndReportsTheNewOne() {
        ObjectNode payload = hosts();
        payload.put("name", "luar");

        JsonNode strategy = payload(gui.request(JanusTopoMessageHandler.SET_STRATEGY, payload), "janusStrategy");

        assertThat(strategy.path("active").asText(), is("luar"));
        assertThat(janus.janus().activeStrategy(), is("luar"));
        assertThat(strategy.has("error"), is(false));
    }

    @Test
    public void anUnknownStrategyIsReportedAndChangesNothing() {
        ObjectNode payload = hosts();
        payload.put("name", "fastest");

        JsonNode strategy = payload(gui.request(JanusTopoMessageHandler.SET_STRATEGY, payload), "janusStrategy");

        assertThat(strategy.path("error").asText(), is("unknown strategy: fastest"));
        assertThat(strategy.path("active").asText(), is("shortest"));
        assertThat(janus.janus().activeStrategy(), is("shortest"));
    }

    @Test
    public void countersFollowJanus() {
        janus.provision(0, 0, 3, 0);
        janus.provision(1, 1, 2, 0);

        JsonNode stats = payload(gui.request(JanusTopoMessageHandler.REFRESH), "janusStats");

        assertThat(statistic(stats, "programming").asLong(), is(2L));
        assertThat(statistic(stats, "activeIntents").asLong(), is(2L));
        assertThat(statistic(stats, "selections").path("shortest").asLong(), is(2L));
        assertThat(statistic(stats, "rebalanceRounds").isIntegralNumber(), is(true));
        assertThat(statistic(stats, "rebalanceMoves").asLong(), is(0L));
    }
}

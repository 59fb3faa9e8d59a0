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

import com.google.common.collect.ImmutableMap;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.web.ForwardingJanusService;
import org.onosproject.janus.web.RunningJanusAccess;
import org.onosproject.net.Link;
import org.onosproject.ui.topo.PropertyPanel;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * The overlay's additions to ONOS's summary panel and link details panel, for the real Janus (embedded
 * ONOS, k=4 fat-tree of 1 Gbit/s links, virtual time).
 */
public class JanusTopoOverlayTest {

    private static final long GIGABIT_BYTES = 125_000_000L;

    private RunningJanusAccess janus;

    @Before
    public void start() {
        janus = RunningJanusAccess.start();
    }

    @After
    public void stop() {
        janus.close();
    }

    @Test
    public void theSummaryShowsTheStrategyCountersAndRebalanceMoves() {
        JanusService withMoves = new ForwardingJanusService(janus.service()) {
            @Override
            public JanusStatistics statistics() {
                return JanusStatistics.builder().set(Statistic.ACTIVE_INTENTS, 3)
                        .set(Statistic.PROGRAMMING, 5).set(Statistic.REPROGRAMMING, 1)
                        .set(Statistic.REBALANCE_ROUNDS, 2).set(Statistic.REBALANCE_MOVES, 9).build();
            }
        };
        PropertyPanel panel = new PropertyPanel("ONOS summary", "bird");

        new JanusTopoOverlay(() -> withMoves).modifySummary(panel);

        Map<String, String> props = props(panel);
        assertThat(props.get("janusStrategy"), is("shortest"));
        assertThat(props.get("janusActive"), is("3"));
        assertThat(props.get("janusRebalanceMoves"), is("9"));
    }

    @Test
    public void aLinkJustGivenAFlowShowsItsCommittedLoadAsExpectedInBothDirections() {
        Link link = janus.provision(0, 0, 3, 0).links().get(1);
        PropertyPanel panel = new PropertyPanel("Link", "link");

        overlay().modifyInfraLinkDetails(panel, link.src(), link.dst());

        Map<String, String> props = props(panel);
        assertThat(props.get("janusExpectedAB"), is("100% (1000.0 Mb/s)"));
        assertThat(props.get("janusMeasuredAB"), is("0% (0.0 Mb/s, never sampled)"));
        assertThat(props.get("janusCommittedAB"), is("100% (1000.0 Mb/s, 1 flow)"));
        assertThat(props.get("janusExpectedBA"), is("no sample, no Janus flow"));
        assertThat(props.containsKey("janusMeasuredBA"), is(false));
        assertThat(labels(panel).get("janusExpectedAB"), is("A\u2192B expected"));
    }

    @Test
    public void onceSampledTheLinkShowsMeasuredCommittedAndExpectedSideBySide() {
        Link link = janus.provision(0, 0, 3, 0).links().get(1);
        Link reverse = janus.reverse(link);
        janus.load(ImmutableMap.of(link.src(), GIGABIT_BYTES * 2 / 5, reverse.src(), GIGABIT_BYTES / 10));
        PropertyPanel panel = new PropertyPanel("Link", "link");

        // ONOS names the ends in its own order: B -> A here.
        overlay().modifyInfraLinkDetails(panel, reverse.src(), reverse.dst());

        Map<String, String> props = props(panel);
        assertThat(props.get("janusExpectedBA"), is("40% (400.0 Mb/s)"));
        assertThat(props.get("janusMeasuredBA"), is("40% (400.0 Mb/s)"));
        // The flow's counter was read: it sent nothing, so it is charged nothing, but it is there.
        assertThat(props.get("janusCommittedBA"), is("0% (0.0 Mb/s, 1 flow)"));
        assertThat(props.get("janusExpectedAB"), is("10% (100.0 Mb/s)"));
        assertThat(props.get("janusCommittedAB"), is("0% (0.0 Mb/s, 0 flows)"));
    }

    @Test
    public void aStaleSampleIsSaidToBeStale() {
        Link link = janus.provision(0, 0, 3, 0).links().get(1);
        janus.load(ImmutableMap.of(link.src(), GIGABIT_BYTES / 2));
        janus.load(ImmutableMap.of());
        janus.load(ImmutableMap.of());
        janus.load(ImmutableMap.of());
        PropertyPanel panel = new PropertyPanel("Link", "link");

        overlay().modifyInfraLinkDetails(panel, link.src(), link.dst());

        Map<String, String> props = props(panel);
        assertThat(props.get("janusMeasuredAB"), is("50% (500.0 Mb/s, stale)"));
        assertThat(props.get("janusExpectedAB"), is("0% (0.0 Mb/s)"));
    }

    private JanusTopoOverlay overlay() {
        return new JanusTopoOverlay(janus::service);
    }

    private static Map<String, String> props(PropertyPanel panel) {
        Map<String, String> byKey = new LinkedHashMap<>();
        panel.properties().forEach(p -> byKey.put(p.key(), p.value()));
        return byKey;
    }

    private static Map<String, String> labels(PropertyPanel panel) {
        Map<String, String> byKey = new LinkedHashMap<>();
        panel.properties().forEach(p -> byKey.put(p.key(), p.label()));
        return byKey;
    }
}

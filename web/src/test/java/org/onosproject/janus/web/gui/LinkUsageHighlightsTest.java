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
import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.api.FixedLinkUsageView;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.LinkUsageView;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.DefaultLink;
import org.onosproject.net.Link;
import org.onosproject.net.provider.ProviderId;
import org.onosproject.ui.topo.Highlights;
import org.onosproject.ui.topo.TopoJson;

import java.util.Map;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * Lines are coloured and labelled by expected load, not measured: with loads chosen so the two differ.
 */
public class LinkUsageHighlightsTest {

    private static final ProviderId PID = new ProviderId("of", "janus.test");
    private static final double GIGABIT = 125_000_000;

    private static Link link(String src, String dst) {
        return DefaultLink.builder().providerId(PID).type(Link.Type.DIRECT)
                .src(ConnectPoint.deviceConnectPoint(src)).dst(ConnectPoint.deviceConnectPoint(dst)).build();
    }

    private final Link ab = link("of:1/1", "of:2/1");
    private final Link ba = link("of:2/1", "of:1/1");
    private final Link cd = link("of:3/1", "of:4/1");
    private final Link ef = link("of:5/1", "of:6/1");
    private final Link gh = link("of:7/1", "of:8/1");

    @Test
    public void theBandAndLabelAreTheBusierDirectionsExpectedUtilisation() {
        // of:1 -> of:2: measured 10 %, but two flows just placed: expected 90 %. Reverse: measured 50 %.
        // of:3 -> of:4: stale sample of 95 %, no Janus flow: unknown.
        // of:5 -> of:6: stale, one Janus flow charged 30 %: known, 30 %.
        // of:7 -> of:8: fresh, measured 65 %, of which a Janus flow 25 %: expected 65 %.
        Map<String, JsonNode> lines = lines(LinkUsageHighlights.of(ImmutableList.of(ab, ba, cd, ef, gh), view(
                usage(ab, 0.10, false, 0.80, 2, 0.90),
                usage(ba, 0.50, false, 0, 0, 0.50),
                usage(cd, 0.95, true, 0, 0, 0),
                usage(ef, 0, true, 0.30, 1, 0.30),
                usage(gh, 0.65, false, 0.25, 1, 0.65))));

        assertThat(lines.get(LinkUsageHighlights.lineId(ab)).path("css").asText(), is("plain janus-u4"));
        assertThat(lines.get(LinkUsageHighlights.lineId(ab)).path("label").asText(), is("90%"));
        assertThat(lines.get(LinkUsageHighlights.lineId(cd)).path("css").asText(), is("plain janus-unknown"));
        assertThat(lines.get(LinkUsageHighlights.lineId(cd)).path("label").asText(), is("n/a"));
        assertThat(lines.get(LinkUsageHighlights.lineId(ef)).path("css").asText(), is("plain janus-u1"));
        assertThat(lines.get(LinkUsageHighlights.lineId(ef)).path("label").asText(), is("30%"));
        assertThat(lines.get(LinkUsageHighlights.lineId(gh)).path("css").asText(), is("plain janus-u3"));
        assertThat(lines.get(LinkUsageHighlights.lineId(gh)).path("label").asText(), is("65%"));
        assertThat(lines.size(), is(4));
    }

    @Test
    public void knownMeansAFreshSampleOrAJanusFlow() {
        assertThat(LinkUsageHighlights.isKnown(usage(ab, 0.2, false, 0, 0, 0.2)), is(true));
        assertThat(LinkUsageHighlights.isKnown(usage(ab, 0, true, 0.2, 1, 0.2)), is(true));
        assertThat(LinkUsageHighlights.isKnown(usage(ab, 0.2, true, 0, 0, 0)), is(false));
    }

    private static LinkUsage usage(Link link, double measured, boolean stale, double committed, int flows,
                                   double expected) {
        return new LinkUsage(link.src(), link.dst(), measured * GIGABIT, GIGABIT, stale ? 1 : 2, stale,
                             committed * GIGABIT, flows, expected * GIGABIT);
    }

    private static LinkUsageView view(LinkUsage... usages) {
        return new FixedLinkUsageView(ImmutableList.copyOf(usages));
    }

    private static Map<String, JsonNode> lines(Highlights highlights) {
        return GuiSession.links(TopoJson.json(highlights));
    }
}

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
import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.greaterThan;
import static org.hamcrest.Matchers.is;

/**
 * GET /onos/janus/links: the link-usage graph of the real Janus, measured, committed and expected.
 */
public class LinksWebResourceTest extends JanusResourceTest {

    private static final double GIGABIT_BYTES = 125_000_000.0;

    @Test
    public void everySampledLinkIsListedWithItsThreeLoadsCapacityAndAge() {
        Link link = janus.provision(janus.host(0, 0), janus.host(3, 0)).links().get(0);
        janus.load(ImmutableMap.of(link.src(), 50_000_000L));

        JsonNode links = json(get("links"), 200).path("links");
        JsonNode entry = find(links, link.src());

        assertThat(entry.path("dst").asText(), is(link.dst().toString()));
        assertThat(entry.path("rateBytesPerSec").asDouble(), closeTo(50_000_000.0, 1.0));
        assertThat(entry.path("capacityBytesPerSec").asDouble(), closeTo(GIGABIT_BYTES, 1.0));
        assertThat(entry.path("utilisation").asDouble(), closeTo(0.4, 1e-6));
        // One statistics interval on, the flow is charged its own counter's rate: it sent nothing.
        assertThat(entry.path("committedFlows").asInt(), is(1));
        assertThat(entry.path("committedRateBytesPerSec").asDouble(), is(0.0));
        assertThat(entry.path("committedUtilisation").asDouble(), is(0.0));
        // So all the measured load is traffic Janus did not place, and expected equals it.
        assertThat(entry.path("expectedRateBytesPerSec").asDouble(), closeTo(50_000_000.0, 1.0));
        assertThat(entry.path("expectedUtilisation").asDouble(), closeTo(0.4, 1e-6));
        assertThat(entry.path("stale").asBoolean(), is(false));
        long sampled = entry.path("sampleTimeMillis").asLong();
        assertThat(entry.path("sampleAgeMillis").asLong(), is(janus.clock.nowMillis() - sampled));
    }

    @Test
    public void noLinksBeforeTheFirstSampleOrFlow() {
        assertThat(json(get("links"), 200).path("links").size(), is(0));
    }

    @Test
    public void aFlowJustPlacedIsCommittedAtItsPathsCapacityOnEveryLinkBeforeAnySample() {
        JanusPath path = janus.provision(janus.host(0, 0), janus.host(3, 0));

        JsonNode links = json(get("links"), 200).path("links");

        assertThat(links.size(), is(path.links().size()));
        for (Link link : path.links()) {
            JsonNode entry = find(links, link.src());
            assertThat(entry.path("committedFlows").asInt(), is(1));
            assertThat(entry.path("committedRateBytesPerSec").asDouble(), closeTo(GIGABIT_BYTES, 1.0));
            assertThat(entry.path("committedUtilisation").asDouble(), closeTo(1.0, 1e-9));
            assertThat(entry.path("expectedUtilisation").asDouble(), closeTo(1.0, 1e-9));
            assertThat(entry.path("rateBytesPerSec").asDouble(), is(0.0));
            assertThat(entry.path("utilisation").asDouble(), is(0.0));
            assertThat(entry.path("stale").asBoolean(), is(true));
            assertThat(entry.path("sampleTimeMillis").isNull(), is(true));
            assertThat(entry.path("sampleAgeMillis").isNull(), is(true));
        }
    }

    @Test
    public void twoFlowsOnALinkAreCountedAndChargedTwice() {
        JanusPath first = janus.provision(janus.host(0, 0), janus.host(3, 0));
        JanusPath second = janus.provision(janus.host(0, 0), janus.host(3, 1));
        Link shared = first.links().get(0);
        assertThat("the shortest strategy sends both out of the same edge uplink",
                   second.links().get(0), is(shared));

        JsonNode entry = find(json(get("links"), 200).path("links"), shared.src());

        assertThat(entry.path("committedFlows").asInt(), is(2));
        assertThat(entry.path("committedUtilisation").asDouble(), closeTo(2.0, 1e-9));
        assertThat(entry.path("expectedUtilisation").asDouble(), closeTo(2.0, 1e-9));
    }

    @Test
    public void sampledAndCommittedLinksAreListedOnceEachOrderedBySource() {
        List<Link> path = janus.provision(janus.host(0, 0), janus.host(3, 0)).links();
        Link offPath = janus.linkFrom(path.get(0).dst());
        janus.load(ImmutableMap.of(path.get(2).src(), 1_000L, path.get(0).src(), 2_000L, offPath.src(), 3_000L));

        JsonNode links = json(get("links"), 200).path("links");

        assertThat(links.size(), is(path.size() + 1));
        for (int i = 1; i < links.size(); i++) {
            assertThat(links.get(i - 1).path("src").asText().compareTo(links.get(i).path("src").asText()) < 0,
                       is(true));
        }
        JsonNode unplaced = find(links, offPath.src());
        assertThat(unplaced.path("committedFlows").asInt(), is(0));
        assertThat(unplaced.path("expectedRateBytesPerSec").asDouble(), closeTo(3_000.0, 1e-6));
    }

    @Test
    public void aLinkNotSampledForThreeIntervalsIsStale() {
        Link link = janus.provision(janus.host(0, 0), janus.host(3, 0)).links().get(0);
        janus.load(ImmutableMap.of(link.src(), 10_000_000L));
        janus.clock.advance(4 * RunningJanus.POLL_SECONDS * 1000L);

        JsonNode entry = find(json(get("links"), 200).path("links"), link.src());

        assertThat(entry.path("stale").asBoolean(), is(true));
        assertThat(entry.path("sampleAgeMillis").asLong(), greaterThan(3 * RunningJanus.POLL_SECONDS * 1000L));
        // A stale sample is not evidence of load: what strategies see no longer counts it.
        assertThat(entry.path("expectedRateBytesPerSec").asDouble(), is(0.0));
    }

    private static JsonNode find(JsonNode links, ConnectPoint src) {
        for (JsonNode l : links) {
            if (l.path("src").asText().equals(src.toString())) {
                return l;
            }
        }
        throw new AssertionError("no link from " + src + " in " + links);
    }
}

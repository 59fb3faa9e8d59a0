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
import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.codec.CodecService;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.janus.api.Statistic;
import org.onosproject.net.Link;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.is;

/**
 * GET /onos/janus/moves (and the rebalancer's counters in GET /stats). The real Janus moves a flow only
 * under sustained overload, so the moves and counters come from a service that forwards everything
 * else to the real Janus.
 */
public class MovesWebResourceTest extends JanusResourceTest {

    @Test
    public void noMovesBeforeTheRebalancerHasMovedAnything() {
        JsonNode body = json(get("moves"), 200);

        assertThat(body.toString(), is("{\"moves\":[]}"));
    }

    @Test
    public void eachMoveHasItsKeyTimeAgeBottlenecksRateAndBothPaths() {
        JanusPath a = janus.provision(janus.host(0, 0), janus.host(3, 0));
        JanusPath b = janus.provision(janus.host(1, 0), janus.host(2, 0));
        long now = janus.clock.nowMillis();
        RebalanceMove older = new RebalanceMove(a.intentKey(), now - 12_000, a.links(), b.links(),
                                                1.25, 0.5, 62_500_000);
        RebalanceMove newer = new RebalanceMove(b.intentKey(), now - 2_000, b.links(), a.links(),
                                                0.95, 0.8, 1_000_000);
        serve(ImmutableList.of(older, newer), JanusStatistics.builder().build());

        JsonNode moves = json(get("moves"), 200).path("moves");

        assertThat(moves.size(), is(2));
        JsonNode first = moves.get(0);
        assertThat(first.path("key").asText(), is(a.intentKey()));
        assertThat(first.path("atMillis").asLong(), is(now - 12_000));
        assertThat(first.path("ageMillis").asLong(), is(12_000L));
        assertThat(first.path("bottleneckBefore").asDouble(), closeTo(1.25, 1e-12));
        assertThat(first.path("bottleneckAfter").asDouble(), closeTo(0.5, 1e-12));
        assertThat(first.path("flowRateBytesPerSec").asDouble(), closeTo(62_500_000.0, 1e-6));
        assertLinks(first.path("from"), a.links());
        assertLinks(first.path("to"), b.links());
        assertThat(moves.get(1).path("key").asText(), is(b.intentKey()));
        assertThat(moves.get(1).path("ageMillis").asLong(), is(2_000L));
    }

    @Test
    public void statsCarryTheRebalancersRoundsAndMoves() {
        assertThat(json(get("stats"), 200).path("rebalanceMoves").asLong(), is(0L));

        serve(ImmutableList.of(), JanusStatistics.builder()
                .set(Statistic.REBALANCE_ROUNDS, 7).set(Statistic.REBALANCE_MOVES, 19).build());
        JsonNode stats = json(get("stats"), 200);

        assertThat(stats.path("rebalanceRounds").asLong(), is(7L));
        assertThat(stats.path("rebalanceMoves").asLong(), is(19L));
    }

    /** Makes the resources see these moves and counters; everything else is the real Janus. */
    private void serve(List<RebalanceMove> moves, JanusStatistics statistics) {
        JanusService forwarding = new ForwardingJanusService(janus.janus) {
            @Override
            public List<RebalanceMove> recentMoves() {
                return moves;
            }

            @Override
            public JanusStatistics statistics() {
                return statistics;
            }
        };
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, forwarding)
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));
    }

    private static void assertLinks(JsonNode json, List<Link> links) {
        assertThat(json.size(), is(links.size()));
        for (int i = 0; i < links.size(); i++) {
            assertThat(json.get(i).path("src").asText(), is(links.get(i).src().toString()));
            assertThat(json.get(i).path("dst").asText(), is(links.get(i).dst().toString()));
        }
    }
}

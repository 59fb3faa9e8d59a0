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
import org.junit.Test;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * GET /onos/janus/stats: the real Janus's counters.
 */
public class StatsWebResourceTest extends JanusResourceTest {

    @Test
    public void countersStartAtZero() {
        JsonNode stats = json(get("stats"), 200);

        assertThat(stats.path("programming").asLong(), is(0L));
        assertThat(stats.path("activeIntents").asLong(), is(0L));
        assertThat(stats.path("selections").size(), is(0));
        assertThat(stats.path("selectionLatency").path("samples").asLong(), is(0L));
        for (String counter : new String[]{"queueDepth", "queuePeakDepth", "queueDrops", "queueCoalesced",
                                           "capReclaims", "rebalanceRounds", "rebalanceMoves"}) {
            assertThat(counter, stats.path(counter).isIntegralNumber(), is(true));
            assertThat(counter, stats.path(counter).asLong(), is(0L));
        }
    }

    @Test
    public void countersFollowProvisioningAndWithdrawal() {
        janus.provision(janus.host(0, 0), janus.host(3, 0));
        String key = janus.provision(janus.host(1, 0), janus.host(2, 1)).intentKey();
        delete("paths/" + key);
        janus.onos.awaitQuiescent();

        JsonNode stats = json(get("stats"), 200);

        assertThat(stats.path("programming").asLong(), is(2L));
        assertThat(stats.path("reprogramming").asLong(), is(0L));
        assertThat(stats.path("activeIntents").asLong(), is(1L));
        assertThat(stats.path("selections").path("shortest").asLong(), is(2L));
        assertThat(stats.path("selectionLatency").path("samples").asLong(), is(2L));
        assertThat(stats.has("idleWithdrawals") && stats.has("hardTimeoutWithdrawals")
                           && stats.has("fallbacks") && stats.has("ignoredPackets"), is(true));
        // On virtual time each new flow is provisioned on its packet's thread: it waited alone, briefly.
        assertThat(stats.path("queuePeakDepth").asLong(), is(1L));
        assertThat(stats.path("queueDepth").asLong(), is(0L));
    }
}

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

import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

/**
 * Janus's counters, as {@code janus-stats} shows them.
 */
@Path("stats")
public class StatsWebResource extends AbstractWebResource {

    /**
     * Gets the counters, every statistic Janus keeps as one flat object: provisioning (programming,
     * reprogramming, active intents, ignored packets per reason), withdrawals (idle, hard timeout,
     * {@code maxIntents} reclaims), the provisioning queue, reroutes after link loss and their latencies,
     * the rebalancer, placement repair, selections and fallbacks per strategy with the selection latency,
     * and the link monitor's skipped samples.
     *
     * @return 200 OK with the counters
     * @onos.rsModel JanusStats
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getStats() {
        JanusStatistics stats = get(JanusService.class).statistics();
        return ok(JanusDocuments.statistics(stats, this)).build();
    }
}

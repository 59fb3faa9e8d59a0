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
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

/**
 * The rebalancer's recent moves, as {@code janus-moves} shows them.
 */
@Path("moves")
public class MovesWebResource extends AbstractWebResource {

    /**
     * Gets the rebalancer's recent moves (at most the last 100), oldest first: intent key, time and age,
     * the expected utilisation of the busiest link of the old and the new path with the flow on it, the
     * flow's charged rate, and both paths.
     *
     * @return 200 OK with {@code moves}
     * @onos.rsModel JanusMoves
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getMoves() {
        JanusService janus = get(JanusService.class);
        return ok(JanusDocuments.moves(janus.recentMoves(), janus.nowMillis(), this)).build();
    }
}

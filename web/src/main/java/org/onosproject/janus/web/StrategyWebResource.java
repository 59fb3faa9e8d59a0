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
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableSet;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.Consumes;
import javax.ws.rs.GET;
import javax.ws.rs.PUT;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.io.InputStream;

/**
 * The path-selection strategy Janus routes new flows with.
 */
@Path("strategy")
public class StrategyWebResource extends AbstractWebResource {

    private static final String NAME = "name";

    /**
     * Gets the active strategy and every registered one.
     *
     * @return 200 OK with {@code active} and {@code available} (name, description)
     * @onos.rsModel JanusStrategy
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getStrategy() {
        return ok(strategyJson()).build();
    }

    /**
     * Switches the strategy for new flows; existing paths keep theirs until they idle out.
     *
     * @param stream JSON object with the strategy's {@code name}
     * @return 200 OK with the strategies as GET gives them; 400 for an unknown name or a bad body
     * @onos.rsModel JanusStrategyPut
     */
    @PUT
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response putStrategy(InputStream stream) {
        ObjectNode body = JsonBodies.object(mapper(), stream, ImmutableSet.of(NAME));
        JsonNode name = body.get(NAME);
        if (name == null || !name.isTextual()) {
            throw new BadInputException(NAME, "a strategy name (string) is required");
        }
        JanusService janus = get(JanusService.class);
        String wanted = name.textValue();
        if (janus.strategies().stream().noneMatch(s -> s.name().equals(wanted))) {
            throw new BadInputException(NAME, "unknown strategy");
        }
        janus.setActiveStrategy(wanted);
        return ok(strategyJson()).build();
    }

    private ObjectNode strategyJson() {
        JanusService janus = get(JanusService.class);
        return JanusDocuments.strategies(janus.activeStrategy(), janus.strategies(), this);
    }
}

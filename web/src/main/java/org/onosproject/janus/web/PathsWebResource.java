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

import org.onlab.util.ItemNotFoundException;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.DELETE;
import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;

/**
 * The paths Janus has provisioned, one per intent.
 */
@Path("paths")
public class PathsWebResource extends AbstractWebResource {

    private static final String NOT_FOUND = "No Janus path with that key";

    /**
     * Gets every Janus path: intent key, flow, hosts, links, strategy and reason, age, idle time, bytes.
     *
     * @return 200 OK with {@code paths}, ordered by key
     * @onos.rsModel JanusPaths
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getPaths() {
        JanusService janus = get(JanusService.class);
        return ok(JanusDocuments.paths(janus.paths(), janus.nowMillis(), this)).build();
    }

    /**
     * Gets one Janus path by its intent key.
     *
     * @param key intent key, e.g. 10.0.0.1-10.0.0.2 (5-tuple keys contain a slash: send it as is)
     * @return 200 OK with the path; 404 if Janus has no intent with that key
     * @onos.rsModel JanusPath
     */
    @GET
    @Path("{key: .+}")
    @Produces(MediaType.APPLICATION_JSON)
    public Response getPath(@PathParam("key") String key) {
        JanusService janus = get(JanusService.class);
        JanusPath path = janus.path(key).orElseThrow(() -> new ItemNotFoundException(NOT_FOUND));
        return ok(JanusDocuments.path(path, janus.nowMillis(), this)).build();
    }

    /**
     * Withdraws and purges one Janus intent.
     *
     * @param key intent key
     * @return 204 No Content; 404 if Janus has no intent with that key
     */
    @DELETE
    @Path("{key: .+}")
    public Response deletePath(@PathParam("key") String key) {
        if (!get(JanusService.class).withdraw(key)) {
            throw new ItemNotFoundException(NOT_FOUND);
        }
        return Response.noContent().build();
    }
}

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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.GET;
import javax.ws.rs.Path;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.util.Comparator;
import java.util.List;

/**
 * The link-usage graph.
 */
@Path("links")
public class LinksWebResource extends AbstractWebResource {

    private static final Comparator<LinkUsage> BY_ENDS =
            Comparator.comparing((LinkUsage u) -> u.src().toString()).thenComparing(u -> u.dst().toString());

    /**
     * Gets the load of every directed link with a sample or a Janus flow: capacity; measured rate and
     * utilisation; committed rate, utilisation and flow count (the Janus flows placed on it); expected
     * rate and utilisation (what load-aware strategies see); sample time and age, staleness.
     *
     * @return 200 OK with {@code links}, ordered by source then destination
     * @onos.rsModel JanusLinks
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getLinks() {
        JanusService janus = get(JanusService.class);
        List<LinkUsage> usages = ImmutableList.sortedCopyOf(BY_ENDS, janus.linkUsage().all());
        return ok(JanusDocuments.links(usages, janus.nowMillis(), this)).build();
    }
}

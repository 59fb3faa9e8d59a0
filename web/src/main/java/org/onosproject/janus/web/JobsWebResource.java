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
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import org.onlab.util.ItemNotFoundException;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobSpecException;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.api.codec.JanusDocuments;
import org.onosproject.rest.AbstractWebResource;

import javax.ws.rs.Consumes;
import javax.ws.rs.DELETE;
import javax.ws.rs.GET;
import javax.ws.rs.POST;
import javax.ws.rs.Path;
import javax.ws.rs.PathParam;
import javax.ws.rs.Produces;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.io.InputStream;
import java.net.URI;
import java.util.Set;

/**
 * MPI jobs declared ahead of their traffic: Janus places all their pairs at once and keeps the paths
 * until the job is removed or its time to live runs out.
 */
@Path("jobs")
public class JobsWebResource extends AbstractWebResource {

    private static final String NOT_FOUND = "No Janus job with that id";
    private static final String ID = "id";
    private static final String HOSTS = "hosts";
    private static final String PATTERN = "pattern";
    private static final String GRID = "grid";
    private static final String PAIRS = "pairs";
    private static final String EXPECTED_BYTES = "expectedBytes";
    private static final String TTL = "ttl";
    private static final Set<String> FIELDS = ImmutableSet.of(ID, HOSTS, PATTERN, GRID, PAIRS, EXPECTED_BYTES, TTL);

    /**
     * Gets every declared job with its pairs and their paths.
     *
     * @return 200 OK with {@code jobs}, ordered by id
     * @onos.rsModel JanusJobs
     */
    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public Response getJobs() {
        return ok(JanusDocuments.jobs(get(JanusJobService.class).jobs(), this)).build();
    }

    /**
     * Gets one declared job.
     *
     * @param id job id
     * @return 200 OK with the job; 404 if there is no job with that id
     * @onos.rsModel JanusJob
     */
    @GET
    @Path("{id}")
    @Produces(MediaType.APPLICATION_JSON)
    public Response getJob(@PathParam("id") String id) {
        JobState job = get(JanusJobService.class).job(id).orElseThrow(() -> new ItemNotFoundException(NOT_FOUND));
        return ok(JanusDocuments.job(job, this)).build();
    }

    /**
     * Declares a job: {@code id}, {@code hosts} in rank order (IPv4 addresses or ONOS host ids),
     * {@code pattern} ({@code all-to-all}, {@code ring}, {@code neighbours} with a 2-D or 3-D {@code grid},
     * or {@code pairs} with a list of {@code [src, dst]} or {@code [src, dst, bytes]} rank pairs), optionally
     * {@code expectedBytes} per pair and a {@code ttl} in seconds. Janus places every pair at once.
     *
     * @param stream JSON object of the job
     * @return 201 Created with the job as placed; 400 naming the field at fault
     * @onos.rsModel JanusJobPost
     */
    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Produces(MediaType.APPLICATION_JSON)
    public Response postJob(InputStream stream) {
        ObjectNode body = JsonBodies.object(mapper(), stream, FIELDS);
        JobSpec spec = spec(body);
        JobState job;
        try {
            job = get(JanusJobService.class).declareJob(spec);
        } catch (JobSpecException e) {
            throw new BadInputException(e.field(), e.getMessage());
        }
        return Response.created(URI.create("jobs/" + job.id())).entity(JanusDocuments.job(job, this).toString())
                .type(MediaType.APPLICATION_JSON_TYPE).build();
    }

    /**
     * Removes a job: withdraws and purges its intents.
     *
     * @param id job id
     * @return 204 No Content; 404 if there is no job with that id
     */
    @DELETE
    @Path("{id}")
    public Response deleteJob(@PathParam("id") String id) {
        if (!get(JanusJobService.class).removeJob(id)) {
            throw new ItemNotFoundException(NOT_FOUND);
        }
        return Response.noContent().build();
    }

    /**
     * The declaration in {@code body}; only the JSON types are checked here, the rest by Janus.
     *
     * @param body the request's JSON object
     * @return the declaration
     */
    static JobSpec spec(ObjectNode body) {
        JsonNode id = body.get(ID);
        if (id == null || !id.isTextual()) {
            throw new BadInputException(ID, "a job id (string) is required");
        }
        JsonNode hosts = body.get(HOSTS);
        if (hosts == null || !hosts.isArray()) {
            throw new BadInputException(HOSTS, "a list of hosts (IPv4 addresses or ONOS host ids) is required");
        }
        ImmutableList.Builder<String> hostNames = ImmutableList.builder();
        for (JsonNode host : hosts) {
            if (!host.isTextual()) {
                throw new BadInputException(HOSTS, "every host is a string");
            }
            hostNames.add(host.textValue());
        }
        JsonNode pattern = body.get(PATTERN);
        if (pattern == null || !pattern.isTextual()) {
            throw new BadInputException(PATTERN, "a pattern (string) is required: all-to-all, ring, neighbours"
                    + " or pairs");
        }
        JobSpec.Builder spec = JobSpec.builder(id.textValue()).hosts(hostNames.build());
        try {
            spec.pattern(JobPattern.fromName(pattern.textValue()));
        } catch (JobSpecException e) {
            throw new BadInputException(e.field(), e.getMessage());
        }
        JsonNode grid = body.get(GRID);
        if (grid != null) {
            if (!grid.isArray()) {
                throw new BadInputException(GRID, "a list of 2 or 3 whole numbers");
            }
            ImmutableList.Builder<Integer> extents = ImmutableList.builder();
            for (JsonNode extent : grid) {
                extents.add(wholeInt(extent, GRID));
            }
            spec.grid(extents.build());
        }
        JsonNode pairs = body.get(PAIRS);
        if (pairs != null) {
            spec.pairs(pairs(pairs));
        }
        spec.expectedBytes(nonNegative(body.get(EXPECTED_BYTES), EXPECTED_BYTES));
        spec.ttlSeconds(nonNegative(body.get(TTL), TTL));
        return spec.build();
    }

    private static ImmutableList<RankPair> pairs(JsonNode pairs) {
        if (!pairs.isArray()) {
            throw new BadInputException(PAIRS, "a list of [src, dst] or [src, dst, bytes] rank pairs");
        }
        ImmutableList.Builder<RankPair> list = ImmutableList.builder();
        for (JsonNode pair : pairs) {
            if (pair.isArray() && (pair.size() == 2 || pair.size() == 3)) {
                long bytes = pair.size() == 3 ? nonNegative(pair.get(2), PAIRS) : 0;
                list.add(RankPair.of(wholeInt(pair.get(0), PAIRS), wholeInt(pair.get(1), PAIRS), bytes));
            } else if (pair.isObject() && pair.has("src") && pair.has("dst")) {
                list.add(RankPair.of(wholeInt(pair.get("src"), PAIRS), wholeInt(pair.get("dst"), PAIRS),
                                     nonNegative(pair.get("bytes"), PAIRS)));
            } else {
                throw new BadInputException(PAIRS, "a pair is [src, dst], [src, dst, bytes] or"
                        + " {\"src\": .., \"dst\": .., \"bytes\": ..}, not " + pair);
            }
        }
        return list.build();
    }

    private static int wholeInt(JsonNode value, String field) {
        if (value == null || !value.isIntegralNumber() || !value.canConvertToInt()) {
            throw new BadInputException(field, "must be whole numbers, not " + value);
        }
        return value.intValue();
    }

    private static long nonNegative(JsonNode value, String field) {
        if (value == null || value.isNull()) {
            return 0;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong() || value.longValue() < 0) {
            throw new BadInputException(field, "must be a whole number >= 0, not " + value);
        }
        return value.longValue();
    }
}

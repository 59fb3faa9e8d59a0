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
import org.junit.Before;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.janus.api.JanusJobService;
import org.onosproject.net.intent.Intent;

import javax.ws.rs.client.Entity;
import javax.ws.rs.core.MediaType;
import javax.ws.rs.core.Response;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Set;
import java.util.TreeSet;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertTrue;

/**
 * {@code /onos/janus/jobs} on the real Janus: declare, list, get, delete; 400 naming the field for each
 * bad declaration; 404 for an unknown job; the answers as the Swagger definitions describe them.
 */
public class JobsWebResourceTest extends JanusResourceTest {

    private static final Path DEFINITIONS = Paths.get("src/main/resources/definitions");

    @Before
    public void offerTheJobService() {
        TestUtils.setField(BaseResource.class, "services",
                           ((TestServiceDirectory) janus.services()).add(JanusJobService.class, janus.janus));
    }

    private Response post(String json) {
        return target("jobs").request().post(Entity.entity(json, MediaType.APPLICATION_JSON_TYPE));
    }

    private String hosts(int... pods) {
        StringBuilder list = new StringBuilder("[");
        for (int pod : pods) {
            list.append(list.length() > 1 ? ", " : "").append('"').append(janus.host(pod, 0).ip()).append('"');
        }
        return list.append(']').toString();
    }

    private int janusIntents() {
        int count = 0;
        for (Intent intent : janus.onos.intentService().getIntents()) {
            if (intent.appId().name().equals("org.onosproject.janus")) {
                count++;
            }
        }
        return count;
    }

    @Test
    public void aDeclaredJobIsCreatedListedShownAndDeleted() throws IOException {
        JsonNode created = json(post("{\"id\": \"lu-1\", \"hosts\": " + hosts(0, 1, 2, 3)
                                             + ", \"pattern\": \"ring\", \"ttl\": 3600}"), 201);
        assertThat(created.path("id").asText(), is("lu-1"));
        assertThat(created.path("status").asText(), is("PLACED"));
        assertThat(created.path("pairs").size(), is(8));
        conforms("JanusJob", created);
        janus.onos.awaitQuiescent();
        assertThat(janusIntents(), is(8));

        JsonNode list = json(get("jobs"), 200);
        assertThat(list.path("jobs").size(), is(1));
        conforms("JanusJobs", list);
        assertThat(json(get("jobs/lu-1"), 200), is(created));

        assertThat(delete("jobs/lu-1").getStatus(), is(204));
        janus.onos.awaitQuiescent();
        assertThat(janusIntents(), is(0));
        assertThat(json(get("jobs"), 200).path("jobs").size(), is(0));
    }

    @Test
    public void explicitPairsWithBytesAndAGridAreRead() {
        JsonNode pairs = json(post("{\"id\": \"p\", \"hosts\": " + hosts(0, 1, 2)
                                           + ", \"pattern\": \"pairs\", \"pairs\": [[0, 1], [2, 0, 5000],"
                                           + " {\"src\": 1, \"dst\": 2}]}"), 201);
        assertThat(pairs.path("pairs").size(), is(3));
        assertThat(pairs.path("pairs").get(1).path("expectedBytes").asLong(), is(5000L));
        JsonNode grid = json(post("{\"id\": \"g\", \"hosts\": " + hosts(0, 1, 2, 3)
                                          + ", \"pattern\": \"neighbours\", \"grid\": [2, 2]}"), 201);
        assertThat(grid.path("pairs").size(), is(8));
    }

    @Test
    public void unknownJobsAre404() {
        assertThat(get("jobs/nope").getStatus(), is(404));
        assertThat(delete("jobs/nope").getStatus(), is(404));
    }

    @Test
    public void unknownHostIs400OnHosts() {
        assertThat(badInput(post("{\"id\": \"j\", \"hosts\": [\"10.99.0.1\", \"10.99.0.2\"], \"pattern\": \"ring\"}"),
                            "hosts"), containsString("unknown host"));
    }

    @Test
    public void emptyOrDuplicateHostListIs400OnHosts() {
        badInput(post("{\"id\": \"j\", \"hosts\": [], \"pattern\": \"ring\"}"), "hosts");
        String one = janus.host(0, 0).ip().toString();
        String twice = "[\"" + one + "\", \"" + one + "\"]";
        assertThat(badInput(post("{\"id\": \"j\", \"hosts\": " + twice + ", \"pattern\": \"ring\"}"), "hosts"),
                   containsString("twice"));
        badInput(post("{\"id\": \"j\", \"hosts\": \"" + one + "\", \"pattern\": \"ring\"}"), "hosts");
    }

    @Test
    public void unknownPatternIs400OnPattern() {
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"butterfly\"}"), "pattern");
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + "}"), "pattern");
    }

    @Test
    public void pairOutOfRangeIs400OnPairs() {
        assertThat(badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1)
                                         + ", \"pattern\": \"pairs\", \"pairs\": [[0, 2]]}"), "pairs"),
                   containsString("out of range"));
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"pairs\", \"pairs\": [[0]]}"),
                 "pairs");
    }

    @Test
    public void tooManyPairsIs400OnPairs() {
        assertThat(put("config", "{\"maxJobPairs\": 3}").getStatus(), is(200));
        janus.onos.awaitQuiescent();
        long deadline = System.currentTimeMillis() + 10_000;
        while (janus.janus.config().maxJobPairs() != 3 && System.currentTimeMillis() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1, 2) + ", \"pattern\": \"all-to-all\"}"),
                            "pairs"), containsString("maxJobPairs"));
    }

    @Test
    public void otherBadFieldsAre400OnThem() {
        badInput(post("{\"hosts\": " + hosts(0, 1) + ", \"pattern\": \"ring\"}"), "id");
        badInput(post("{\"id\": \"a b\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"ring\"}"), "id");
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"ring\", \"ttl\": -1}"), "ttl");
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"ring\", \"colour\": 1}"),
                 "colour");
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1, 2) + ", \"pattern\": \"neighbours\","
                              + " \"grid\": [2, 2]}"), "grid");
        json(post("{\"id\": \"j\", \"hosts\": " + hosts(0, 1) + ", \"pattern\": \"ring\"}"), 201);
        badInput(post("{\"id\": \"j\", \"hosts\": " + hosts(2, 3) + ", \"pattern\": \"ring\"}"), "id");
    }

    // Fields sent are defined, required ones are sent, and every value has its defined type.
    private static void conforms(String definition, JsonNode body) throws IOException {
        JsonNode schema = MAPPER.readTree(Files.readString(DEFINITIONS.resolve(definition + ".json")));
        assertThat(schema.path("title").asText(), is(definition));
        check(definition, schema, body);
    }

    private static void check(String where, JsonNode schema, JsonNode value) {
        String type = schema.path("type").asText();
        switch (type) {
            case "object":
                assertTrue(where + " is an object: " + value, value.isObject());
                JsonNode properties = schema.path("properties");
                Set<String> defined = new TreeSet<>();
                properties.fieldNames().forEachRemaining(defined::add);
                value.fieldNames().forEachRemaining(n -> assertTrue(where + " defines " + n, defined.contains(n)));
                schema.path("required").forEach(r -> assertTrue(where + " sends " + r, value.has(r.asText())));
                value.fieldNames().forEachRemaining(n -> check(where + "." + n, properties.path(n), value.path(n)));
                break;
            case "array":
                assertTrue(where + " is an array: " + value, value.isArray());
                value.forEach(item -> check(where + "[]", schema.path("items"), item));
                break;
            case "integer":
                assertTrue(where + " is an integer: " + value, value.isIntegralNumber());
                break;
            case "boolean":
                assertTrue(where + " is a boolean: " + value, value.isBoolean());
                break;
            case "string":
                assertTrue(where + " is a string: " + value, value.isTextual());
                break;
            default:
                throw new AssertionError(where + ": unexpected type " + type);
        }
    }
}

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
package org.onosproject.janus.onoskaraf;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.onoskaraf.SharedOnos.CHANGE_BOUND;

/**
 * Every resource of Janus's REST API (/onos/janus) through ONOS's own Jetty and Jersey, with ONOS's basic
 * authentication; and the Swagger document ONOS serves for it. 404 after uninstall is checked by
 * {@link ApplicationLifecycleChecks}.
 */
public class RestApiChecks {

    private static final String JSON = "application/json";
    private static final List<String> GETS = List.of("/onos/janus/strategy", "/onos/janus/links",
            "/onos/janus/paths", "/onos/janus/stats", "/onos/janus/moves", "/onos/janus/jobs", "/onos/janus/config");

    private final KarafOnos onos = RealOnosIT.ONOS.onos();

    @BeforeClass
    public static void janusIsActive() {
        RealOnosIT.ONOS.ensureJanusActive();
    }

    @AfterClass
    public static void backToDefaults() {
        KarafOnos onos = RealOnosIT.ONOS.onos();
        onos.put("/onos/janus/strategy", "{\"name\":\"luar\"}", JSON).requireSuccess();
        onos.put("/onos/janus/config", "{\"idleTimeout\":30}", JSON).requireSuccess();
    }

    private static void assertBadInput(RestResponse response, String field) {
        assertEquals(response.toString(), 400, response.status());
        assertEquals(response.toString(), field, response.json().path("field").asText());
    }

    @Test
    public void everyResourceAnswersWithJsonForOnosUser() {
        for (String path : GETS) {
            RestResponse response = onos.get(path);
            assertEquals(response.toString(), 200, response.status());
            assertTrue(response.toString(), response.json().isObject());
        }
        assertTrue(onos.get("/onos/janus/links").json().path("links").isArray());
        assertTrue(onos.get("/onos/janus/paths").json().path("paths").isArray());
        assertTrue(onos.get("/onos/janus/jobs").json().path("jobs").isArray());
        assertTrue(onos.get("/onos/janus/moves").json().path("moves").isArray());
        assertEquals(30, onos.get("/onos/janus/config").json().path("idleTimeout").asInt());
    }

    @Test
    public void withoutCredentialsEveryResourceAnswers401() {
        for (String path : GETS) {
            assertEquals(path, 401, onos.getWithoutCredentials(path).status());
        }
        assertEquals(401, onos.request("PUT", "/onos/janus/strategy", "{\"name\":\"ecmp\"}", JSON, false).status());
        assertEquals(401, onos.request("POST", "/onos/janus/jobs", "{}", JSON, false).status());
    }

    @Test
    public void theStrategyIsSwitchedAndBadBodiesAreRefusedNamingTheField() {
        JsonNode switched = onos.put("/onos/janus/strategy", "{\"name\":\"shortest\"}", JSON).requireSuccess().json();
        assertEquals("shortest", switched.path("active").asText());
        assertBadInput(onos.put("/onos/janus/strategy", "{\"name\":\"fastest\"}", JSON), "name");
        assertBadInput(onos.put("/onos/janus/strategy", "{\"name\":7}", JSON), "name");
        assertBadInput(onos.put("/onos/janus/strategy", "{\"nmae\":\"ecmp\"}", JSON), "nmae");
        assertBadInput(onos.put("/onos/janus/strategy", "{", JSON), "body");
        assertBadInput(onos.put("/onos/janus/strategy", "[]", JSON), "body");
        assertEquals("nothing changed", "shortest", onos.get("/onos/janus/strategy").json().path("active").asText());
    }

    @Test
    public void configurationIsChangedAllOrNothingAndBadValuesAreRefusedNamingTheProperty() {
        JsonNode changed = onos.put("/onos/janus/config", "{\"idleTimeout\":40}", JSON).requireSuccess().json();
        assertEquals(40, changed.path("idleTimeout").asInt());
        assertBadInput(onos.put("/onos/janus/config", "{\"idleTimeout\":-1}", JSON), "idleTimeout");
        assertBadInput(onos.put("/onos/janus/config", "{\"hardTimeout\":10,\"rebalance\":\"maybe\"}", JSON),
                "rebalance");
        assertBadInput(onos.put("/onos/janus/config", "{\"noSuchProperty\":1}", JSON), "noSuchProperty");
        // ONOS applies a change asynchronously: the first change shows in a GET within moments
        JsonNode after = Polling.poll(CHANGE_BOUND, () -> onos.get("/onos/janus/config").json(),
                json -> json.path("idleTimeout").asInt() == 40);
        assertEquals("nothing changed", 40, after.path("idleTimeout").asInt());
        assertEquals("nothing changed", 0, after.path("hardTimeout").asInt());
    }

    @Test
    public void jobsArePostedFetchedAndDeletedAndBadOnesRefusedNamingTheField() {
        assertBadInput(onos.post("/onos/janus/jobs", "{}", JSON), "id");
        assertBadInput(onos.post("/onos/janus/jobs", "{\"id\":\"j1\",\"hosts\":[\"10.0.0.1\",\"10.0.0.2\"],"
                + "\"pattern\":\"all-to-all\"}", JSON),
                "hosts");
        assertBadInput(onos.post("/onos/janus/jobs", "{\"id\":\"j1\",\"size\":3}", JSON), "size");
        assertEquals(404, onos.get("/onos/janus/jobs/j1").status());
        assertEquals(404, onos.delete("/onos/janus/jobs/j1").status());
        assertEquals(0, onos.get("/onos/janus/jobs").json().path("jobs").size());
    }

    @Test
    public void anUnknownPathKeyIs404() {
        assertEquals(404, onos.get("/onos/janus/paths/no-such-key").status());
        assertEquals(404, onos.delete("/onos/janus/paths/no-such-key").status());
    }

    @Test
    public void onosServesTheSwaggerDocumentOfJanusApi() {
        RestResponse swagger = onos.get("/onos/v1/docs/apis/onos/janus/swagger.json");
        assertEquals(swagger.toString(), 200, swagger.status());
        JsonNode paths = swagger.json().path("paths");
        for (String path : List.of("/strategy", "/links", "/paths", "/stats", "/moves", "/jobs", "/config")) {
            assertTrue(path + " in " + paths.fieldNames(), paths.has(path));
        }
        assertThat(onos.get("/onos/v1/docs/").body(), containsString("ONOS API Docs"));
    }
}

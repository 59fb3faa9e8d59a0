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
import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.cfg.ComponentConfigService;
import org.onosproject.codec.CodecService;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.RebalanceMove;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertTrue;

/**
 * The Swagger definitions (src/main/resources/definitions) describe what the resources really send:
 * every field a response carries is defined with its JSON type, every required field is sent, and
 * nothing defined is missing from the response.
 */
public class SwaggerDefinitionsTest extends JanusResourceTest {

    private static final Path DEFINITIONS = Paths.get("src/main/resources/definitions");

    @Test
    public void linksMatchTheirDefinition() throws IOException {
        JanusPath path = janus.provision(janus.host(0, 0), janus.host(3, 0));
        janus.load(ImmutableMap.of(path.links().get(0).src(), 1_000L));

        conforms("JanusLinks", json(get("links"), 200));
    }

    @Test
    public void statsMatchTheirDefinition() throws IOException {
        janus.provision(janus.host(0, 0), janus.host(3, 0));

        conforms("JanusStats", json(get("stats"), 200));
    }

    @Test
    public void pathsMatchTheirDefinition() throws IOException {
        janus.provision(janus.host(0, 0), janus.host(3, 0));

        conforms("JanusPaths", json(get("paths"), 200));
    }

    @Test
    public void onePathMatchesItsDefinition() throws IOException {
        JanusPath path = janus.provision(janus.host(0, 0), janus.host(3, 0));

        conforms("JanusPath", json(get("paths/" + path.intentKey()), 200));
    }

    @Test
    public void configMatchesItsDefinition() throws IOException {
        conforms("JanusConfig", json(get("config"), 200));
    }

    @Test
    public void movesMatchTheirDefinition() throws IOException {
        JanusPath a = janus.provision(janus.host(0, 0), janus.host(3, 0));
        JanusPath b = janus.provision(janus.host(1, 0), janus.host(2, 0));
        List<RebalanceMove> moves = ImmutableList.of(new RebalanceMove(
                a.intentKey(), janus.clock.nowMillis(), a.links(), b.links(), 1.1, 0.6, 1_000_000));
        JanusService forwarding = new ForwardingJanusService(janus.janus) {
            @Override
            public List<RebalanceMove> recentMoves() {
                return moves;
            }
        };
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, forwarding)
                .add(ComponentConfigService.class, janus.config)
                .add(CodecService.class, janus.codecs));

        conforms("JanusMoves", json(get("moves"), 200));
    }

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
                if (properties.size() == 0) {
                    return; // a map of names to counts
                }
                Set<String> defined = new TreeSet<>();
                properties.fieldNames().forEachRemaining(defined::add);
                Set<String> sent = new TreeSet<>();
                value.fieldNames().forEachRemaining(sent::add);
                assertThat(where + " fields", sent, is(defined));
                schema.path("required").forEach(r -> assertTrue(where + " sends " + r, value.has(r.asText())));
                defined.forEach(name -> check(where + "." + name, properties.path(name), value.path(name)));
                break;
            case "array":
                assertTrue(where + " is an array: " + value, value.isArray());
                assertTrue(where + " has an item to check", value.size() > 0);
                value.forEach(item -> check(where + "[]", schema.path("items"), item));
                break;
            case "integer":
                assertTrue(where + " is an integer or null: " + value, value.isIntegralNumber() || value.isNull());
                break;
            case "number":
                assertTrue(where + " is a number: " + value, value.isNumber());
                break;
            case "boolean":
                assertTrue(where + " is a boolean: " + value, value.isBoolean());
                break;
            case "string":
                assertTrue(where + " is a string: " + value, value.isTextual());
                break;
            default:
                throw new AssertionError(where + ": unknown type " + type);
        }
    }
}

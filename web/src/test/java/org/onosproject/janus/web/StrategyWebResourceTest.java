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

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

/**
 * GET and PUT /onos/janus/strategy against the real Janus.
 */
public class StrategyWebResourceTest extends JanusResourceTest {

    @Test
    public void getListsTheActiveStrategyAndEveryBuiltInOneWithItsDescription() {
        JsonNode body = json(get("strategy"), 200);

        assertThat(body.path("active").asText(), is("shortest"));
        List<String> names = new ArrayList<>();
        body.path("available").forEach(s -> {
            names.add(s.path("name").asText());
            assertThat(s.path("description").asText(), not(is("")));
        });
        // Whatever the service registers, in its (name) order; the built-in ones among them.
        assertThat(names, is(janus.janus.strategies().stream().map(s -> s.name()).collect(Collectors.toList())));
        assertThat(names.containsAll(List.of("bottleneck", "dmodk", "ecmp", "isolated", "luar", "luar-thesis",
                                             "shortest", "traffic")), is(true));
    }

    @Test
    public void putSwitchesTheStrategyJanusRoutesNewFlowsWith() {
        JsonNode body = json(put("strategy", "{\"name\":\"luar\"}"), 200);

        assertThat(body.path("active").asText(), is("luar"));
        assertThat(janus.janus.activeStrategy(), is("luar"));
        assertThat(janus.provision(janus.host(0, 0), janus.host(3, 0)).strategy(), is("luar"));
    }

    @Test
    public void putOfAnUnknownStrategyIs400NamingTheFieldAndChangesNothing() {
        String message = badInput(put("strategy", "{\"name\":\"fastest\"}"), "name");

        assertThat(message, containsString("unknown strategy"));
        assertThat(janus.janus.activeStrategy(), is("shortest"));
    }

    @Test
    public void putWithoutANameOrWithAnUnknownFieldIs400() {
        badInput(put("strategy", "{}"), "name");
        badInput(put("strategy", "{\"name\":7}"), "name");
        badInput(put("strategy", "{\"name\":\"ecmp\",\"force\":true}"), "force");
        assertThat(janus.janus.activeStrategy(), is("shortest"));
    }

    @Test
    public void malformedJsonIs400NamingTheBody() {
        badInput(put("strategy", "{\"name\": \"ecmp\""), "body");
        badInput(put("strategy", "[\"ecmp\"]"), "body");
        badInput(put("strategy", ""), "body");
        assertThat(janus.janus.activeStrategy(), is("shortest"));
    }

    @Test
    public void whatTheClientSentComesBackJsonEscaped() {
        String hostile = "<script>alert(\\\"x\\\")</script>";
        JsonNode body = json(put("strategy", "{\"" + hostile + "\":1}"), 400);

        assertThat(body.path("field").asText(), is("<script>alert(\"x\")</script>"));
        String raw = put("strategy", "{\"" + hostile + "\":1}").readEntity(String.class);
        assertThat("quotes inside the name are escaped", raw, containsString("alert(\\\"x\\\")"));
    }

    @Test
    public void aViewerMayReadButNotSwitchTheStrategy() {
        assertThat(target("strategy").request().header(ROLE_HEADER, "viewer").get().getStatus(), is(200));

        int status = target("strategy").request().header(ROLE_HEADER, "viewer")
                .put(javax.ws.rs.client.Entity.json("{\"name\":\"ecmp\"}")).getStatus();

        assertThat(status, is(403));
        assertThat(janus.janus.activeStrategy(), is("shortest"));
    }

    @Test
    public void unknownResourcesAre404() {
        assertThat(get("strategies").getStatus(), is(404));
        assertThat(get("strategy/luar").getStatus(), is(404));
    }
}

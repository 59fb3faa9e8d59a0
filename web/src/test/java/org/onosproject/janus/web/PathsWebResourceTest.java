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
import com.google.common.collect.ImmutableMap;
import org.junit.Test;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.impl.JanusTestWiring;
import org.onosproject.net.Link;

import java.util.ArrayList;
import java.util.List;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.hamcrest.Matchers.not;

/**
 * GET /onos/janus/paths, GET and DELETE /onos/janus/paths/{key}, against intents the real Janus
 * provisioned on the embedded ONOS core.
 */
public class PathsWebResourceTest extends JanusResourceTest {

    @Test
    public void noPathsBeforeTheFirstFlow() {
        assertThat(json(get("paths"), 200).path("paths").size(), is(0));
    }

    @Test
    public void everyPathIsListedWithItsLinksStrategyAgeAndIdleTime() {
        JanusPath first = janus.provision(janus.host(0, 0), janus.host(3, 0));
        janus.clock.advance(2_000);
        janus.provision(janus.host(1, 0), janus.host(2, 1));

        JsonNode paths = json(get("paths"), 200).path("paths");

        assertThat(paths.size(), is(2));
        JsonNode entry = paths.get(0).path("key").asText().equals(first.intentKey()) ? paths.get(0) : paths.get(1);
        assertThat(entry.path("flow").asText(), is(first.flow().toString()));
        assertThat(entry.path("strategy").asText(), is("shortest"));
        assertThat(entry.path("reason").asText(), not(is("")));
        assertThat(entry.path("hops").asInt(), is(4));
        assertThat(linkSources(entry), is(sources(first.links())));
        assertThat(entry.path("srcHost").asText(), is(first.srcHost().toString()));
        assertThat(entry.path("ageMillis").asLong(), is(janus.clock.nowMillis() - first.createdMillis()));
        assertThat(entry.path("idleMillis").asLong(), is(janus.clock.nowMillis() - first.lastActiveMillis()));
        assertThat(entry.path("bytes").asLong(), is(0L));
    }

    @Test
    public void aPathShowsItsIdleTimeoutAndHowItIsSet() {
        JanusPath fixed = janus.provision(janus.host(0, 0), janus.host(3, 0));
        JsonNode entry = json(get("paths/" + fixed.intentKey()), 200);
        assertThat(entry.path("idleTimeoutMode").asText(), is("fixed"));
        assertThat(entry.path("idleTimeoutMillis").asLong(), is(30_000L));
        assertThat(entry.path("idleGapsLearned").asInt(), is(0));

        JanusTestWiring.modify(janus.janus, ImmutableMap.of("idleTimeoutMode", "adaptive", "idleTimeout", 0));
        JsonNode adaptive = json(get("paths/" + fixed.intentKey()), 200);

        assertThat(adaptive.path("idleTimeoutMode").asText(), is("adaptive"));
        assertThat("no gap learnt, idleTimeout never: the adaptive maximum",
                   adaptive.path("idleTimeoutMillis").asLong(), is(60_000L));
    }

    @Test
    public void onePathByItsKey() {
        JanusPath path = janus.provision(janus.host(0, 1), janus.host(2, 0));

        JsonNode body = json(get("paths/" + path.intentKey()), 200);

        assertThat(body.path("key").asText(), is(path.intentKey()));
        assertThat(linkSources(body), is(sources(path.links())));
    }

    @Test
    public void anUnknownKeyIs404WithAJsonBody() {
        janus.provision(janus.host(0, 1), janus.host(2, 0));

        JsonNode body = json(get("paths/10.9.9.9-10.8.8.8"), 404);

        assertThat(body.path("message").asText(), containsString("No Janus path"));
        assertThat(delete("paths/10.9.9.9-10.8.8.8").getStatus(), is(404));
        assertThat(janus.janus.paths().size(), is(1));
    }

    @Test
    public void deleteWithdrawsAndPurgesTheIntent() {
        JanusPath keep = janus.provision(janus.host(0, 0), janus.host(3, 0));
        JanusPath gone = janus.provision(janus.host(1, 0), janus.host(2, 1));

        assertThat(delete("paths/" + gone.intentKey()).getStatus(), is(204));
        janus.onos.awaitQuiescent();

        assertThat(janus.janus.path(gone.intentKey()).isPresent(), is(false));
        assertThat(janus.janus.path(keep.intentKey()).isPresent(), is(true));
        assertThat(get("paths/" + gone.intentKey()).getStatus(), is(404));
        assertThat(janus.janus.statistics().count(Statistic.ACTIVE_INTENTS), is(1L));
    }

    @Test
    public void aViewerCannotDeleteAPath() {
        JanusPath path = janus.provision(janus.host(0, 0), janus.host(3, 0));

        int status = target("paths/" + path.intentKey()).request().header(ROLE_HEADER, "viewer").delete().getStatus();

        assertThat(status, is(403));
        assertThat(janus.janus.path(path.intentKey()).isPresent(), is(true));
    }

    private static List<String> linkSources(JsonNode path) {
        List<String> sources = new ArrayList<>();
        path.path("links").forEach(l -> sources.add(l.path("src").asText() + ">" + l.path("dst").asText()));
        return sources;
    }

    private static List<String> sources(List<Link> links) {
        List<String> sources = new ArrayList<>();
        links.forEach(l -> sources.add(l.src() + ">" + l.dst()));
        return sources;
    }
}

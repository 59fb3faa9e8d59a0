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

import org.junit.Before;
import org.junit.Test;
import org.onlab.junit.TestUtils;
import org.onlab.osgi.TestServiceDirectory;
import org.onlab.rest.BaseResource;
import org.onosproject.codec.CodecService;
import org.onosproject.codec.impl.CodecManager;
import org.onosproject.janus.api.JanusService;
import org.onosproject.janus.api.codec.JsonFixture;
import org.onosproject.janus.impl.JanusCodecRegistrator;

import javax.ws.rs.core.Response;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * Every GET of the REST API sends, for the fixture's state, exactly the fixture's text: the text the
 * CLI's {@code -j} prints for the same state ({@code JsonIsTheRestApisTest} in the CLI bundle).
 */
public class RestJsonTest extends JanusResourceTest {

    /** The fixture's Janus instead of a running one, with the codecs the Janus bundle registers. */
    @Override
    @Before
    public void startJanus() {
        CodecManager codecs = new CodecManager();
        codecs.activate();
        JanusCodecRegistrator registrator = new JanusCodecRegistrator();
        TestUtils.setField(registrator, "codecService", codecs);
        registrator.activate();
        TestUtils.setField(BaseResource.class, "services", new TestServiceDirectory()
                .add(JanusService.class, JsonFixture.service())
                .add(CodecService.class, codecs));
    }

    private String body(String path) {
        Response response = get(path);
        String body = response.readEntity(String.class);
        assertThat(body, response.getStatus(), is(200));
        return body;
    }

    @Test
    public void getStrategyIsTheFixturesText() {
        assertThat(body("strategy"), is(JsonFixture.STRATEGY_JSON));
    }

    @Test
    public void getLinksIsTheFixturesText() {
        assertThat(body("links"), is(JsonFixture.LINKS_JSON));
    }

    @Test
    public void getPathsIsTheFixturesText() {
        assertThat(body("paths"), is(JsonFixture.PATHS_JSON));
    }

    @Test
    public void getOnePathIsTheFixturesText() {
        assertThat(body("paths/10.0.0.1-10.0.0.2"), is(JsonFixture.PATH_JSON));
    }

    @Test
    public void getMovesIsTheFixturesText() {
        assertThat(body("moves"), is(JsonFixture.MOVES_JSON));
    }
}

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
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.AfterClass;
import org.junit.Before;
import org.junit.BeforeClass;
import org.junit.Test;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.onosproject.janus.onoskaraf.SharedOnos.CHANGE_BOUND;

/**
 * Every Karaf command of Janus's cli bundle in ONOS's real shell, as text and as JSON ({@code -j}), with
 * its refusals. This ONOS has no devices, so the tables are empty; their content is tested in cli/.
 */
public class KarafCommandChecks {

    /** The strategies the installed Janus must offer (the README's strategy table). */
    private static final Set<String> BUILT_IN_STRATEGIES = new TreeSet<>(List.of(
            "bottleneck", "dmodk", "ecmp", "isolated", "luar", "luar-thesis", "shortest", "traffic"));

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final String CFG_STRATEGY = "cfg get org.onosproject.janus.impl.JanusManager strategy";

    private final KarafOnos onos = RealOnosIT.ONOS.onos();

    @BeforeClass
    public static void janusIsActive() {
        RealOnosIT.ONOS.ensureJanusActive();
    }

    @Before
    public void luarIsActive() {
        onos.shell("janus-strategy luar");
    }

    @AfterClass
    public static void backToLuar() {
        RealOnosIT.ONOS.onos().shell("janus-strategy luar");
    }

    private static JsonNode json(String text) {
        try {
            return MAPPER.readTree(text.trim());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }

    @Test
    public void everyReadingCommandAnswersAsTextAndAsJson() {
        List<String> out = onos.shellEach(
                "janus-strategy", "janus-strategy -j",
                "janus-links", "janus-links -j", "janus-links -s rate",
                "janus-paths", "janus-paths -j",
                "janus-stats", "janus-stats -j",
                "janus-moves", "janus-moves -j", "janus-moves -n 5",
                "janus-jobs", "janus-jobs -j");
        assertThat(out.get(0), containsString("* luar"));
        assertEquals("luar", json(out.get(1)).path("active").asText());
        Set<String> available = new TreeSet<>();
        json(out.get(1)).path("available").forEach(strategy -> available.add(strategy.path("name").asText()));
        assertEquals(BUILT_IN_STRATEGIES, available);
        assertThat(out.get(2), not(containsString("Error")));
        assertTrue(json(out.get(3)).path("links").isArray());
        assertThat(out.get(4), not(containsString("Error")));
        assertThat(out.get(5), not(containsString("Error")));
        assertTrue(json(out.get(6)).path("paths").isArray());
        assertThat(out.get(7), containsString("provisioning: programming=0"));
        assertEquals(0, json(out.get(8)).path("activeIntents").asInt(-1));
        assertThat(out.get(9), containsString("no rebalancer moves"));
        assertTrue(json(out.get(10)).path("moves").isArray());
        assertThat(out.get(11), containsString("no rebalancer moves"));
        assertThat(out.get(12), containsString("pattern"));
        assertTrue(json(out.get(13)).path("jobs").isArray());
    }

    @Test
    public void badArgumentsAreRefusedNamingTheCause() {
        // The refusals go to the shell's error stream, which the client interleaves with the output in
        // its own order: read all of them together.
        String out = onos.shell(
                "janus-strategy fastest",
                "janus-links -s bogus",
                "janus-moves -n 0",
                "janus-paths no-such-key",
                "janus-jobs no-such-job",
                "janus-job-add j1 10.0.0.1 10.0.0.2",
                "janus-job-remove no-such-job");
        assertThat(out, containsString("Unknown strategy 'fastest'"));
        assertThat(out, containsString("Unknown sort 'bogus'"));
        assertThat(out, containsString("-n must be a positive number"));
        assertThat(out, containsString("No Janus intent with key 'no-such-key'"));
        assertThat(out, containsString("No Janus job with id 'no-such-job'"));
        assertThat(out, containsString("hosts: unknown host 10.0.0.1"));
        assertEquals("both job ids refused", 2, out.split("No Janus job with id 'no-such-job'", -1).length - 1);
        assertThat("nothing changed", onos.shell("janus-strategy -j"), containsString("\"active\":\"luar\""));
        assertEquals("no job declared", 0, json(onos.shell("janus-jobs -j")).path("jobs").size());
    }

    @Test
    public void aStrategySwitchedInTheShellShowsInOnosCfgAndInRest() {
        assertThat(onos.shell("janus-strategy ecmp"), containsString("ecmp"));
        assertThat(Polling.poll(CHANGE_BOUND, () -> onos.shell(CFG_STRATEGY), s -> s.contains("value=ecmp,")),
                containsString("value=ecmp,"));
        assertEquals("ecmp", onos.get("/onos/janus/strategy").requireSuccess().json().path("active").asText());
        assertEquals("ecmp", onos.get("/onos/janus/config").requireSuccess().json().path("strategy").asText());
    }
}

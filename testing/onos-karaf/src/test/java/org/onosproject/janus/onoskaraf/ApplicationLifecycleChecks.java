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
import org.junit.Test;

import java.nio.file.Files;
import java.util.Map;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.is;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.onosproject.janus.onoskaraf.SharedOnos.APP;
import static org.onosproject.janus.onoskaraf.SharedOnos.CHANGE_BOUND;

/**
 * Install, deactivate, activate, uninstall and reinstall through ONOS's application REST API, as an
 * operator's {@code onos-app} does, with Janus's bundles, components, commands and REST checked after
 * each step. One walk: each step starts from the state the previous one left.
 */
public class ApplicationLifecycleChecks {

    private static final String CONFIG = "/onos/v1/configuration/org.onosproject.janus.impl.JanusManager";
    private static final String CFG_IDLE = "cfg get org.onosproject.janus.impl.JanusManager idleTimeout";

    private final KarafOnos onos = RealOnosIT.ONOS.onos();
    private final OnosView view = new OnosView(onos);

    @Test
    public void theArchiveGoesThroughEveryLifecycleStepAndLeavesNothingBehind() {
        if (!"ABSENT".equals(onos.appState(APP))) {
            onos.uninstallApp(APP);
            assertEquals("ABSENT", Polling.poll(CHANGE_BOUND, () -> onos.appState(APP), "ABSENT"::equals));
        }

        JsonNode installed = onos.installOar(SharedOnos.oar()).json();
        assertEquals(APP, installed.path("name").asText());
        assertActive("after install");

        onos.shell("cfg set org.onosproject.janus.impl.JanusManager idleTimeout 45");
        assertThat(Polling.poll(CHANGE_BOUND, () -> onos.shell(CFG_IDLE), s -> s.contains("value=45")),
                containsString("value=45,"));

        onos.deactivateApp(APP);
        assertInactive("INSTALLED", "after deactivate");

        onos.activateApp(APP);
        assertActive("after activate");
        assertThat("idleTimeout set before deactivation, as ONOS keeps component configuration",
                onos.shell(CFG_IDLE), containsString("value=45,"));
        onos.shell("cfg set org.onosproject.janus.impl.JanusManager idleTimeout 30");
        assertThat(Polling.poll(CHANGE_BOUND, () -> onos.shell(CFG_IDLE), s -> s.contains("value=30,")),
                containsString("value=30,"));

        onos.uninstallApp(APP);
        assertInactive("ABSENT", "after uninstall");
        assertFalse("ONOS's copy of the archive removed",
                Files.exists(onos.runDirectory().resolve("apps").resolve(APP)));

        onos.installOar(SharedOnos.oar());
        assertActive("after reinstall");
    }

    private void assertActive(String when) {
        assertEquals(when, "ACTIVE", Polling.poll(CHANGE_BOUND, () -> onos.appState(APP), "ACTIVE"::equals));
        assertEquals(when, 200, (int) Polling.poll(CHANGE_BOUND,
                () -> onos.get("/onos/janus/strategy").status(), s -> s == 200));
        assertEquals(when, JanusFootprint.activeBundles(), Polling.poll(CHANGE_BOUND,
                () -> JanusFootprint.bundles(onos), JanusFootprint.activeBundles()::equals));
        assertEquals(when, JanusFootprint.activeComponents(), Polling.poll(CHANGE_BOUND,
                () -> JanusFootprint.components(onos), JanusFootprint.activeComponents()::equals));
        assertThat(when, onos.shell("janus-strategy"), containsString("active strategy:"));
        assertEquals(when, 200, onos.get(CONFIG).status());
    }

    private void assertInactive(String appState, String when) {
        assertEquals(when, appState, Polling.poll(CHANGE_BOUND, () -> onos.appState(APP), appState::equals));
        assertEquals(when + ": no Janus bundle", Map.of(), Polling.poll(CHANGE_BOUND,
                () -> JanusFootprint.bundles(onos), Map::isEmpty));
        assertEquals(when + ": no Janus component", Map.of(), JanusFootprint.components(onos));
        assertEquals(when + ": Janus's REST context gone", 404, onos.get("/onos/janus/strategy").status());
        assertThat(when + ": Janus's commands gone", onos.shell("janus-strategy"),
                containsString("Command not found: janus-strategy"));
        assertThat(when + ": no Janus properties in ONOS's cfg",
                onos.shell("cfg get org.onosproject.janus.impl.JanusManager"),
                containsString("No properties for component org.onosproject.janus.impl.JanusManager found"));
        assertEquals(when + ": no Janus component in ONOS's configuration REST", 404, onos.get(CONFIG).status());
        assertThat(when + ": no Janus intents", view.intentsOf(APP).size(), is(0));
        assertThat(when + ": no Janus flow rules", view.flowsOf(APP).size(), is(0));
    }
}

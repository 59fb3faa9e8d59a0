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

import org.junit.AfterClass;
import org.junit.BeforeClass;
import org.junit.Test;

import java.util.Map;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;
import static org.onosproject.janus.onoskaraf.SharedOnos.APP;
import static org.onosproject.janus.onoskaraf.SharedOnos.CHANGE_BOUND;

/**
 * Janus's component configuration through ONOS's own {@code cfg set}: good values applied everywhere
 * ONOS shows them, bad ones refused with nothing changed, and values kept across deactivate/activate.
 */
public class ComponentConfigChecks {

    private static final String COMPONENT = "org.onosproject.janus.impl.JanusManager";

    private final KarafOnos onos = RealOnosIT.ONOS.onos();

    @BeforeClass
    public static void janusIsActive() {
        RealOnosIT.ONOS.ensureJanusActive();
    }

    @AfterClass
    public static void backToDefaults() {
        RealOnosIT.ONOS.onos().shell("cfg set " + COMPONENT + " idleTimeout 30",
                "cfg set " + COMPONENT + " strategy luar");
    }

    private String cfg(String property) {
        return onos.shell("cfg get " + COMPONENT + " " + property);
    }

    private String settled(String property, String value) {
        return Polling.poll(CHANGE_BOUND, () -> cfg(property), s -> s.contains("value=" + value + ","));
    }

    @Test
    public void aGoodValueShowsInCfgAndInJanusRest() {
        onos.shell("cfg set " + COMPONENT + " idleTimeout 50");
        assertThat(settled("idleTimeout", "50"), containsString("value=50,"));
        assertEquals(50, (int) Polling.poll(CHANGE_BOUND,
                () -> onos.get("/onos/janus/config").json().path("idleTimeout").asInt(), v -> v == 50));
    }

    @Test
    public void aValueOfTheWrongTypeIsRefusedByOnosAndChangesNothing() {
        onos.shell("cfg set " + COMPONENT + " idleTimeout 30");
        assertThat(settled("idleTimeout", "30"), containsString("value=30,"));
        assertThat(onos.shell("cfg set " + COMPONENT + " idleTimeout abc"), containsString("Invalid INTEGER value"));
        assertThat(cfg("idleTimeout"), containsString("value=30,"));
        assertEquals(30, onos.get("/onos/janus/config").json().path("idleTimeout").asInt());
    }

    @Test
    public void aValueJanusRefusesIsSetBackAndChangesNothing() {
        onos.shell("cfg set " + COMPONENT + " idleTimeout 30");
        assertThat(settled("idleTimeout", "30"), containsString("value=30,"));
        onos.shell("cfg set " + COMPONENT + " idleTimeout -5", "cfg set " + COMPONENT + " strategy fastest");
        // ONOS stores what cfg set gives it; Janus refuses it and sets its value back.
        assertThat(Polling.poll(CHANGE_BOUND, () -> onos.log(), l -> l.contains("strategy rejected (unknown"
                + " strategy 'fastest'")), containsString("Janus property idleTimeout rejected (-5 is outside"));
        assertThat(settled("idleTimeout", "30"), containsString("value=30,"));
        assertThat(settled("strategy", "luar"), containsString("value=luar,"));
        assertEquals(30, onos.get("/onos/janus/config").json().path("idleTimeout").asInt());
        assertEquals("luar", onos.get("/onos/janus/strategy").json().path("active").asText());
    }

    @Test
    public void valuesAreKeptAcrossDeactivateAndActivate() {
        onos.shell("cfg set " + COMPONENT + " idleTimeout 55");
        assertThat(settled("idleTimeout", "55"), containsString("value=55,"));
        onos.deactivateApp(APP);
        assertEquals("INSTALLED", Polling.poll(CHANGE_BOUND, () -> onos.appState(APP), "INSTALLED"::equals));
        assertEquals("Janus's bundles gone", Map.of(), Polling.poll(CHANGE_BOUND,
                () -> JanusFootprint.bundles(onos), Map::isEmpty));
        RealOnosIT.ONOS.ensureJanusActive();
        assertThat(settled("idleTimeout", "55"), containsString("value=55,"));
        assertEquals(55, onos.get("/onos/janus/config").json().path("idleTimeout").asInt());
    }
}

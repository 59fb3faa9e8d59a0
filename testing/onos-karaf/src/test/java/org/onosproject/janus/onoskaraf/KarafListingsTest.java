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

import org.junit.Test;

import java.util.Map;

import static org.junit.Assert.assertEquals;

public class KarafListingsTest {

    @Test
    public void bundleStatesAreReadBySymbolicName() {
        String listing = "START LEVEL 100 , List Threshold: 0\n"
                + " ID │ State    │ Lvl │ Version        │ Symbolic name\n"
                + "────┼──────────┼─────┼────────────────┼──────────────────────────\n"
                + "172 │ Active   │  80 │ 1.0.0.SNAPSHOT │ org.onosproject.janus-app\n"
                + "174 │ Waiting  │  80 │ 1.0.0.SNAPSHOT │ org.onosproject.janus-web\n";
        assertEquals(Map.of("org.onosproject.janus-app", "Active", "org.onosproject.janus-web", "Waiting"),
                KarafListings.bundleStates(listing));
    }

    @Test
    public void componentStatesComeFromTheirInstanceLines() {
        String listing = "org.onosproject.janus.impl.JanusManager in bundle 172 (org.onosproject.janus-app:1.0.0"
                + ".SNAPSHOT) enabled, 1 instance.\n"
                + "    Id: 127, State:ACTIVE, PID(s): [org.onosproject.janus.impl.JanusManager]\n"
                + "org.onosproject.janus.web.gui.JanusUiComponent in bundle 174 (org.onosproject.janus-web:1.0.0"
                + ".SNAPSHOT) enabled, 1 instance.\n"
                + "    Id: 129, State:UNSATISFIED REFERENCE\n"
                + "org.example.Off in bundle 3 (org.example:1.0) disabled, 0 instances.\n";
        assertEquals(Map.of("org.onosproject.janus.impl.JanusManager", "ACTIVE",
                "org.onosproject.janus.web.gui.JanusUiComponent", "UNSATISFIED REFERENCE",
                "org.example.Off", "DISABLED"), KarafListings.componentStates(listing));
    }
}

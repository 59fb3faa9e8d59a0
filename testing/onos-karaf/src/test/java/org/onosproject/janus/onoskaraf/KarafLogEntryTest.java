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

import java.util.List;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

public class KarafLogEntryTest {

    private static final String JANUS_WARN = "2026-11-28T03:57:06,217 | WARN  | CM Event Dispatcher (Fire"
            + " ConfigurationEvent: pid=org.onosproject.janus.impl.JanusManager) | JanusManager | 172 -"
            + " org.onosproject.janus-app - 1.0.0.SNAPSHOT | Janus property idleTimeout rejected (-5 is outside"
            + " [0, 86400]); keeping ...";
    private static final String PLATFORM_WARN = "2026-11-28T03:51:43,046 | WARN  | SCR Component Actor |"
            + " AtomixManager | 153 - org.onosproject.onos-core-primitives - 2.5.6 | No storage nodes found in"
            + " cluster metadata!";

    @Test
    public void warningsAndErrorsAreReadWithTheirColumnsAndStackLinesSkipped() {
        List<KarafLogEntry> entries = KarafLogEntry.warningsAndErrors(List.of(JANUS_WARN,
                "java.lang.IllegalStateException: x", "\tat a.b.C(C.java:1)", PLATFORM_WARN,
                "2026-11-28T03:51:43,047 | INFO  | t | L | 1 - b - 1 | fine"));
        assertEquals(2, entries.size());
        assertEquals("JanusManager", entries.get(0).logger());
        assertTrue(entries.get(0).fromJanus());
        assertFalse(entries.get(1).fromJanus());
    }

    @Test
    public void aKnownPlatformLineAccountsForItsEntryOnly() {
        KarafLogEntry platform = KarafLogEntry.parse(PLATFORM_WARN).orElseThrow();
        KarafLogEntry janus = KarafLogEntry.parse(JANUS_WARN).orElseThrow();
        assertTrue(KnownLogLine.PLATFORM.stream().anyMatch(k -> k.matches(platform)));
        assertFalse(KnownLogLine.PLATFORM.stream().anyMatch(k -> k.matches(janus)));
    }
}

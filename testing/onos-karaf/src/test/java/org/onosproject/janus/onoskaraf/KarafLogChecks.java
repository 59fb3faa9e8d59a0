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

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * Karaf's log after everything the other checks did (install, deactivate, activate, uninstall,
 * reinstall, every command and resource, good and bad configuration): no ERROR from Janus, and every
 * warning or error either a known platform one or one the checks provoked on purpose.
 */
public class KarafLogChecks {

    /** Warnings Janus logs for the bad values {@link ComponentConfigChecks} sets on purpose. */
    private static final List<KnownLogLine> PROVOKED = List.of(
            new KnownLogLine("WARN", "JanusManager", "Janus property idleTimeout rejected \\(-5 is outside",
                    "ComponentConfigChecks sets idleTimeout -5 through cfg set"),
            new KnownLogLine("WARN", "JanusManager", "Janus property strategy rejected \\(unknown strategy 'fastest'",
                    "ComponentConfigChecks sets strategy fastest through cfg set"));

    private final KarafOnos onos = RealOnosIT.ONOS.onos();

    @Test
    public void janusLogsNoError() {
        List<KarafLogEntry> errors = KarafLogEntry.warningsAndErrors(onos.logLines()).stream()
                .filter(e -> e.fromJanus() && e.level().equals("ERROR")).collect(Collectors.toList());
        assertEquals("Janus's errors in " + onos.logFile(), List.of(), errors);
    }

    @Test
    public void everyWarningAndErrorIsAKnownOne() {
        List<KnownLogLine> known = new ArrayList<>(KnownLogLine.PLATFORM);
        known.addAll(PROVOKED);
        List<String> unknown = KarafLogEntry.warningsAndErrors(onos.logLines()).stream()
                .filter(e -> known.stream().noneMatch(k -> k.matches(e)))
                .filter(e -> !(e.fromJanus() && e.level().equals("ERROR")))
                .map(KarafLogEntry::toString)
                .collect(Collectors.toList());
        assertEquals("unknown warnings or errors in " + onos.logFile(), List.of(), unknown);
    }

    @Test
    public void theProvokedWarningsWereLogged() {
        List<KarafLogEntry> warnings = KarafLogEntry.warningsAndErrors(onos.logLines());
        for (KnownLogLine provoked : PROVOKED) {
            assertTrue(provoked.toString(), warnings.stream().anyMatch(provoked::matches));
        }
    }
}

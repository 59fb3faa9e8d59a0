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

import org.junit.rules.ExternalResource;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

import static org.junit.Assert.assertEquals;

/**
 * One real ONOS for a whole suite, booted before its first class and always stopped after its last
 * (also when a check fails). Its folder is kept under target/onos-runs for reading after a failure.
 */
final class SharedOnos extends ExternalResource {

    static final String APP = "org.onosproject.janus";
    static final Duration CHANGE_BOUND = Duration.ofSeconds(60);

    private KarafOnos onos;

    @Override
    protected void before() {
        Path runs = Paths.get(System.getProperty("janus.onos.runs", "target/onos-runs"));
        Path run = runs.resolve("suite-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")));
        onos = KarafOnos.startAndWait(KarafOnosOptions.builder(run).bootTimeout(Duration.ofSeconds(300)).build());
    }

    @Override
    protected void after() {
        if (onos != null) {
            onos.close();
        }
    }

    KarafOnos onos() {
        return onos;
    }

    /** The archive the build made (oar/target), as installed by the tests. */
    static Path oar() {
        return Paths.get(System.getProperty("janus.oar", "../../oar/target/janus-1.0.0-SNAPSHOT.oar"));
    }

    /** Installs Janus unless ONOS has it, activates it unless active, and waits for its REST API. */
    void ensureJanusActive() {
        String state = onos.appState(APP);
        if ("ABSENT".equals(state)) {
            onos.installOar(oar());
        } else if (!"ACTIVE".equals(state)) {
            onos.activateApp(APP);
        }
        int status = Polling.poll(CHANGE_BOUND, () -> onos.get("/onos/janus/strategy").status(), s -> s == 200);
        assertEquals("Janus's REST API after activation", 200, status);
    }
}

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
package org.onosproject.janus.onoskaraf.launcher;

import org.junit.Test;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsString;
import static org.junit.Assert.assertEquals;

public class JanusOnosOptionsTest {

    private static final Path OAR = Paths.get("oar/target/janus-1.0.0-SNAPSHOT.oar");

    @Test
    public void withoutOptionsTheBuiltArchiveOnFreePortsWithinThreeMinutes() {
        JanusOnosOptions options = JanusOnosOptions.parse(List.of(), OAR);
        assertEquals(OAR, options.oar());
        assertEquals(Optional.empty(), options.httpPort());
        assertEquals(Duration.ofSeconds(180), options.bootTimeout());
        assertEquals(Optional.empty(), options.fabric());
    }

    @Test
    public void everyOptionIsRead() {
        JanusOnosOptions options = JanusOnosOptions.parse(List.of("--oar", "x.oar", "--run-dir", "/tmp/r",
                "--http-port", "8181", "--ssh-port", "8101", "--boot-timeout", "60", "--fabric", "k4"), OAR);
        assertEquals(Paths.get("x.oar"), options.oar());
        assertEquals(Optional.of(Paths.get("/tmp/r")), options.runDirectory());
        assertEquals(Optional.of(8181), options.httpPort());
        assertEquals(Optional.of(8101), options.sshPort());
        assertEquals(Duration.ofSeconds(60), options.bootTimeout());
        assertEquals(Optional.of("k4"), options.fabric());
    }

    @Test
    public void badOptionsAreRefusedByName() {
        assertThat(refusal("--http-port", "abc"), containsString("--http-port: 'abc' is not a number"));
        assertThat(refusal("--ssh-port", "70000"), containsString("70000 is not a TCP port"));
        assertThat(refusal("--boot-timeout", "0"), containsString("0 is not a positive number"));
        assertThat(refusal("--fabric", "k8"), containsString("only k4"));
        assertThat(refusal("--colour", "red"), containsString("unknown option --colour"));
        assertThat(refusal("--oar"), containsString("--oar needs a value"));
    }

    private static String refusal(String... args) {
        try {
            JanusOnosOptions.parse(List.of(args), OAR);
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
        throw new AssertionError("accepted: " + List.of(args));
    }
}

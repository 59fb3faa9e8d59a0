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
package org.onosproject.janus.lab.parallel;

import org.junit.Test;

import java.util.List;

import static org.junit.Assert.assertEquals;

/** Which compiler a run worker JVM is told to use. */
public class ChildJvmTest {

    private static final List<String> PREFIX = List.of("/jdk/bin/java", "-Xmx2g", "-cp", "lab.jar");

    private static List<String> commandFor(List<String> prefix, double secondsPerRun) {
        return ChildJvm.of(prefix).forRunsOf(secondsPerRun).command(RunWorker.class, List.of("a"));
    }

    @Test
    public void workersOfShortRunsUseTheQuickCompilerOnly() {
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=1", "-Xmx2g", "-cp", "lab.jar",
                             RunWorker.class.getName(), "a"), commandFor(PREFIX, 0.4));
    }

    @Test
    public void workersOfLongRunsStartAsThisJvmDid() {
        assertEquals(List.of("/jdk/bin/java", "-Xmx2g", "-cp", "lab.jar", RunWorker.class.getName(), "a"),
                     commandFor(PREFIX, ChildJvm.SHORT_RUN_SECONDS));
    }

    @Test
    public void aCompilerChosenOnTheCommandLineIsKept() {
        List<String> chosen = List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=4", "-cp", "lab.jar");
        assertEquals(List.of("/jdk/bin/java", "-XX:TieredStopAtLevel=4", "-cp", "lab.jar",
                             RunWorker.class.getName(), "a"), commandFor(chosen, 0.4));
    }
}

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
package org.onosproject.janus.lab.cli;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.parallel.ChildJvm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * {@code --jobs N} (child JVMs) and {@code --shard i/n} + {@code merge} make the report one process makes,
 * byte for byte, every file of it: on the real emulated network with the real Janus, background traffic,
 * two strategies and two repetitions (4 runs).
 */
public class ParallelRunsTest {
    @Rule
    public final TemporaryFolder tmp = new TemporaryFolder();

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int lab(String... args) {
        return new JanusLab(EmulatedNetworkFactory.withJanus(), new ScenarioCatalog(),
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true), false,
                Runtime.getRuntime().maxMemory(), ChildJvm.likeThisJvm(), 1).execute(args);
    }

    private void ok(String... args) {
        int code = lab(args);
        assertEquals(err.toString(StandardCharsets.UTF_8), 0, code);
    }

    private String config() throws IOException {
        Path file = tmp.newFile("small.json").toPath();
        Files.write(file, ("{\"name\": \"small\", \"workloads\": [\"MG\"], \"strategies\": [\"shortest\", \"luar\"],"
                + " \"concurrency\": [50], \"background\": {\"warmupSeconds\": 20, \"maxFlowSeconds\": 30},"
                + " \"reps\": 2, \"seed\": 11}").getBytes(StandardCharsets.UTF_8));
        return file.toString();
    }

    private static Map<String, String> files(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : (Iterable<Path>) list::iterator) {
                files.put(p.getFileName().toString(), Files.readString(p));
            }
        }
        return files;
    }

    private Path out(String name) {
        return tmp.getRoot().toPath().resolve(name);
    }

    @Test
    public void twoJobsAndTwoShardsMergedMakeTheReportOfOneProcessByteForByte() throws IOException {
        String config = config();
        ok("run", "--config", config, "--jobs", "1", "--out", out("one").toString());
        ok("run", "--config", config, "--jobs", "2", "--out", out("two").toString());
        ok("run", "--config", config, "--shard", "1/2", "--jobs", "1", "--out", out("s1").toString());
        ok("run", "--config", config, "--shard", "2/2", "--jobs", "2", "--out", out("s2").toString());
        ok("merge", "--out", out("merged").toString(), out("s2").toString(), out("s1").toString());

        Map<String, String> one = files(out("one"));
        assertTrue(one.keySet().toString(), one.containsKey("summary.csv") && one.containsKey("runs.csv"));
        assertEquals("header and 4 runs", 5, one.get("runs.csv").split("\n").length);
        assertEquals(one, files(out("two")));
        assertEquals(one, files(out("merged")));
    }

    @Test
    public void aFailedRunEndsTheExperimentWhereOneProcessWouldHaveEndedIt() throws IOException {
        Path file = tmp.newFile("failing.json").toPath();
        // MG takes about 23 s of virtual time: every run fails, the first one ends the experiment.
        Files.write(file, ("{\"name\": \"failing\", \"workloads\": [\"MG\"], \"strategies\": [\"shortest\","
                + " \"luar\"], \"reps\": 2, \"maxVirtualSeconds\": 5}").getBytes(StandardCharsets.UTF_8));
        assertEquals(JanusLab.RUN_FAILED, lab("run", "--config", file.toString(), "--jobs", "1", "--out",
                out("one").toString()));
        assertEquals(JanusLab.RUN_FAILED, lab("run", "--config", file.toString(), "--jobs", "2", "--out",
                out("two").toString()));
        Map<String, String> one = files(out("one"));
        assertTrue(one.keySet().toString(), one.containsKey("INCOMPLETE"));
        assertEquals(one, files(out("two")));
    }
}

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
package org.onosproject.janus.lab.slurm;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.cli.JanusLab;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.parallel.ChildJvm;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * The sweep scripts of contrib/slurm with the array's tasks run as local processes: each task, given its
 * {@code SLURM_ARRAY_TASK_ID}, runs its shard through a {@code janus-lab} (this test's JVM's java and
 * classpath), the merge script builds the report from the shards, and that report is the one a single
 * process makes, file for file. The submit script submits the array and the merge after it (a stand-in
 * {@code sbatch}).
 */
public class SweepScriptsTest {
    private static final Path SCRIPTS = Paths.get("../contrib/slurm").toAbsolutePath().normalize();

    @Rule
    public final TemporaryFolder tmp = new TemporaryFolder();

    private Path root() {
        return tmp.getRoot().toPath();
    }

    private static String quoted(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }

    /** A janus-lab launcher that runs the lab with this JVM's java, flags and classpath. */
    private Path launcher() throws IOException {
        Path file = root().resolve("janus-lab");
        String command = ChildJvm.likeThisJvm().command(JanusLab.class, List.of()).stream()
                .map(SweepScriptsTest::quoted).collect(Collectors.joining(" "));
        Files.writeString(file, "#!/bin/sh\nexec " + command + " \"$@\"\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
        return file;
    }

    private Path config() throws IOException {
        Path file = root().resolve("small.json");
        Files.writeString(file, "{\"name\": \"small\", \"workloads\": [\"MG\"], \"strategies\": [\"shortest\","
                + " \"luar\"], \"concurrency\": [50], \"background\": {\"warmupSeconds\": 20, \"maxFlowSeconds\": 30},"
                + " \"reps\": 2, \"seed\": 5}");
        return file;
    }

    private int script(String name, Map<String, String> env, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of(SCRIPTS.resolve(name).toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(root().toFile())
                .redirectErrorStream(true).redirectOutput(root().resolve(name + ".log").toFile());
        builder.environment().putAll(env);
        Process process = builder.start();
        assertTrue(name + " finished", process.waitFor(5, TimeUnit.MINUTES));
        return process.exitValue();
    }

    private void expect(int exit, String name, Map<String, String> env, String... args) throws Exception {
        int code = script(name, env, args);
        assertEquals(log(name), exit, code);
    }

    private String log(String name) throws IOException {
        return Files.readString(root().resolve(name + ".log"));
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

    private Map<String, String> task(Path launcher, Path sweep, int id, int count) {
        return Map.of("JANUS_LAB", launcher.toString(), "JANUS_LAB_SWEEP_DIR", sweep.toString(),
                "SLURM_ARRAY_TASK_ID", Integer.toString(id), "SLURM_ARRAY_TASK_COUNT", Integer.toString(count),
                "SLURM_CPUS_PER_TASK", "1");
    }

    @Test
    public void theArraysTasksAndTheMergeMakeTheReportOfOneProcess() throws Exception {
        Path launcher = launcher();
        Path config = config();
        Path sweep = root().resolve("sweep");
        for (int id = 1; id <= 2; id++) {
            expect(0, "janus-lab-sweep.sbatch", task(launcher, sweep, id, 2), "--config", config.toString());
        }
        expect(0, "janus-lab-merge.sbatch", Map.of("JANUS_LAB", launcher.toString(), "JANUS_LAB_SWEEP_DIR",
                sweep.toString()));

        Path one = root().resolve("one");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(0, new JanusLab(EmulatedNetworkFactory.withJanus(), new ScenarioCatalog(),
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true), false)
                .execute("run", "--config", config.toString(), "--out", one.toString()));
        assertEquals(files(one), files(sweep.resolve("report")));
    }

    @Test
    public void theMergeOfASweepWithAShardMissingNamesItAndWritesNoReport() throws Exception {
        Path launcher = launcher();
        Path sweep = root().resolve("sweep");
        expect(0, "janus-lab-sweep.sbatch", task(launcher, sweep, 3, 3), "--config", config().toString());
        expect(2, "janus-lab-merge.sbatch", Map.of("JANUS_LAB", launcher.toString(), "JANUS_LAB_SWEEP_DIR",
                sweep.toString()));
        assertTrue(log("janus-lab-merge.sbatch"),
                log("janus-lab-merge.sbatch").contains("shard 1/3, 2/3 of small is missing"));
        assertFalse(Files.exists(sweep.resolve("report")));
    }

    @Test
    public void theSubmitScriptSubmitsTheArrayAndThenTheMergeAfterIt() throws Exception {
        Path sbatch = root().resolve("sbatch");
        Files.writeString(sbatch, "#!/bin/sh\necho \"$*\" >> " + quoted(root().resolve("sbatch.calls").toString())
                + "\ncase \"$*\" in *--array=*) echo '4711;cluster';; *) echo 4712;; esac\n");
        Path lab = root().resolve("lab-stub");
        Files.writeString(lab, "#!/bin/sh\necho \"$*\" >> " + quoted(root().resolve("lab.calls").toString()) + "\n");
        for (Path p : new Path[]{sbatch, lab}) {
            Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        Path sweep = root().resolve("sweep");
        expect(0, "janus-lab-sweep", Map.of("SBATCH", sbatch.toString(), "JANUS_LAB", lab.toString()),
                "--shards", "3", "--cpus", "2", "--dir", sweep.toString(), "thesis-headline", "--reps", "1");
        List<String> calls = Files.readAllLines(root().resolve("sbatch.calls"));
        assertEquals(calls.toString(), 2, calls.size());
        assertTrue(calls.get(0), calls.get(0).contains("--array=1-3 --cpus-per-task=2 --export=ALL ")
                && calls.get(0).endsWith("janus-lab-sweep.sbatch thesis-headline --reps 1"));
        assertTrue(calls.get(1), calls.get(1).contains("--dependency=afterok:4711 ")
                && calls.get(1).endsWith("janus-lab-merge.sbatch"));
        assertEquals("the lab is built once before submitting", List.of("list"),
                Files.readAllLines(root().resolve("lab.calls")));
        assertTrue(log("janus-lab-sweep"), log("janus-lab-sweep").contains(sweep.toString()));
    }

    @Test
    public void aTaskRunOutsideAnArrayIsRefused() throws Exception {
        expect(1, "janus-lab-sweep.sbatch", Map.of("JANUS_LAB_SWEEP_DIR", root().toString()), "thesis-headline");
        assertTrue(log("janus-lab-sweep.sbatch"), log("janus-lab-sweep.sbatch").contains("SLURM_ARRAY_TASK_ID"));
    }
}

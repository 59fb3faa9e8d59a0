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
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/** Bad {@code --jobs}, {@code --shard} and {@code merge} input: exit 2, a message naming it, nothing written. */
public class ParallelBadInputTest {
    @Rule
    public final TemporaryFolder tmp = new TemporaryFolder();

    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    private int lab(String... args) {
        err.reset();
        return new JanusLab(new IdealNetworkFactory(), new ScenarioCatalog(),
                new PrintStream(new ByteArrayOutputStream(), true), new PrintStream(err, true), false).execute(args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private Path out(String name) {
        return tmp.getRoot().toPath().resolve(name);
    }

    private String config(String name, long seed) throws IOException {
        Path file = tmp.newFile(name + "-" + seed + ".json").toPath();
        Files.write(file, ("{\"name\": \"" + name + "\", \"workloads\": [\"MG\"], \"strategies\": [\"shortest\","
                + " \"luar\"], \"reps\": 2, \"seed\": " + seed + "}").getBytes(StandardCharsets.UTF_8));
        return file.toString();
    }

    private void shard(String config, String shard, String dir) {
        assertEquals(0, lab("run", "--config", config, "--shard", shard, "--out", out(dir).toString()));
    }

    private void refused(String named, String... args) {
        assertEquals(err(), JanusLab.USAGE, lab(args));
        assertTrue(err(), err().contains(named));
        assertFalse("nothing written", Files.exists(out("report")));
    }

    @Test
    public void zeroJobsIsRefused() throws IOException {
        refused("--jobs", "run", "--config", config("small", 1), "--jobs", "0", "--out", out("report").toString());
        refused("--jobs", "run", "--config", config("small", 2), "--jobs", "two", "--out", out("report").toString());
    }

    @Test
    public void aMalformedShardIsRefused() throws IOException {
        String config = config("small", 1);
        for (String shard : new String[]{"0/2", "3/2", "1/0", "1-2", "/2", "1/2/3", "a/b", ""}) {
            refused("--shard", "run", "--config", config, "--shard", shard, "--out", out("report").toString());
        }
    }

    @Test
    public void aMissingShardIsNamed() throws IOException {
        String config = config("small", 1);
        shard(config, "1/3", "s1");
        shard(config, "3/3", "s3");
        refused("shard 2/3 of small is missing", "merge", "--out", out("report").toString(), out("s1").toString(),
                out("s3").toString());
    }

    @Test
    public void shardsOfDifferentSeedsAreRefusedNamingTheFolder() throws IOException {
        shard(config("small", 1), "1/2", "s1");
        shard(config("small", 2), "2/2", "s2-other-seed");
        refused("s2-other-seed is a shard of small at seed 2", "merge", "--out", out("report").toString(),
                out("s1").toString(), out("s2-other-seed").toString());
    }

    @Test
    public void shardsOfDifferentScenariosAreRefusedNamingTheFolder() throws IOException {
        shard(config("small", 1), "1/2", "s1");
        shard(config("other", 1), "2/2", "s2-other");
        refused("s2-other is a shard of scenario other", "merge", "--out", out("report").toString(),
                out("s1").toString(), out("s2-other").toString());
    }

    @Test
    public void shardsOfDifferentCountsOrOneShardTwiceAreRefused() throws IOException {
        String config = config("small", 1);
        shard(config, "1/2", "s1");
        shard(config, "2/3", "s2-of-3");
        refused("s2-of-3 is shard 2/3", "merge", "--out", out("report").toString(), out("s1").toString(),
                out("s2-of-3").toString());
        shard(config, "1/2", "s1-again");
        refused("shard 1/2 is given twice", "merge", "--out", out("report").toString(), out("s1").toString(),
                out("s1-again").toString());
    }

    @Test
    public void aFolderWithoutAShardIsNamed() throws IOException {
        shard(config("small", 1), "1/1", "s1");
        Files.createDirectories(out("empty"));
        refused("empty holds no shard", "merge", "--out", out("report").toString(), out("s1").toString(),
                out("empty").toString());
        refused("'merge' needs the folders", "merge", "--out", out("report").toString());
    }

    @Test
    public void theShardsOfASweepMergeIntoItsReport() throws IOException {
        String config = config("small", 1);
        shard(config, "1/2", "s1");
        shard(config, "2/2", "s2");
        assertEquals(err(), 0, lab("merge", "--out", out("report").toString(), out("s1").toString(),
                out("s2").toString()));
        assertEquals("header and 4 runs", 5, Files.readString(out("report").resolve("runs.csv")).split("\n").length);
    }
}

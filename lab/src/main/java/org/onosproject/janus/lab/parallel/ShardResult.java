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

import com.google.common.collect.ImmutableSortedMap;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * What {@code janus-lab run --shard i/n} leaves in its folder for {@code janus-lab merge}: the scenario
 * as run (every override applied), which slice, and the records of the slice's runs by run index (up to
 * its first failed run). One file, {@value #FILE}, written by {@link RecordCodec}.
 */
public final class ShardResult {
    /** The file in a shard's folder. */
    public static final String FILE = "janus-lab-shard.bin";

    private final Scenario scenario;
    private final Shard shard;
    private final ImmutableSortedMap<Integer, RunRecord> records;

    public ShardResult(Scenario scenario, Shard shard, Map<Integer, RunRecord> records) {
        this.scenario = scenario;
        this.shard = shard;
        this.records = ImmutableSortedMap.copyOf(records);
    }

    public Scenario scenario() {
        return scenario;
    }

    public Shard shard() {
        return shard;
    }

    /** By run index. */
    public ImmutableSortedMap<Integer, RunRecord> records() {
        return records;
    }

    /** Writes the shard's file into {@code dir}, created if needed, through a temporary file. */
    public void write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Path tmp = dir.resolve(FILE + ".tmp");
        RecordCodec.write(this, tmp);
        Files.move(tmp, dir.resolve(FILE), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /**
     * @throws IOException if {@code dir} holds no shard file or an unreadable one (the message names it)
     */
    public static ShardResult read(Path dir) throws IOException {
        Path file = dir.resolve(FILE);
        if (!Files.isRegularFile(file)) {
            throw new IOException(dir + " holds no shard (" + FILE + "; written by janus-lab run --shard i/n"
                    + " --out " + dir + ")");
        }
        return RecordCodec.read(file, ShardResult.class);
    }
}

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

import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.IndexedRecords;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The slices of one sweep back into the one experiment: the result one process running every run in
 * order would have made. Refuses, naming the folder, slices of different scenarios or seeds, of different
 * slice counts, one slice given twice, and a missing slice.
 */
public final class ShardMerge {
    private ShardMerge() {
    }

    /**
     * @param shards each shard's folder and what it holds, in the order given
     * @throws IllegalArgumentException naming the offending folder or the missing slice
     */
    public static ExperimentResult merge(Map<Path, ShardResult> shards) {
        if (shards.isEmpty()) {
            throw new IllegalArgumentException("no shard folders given");
        }
        Map.Entry<Path, ShardResult> first = shards.entrySet().iterator().next();
        Scenario scenario = first.getValue().scenario();
        int count = first.getValue().shard().count();
        Map<Shard, Path> seen = new LinkedHashMap<>();
        Map<Integer, RunRecord> records = new HashMap<>();
        for (Map.Entry<Path, ShardResult> e : shards.entrySet()) {
            Path dir = e.getKey();
            ShardResult s = e.getValue();
            if (!s.scenario().name().equals(scenario.name())) {
                throw new IllegalArgumentException(dir + " is a shard of scenario " + s.scenario().name() + ", but "
                        + first.getKey() + " is of " + scenario.name());
            }
            if (s.scenario().seed() != scenario.seed()) {
                throw new IllegalArgumentException(dir + " is a shard of " + scenario.name() + " at seed "
                        + s.scenario().seed() + ", but " + first.getKey() + " is at seed " + scenario.seed());
            }
            if (!s.scenario().equals(scenario)) {
                throw new IllegalArgumentException(dir + " is a shard of " + scenario.name() + " with other settings"
                        + " than " + first.getKey() + " (strategies, reps, fabric, workloads or another option)");
            }
            if (s.shard().count() != count) {
                throw new IllegalArgumentException(dir + " is shard " + s.shard() + ", but " + first.getKey()
                        + " is one of " + count);
            }
            Path twice = seen.put(s.shard(), dir);
            if (twice != null) {
                throw new IllegalArgumentException("shard " + s.shard() + " is given twice: " + twice + " and " + dir);
            }
            records.putAll(s.records());
        }
        if (seen.size() != count) {
            throw new IllegalArgumentException("shard " + Shard.missing(new ArrayList<>(seen.keySet()), count)
                    + " of " + scenario.name() + " is missing (given: " + String.join(", ", shardList(seen)) + ")");
        }
        return IndexedRecords.result(scenario, records);
    }

    private static List<String> shardList(Map<Shard, Path> seen) {
        List<String> list = new ArrayList<>();
        seen.forEach((s, p) -> list.add(s + " in " + p));
        return list;
    }
}

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

import com.google.common.collect.ImmutableList;
import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;
import org.onosproject.janus.lab.experiment.ConfigException;
import org.onosproject.janus.lab.experiment.EmulatedNetworkFactory;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.IndexedRecords;
import org.onosproject.janus.lab.experiment.PlannedRun;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.RunRecord;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.ScenarioCatalog;
import org.onosproject.janus.lab.experiment.ScenarioConfig;
import org.onosproject.janus.lab.report.ReportWriter;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

/**
 * Records written and read back by the codec make the same report, byte for byte, as the records
 * themselves: for every kind of record a run can make on the real network (NAS with background, declared
 * jobs and intent release, failures, a storm and flow set-up, a soak's leak check, a mix of jobs).
 */
public class RecordCodecTest {
    @Rule
    public final TemporaryFolder tmp = new TemporaryFolder();

    private final ScenarioConfig config = new ScenarioConfig(new ScenarioCatalog());

    private RunRecord roundTrip(RunRecord record) throws IOException {
        Path file = tmp.newFile().toPath();
        RecordCodec.write(record, file);
        return RecordCodec.read(file, RunRecord.class);
    }

    private void sameReportAfterTheRoundTrip(String json) throws ConfigException, IOException {
        Scenario scenario = config.parse(json, null);
        Map<Integer, RunRecord> records = new ExperimentRunner(EmulatedNetworkFactory.withJanus())
                .run(scenario, PlannedRun.of(scenario), ProgressListener.SILENT);
        Map<Integer, RunRecord> copies = new TreeMap<>();
        for (Map.Entry<Integer, RunRecord> e : records.entrySet()) {
            // Twice: a record read back is written again when a shard's records are merged.
            copies.put(e.getKey(), roundTrip(roundTrip(e.getValue())));
        }
        ExperimentResult original = IndexedRecords.result(scenario, records);
        assertTrue(original.failure().orElse(""), original.complete());
        Path scenarioFile = tmp.newFile().toPath();
        RecordCodec.write(scenario, scenarioFile);
        Scenario scenarioCopy = RecordCodec.read(scenarioFile, Scenario.class);
        assertEquals(scenario, scenarioCopy);
        assertEquals(ReportWriter.files(original), ReportWriter.files(IndexedRecords.result(scenarioCopy, copies)));
    }

    @Test
    public void nasRunsWithBackgroundDeclaredJobsAndIntentRelease() throws Exception {
        sameReportAfterTheRoundTrip("{\"name\": \"mg\", \"workloads\": [\"MG\"], \"strategies\": [\"shortest\","
                + " \"luar+declared\"], \"concurrency\": [50], \"background\": {\"warmupSeconds\": 20,"
                + " \"maxFlowSeconds\": 30}, \"measureIntentRelease\": true, \"seed\": 3}");
    }

    @Test
    public void failures() throws Exception {
        sameReportAfterTheRoundTrip("{\"scenario\": \"faults-k4\", \"name\": \"faults-mg\", \"workloads\": [\"MG\"],"
                + " \"concurrency\": [0]}");
    }

    @Test
    public void aStormFlowSetUpAndASoak() throws Exception {
        sameReportAfterTheRoundTrip("{\"scenario\": \"flow-setup-k4\", \"name\": \"setup-and-storm\","
                + " \"workloads\": [{\"type\": \"flowSetup\", \"flows\": 20},"
                + " {\"type\": \"storm\", \"flowsPerSecond\": 100, \"seconds\": 1, \"bytes\": 1500}]}");
        sameReportAfterTheRoundTrip("{\"scenario\": \"soak-k4\", \"name\": \"soak-short\","
                + " \"workloads\": [{\"type\": \"hold\", \"seconds\": 30}], \"background\": {\"warmupSeconds\": 10}}");
    }

    @Test
    public void aMixOfJobsWithItsPerJobMetrics() throws Exception {
        sameReportAfterTheRoundTrip("{\"name\": \"mix\", \"fabric\": {\"type\": \"fat-tree\", \"k\": 4,"
                + " \"hostsPerEdge\": 2}, \"workloads\": [{\"type\": \"mix\", \"name\": \"two\", \"jobs\": ["
                + "{\"type\": \"collective\", \"collective\": \"alltoall\", \"ranks\": 4, \"bytes\": 500000},"
                + " {\"type\": \"permutation\", \"hosts\": 4, \"bytes\": 1000000}]}],"
                + " \"strategies\": [\"shortest\", \"luar\"], \"seed\": 5}");
    }

    @Test
    public void aFileOfAnotherKindIsRefusedNamingIt() throws IOException {
        Path file = tmp.newFile("notes.bin").toPath();
        Files.write(file, "hello".getBytes(StandardCharsets.UTF_8));
        try {
            RecordCodec.read(file, RunRecord.class);
            fail("read a file that is not a records file");
        } catch (IOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("notes.bin"));
        }
    }

    @Test
    public void aFileHoldingAnotherTypeIsRefused() throws IOException {
        Path file = tmp.newFile().toPath();
        RecordCodec.write(ImmutableList.of(1, 2), file);
        try {
            RecordCodec.read(file, RunRecord.class);
            fail("read a list as a record");
        } catch (IOException e) {
            assertTrue(e.getMessage(), e.getMessage().contains("not a RunRecord"));
        }
    }
}

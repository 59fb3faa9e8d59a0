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
package org.onosproject.janus.lab.report;

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.ExperimentRunner;
import org.onosproject.janus.lab.experiment.ProgressListener;
import org.onosproject.janus.lab.experiment.Scenario;
import org.onosproject.janus.lab.experiment.WorkloadSpec;
import org.onosproject.janus.lab.fake.IdealNetworkFactory;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

public class ReportWriterTest {

    private static Scenario scenario() throws Exception {
        return Scenario.builder("report-test").workloads(ImmutableList.of(WorkloadSpec.nas("MG", 4),
                WorkloadSpec.nas("LU", 4))).strategies(ImmutableList.of("shortest", "luar")).reps(2)
                .concurrency(ImmutableList.of(75)).warmupSeconds(30).build();
    }

    private static Set<String> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }

    @Test
    public void aCompleteRunWritesEveryFileAndNoIncompleteMark() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory())
                .run(scenario(), ProgressListener.SILENT);
        Path out = Files.createTempDirectory("lab").resolve("report");
        ReportWriter.write(result, out);
        Set<String> files = files(out);
        assertTrue(files.toString(), files.containsAll(Set.of("runs.csv", "summary.csv", "results.json", "report.md",
                "index.html", "runtime-01.svg")));
        assertFalse(files.contains(ReportWriter.INCOMPLETE_MARKER));
        assertEquals(1 + 8, Files.readAllLines(out.resolve("runs.csv")).size());
        assertTrue(Files.readString(out.resolve("results.json")).contains("\"complete\" : true"));
        String html = Files.readString(out.resolve("index.html"));
        assertTrue(html.contains("<svg") && !html.contains("INCOMPLETE"));
        assertTrue(Files.readString(out.resolve("runtime-01.svg")).startsWith("<svg"));
        try (Stream<Path> siblings = Files.list(out.getParent())) {
            assertEquals("no temporary folder is left", 1, siblings.count());
        }
    }

    @Test
    public void aRunThatFailsMidwayLeavesAReportMarkedIncompleteEverywhere() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory(n -> n == 3))
                .run(scenario(), ProgressListener.SILENT);
        Path out = Files.createTempDirectory("lab").resolve("report");
        ReportWriter.write(result, out);
        assertTrue(Files.exists(out.resolve(ReportWriter.INCOMPLETE_MARKER)));
        assertTrue(Files.readString(out.resolve("report.md")).startsWith("> **INCOMPLETE"));
        assertTrue(Files.readString(out.resolve("index.html")).contains("<title>INCOMPLETE"));
        assertTrue(Files.readString(out.resolve("results.json")).contains("\"complete\" : false"));
        assertTrue(Files.readString(out.resolve("runs.csv")).contains("failed,"));
        assertTrue(ReportWriter.terminal(result).startsWith("INCOMPLETE: 3 of 8 runs finished"));
    }

    @Test
    public void aFolderThatIsNotAReportIsNeverReplaced() throws Exception {
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory())
                .run(scenario(), ProgressListener.SILENT);
        Path out = Files.createTempDirectory("lab");
        Files.writeString(out.resolve("thesis.tex"), "precious");
        try {
            ReportWriter.write(result, out);
            fail();
        } catch (IllegalArgumentException e) {
            assertTrue(Files.exists(out.resolve("thesis.tex")));
        }
    }

    @Test
    public void terminalTableShowsTheThesisNumbersBesideOurs() throws Exception {
        Scenario s = scenario().toBuilder().idleTimeouts(ImmutableList.of(10)).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        String table = ReportWriter.terminal(result);
        assertTrue(table, table.contains("Sparse, 75% concurrency, idle timeout 10 s"));
        assertTrue(table.contains("354.15") && table.contains("283.03") && table.contains("1.25x"));
        assertTrue(table.contains("luar speed-up"));
    }

    @Test
    public void overheadTableFollowsTable52WhenIdleTimeoutsAreSwept() throws Exception {
        Scenario s = scenario().toBuilder().workloads(ImmutableList.of(WorkloadSpec.nas("LU", 4)))
                .strategies(ImmutableList.of("shortest", "luar")).idleTimeouts(ImmutableList.of(10, 0)).reps(1).build();
        ExperimentResult result = new ExperimentRunner(new IdealNetworkFactory()).run(s, ProgressListener.SILENT);
        String text = ReportWriter.terminal(result);
        assertTrue(text, text.contains("thesis Table 5.2 layout"));
        assertTrue(text.contains("218") && text.contains("6.54"));
        assertTrue(ReportWriter.files(result).containsKey("speedup-vs-idle-timeout.svg"));
    }
}

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
package org.onosproject.janus.testbed.run;

import org.junit.Rule;
import org.junit.Test;
import org.junit.rules.TemporaryFolder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.containsInAnyOrder;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.not;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

/**
 * The report's files from a report value (no switches): the lab's kind of SVG charts and an index.html
 * that shows the tables and charts and links every file.
 */
public class TestbedReportFilesTest {

    private static final List<String> PERMUTATION_HEADERS = List.of("strategy", "flows done", "makespan (s)",
            "lab makespan (s)", "makespan testbed/lab", "mean done (s)", "lab mean done (s)", "mean testbed/lab",
            "contention-free (s)", "aggregate (Mbit/s)", "lab aggregate (Mbit/s)");
    private static final List<String> FAILURE_HEADERS = List.of("strategy", "path before", "failed link",
            "Janus path after", "switches after", "Janus off the link (s)", "pings lost", "outage (ms)",
            "UDP loss %", "UDP received (Mbit/s)");

    @Rule
    public TemporaryFolder tmp = new TemporaryFolder();

    /** A report as the permutation and failure scenarios fill it, with made-up numbers. */
    private static TestbedReport report() {
        TestbedReport report = new TestbedReport();
        report.context("command", "janus-testbed --scenario permutation,failure");
        report.table("permutation", "permutation: 16 flows", PERMUTATION_HEADERS)
                .row("spath", "16/16", 9.61, 6.40, 1.50, 5.10, 4.00, 1.28, 3.20, 26.6, 40.0)
                .row("luar", "16/16", 4.83, 4.80, 1.01, 4.02, 3.90, 1.03, 3.20, 53.0, 53.3);
        report.table("failure-failure", "failure: one link fails", FAILURE_HEADERS)
                .row("spath", "e1>a1>c1", "a1>c1", "e1>a2>c3", "e1>a2>c3", "1.2", "14/200", 1300.0, 6.5, 4.6)
                .row("luar", "e1>a1>c1", "a1>c1", "e1>a2>c3", "e1>a2>c3", "0.9", "9/200", 900.0, 4.2, 4.8);
        report.check("permutation", "spath", "every permutation flow completed", true, "16/16");
        return report;
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file);
    }

    @Test
    public void writesTheChartsAndIndexBesideTheTextFiles() throws IOException {
        Path out = tmp.getRoot().toPath().resolve("report");
        report().write(out);
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).collect(Collectors.toList()),
                       containsInAnyOrder("report.txt", "report.md", "report.json", "permutation.csv",
                                          "failure-failure.csv", "checks.csv", "permutation-makespan.svg",
                                          "permutation-mean.svg", "failure-failure-outage.svg", "index.html"));
        }
    }

    @Test
    public void permutationChartsShowEachStrategyTestbedBesideLabAndTheBound() throws IOException {
        Path out = tmp.getRoot().toPath();
        report().write(out);
        for (String chart : List.of("permutation-makespan.svg", "permutation-mean.svg")) {
            String svg = read(out.resolve(chart));
            assertTrue(chart, svg.startsWith("<svg"));
            for (String label : List.of(">spath<", ">luar<", ">testbed<", ">fluid lab<", ">contention-free bound<",
                                        "spath contention-free bound: 3.20")) {
                assertThat(chart, svg, containsString(label));
            }
        }
        assertThat(read(out.resolve("permutation-makespan.svg")), containsString("spath testbed: 9.61"));
        assertThat(read(out.resolve("permutation-makespan.svg")), containsString("spath fluid lab: 6.40"));
        assertThat(read(out.resolve("permutation-mean.svg")), containsString("luar testbed: 4.02"));
        assertThat(read(out.resolve("permutation-mean.svg")), containsString("luar fluid lab: 3.90"));
    }

    @Test
    public void failureChartShowsTheOutageOfEachStrategy() throws IOException {
        Path out = tmp.getRoot().toPath();
        report().write(out);
        String svg = read(out.resolve("failure-failure-outage.svg"));
        assertThat(svg, containsString("spath testbed: 1300.00"));
        assertThat(svg, containsString("luar testbed: 900.00"));
        assertThat(svg, containsString("outage (ms)"));
    }

    @Test
    public void indexLinksEveryOtherFileAndEmbedsTheChartsAndTables() throws IOException {
        Path out = tmp.getRoot().toPath();
        TestbedReport report = report();
        report.write(out);
        String html = read(out.resolve("index.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        for (String file : report.fileNames()) {
            if (!file.equals("index.html")) {
                assertThat(file, html, containsString("href=\"" + file + "\""));
            }
        }
        assertEquals(3, html.split("<figure><svg", -1).length - 1);
        assertThat(html, containsString("<h3>permutation: 16 flows</h3>"));
        assertThat(html, containsString("<h3>Checks</h3>"));
        assertThat(html, containsString("<code>janus-testbed --scenario"));
    }

    @Test
    public void fileNamesAreTheFilesWritten() throws IOException {
        Path out = tmp.getRoot().toPath();
        TestbedReport report = report();
        report.write(out);
        try (Stream<Path> files = Files.list(out)) {
            assertThat(files.map(p -> p.getFileName().toString()).collect(Collectors.toList()),
                       containsInAnyOrder(report.fileNames().toArray()));
        }
    }

    @Test
    public void aReportWithoutPermutationOrFailureHasNoChartsButStillAnIndex() throws IOException {
        Path out = tmp.getRoot().toPath();
        TestbedReport report = new TestbedReport();
        report.table("correctness", "correctness", List.of("strategy", "paths")).row("luar", "ok");
        report.write(out);
        assertEquals(List.of(), report.charts());
        String html = read(out.resolve("index.html"));
        assertThat(html, not(containsString("<svg")));
        assertThat(html, containsString("href=\"correctness.csv\""));
    }

    @Test
    public void markdownShowsTheCharts() {
        assertThat(report().toMarkdown(), containsString("](permutation-makespan.svg)"));
        assertThat(report().toMarkdown(), containsString("](failure-failure-outage.svg)"));
    }
}

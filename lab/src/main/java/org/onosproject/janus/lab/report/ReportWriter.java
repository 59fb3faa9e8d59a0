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

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.lab.experiment.ExperimentResult;
import org.onosproject.janus.lab.experiment.Scenario;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes a result's report folder: runs.csv, summary.csv, results.json, report.md, the SVG charts
 * and index.html. Everything is written to a temporary sibling folder and moved into place at the
 * end, so a crash never leaves a half-written report; a result that is not complete is marked
 * INCOMPLETE in every file that a person reads (and by an INCOMPLETE file and
 * {@code "complete": false} in results.json).
 */
public final class ReportWriter {
    public static final String INCOMPLETE_MARKER = "INCOMPLETE";
    static final String RESULTS_JSON = "results.json";

    private ReportWriter() {
    }

    /** The terminal rendering of the result's tables. */
    public static String terminal(ExperimentResult result) {
        ResultSummary s = new ResultSummary(result);
        StringBuilder out = new StringBuilder();
        banner(result).ifPresent(b -> out.append(b).append("\n\n"));
        for (TextTable t : ResultTables.all(s)) {
            out.append(t.toTerminal()).append('\n');
        }
        return out.toString();
    }

    /**
     * Writes the report into {@code outDir}, replacing a previous report there.
     *
     * @throws IllegalArgumentException if {@code outDir} exists, is not empty and is not a report
     */
    public static void write(ExperimentResult result, Path outDir) throws IOException {
        checkOutputFolder(outDir);
        Path target = outDir.toAbsolutePath().normalize();
        Path parent = target.getParent();
        Files.createDirectories(parent);
        Path tmp = Files.createTempDirectory(parent, "." + target.getFileName() + ".tmp-");
        try {
            for (Map.Entry<String, String> file : files(result).entrySet()) {
                Files.write(tmp.resolve(file.getKey()), file.getValue().getBytes(StandardCharsets.UTF_8));
            }
            if (Files.exists(target)) {
                deleteTree(target);
            }
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            deleteTree(tmp);
            throw e;
        }
    }

    /**
     * Checks that a report may be written to {@code outDir} (new, empty, or a previous report), so that
     * a command can refuse a bad folder before it spends minutes running.
     *
     * @throws IllegalArgumentException if {@code outDir} exists, is not empty and is not a report
     */
    public static void checkOutputFolder(Path outDir) throws IOException {
        Path target = outDir.toAbsolutePath().normalize();
        if (Files.exists(target) && !isReplaceable(target)) {
            throw new IllegalArgumentException("--out " + outDir + " exists and is not a janus-lab report folder; "
                    + "choose an empty or new folder");
        }
    }

    /** File name to content, in writing order. */
    public static ImmutableMap<String, String> files(ExperimentResult result) {
        ResultSummary s = new ResultSummary(result);
        List<Charts.Chart> charts = Charts.all(s);
        List<TextTable> tables = ResultTables.all(s);
        ImmutableMap.Builder<String, String> files = ImmutableMap.builder();
        files.put("runs.csv", Exports.runsCsv(result));
        files.put("summary.csv", Exports.summaryCsv(s));
        JobTables.csv(s).ifPresent(csv -> files.put(JobTables.CSV, csv));
        files.put(RESULTS_JSON, Exports.json(s));
        charts.forEach(c -> files.put(c.fileName(), c.svg()));
        files.put("report.md", markdown(result, tables, charts));
        files.put("index.html", html(result, tables, charts));
        if (!result.complete()) {
            files.put(INCOMPLETE_MARKER, banner(result).orElse("INCOMPLETE") + "\n");
        }
        return files.build();
    }

    static java.util.Optional<String> banner(ExperimentResult result) {
        if (result.complete()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of("INCOMPLETE: " + result.runs().stream().filter(r -> r.succeeded()).count() + " of "
                + result.plannedRuns() + " runs finished. " + result.failure().orElse("Some runs failed."));
    }

    private static String markdown(ExperimentResult result, List<TextTable> tables, List<Charts.Chart> charts) {
        Scenario sc = result.scenario();
        StringBuilder md = new StringBuilder();
        banner(result).ifPresent(b -> md.append("> **").append(b).append("**\n\n"));
        md.append("# Janus Lab report: ").append(sc.name()).append(result.complete() ? "" : " (INCOMPLETE)")
                .append("\n\n").append(sc.description()).append("\n\n");
        md.append("- Fabric: ").append(sc.fabric().describe()).append('\n');
        md.append("- Strategies: ").append(String.join(", ", sc.strategies())).append('\n');
        md.append("- Repetitions: ").append(sc.reps()).append(", seed ").append(sc.seed()).append('\n');
        md.append("- Control delay: ").append(sc.timing().controlDelayMillis()).append(" ms per packet-in\n");
        md.append("- Runs: ").append(result.runs().size()).append(" of ").append(result.plannedRuns()).append("\n\n");
        for (TextTable t : tables) {
            md.append(t.toMarkdown());
        }
        int figure = 0;
        for (Charts.Chart chart : charts) {
            figure++;
            md.append("![").append(chart.caption()).append("](").append(chart.fileName()).append(")\n\n*Figure ")
                    .append(figure).append(". ").append(chart.caption()).append("* ([SVG](").append(chart.fileName())
                    .append("))\n\n");
        }
        md.append("Data: [runs.csv](runs.csv), [summary.csv](summary.csv), ")
                .append(JobTables.present(result) ? "[jobs.csv](jobs.csv), " : "")
                .append("[results.json](results.json)\n");
        return md.toString();
    }

    private static String html(ExperimentResult result, List<TextTable> tables, List<Charts.Chart> charts) {
        Scenario sc = result.scenario();
        StringBuilder html = new StringBuilder(htmlHead((result.complete() ? "" : "INCOMPLETE - ") + "Janus Lab: "
                + sc.name()));
        banner(result)
                .ifPresent(b -> html.append("<p class=\"incomplete\">").append(SvgChart.escape(b)).append("</p>\n"));
        html.append("<h1>Janus Lab: ").append(SvgChart.escape(sc.name())).append("</h1>\n<p>")
                .append(SvgChart.escape(sc.description())).append("</p>\n<p>")
                .append(SvgChart.escape(sc.fabric().describe())).append("; strategies ")
                .append(SvgChart.escape(String.join(", ", sc.strategies()))).append("; ").append(sc.reps())
                .append(" repetition(s), seed ").append(sc.seed()).append("</p>\n");
        for (TextTable t : tables) {
            html.append(htmlTable(t));
        }
        int figure = 0;
        for (Charts.Chart chart : charts) {
            figure++;
            html.append(htmlFigure(figure, chart));
        }
        html.append("<p>Data: <a href=\"runs.csv\">runs.csv</a>, <a href=\"summary.csv\">summary.csv</a>, ")
                .append(JobTables.present(result) ? "<a href=\"jobs.csv\">jobs.csv</a>, " : "")
                .append("<a href=\"results.json\">results.json</a>, <a href=\"report.md\">report.md</a></p>\n"
                        + "</body></html>\n");
        return html.toString();
    }

    /**
     * The start of a report page, up to and including {@code <body>}: the title (escaped here) and the
     * report's style sheet.
     */
    public static String htmlHead(String title) {
        return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + SvgChart.escape(title)
                + "</title>\n<style>body{font-family:sans-serif;margin:2em;max-width:1100px}"
                + "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;padding:3px 8px;"
                + "text-align:right}td:first-child,th:first-child{text-align:left}"
                + ".incomplete{background:#fdd;border:2px solid #c00;padding:1em;font-weight:bold}</style>"
                + "</head><body>\n";
    }

    /** A table as a report page shows it: its title as a heading, then the cells, all escaped. */
    public static String htmlTable(TextTable t) {
        StringBuilder html = new StringBuilder();
        html.append("<h3>").append(SvgChart.escape(t.title())).append("</h3>\n<table><tr>");
        t.headers().forEach(h -> html.append("<th>").append(SvgChart.escape(h)).append("</th>"));
        html.append("</tr>\n");
        for (List<String> row : t.rows()) {
            html.append("<tr>");
            row.forEach(c -> html.append("<td>").append(SvgChart.escape(c)).append("</td>"));
            html.append("</tr>\n");
        }
        return html.append("</table>\n").toString();
    }

    /** A chart embedded in a report page, numbered {@code figure}, with its caption and a link to its file. */
    public static String htmlFigure(int figure, Charts.Chart chart) {
        return "<figure>" + chart.svg() + "<figcaption>Figure " + figure + ". " + SvgChart.escape(chart.caption())
                + " (<a href=\"" + chart.fileName() + "\">SVG</a>)</figcaption></figure>\n";
    }

    /** Text escaped for HTML or SVG. */
    public static String escape(String text) {
        return SvgChart.escape(text);
    }

    private static boolean isReplaceable(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return false;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            List<Path> list = entries.collect(java.util.stream.Collectors.toList());
            return list.isEmpty() || Files.exists(dir.resolve(RESULTS_JSON));
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}

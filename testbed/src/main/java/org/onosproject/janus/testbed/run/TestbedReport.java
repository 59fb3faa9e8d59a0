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

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.report.Charts;
import org.onosproject.janus.lab.report.ReportWriter;
import org.onosproject.janus.lab.report.TextTable;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * A testbed run's report: tables of measurements (each as a terminal table, a CSV file, Markdown and
 * JSON) and named checks that pass or fail. {@link #write(Path)} writes {@code report.txt},
 * {@code report.md}, {@code report.json}, one {@code <table>.csv} per table, {@code checks.csv}, the SVG
 * charts (drawn with the lab's chart code, see {@link TestbedCharts}) and {@code index.html}, which shows the
 * tables and charts and links every file.
 */
public final class TestbedReport {

    /** A check: its name, whether it passed, and what was seen. */
    public static final class Check {
        public final String scenario;
        public final String strategy;
        public final String name;
        public final boolean passed;
        public final String detail;

        public Check(String scenario, String strategy, String name, boolean passed, String detail) {
            this.scenario = scenario;
            this.strategy = strategy;
            this.name = name;
            this.passed = passed;
            this.detail = detail;
        }
    }

    /** A table being filled: a file-name slug, a title, headers and rows. */
    public static final class Table {
        private final String slug;
        private final String title;
        private final ImmutableList<String> headers;
        private final List<List<String>> rows = new ArrayList<>();
        private final List<String> notes = new ArrayList<>();

        Table(String slug, String title, List<String> headers) {
            this.slug = slug;
            this.title = title;
            this.headers = ImmutableList.copyOf(headers);
        }

        public synchronized Table row(Object... cells) {
            if (cells.length != headers.size()) {
                throw new IllegalArgumentException(title + ": " + cells.length + " cells for " + headers.size()
                                                           + " columns");
            }
            List<String> row = new ArrayList<>();
            for (Object c : cells) {
                row.add(c instanceof Double ? String.format("%.2f", (Double) c) : String.valueOf(c));
            }
            rows.add(row);
            return this;
        }

        public synchronized Table note(String note) {
            notes.add(note);
            return this;
        }

        public String slug() {
            return slug;
        }

        public synchronized List<List<String>> rows() {
            return ImmutableList.copyOf(rows);
        }

        /** The cells of the column headed {@code header}, one per row. */
        public synchronized List<String> column(String header) {
            int i = headers.indexOf(header);
            if (i < 0) {
                throw new IllegalArgumentException(title + ": no column " + header);
            }
            return rows.stream().map(r -> r.get(i)).collect(ImmutableList.toImmutableList());
        }

        synchronized TextTable text() {
            TextTable t = new TextTable(title, headers);
            rows.forEach(t::row);
            notes.forEach(t::note);
            return t;
        }
    }

    private final Map<String, Table> tables = new LinkedHashMap<>();
    private final List<Check> checks = new ArrayList<>();
    private final Map<String, String> context = new LinkedHashMap<>();

    /** The table named {@code slug}, created with {@code title} and {@code headers} on first use. */
    public synchronized Table table(String slug, String title, List<String> headers) {
        return tables.computeIfAbsent(slug, s -> new Table(slug, title, headers));
    }

    public synchronized Check check(String scenario, String strategy, String name, boolean passed, String detail) {
        Check check = new Check(scenario, strategy, name, passed, detail);
        checks.add(check);
        return check;
    }

    /** A line of context (command, load average, versions) shown at the top. */
    public synchronized void context(String key, String value) {
        context.put(key, value);
    }

    public synchronized List<Check> checks() {
        return ImmutableList.copyOf(checks);
    }

    public synchronized boolean allPassed() {
        return checks.stream().allMatch(c -> c.passed);
    }

    /** The report as a terminal shows it. */
    public synchronized String toTerminal() {
        StringBuilder text = new StringBuilder();
        context.forEach((k, v) -> text.append(k).append(": ").append(v).append('\n'));
        for (Table t : tables.values()) {
            text.append('\n').append(t.text().toTerminal());
        }
        text.append('\n').append(checksTable().toTerminal());
        return text.toString();
    }

    public synchronized String toMarkdown() {
        StringBuilder md = new StringBuilder("# Janus testbed report\n\n");
        context.forEach((k, v) -> md.append("- ").append(k).append(": `").append(v).append("`\n"));
        for (Table t : tables.values()) {
            md.append('\n').append(t.text().toMarkdown());
        }
        md.append('\n').append(checksTable().toMarkdown());
        int figure = 0;
        for (Charts.Chart chart : charts()) {
            figure++;
            md.append("\n![").append(chart.caption()).append("](").append(chart.fileName()).append(")\n\n*Figure ")
                    .append(figure).append(". ").append(chart.caption()).append("*\n");
        }
        return md.toString();
    }

    /** The report's charts, drawn from its tables. */
    public synchronized List<Charts.Chart> charts() {
        return TestbedCharts.of(tables);
    }

    /** The names of the files {@link #write(Path)} writes, in writing order ({@code index.html} last). */
    public synchronized List<String> fileNames() {
        List<String> names = new ArrayList<>(List.of("report.txt", "report.md", "report.json"));
        tables.values().forEach(t -> names.add(t.slug + ".csv"));
        names.add("checks.csv");
        charts().forEach(c -> names.add(c.fileName()));
        names.add("index.html");
        return ImmutableList.copyOf(names);
    }

    /** The report as a web page, like the lab's: context, tables, checks, the charts, and a link to every file. */
    public synchronized String toHtml() {
        StringBuilder html = new StringBuilder(ReportWriter.htmlHead("Janus testbed report"));
        html.append("<h1>Janus testbed report</h1>\n<ul>\n");
        context.forEach((k, v) -> html.append("<li>").append(ReportWriter.escape(k)).append(": <code>")
                .append(ReportWriter.escape(v)).append("</code></li>\n"));
        html.append("</ul>\n");
        for (Table t : tables.values()) {
            html.append(ReportWriter.htmlTable(t.text()))
                    .append("<p>(<a href=\"").append(t.slug).append(".csv\">").append(t.slug).append(".csv</a>)</p>\n");
        }
        html.append(ReportWriter.htmlTable(checksTable()))
                .append("<p>(<a href=\"checks.csv\">checks.csv</a>)</p>\n");
        int figure = 0;
        for (Charts.Chart chart : charts()) {
            figure++;
            html.append(ReportWriter.htmlFigure(figure, chart));
        }
        html.append("<p>Files:");
        String sep = " ";
        for (String name : fileNames()) {
            if (!name.equals("index.html")) {
                html.append(sep).append("<a href=\"").append(name).append("\">").append(name).append("</a>");
                sep = ", ";
            }
        }
        return html.append("</p>\n</body></html>\n").toString();
    }

    public synchronized String toJson() {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode();
        ObjectNode ctx = root.putObject("context");
        context.forEach(ctx::put);
        ArrayNode tablesJson = root.putArray("tables");
        for (Table t : tables.values()) {
            ObjectNode table = tablesJson.addObject().put("name", t.slug).put("title", t.title);
            ArrayNode rows = table.putArray("rows");
            for (List<String> row : t.rows()) {
                ObjectNode r = rows.addObject();
                for (int i = 0; i < t.headers.size(); i++) {
                    r.put(t.headers.get(i), row.get(i));
                }
            }
            ArrayNode notes = table.putArray("notes");
            t.notes.forEach(notes::add);
        }
        ArrayNode checksJson = root.putArray("checks");
        for (Check c : checks) {
            checksJson.addObject().put("scenario", c.scenario).put("strategy", c.strategy).put("check", c.name)
                    .put("passed", c.passed).put("detail", c.detail);
        }
        root.put("passed", allPassed());
        try {
            return mapper.writeValueAsString(root);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** One table as CSV (RFC 4180 quoting). */
    public static String toCsv(List<String> headers, List<List<String>> rows) {
        StringBuilder csv = new StringBuilder(csvLine(headers));
        rows.forEach(r -> csv.append(csvLine(r)));
        return csv.toString();
    }

    private static String csvLine(List<String> cells) {
        return cells.stream().map(c -> c.contains(",") || c.contains("\"") || c.contains("\n")
                ? "\"" + c.replace("\"", "\"\"") + "\"" : c).collect(Collectors.joining(",")) + "\n";
    }

    private TextTable checksTable() {
        TextTable t = new TextTable("Checks", List.of("scenario", "strategy", "check", "result", "seen"));
        for (Check c : checks) {
            t.row(List.of(c.scenario, c.strategy, c.name, c.passed ? "pass" : "FAIL", c.detail));
        }
        return t;
    }

    /** Writes the report files into {@code folder} (created when missing). */
    public synchronized void write(Path folder) throws IOException {
        Files.createDirectories(folder);
        Files.writeString(folder.resolve("report.txt"), toTerminal(), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("report.md"), toMarkdown(), StandardCharsets.UTF_8);
        Files.writeString(folder.resolve("report.json"), toJson(), StandardCharsets.UTF_8);
        for (Table t : tables.values()) {
            Files.writeString(folder.resolve(t.slug + ".csv"), toCsv(t.headers, t.rows()), StandardCharsets.UTF_8);
        }
        List<List<String>> checkRows = new ArrayList<>();
        for (Check c : checks) {
            checkRows.add(List.of(c.scenario, c.strategy, c.name, c.passed ? "pass" : "fail", c.detail));
        }
        Files.writeString(folder.resolve("checks.csv"),
                          toCsv(List.of("scenario", "strategy", "check", "result", "seen"), checkRows),
                          StandardCharsets.UTF_8);
        for (Charts.Chart chart : charts()) {
            Files.writeString(folder.resolve(chart.fileName()), chart.svg(), StandardCharsets.UTF_8);
        }
        Files.writeString(folder.resolve("index.html"), toHtml(), StandardCharsets.UTF_8);
    }
}

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
import org.onosproject.janus.lab.experiment.SampleStatistics;
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
import java.util.function.IntSupplier;
import java.util.stream.Collectors;

/**
 * A testbed run's report: tables of measurements (each as a terminal table, a CSV file, Markdown and
 * JSON) and named checks that pass or fail. {@link #write(Path)} writes {@code report.txt},
 * {@code report.md}, {@code report.json}, one CSV file per table (named after it), {@code checks.csv}, the SVG
 * charts (drawn with the lab's chart code, see {@link TestbedCharts}) and {@code index.html}, which shows the
 * tables and charts and links every file.
 * <p>
 * A run with several {@link #repetitions repetitions} numbers them: every table gets a first column
 * {@value RepetitionSummary#REPETITION} (filled with the {@link #repetition current} one), every check names
 * its repetition, and every table is followed by its {@link RepetitionSummary summary} (the table's name
 * with {@code -summary} appended: mean and 90% confidence interval over the repetitions).
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
        private final IntSupplier repetition;
        private boolean summarised = true;

        Table(String slug, String title, List<String> headers) {
            this(slug, title, headers, null);
        }

        /** A table whose rows start with the repetition {@code repetition} gives (none if null). */
        private Table(String slug, String title, List<String> headers, IntSupplier repetition) {
            this.slug = slug;
            this.title = title;
            this.headers = repetition == null ? ImmutableList.copyOf(headers)
                    : ImmutableList.<String>builder().add(RepetitionSummary.REPETITION).addAll(headers).build();
            this.repetition = repetition;
        }

        /** A row of the scenario's cells (the repetition, when numbered, comes first by itself). */
        public synchronized Table row(Object... cells) {
            int given = repetition == null ? headers.size() : headers.size() - 1;
            if (cells.length != given) {
                throw new IllegalArgumentException(title + ": " + cells.length + " cells for " + given
                                                           + " columns");
            }
            List<String> row = new ArrayList<>();
            if (repetition != null) {
                row.add(String.valueOf(repetition.getAsInt()));
            }
            for (Object c : cells) {
                row.add(c instanceof Double ? String.format("%.2f", (Double) c) : String.valueOf(c));
            }
            rows.add(row);
            return this;
        }

        /** This table gets no summary over the repetitions (its rows are not repeated measurements). */
        public synchronized Table unsummarised() {
            summarised = false;
            return this;
        }

        synchronized boolean summarised() {
            return summarised;
        }

        public synchronized Table note(String note) {
            notes.add(note);
            return this;
        }

        public String slug() {
            return slug;
        }

        /** The column headers (the repetition first, when the rows are numbered). */
        public List<String> headers() {
            return headers;
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
    private int repetitions = 1;
    private int repetition;

    /**
     * How many repetitions the run makes; set before the first table. With more than one, tables are
     * numbered and summarised (see the class comment).
     */
    public synchronized void repetitions(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("repetitions must be >= 1, not " + count);
        }
        if (!tables.isEmpty()) {
            throw new IllegalStateException("repetitions set after the first table");
        }
        repetitions = count;
    }

    /** The repetition (0-based) the next rows and checks belong to. */
    public synchronized void repetition(int index) {
        if (index < 0 || index >= repetitions) {
            throw new IllegalArgumentException("repetition " + index + " of " + repetitions);
        }
        repetition = index;
    }

    private synchronized int currentRepetition() {
        return repetition + 1;
    }

    /** The table named {@code slug}, created with {@code title} and {@code headers} on first use. */
    public synchronized Table table(String slug, String title, List<String> headers) {
        return tables.computeIfAbsent(slug, s -> new Table(slug, title, headers,
                                                           repetitions > 1 ? this::currentRepetition : null));
    }

    public synchronized Check check(String scenario, String strategy, String name, boolean passed, String detail) {
        String of = repetitions > 1 ? strategy + " (repetition " + currentRepetition() + ")" : strategy;
        Check check = new Check(scenario, of, name, passed, detail);
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

    /** The tables, each followed by its summary over the repetitions when there are several. */
    private List<Table> allTables() {
        List<Table> all = new ArrayList<>();
        for (Table t : tables.values()) {
            all.add(t);
            if (repetitions > 1 && t.summarised() && !t.rows().isEmpty()) {
                all.add(summaryOf(t));
            }
        }
        return all;
    }

    private Table summaryOf(Table t) {
        RepetitionSummary summary = RepetitionSummary.of(t.headers, t.rows());
        Table s = new Table(t.slug + "-summary", t.title + " - mean and " + Math.round(
                SampleStatistics.CONFIDENCE * 100) + "% confidence interval (Student t) over " + repetitions
                + " repetitions", summary.headers());
        summary.rows().forEach(r -> s.row(r.toArray()));
        return s;
    }

    /** The report as a terminal shows it. */
    public synchronized String toTerminal() {
        StringBuilder text = new StringBuilder();
        context.forEach((k, v) -> text.append(k).append(": ").append(v).append('\n'));
        for (Table t : allTables()) {
            text.append('\n').append(t.text().toTerminal());
        }
        text.append('\n').append(checksTable().toTerminal());
        return text.toString();
    }

    public synchronized String toMarkdown() {
        StringBuilder md = new StringBuilder("# Janus testbed report\n\n");
        context.forEach((k, v) -> md.append("- ").append(k).append(": `").append(v).append("`\n"));
        for (Table t : allTables()) {
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
        allTables().forEach(t -> names.add(t.slug + ".csv"));
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
        for (Table t : allTables()) {
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
        for (Table t : allTables()) {
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
        for (Table t : allTables()) {
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

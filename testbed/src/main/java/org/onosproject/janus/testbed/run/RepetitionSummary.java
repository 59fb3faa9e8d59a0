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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.experiment.SampleStatistics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A table of repeated runs summarised over its repetitions: one row per key (the strategy, and the number
 * of ranks where the table has them), with the number of repetitions and, for every column
 * whose cells are all numbers (or counts {@code x/y}, summarised by {@code x}; {@code -} and {@code NaN}
 * are left out), the mean and the half-width of its 90% Student-t confidence interval, computed by the
 * lab's {@link SampleStatistics}. Columns with text in them (paths, notes) and the settings of a repetition
 * ({@link #SETTINGS}) are not summarised.
 */
public final class RepetitionSummary {

    /** The column that numbers a table's repetitions (1-based). */
    public static final String REPETITION = "repetition";
    /** The columns that identify what was repeated, where a table has them. */
    public static final List<String> KEYS = ImmutableList.of("strategy", "ranks");
    /** Numeric columns that are settings of a repetition, not measurements: never averaged. */
    public static final List<String> SETTINGS = ImmutableList.of(REPETITION, "seed");

    private static final Pattern COUNT = Pattern.compile("(-?\\d+(?:\\.\\d+)?)/\\d+");
    private static final String CI = String.format("%.0f%% CI ±", SampleStatistics.CONFIDENCE * 100);

    private final ImmutableList<String> headers;
    private final ImmutableList<List<String>> rows;

    private RepetitionSummary(List<String> headers, List<List<String>> rows) {
        this.headers = ImmutableList.copyOf(headers);
        this.rows = ImmutableList.copyOf(rows);
    }

    /** The summary of a table with these {@code headers} and {@code rows} (one per repetition and key). */
    public static RepetitionSummary of(List<String> headers, List<List<String>> rows) {
        List<Integer> keys = new ArrayList<>();
        List<Integer> values = new ArrayList<>();
        for (int c = 0; c < headers.size(); c++) {
            String h = headers.get(c);
            if (KEYS.contains(h)) {
                keys.add(c);
            } else if (!SETTINGS.contains(h) && isNumeric(rows, c)) {
                values.add(c);
            }
        }
        List<String> summaryHeaders = new ArrayList<>();
        keys.forEach(c -> summaryHeaders.add(headers.get(c)));
        summaryHeaders.add("repetitions");
        for (int c : values) {
            summaryHeaders.add(headers.get(c) + " mean");
            summaryHeaders.add(headers.get(c) + " " + CI);
        }
        Map<List<String>, List<List<String>>> groups = new LinkedHashMap<>();
        for (List<String> row : rows) {
            List<String> key = new ArrayList<>();
            keys.forEach(c -> key.add(row.get(c)));
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(row);
        }
        List<List<String>> summaryRows = new ArrayList<>();
        groups.forEach((key, group) -> {
            List<String> out = new ArrayList<>(key);
            out.add(String.valueOf(group.size()));
            for (int c : values) {
                List<Double> sample = new ArrayList<>();
                for (List<String> row : group) {
                    number(row.get(c)).ifPresent(sample::add);
                }
                SampleStatistics stats = SampleStatistics.of(sample);
                out.add(format(stats.mean()));
                out.add(format(stats.ciHalfWidth()));
            }
            summaryRows.add(out);
        });
        return new RepetitionSummary(summaryHeaders, summaryRows);
    }

    public List<String> headers() {
        return headers;
    }

    public List<List<String>> rows() {
        return rows;
    }

    /** The value of a cell: a number, or the first part of a count {@code x/y}; empty for {@code -} or NaN. */
    static OptionalDouble number(String cell) {
        String c = cell.trim();
        Matcher count = COUNT.matcher(c);
        if (count.matches()) {
            return OptionalDouble.of(Double.parseDouble(count.group(1)));
        }
        try {
            double d = Double.parseDouble(c);
            return Double.isNaN(d) ? OptionalDouble.empty() : OptionalDouble.of(d);
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    private static boolean isNumeric(List<List<String>> rows, int column) {
        boolean any = false;
        for (List<String> row : rows) {
            String cell = row.get(column).trim();
            if (cell.equals("-") || cell.equals("NaN")) {
                continue;
            }
            if (number(cell).isEmpty()) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private static String format(double value) {
        return Double.isNaN(value) ? "-" : String.format("%.2f", value);
    }
}

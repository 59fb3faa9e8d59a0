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

import java.util.ArrayList;
import java.util.List;

/** A titled table of strings, rendered aligned for the terminal or as a Markdown table. */
public final class TextTable {
    private final String title;
    private final ImmutableList<String> headers;
    private final List<List<String>> rows = new ArrayList<>();
    private final List<String> notes = new ArrayList<>();

    public TextTable(String title, List<String> headers) {
        this.title = title;
        this.headers = ImmutableList.copyOf(headers);
    }

    public TextTable row(List<String> cells) {
        if (cells.size() != headers.size()) {
            throw new IllegalArgumentException("row has " + cells.size() + " cells, table has " + headers.size());
        }
        rows.add(ImmutableList.copyOf(cells));
        return this;
    }

    public TextTable note(String note) {
        notes.add(note);
        return this;
    }

    public String title() {
        return title;
    }

    public ImmutableList<String> headers() {
        return headers;
    }

    public List<List<String>> rows() {
        return rows;
    }

    public String toTerminal() {
        int[] widths = new int[headers.size()];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = headers.get(i).length();
            for (List<String> r : rows) {
                widths[i] = Math.max(widths[i], r.get(i).length());
            }
        }
        StringBuilder out = new StringBuilder(title).append('\n');
        line(out, headers, widths);
        int total = 0;
        for (int w : widths) {
            total += w + 2;
        }
        out.append("-".repeat(Math.max(0, total - 2))).append('\n');
        for (List<String> r : rows) {
            line(out, r, widths);
        }
        for (String n : notes) {
            out.append("  ").append(n).append('\n');
        }
        return out.toString();
    }

    private static void line(StringBuilder out, List<String> cells, int[] widths) {
        for (int i = 0; i < cells.size(); i++) {
            String c = cells.get(i);
            if (i == 0) {
                out.append(c).append(" ".repeat(widths[i] - c.length()));
            } else {
                out.append("  ").append(" ".repeat(widths[i] - c.length())).append(c);
            }
        }
        out.append('\n');
    }

    public String toMarkdown() {
        StringBuilder out = new StringBuilder("### ").append(title).append("\n\n");
        out.append("| ").append(String.join(" | ", headers)).append(" |\n|");
        for (int i = 0; i < headers.size(); i++) {
            out.append(i == 0 ? "---|" : "---:|");
        }
        out.append('\n');
        for (List<String> r : rows) {
            out.append("| ").append(String.join(" | ", r)).append(" |\n");
        }
        out.append('\n');
        for (String n : notes) {
            out.append("- ").append(n).append('\n');
        }
        return out.append('\n').toString();
    }
}

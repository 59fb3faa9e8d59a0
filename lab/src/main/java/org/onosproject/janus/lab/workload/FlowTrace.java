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
package org.onosproject.janus.lab.workload;

import com.google.common.collect.ImmutableList;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A flow trace: rows of {@code time,src,dst,bytes[,srcPort,dstPort]} where time is seconds from the
 * start (non-decreasing), src/dst are host indices (0-based) or Mininet names {@code h1..hN}
 * (1-based). A header line starting with {@code time}, blank lines and {@code #} comments are
 * skipped. Parsing checks everything that does not depend on the network.
 */
public final class FlowTrace {
    private static final String[] FIELDS = {"time", "src", "dst", "bytes", "srcPort", "dstPort"};

    private final ImmutableList<Row> rows;

    private FlowTrace(List<Row> rows) {
        this.rows = ImmutableList.copyOf(rows);
    }

    public ImmutableList<Row> rows() {
        return rows;
    }

    /** One flow of the trace. */
    public static final class Row {
        private final int line;
        private final long atMillis;
        private final int src;
        private final int dst;
        private final long bytes;
        private final int srcPort;
        private final int dstPort;

        Row(int line, long atMillis, int src, int dst, long bytes, int srcPort, int dstPort) {
            this.line = line;
            this.atMillis = atMillis;
            this.src = src;
            this.dst = dst;
            this.bytes = bytes;
            this.srcPort = srcPort;
            this.dstPort = dstPort;
        }

        public int line() {
            return line;
        }

        public long atMillis() {
            return atMillis;
        }

        public int src() {
            return src;
        }

        public int dst() {
            return dst;
        }

        public long bytes() {
            return bytes;
        }

        public int srcPort() {
            return srcPort;
        }

        public int dstPort() {
            return dstPort;
        }
    }

    public static FlowTrace parse(Reader source) throws IOException, TraceFormatException {
        List<Row> rows = new ArrayList<>();
        BufferedReader reader = new BufferedReader(source);
        String text;
        int line = 0;
        long lastMillis = 0;
        while ((text = reader.readLine()) != null) {
            line++;
            String trimmed = text.trim();
            if (trimmed.isEmpty() || trimmed.startsWith("#")
                    || (rows.isEmpty() && trimmed.toLowerCase(Locale.ROOT).startsWith("time"))) {
                continue;
            }
            String[] cells = trimmed.split(",", -1);
            if (cells.length != 4 && cells.length != 6) {
                throw new TraceFormatException(line, "columns",
                        "expected 4 (time,src,dst,bytes) or 6 (+srcPort,dstPort) columns, found " + cells.length);
            }
            double seconds = number(line, FIELDS[0], cells[0]);
            if (seconds < 0) {
                throw new TraceFormatException(line, FIELDS[0], "must be >= 0: " + cells[0].trim());
            }
            long atMillis = Math.round(seconds * 1000);
            if (atMillis < lastMillis) {
                throw new TraceFormatException(line, FIELDS[0], "goes back in time (" + cells[0].trim()
                        + " s after " + lastMillis / 1000.0 + " s); sort the trace by time");
            }
            lastMillis = atMillis;
            int src = host(line, FIELDS[1], cells[1]);
            int dst = host(line, FIELDS[2], cells[2]);
            if (src == dst) {
                throw new TraceFormatException(line, FIELDS[2], "same host as src: " + cells[2].trim());
            }
            double bytes = number(line, FIELDS[3], cells[3]);
            if (bytes < 1 || bytes != Math.floor(bytes)) {
                throw new TraceFormatException(line, FIELDS[3], "must be a whole number >= 1: " + cells[3].trim());
            }
            int srcPort = cells.length == 6 ? port(line, FIELDS[4], cells[4]) : 0;
            int dstPort = cells.length == 6 ? port(line, FIELDS[5], cells[5]) : 0;
            rows.add(new Row(line, atMillis, src, dst, (long) bytes, srcPort, dstPort));
        }
        if (rows.isEmpty()) {
            throw new TraceFormatException(line, "rows", "the trace has no flows");
        }
        return new FlowTrace(rows);
    }

    /** Checks every host against a network of {@code hostCount} hosts. */
    public void validateHosts(int hostCount) throws TraceFormatException {
        for (Row row : rows) {
            if (row.src() >= hostCount) {
                throw new TraceFormatException(row.line(), "src", "host " + row.src() + " does not exist (network has "
                        + hostCount + " hosts, 0.." + (hostCount - 1) + ")");
            }
            if (row.dst() >= hostCount) {
                throw new TraceFormatException(row.line(), "dst", "host " + row.dst() + " does not exist (network has "
                        + hostCount + " hosts, 0.." + (hostCount - 1) + ")");
            }
        }
    }

    private static double number(int line, String field, String cell) throws TraceFormatException {
        try {
            double value = Double.parseDouble(cell.trim());
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new TraceFormatException(line, field, "not a number: '" + cell.trim() + "'");
        }
    }

    private static int host(int line, String field, String cell) throws TraceFormatException {
        String text = cell.trim();
        boolean mininet = text.startsWith("h") || text.startsWith("H");
        try {
            int value = Integer.parseInt(mininet ? text.substring(1) : text);
            int index = mininet ? value - 1 : value;
            if (index < 0) {
                throw new TraceFormatException(line, field, "no such host: '" + text + "'");
            }
            return index;
        } catch (NumberFormatException e) {
            throw new TraceFormatException(line, field, "not a host index or hN name: '" + text + "'");
        }
    }

    private static int port(int line, String field, String cell) throws TraceFormatException {
        double value = number(line, field, cell);
        if (value < 0 || value > 65535 || value != Math.floor(value)) {
            throw new TraceFormatException(line, field, "must be a port 0..65535: " + cell.trim());
        }
        return (int) value;
    }
}

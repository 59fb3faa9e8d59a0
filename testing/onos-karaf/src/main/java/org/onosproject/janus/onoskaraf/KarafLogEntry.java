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
package org.onosproject.janus.onoskaraf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One entry of Karaf's log (data/log/karaf.log):
 * {@code time | LEVEL | thread | logger | bundle | message}; lines that do not start an entry (stack
 * traces) are not entries.
 */
public final class KarafLogEntry {

    private final String level;
    private final String thread;
    private final String logger;
    private final String bundle;
    private final String message;
    private final String line;

    private KarafLogEntry(String level, String thread, String logger, String bundle, String message, String line) {
        this.level = level;
        this.thread = thread;
        this.logger = logger;
        this.bundle = bundle;
        this.message = message;
        this.line = line;
    }

    /**
     * Reads one line.
     *
     * @param line a line of karaf.log
     * @return the entry it starts, if it starts one
     */
    public static Optional<KarafLogEntry> parse(String line) {
        String[] cells = line.split(" \\| ", 6);
        if (cells.length < 6 || !cells[0].matches("\\d{4}-\\d{2}-\\d{2}T.*")) {
            return Optional.empty();
        }
        return Optional.of(new KarafLogEntry(cells[1].trim(), cells[2].trim(), cells[3].trim(), cells[4].trim(),
                cells[5], line));
    }

    /**
     * The WARN and ERROR entries of a log.
     *
     * @param lines karaf.log's lines
     * @return its warnings and errors, in order
     */
    public static List<KarafLogEntry> warningsAndErrors(List<String> lines) {
        List<KarafLogEntry> entries = new ArrayList<>();
        for (String line : lines) {
            parse(line).filter(e -> e.level.equals("WARN") || e.level.equals("ERROR")).ifPresent(entries::add);
        }
        return entries;
    }

    public String level() {
        return level;
    }

    public String thread() {
        return thread;
    }

    public String logger() {
        return logger;
    }

    /** The bundle column, e.g. "172 - org.onosproject.janus-app - 1.0.0.SNAPSHOT". */
    public String bundle() {
        return bundle;
    }

    public String message() {
        return message;
    }

    /**
     * Whether Janus logged it (one of Janus's bundles, or a thread working for a Janus component).
     *
     * @return true for Janus's entries
     */
    public boolean fromJanus() {
        return bundle.contains("org.onosproject.janus-") && !bundle.contains("onos-karaf-standins")
                || thread.contains("org.onosproject.janus.");
    }

    @Override
    public String toString() {
        return line;
    }
}

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
package org.onosproject.janus.cli;

import java.util.Locale;

/**
 * Short human-readable durations for the CLI: {@code 850ms}, {@code 12.3s}, {@code 5m03s}, {@code 2h05m}.
 */
final class Durations {

    private static final long SECOND = 1_000;
    private static final long MINUTE = 60 * SECOND;
    private static final long HOUR = 60 * MINUTE;

    private Durations() {
    }

    /**
     * Formats a non-negative duration; negative values (clock skew) print as zero.
     *
     * @param millis a duration in milliseconds
     * @return e.g. {@code 2.5s} or {@code 2m05s}
     */
    static String text(long millis) {
        long ms = Math.max(0, millis);
        if (ms < SECOND) {
            return ms + "ms";
        }
        if (ms < MINUTE) {
            return String.format(Locale.ROOT, "%.1fs", ms / (double) SECOND);
        }
        if (ms < HOUR) {
            return String.format(Locale.ROOT, "%dm%02ds", ms / MINUTE, (ms % MINUTE) / SECOND);
        }
        return String.format(Locale.ROOT, "%dh%02dm", ms / HOUR, (ms % HOUR) / MINUTE);
    }

    /**
     * Time elapsed from {@code sinceMillis} to {@code nowMillis}, never negative.
     *
     * @param nowMillis now
     * @param sinceMillis the start, on the same clock
     * @return the milliseconds between them, or 0 if the start is later
     */
    static long elapsed(long nowMillis, long sinceMillis) {
        return Math.max(0, nowMillis - sinceMillis);
    }
}

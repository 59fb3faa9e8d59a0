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

    /** Formats a non-negative duration; negative values (clock skew) print as zero. */
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

    /** Time elapsed from {@code sinceMillis} to {@code nowMillis}, never negative. */
    static long elapsed(long nowMillis, long sinceMillis) {
        return Math.max(0, nowMillis - sinceMillis);
    }
}

package org.onosproject.janus.cli;

import java.util.Locale;

/**
 * Link rates for people: bytes per second shown as megabits per second, as link speeds are quoted.
 */
final class Rates {

    private static final double BITS_PER_BYTE = 8;
    private static final double MEGA = 1_000_000;

    private Rates() {
    }

    /** E.g. {@code 125000} bytes/s gives {@code 1.00Mb/s}. */
    static String megabits(double bytesPerSec) {
        return String.format(Locale.ROOT, "%.2fMb/s", bytesPerSec * BITS_PER_BYTE / MEGA);
    }

    /** E.g. {@code 0.1234} gives {@code 12.34%}. */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.2f%%", fraction * 100);
    }
}

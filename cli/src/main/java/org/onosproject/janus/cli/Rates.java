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
 * Link rates for people: bytes per second shown as megabits per second, as link speeds are quoted.
 */
final class Rates {

    private static final double BITS_PER_BYTE = 8;
    private static final double MEGA = 1_000_000;

    private Rates() {
    }

    /**
     * E.g. {@code 125000} bytes/s gives {@code 1.00Mb/s}.
     *
     * @param bytesPerSec a rate in bytes per second
     * @return the rate in megabits per second, two decimals
     */
    static String megabits(double bytesPerSec) {
        return String.format(Locale.ROOT, "%.2fMb/s", bytesPerSec * BITS_PER_BYTE / MEGA);
    }

    /**
     * E.g. {@code 0.1234} gives {@code 12.34%}.
     *
     * @param fraction a share, 1 being all
     * @return the share in percent, two decimals
     */
    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.2f%%", fraction * 100);
    }
}

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
package org.onosproject.janus.web.gui;

import org.onosproject.janus.api.LinkUsage;

import java.util.Locale;

/**
 * One direction's three loads as the overlay's panels show them: a whole percentage of capacity and the
 * rate in Mbit/s.
 */
final class LinkLoadText {

    static final String NOTHING = "no sample, no Janus flow";

    private static final double BITS_PER_BYTE = 8;
    private static final double MEGA = 1_000_000;

    private LinkLoadText() {
    }

    /**
     * E.g. {@code 40% (400.0 Mb/s)}, with {@code , stale} or {@code , never sampled} when so.
     *
     * @param u the link's load
     * @return the measured load as text
     */
    static String measured(LinkUsage u) {
        String text = load(u.utilisation(), u.rateBytesPerSec());
        if (u.sampleTimeMillis() <= 0) {
            return text + ", never sampled)";
        }
        return text + (u.isStale() ? ", stale)" : ")");
    }

    /**
     * E.g. {@code 30% (300.0 Mb/s, 2 flows)}.
     *
     * @param u the link's load
     * @return the committed load as text
     */
    static String committed(LinkUsage u) {
        return load(u.committedUtilisation(), u.committedRateBytesPerSec()) + ", "
                + u.committedFlows() + (u.committedFlows() == 1 ? " flow)" : " flows)");
    }

    /**
     * E.g. {@code 70% (700.0 Mb/s)}.
     *
     * @param u the link's load
     * @return the expected load as text
     */
    static String expected(LinkUsage u) {
        return load(u.expectedUtilisation(), u.expectedRateBytesPerSec()) + ")";
    }

    private static String load(double utilisation, double bytesPerSec) {
        return UtilisationScale.percent(utilisation)
                + String.format(Locale.ROOT, " (%.1f Mb/s", bytesPerSec * BITS_PER_BYTE / MEGA);
    }
}

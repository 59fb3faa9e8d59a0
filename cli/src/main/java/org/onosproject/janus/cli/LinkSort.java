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

import org.onosproject.janus.api.LinkUsage;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Orders for {@code janus-links --sort}. Busiest and stalest links come first; ties and the default
 * order go by source then destination connect point, so the output is stable. {@code rate} and
 * {@code utilisation} are the measured load; {@code committed} and {@code expected} order by those
 * loads' utilisation (links differ in capacity), {@code flows} by the Janus flows placed on the link.
 */
enum LinkSort {
    /** By connect points (the default). */
    LINK((a, b) -> 0),
    /** Highest measured transmit rate first. */
    RATE(Comparator.comparingDouble(LinkUsage::rateBytesPerSec).reversed()),
    /** Highest measured utilisation first. */
    UTILISATION(Comparator.comparingDouble(LinkUsage::utilisation).reversed()),
    /** Highest committed utilisation (Janus's flows' charges / capacity) first. */
    COMMITTED(Comparator.comparingDouble(LinkUsage::committedUtilisation).reversed()),
    /** Highest expected utilisation (what load-aware strategies see) first. */
    EXPECTED(Comparator.comparingDouble(LinkUsage::expectedUtilisation).reversed()),
    /** Most Janus flows placed on the link first. */
    FLOWS(Comparator.comparingInt(LinkUsage::committedFlows).reversed()),
    /** Oldest sample first (smallest sample time). */
    AGE(Comparator.comparingLong(LinkUsage::sampleTimeMillis));

    private static final Comparator<LinkUsage> BY_LINK =
            Comparator.comparing((LinkUsage u) -> u.src().toString())
                    .thenComparing(u -> u.dst().toString());

    private final Comparator<LinkUsage> order;

    LinkSort(Comparator<LinkUsage> primary) {
        this.order = primary;
    }

    /**
     * The full order: this key, then by link.
     *
     * @return the order of this key, ties broken by link
     */
    Comparator<LinkUsage> comparator() {
        return order.thenComparing(BY_LINK);
    }

    /**
     * The name operators type, e.g. {@code utilisation}.
     *
     * @return the key in lower case
     */
    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Every valid key, in declaration order.
     *
     * @return the keys
     */
    static List<String> keys() {
        return Arrays.stream(values()).map(LinkSort::key).collect(Collectors.toList());
    }

    /**
     * The sort named {@code key} (case-insensitive).
     *
     * @param key what the operator typed
     * @return the sort it names
     * @throws IllegalArgumentException naming the valid keys, if {@code key} is not one of them
     */
    static LinkSort parse(String key) {
        for (LinkSort sort : values()) {
            if (sort.key().equalsIgnoreCase(key)) {
                return sort;
            }
        }
        throw new IllegalArgumentException(String.format(
                "Unknown sort '%s'; valid: %s", key, String.join(", ", keys())));
    }
}

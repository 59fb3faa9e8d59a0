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
package org.onosproject.janus.api;

import com.google.common.base.CaseFormat;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How the ranks of a job talk to each other.
 */
public enum JobPattern {
    /** Every rank to every other rank (both directions). */
    ALL_TO_ALL,
    /** Each rank with the next and the previous rank, the last one with the first (both directions). */
    RING,
    /**
     * Each rank with its neighbours along every axis of a 2-D or 3-D grid (not periodic; both directions),
     * ranks numbered with the first axis varying fastest.
     */
    NEIGHBOURS,
    /** An explicit list of (source rank, destination rank) pairs. */
    PAIRS;

    /** The name in the REST API and the CLI: the constant's in lower case, words joined by hyphens. */
    public String configName() {
        return CaseFormat.UPPER_UNDERSCORE.to(CaseFormat.LOWER_HYPHEN, name());
    }

    /**
     * The pattern named {@code name}.
     *
     * @throws JobSpecException on field {@code pattern} for any other name
     */
    public static JobPattern fromName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(pattern -> pattern.configName().equals(wanted)).findFirst()
                .orElseThrow(() -> new JobSpecException("pattern", "unknown pattern '" + name + "'; known: "
                        + Arrays.stream(values()).map(JobPattern::configName).collect(Collectors.joining(", "))));
    }
}

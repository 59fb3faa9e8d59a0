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
package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;

/** The Janus path selectors a scenario may compare. */
public final class Strategies {
    /** The thesis baseline; speed-ups are relative to it. */
    public static final String BASELINE = "shortest";
    /**
     * Every strategy the lab knows: paper 000's four, committed-load-aware {@code luar} (ties broken by
     * the ECMP flow hash), the thesis's original LUAR (Algorithm 1) as {@code luar-thesis}, and
     * {@code bottleneck} (least most-utilised link, then least sum). The Janus app must know a name for a
     * run with it to start.
     */
    public static final ImmutableList<String> ALL = ImmutableList.of("shortest", "ecmp", "isolated", "traffic", "luar",
            "luar-thesis", "bottleneck");

    /**
     * Every strategy a scenario may name: {@link #ALL} (the default comparison, which the catalogue's
     * scenarios keep) and {@code dmodk}, InfiniBand's destination-based D-mod-K, which scenarios name
     * explicitly.
     */
    public static final ImmutableList<String> KNOWN = ImmutableList.<String>builder().addAll(ALL).add("dmodk").build();

    private Strategies() {
    }

    /** Paper 000 calls the shortest-path strategy {@code stp}. */
    public static String paperName(String strategy) {
        return strategy.equals(BASELINE) || strategy.startsWith(BASELINE + "[")
                ? "stp" + strategy.substring(BASELINE.length()) : strategy;
    }
}

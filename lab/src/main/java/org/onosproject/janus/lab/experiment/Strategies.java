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
     * Not a strategy Janus offers: the lab's per-packet multipath reference. Its runs have no controller;
     * every flow is spread evenly over all equal-cost shortest paths in the fluid model from its start
     * (the fluid limit of packet spraying, which CONGA, DRILL and Presto approximate).
     */
    public static final String SPRAY = "spray";

    /** How reports name {@link #SPRAY}. */
    public static final String SPRAY_NOTE = "spray: the per-packet multipath reference (each flow spread evenly"
            + " over all equal-cost shortest paths in the fluid model; no controller, a host pair's first flow"
            + " waits one control delay), not a strategy Janus offers";

    /**
     * Every strategy a scenario may name: {@link #ALL} (the default comparison, which the catalogue's
     * scenarios keep), {@code dmodk}, InfiniBand's destination-based D-mod-K, and the {@link #SPRAY}
     * reference, which scenarios name explicitly.
     */
    public static final ImmutableList<String> KNOWN = ImmutableList.<String>builder().addAll(ALL).add("dmodk")
            .add(SPRAY).build();

    private Strategies() {
    }

    /** Whether a strategy label is the {@link #SPRAY} reference rather than Janus. */
    public static boolean isReference(String label) {
        return SPRAY.equals(label);
    }

    /** Paper 000 calls the shortest-path strategy {@code stp}. */
    public static String paperName(String strategy) {
        return strategy.equals(BASELINE) || strategy.startsWith(BASELINE + "[")
                ? "stp" + strategy.substring(BASELINE.length()) : strategy;
    }
}

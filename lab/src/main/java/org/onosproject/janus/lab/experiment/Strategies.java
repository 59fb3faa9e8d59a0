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

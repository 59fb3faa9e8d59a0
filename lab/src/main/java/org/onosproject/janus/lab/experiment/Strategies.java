package org.onosproject.janus.lab.experiment;

import com.google.common.collect.ImmutableList;

/** The Janus path selectors a scenario may compare. */
public final class Strategies {
    /** The thesis baseline; speed-ups are relative to it. */
    public static final String BASELINE = "shortest";
    public static final ImmutableList<String> ALL = ImmutableList.of("shortest", "ecmp", "isolated", "traffic", "luar");

    private Strategies() {
    }

    public static boolean isKnown(String name) {
        return ALL.contains(name);
    }

    /** Paper 000 calls the shortest-path strategy {@code stp}. */
    public static String paperName(String strategy) {
        return BASELINE.equals(strategy) ? "stp" : strategy;
    }
}

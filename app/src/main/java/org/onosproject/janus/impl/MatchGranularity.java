package org.onosproject.janus.impl;

import java.util.Arrays;
import java.util.Optional;

/**
 * What one Janus intent carries: every IPv4 packet between two hosts, or one transport flow.
 */
public enum MatchGranularity {
    /** IPv4 source and destination address. */
    HOST_PAIR("hostPair"),
    /** IPv4 addresses plus protocol and TCP/UDP ports. */
    FIVE_TUPLE("fiveTuple");

    private final String configName;

    MatchGranularity(String configName) {
        this.configName = configName;
    }

    /** The name used in the {@code matchGranularity} property. */
    public String configName() {
        return configName;
    }

    /** The granularity with this property value, if any. */
    public static Optional<MatchGranularity> fromConfigName(String name) {
        return Arrays.stream(values()).filter(g -> g.configName.equals(name)).findFirst();
    }
}

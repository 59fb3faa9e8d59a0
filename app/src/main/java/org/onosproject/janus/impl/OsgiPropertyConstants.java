package org.onosproject.janus.impl;

/**
 * Names and defaults of the Janus component's configuration properties.
 */
public final class OsgiPropertyConstants {

    private OsgiPropertyConstants() {
    }

    public static final String STRATEGY = "strategy";
    public static final String STRATEGY_DEFAULT = "luar";

    public static final String IDLE_TIMEOUT = "idleTimeout";
    public static final int IDLE_TIMEOUT_DEFAULT = 30;

    public static final String HARD_TIMEOUT = "hardTimeout";
    public static final int HARD_TIMEOUT_DEFAULT = 0;

    public static final String MATCH_GRANULARITY = "matchGranularity";
    public static final String MATCH_GRANULARITY_DEFAULT = "hostPair";

    public static final String DEFAULT_LINK_CAPACITY_MBPS = "defaultLinkCapacityMbps";
    public static final long DEFAULT_LINK_CAPACITY_MBPS_DEFAULT = 1000;

    public static final String INTENT_PRIORITY = "intentPriority";
    public static final int INTENT_PRIORITY_DEFAULT = 100;

    public static final String STATS_POLL_INTERVAL = "statsPollInterval";
    public static final int STATS_POLL_INTERVAL_DEFAULT = 5;
}

package org.onosproject.janus.lab.experiment;

/**
 * Everything the network side needs to build one run's network: fabric, Janus strategy and idle
 * timeout, seed, packet-in-to-install delay and ONOS's statistics intervals.
 */
public final class NetworkSpec {
    public static final long DEFAULT_CONTROL_DELAY_MILLIS = 10;
    public static final long DEFAULT_STATS_INTERVAL_MILLIS = 5_000;

    private final FabricSpec fabric;
    private final String strategy;
    private final int idleTimeoutSeconds;
    private final long seed;
    private final long controlDelayMillis;
    private final long portStatsIntervalMillis;
    private final long flowStatsIntervalMillis;

    public NetworkSpec(FabricSpec fabric, String strategy, int idleTimeoutSeconds, long seed,
                       long controlDelayMillis, long portStatsIntervalMillis, long flowStatsIntervalMillis) {
        this.fabric = fabric;
        this.strategy = strategy;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.seed = seed;
        this.controlDelayMillis = controlDelayMillis;
        this.portStatsIntervalMillis = portStatsIntervalMillis;
        this.flowStatsIntervalMillis = flowStatsIntervalMillis;
    }

    public FabricSpec fabric() {
        return fabric;
    }

    /** Janus selector name: shortest, ecmp, isolated, traffic or luar. */
    public String strategy() {
        return strategy;
    }

    /** Janus's {@code idleTimeout} in seconds; 0 means rules never expire (thesis "∞"). */
    public int idleTimeoutSeconds() {
        return idleTimeoutSeconds;
    }

    public long seed() {
        return seed;
    }

    /** Virtual time from a packet-in to the path being usable. */
    public long controlDelayMillis() {
        return controlDelayMillis;
    }

    public long portStatsIntervalMillis() {
        return portStatsIntervalMillis;
    }

    public long flowStatsIntervalMillis() {
        return flowStatsIntervalMillis;
    }
}

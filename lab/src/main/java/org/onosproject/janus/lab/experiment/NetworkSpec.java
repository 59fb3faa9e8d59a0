package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.net.Timing;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What a network implementation needs to build one run's network: which fabric, which controller
 * (Janus strategy label and idle timeout), the run's seed and the {@link Timing}. Immutable.
 */
public final class NetworkSpec {

    private final FabricSpec fabric;
    private final String strategy;
    private final int idleTimeoutSeconds;
    private final long seed;
    private final Timing timing;

    public NetworkSpec(FabricSpec fabric, String strategy, int idleTimeoutSeconds, long seed, Timing timing) {
        this.fabric = checkNotNull(fabric, "fabric");
        this.strategy = checkNotNull(strategy, "strategy");
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.seed = seed;
        this.timing = checkNotNull(timing, "timing");
    }

    public FabricSpec fabric() {
        return fabric;
    }

    /** Janus strategy label, with any properties of its {@link StrategyVariant}. */
    public String strategy() {
        return strategy;
    }

    /**
     * Janus's {@code idleTimeout} in seconds; 0 means rules never expire (thesis "∞"),
     * {@link Scenario#ADAPTIVE} Janus's adaptive idle timeouts.
     */
    public int idleTimeoutSeconds() {
        return idleTimeoutSeconds;
    }

    public long seed() {
        return seed;
    }

    public Timing timing() {
        return timing;
    }
}

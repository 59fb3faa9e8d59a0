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

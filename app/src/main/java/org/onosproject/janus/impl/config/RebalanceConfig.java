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
package org.onosproject.janus.impl.config;

import com.google.common.base.MoreObjects;

import java.util.Arrays;
import java.util.List;

/**
 * The rebalancer's settings (component properties {@code rebalance*}). Immutable; the ranges are
 * checked where the properties are read ({@link JanusConfig}).
 */
public final class RebalanceConfig {

    private final boolean enabled;
    private final double threshold;
    private final int maxMoves;
    private final double hysteresis;
    private final int cooldownSeconds;

    public RebalanceConfig(boolean enabled, double threshold, int maxMoves, double hysteresis, int cooldownSeconds) {
        this.enabled = enabled;
        this.threshold = threshold;
        this.maxMoves = maxMoves;
        this.hysteresis = hysteresis;
        this.cooldownSeconds = cooldownSeconds;
    }

    /** True if running flows may be moved at all. */
    public boolean enabled() {
        return enabled;
    }

    /** Expected utilisation above which a link's flows are candidates to move. */
    public double threshold() {
        return threshold;
    }

    /** Most moves per statistics interval (per node). */
    public int maxMoves() {
        return maxMoves;
    }

    /** A move must lower the flow's busiest link by more than this (in utilisation). */
    public double hysteresis() {
        return hysteresis;
    }

    /** Seconds a moved flow stays where it was put before it may be moved again. */
    public int cooldownSeconds() {
        return cooldownSeconds;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof RebalanceConfig && fields().equals(((RebalanceConfig) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    // What makes two of them equal.
    private List<Object> fields() {
        return Arrays.asList(enabled, threshold, maxMoves, hysteresis, cooldownSeconds);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("enabled", enabled).add("threshold", threshold)
                .add("maxMoves", maxMoves).add("hysteresis", hysteresis).add("cooldown", cooldownSeconds)
                .toString();
    }
}

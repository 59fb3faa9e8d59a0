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
import org.onosproject.janus.api.IdleTimeoutMode;

import java.util.Arrays;
import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * How idle intents are timed out (component properties {@code idleTimeoutMode} and
 * {@code adaptiveIdle*}). Immutable; every value in range and the minimum at most the maximum, as
 * {@link JanusConfig}, which reads the properties, checks.
 */
public final class IdleTimeoutConfig {

    private final IdleTimeoutMode mode;
    private final int minSeconds;
    private final int maxSeconds;
    private final double quantile;

    public IdleTimeoutConfig(IdleTimeoutMode mode, int minSeconds, int maxSeconds, double quantile) {
        this.mode = checkNotNull(mode, "mode");
        this.minSeconds = minSeconds;
        this.maxSeconds = maxSeconds;
        this.quantile = quantile;
    }

    public IdleTimeoutMode mode() {
        return mode;
    }

    /** True if each host pair's timeout is learnt. */
    public boolean adaptive() {
        return mode == IdleTimeoutMode.ADAPTIVE;
    }

    /** The shortest adaptive timeout, seconds. */
    public int minSeconds() {
        return minSeconds;
    }

    /** The longest adaptive timeout, seconds. */
    public int maxSeconds() {
        return maxSeconds;
    }

    /** The quantile of a pair's remembered gaps that its adaptive timeout covers, in (0, 1]. */
    public double quantile() {
        return quantile;
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof IdleTimeoutConfig && fields().equals(((IdleTimeoutConfig) o).fields());
    }

    @Override
    public int hashCode() {
        return fields().hashCode();
    }

    // What makes two of them equal.
    private List<Object> fields() {
        return Arrays.asList(mode, minSeconds, maxSeconds, quantile);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("mode", mode.configName()).add("min", minSeconds)
                .add("max", maxSeconds).add("quantile", quantile).toString();
    }
}

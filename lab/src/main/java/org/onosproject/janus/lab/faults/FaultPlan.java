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
package org.onosproject.janus.lab.faults;

import java.util.Objects;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * The failures a scenario injects into each run: one core link and then one aggregation switch fail
 * while the measured application runs, and each recovers later. Which link and switch is decided when
 * the failure is due: the ones carrying the most of the application's flows right then (so that the
 * application is hit), ties broken by all flows, then by name order. When they fail is a fraction of
 * the application's calibrated runtime, so the plan fits every NAS application. How soon ONOS hears
 * of a failure is part of the run's timing ({@link org.onosproject.janus.lab.net.Timing}). Immutable.
 */
public final class FaultPlan {

    private final double coreLinkFailureAt;
    private final double switchFailureAt;
    private final long recoveryAfterMillis;
    private final long rerouteBudgetMillis;

    /**
     * @throws IllegalArgumentException unless 0 < coreLinkFailureAt < switchFailureAt < 1 and the
     *                                  recovery and budget are positive
     */
    public FaultPlan(double coreLinkFailureAt, double switchFailureAt, long recoveryAfterMillis,
                     long rerouteBudgetMillis) {
        checkArgument(coreLinkFailureAt > 0 && coreLinkFailureAt < switchFailureAt && switchFailureAt < 1,
                      "failure times must satisfy 0 < core link < switch < 1 (fractions of the runtime)");
        checkArgument(recoveryAfterMillis > 0 && rerouteBudgetMillis > 0, "recovery and budget must be > 0");
        this.coreLinkFailureAt = coreLinkFailureAt;
        this.switchFailureAt = switchFailureAt;
        this.recoveryAfterMillis = recoveryAfterMillis;
        this.rerouteBudgetMillis = rerouteBudgetMillis;
    }

    /** A core link at 1/3 of the run, an aggregation switch at 2/3, each down 30 s; reroutes within 1 s. */
    public static FaultPlan thesisFailures() {
        return new FaultPlan(1.0 / 3, 2.0 / 3, 30_000, 1_000);
    }

    /** When the core link fails, as a fraction of the application's runtime. */
    public double coreLinkFailureAt() {
        return coreLinkFailureAt;
    }

    /** When the aggregation switch fails, as a fraction of the application's runtime. */
    public double switchFailureAt() {
        return switchFailureAt;
    }

    /** How long a failed link or switch stays down. */
    public long recoveryAfterMillis() {
        return recoveryAfterMillis;
    }

    /** A disrupted flow must be carried again within this long of the failure. */
    public long rerouteBudgetMillis() {
        return rerouteBudgetMillis;
    }

    /**
     * Virtual time after the application's start at which {@code kind} fails: the core link at
     * {@code coreLinkFailureAt}, the aggregation switch at {@code switchFailureAt} of the runtime.
     */
    public long failureMillis(FaultEvent.Kind kind, double runtimeMillis) {
        return Math.round(runtimeMillis * (kind == FaultEvent.Kind.CORE_LINK ? coreLinkFailureAt : switchFailureAt));
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof FaultPlan)) {
            return false;
        }
        FaultPlan p = (FaultPlan) o;
        return coreLinkFailureAt == p.coreLinkFailureAt && switchFailureAt == p.switchFailureAt
                && recoveryAfterMillis == p.recoveryAfterMillis && rerouteBudgetMillis == p.rerouteBudgetMillis;
    }

    @Override
    public int hashCode() {
        return Objects.hash(coreLinkFailureAt, switchFailureAt, recoveryAfterMillis, rerouteBudgetMillis);
    }
}

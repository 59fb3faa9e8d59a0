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
package org.onosproject.janus.api;

import com.google.common.base.MoreObjects;
import com.google.common.collect.ImmutableMap;

import java.util.Map;
import java.util.Objects;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A snapshot of Janus's counters (thesis 002 §5.3 counts "programming" and "reprogramming").
 * Immutable; build with {@link #builder()}.
 */
public final class JanusStatistics {

    private final long programming;
    private final long reprogramming;
    private final long idleWithdrawals;
    private final long hardTimeoutWithdrawals;
    private final long activeIntents;
    private final long reroutes;
    private final long noPathWithdrawals;
    private final LatencySummary rerouteLatency;
    private final LatencySummary rerouteInstallLatency;
    private final Map<String, Long> selections;
    private final Map<String, Long> fallbacks;
    private final Map<String, Long> ignoredPackets;
    private final LatencySummary selectionLatency;
    private final long queueDepth;
    private final long queuePeakDepth;
    private final long queueDrops;
    private final long queueCoalesced;
    private final long capReclaims;
    private final long rebalanceRounds;
    private final long rebalanceMoves;
    private final long placementRepairs;
    private final long placementRepairMoves;

    private JanusStatistics(Builder b) {
        this.programming = b.programming;
        this.reprogramming = b.reprogramming;
        this.idleWithdrawals = b.idleWithdrawals;
        this.hardTimeoutWithdrawals = b.hardTimeoutWithdrawals;
        this.activeIntents = b.activeIntents;
        this.reroutes = b.reroutes;
        this.noPathWithdrawals = b.noPathWithdrawals;
        this.rerouteLatency = checkNotNull(b.rerouteLatency, "rerouteLatency");
        this.rerouteInstallLatency = checkNotNull(b.rerouteInstallLatency, "rerouteInstallLatency");
        this.selections = ImmutableMap.copyOf(b.selections);
        this.fallbacks = ImmutableMap.copyOf(b.fallbacks);
        this.ignoredPackets = ImmutableMap.copyOf(b.ignoredPackets);
        this.selectionLatency = checkNotNull(b.selectionLatency, "selectionLatency");
        this.queueDepth = b.queueDepth;
        this.queuePeakDepth = b.queuePeakDepth;
        this.queueDrops = b.queueDrops;
        this.queueCoalesced = b.queueCoalesced;
        this.capReclaims = b.capReclaims;
        this.rebalanceRounds = b.rebalanceRounds;
        this.rebalanceMoves = b.rebalanceMoves;
        this.placementRepairs = b.placementRepairs;
        this.placementRepairMoves = b.placementRepairMoves;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** First provisionings of a path for a host pair. */
    public long programming() {
        return programming;
    }

    /** Later provisionings for a pair that had a path before (after an idle/hard timeout). */
    public long reprogramming() {
        return reprogramming;
    }

    public long idleWithdrawals() {
        return idleWithdrawals;
    }

    public long hardTimeoutWithdrawals() {
        return hardTimeoutWithdrawals;
    }

    /** Janus intents currently submitted or installed. */
    public long activeIntents() {
        return activeIntents;
    }

    /** Intents re-selected by the active strategy and resubmitted because a link on their path died. */
    public long reroutes() {
        return reroutes;
    }

    /** Intents withdrawn because a link on their path died and no path was left. */
    public long noPathWithdrawals() {
        return noPathWithdrawals;
    }

    /** Time from a link-down event to the resubmission of each intent it affected, over recent reroutes. */
    public LatencySummary rerouteLatency() {
        return rerouteLatency;
    }

    /** Time from a link-down event until ONOS reported each rerouted intent installed on its new path. */
    public LatencySummary rerouteInstallLatency() {
        return rerouteInstallLatency;
    }

    /** Selections made, per strategy name. */
    public Map<String, Long> selections() {
        return selections;
    }

    /** Selections where the strategy had to fall back, per strategy name. */
    public Map<String, Long> fallbacks() {
        return fallbacks;
    }

    /** Packets the processor ignored, per reason (e.g. {@code unknownHost}, {@code malformed}). */
    public Map<String, Long> ignoredPackets() {
        return ignoredPackets;
    }

    /** Latency of path selection (candidates plus strategy) over recent selections. */
    public LatencySummary selectionLatency() {
        return selectionLatency;
    }

    /** New flows now waiting between packet-in and provisioning (path selection and intent submit). */
    public long queueDepth() {
        return queueDepth;
    }

    /** The most new flows that ever waited at once. */
    public long queuePeakDepth() {
        return queuePeakDepth;
    }

    /** Packet-ins of new flows dropped because the provisioning queue was full. */
    public long queueDrops() {
        return queueDrops;
    }

    /** Packet-ins of a new flow that was already waiting in the queue (folded into it, not queued again). */
    public long queueCoalesced() {
        return queueCoalesced;
    }

    /** Intents withdrawn to admit a new flow when {@code maxIntents} was reached (longest-idle first). */
    public long capReclaims() {
        return capReclaims;
    }

    /** Rebalancer rounds that found a link above the threshold. */
    public long rebalanceRounds() {
        return rebalanceRounds;
    }

    /** Running flows the rebalancer moved to a path with more headroom. */
    public long rebalanceMoves() {
        return rebalanceMoves;
    }

    /** New flows placed after moving just-placed flows aside to make room (a joint placement). */
    public long placementRepairs() {
        return placementRepairs;
    }

    /** Just-placed flows moved aside for those placements. */
    public long placementRepairMoves() {
        return placementRepairMoves;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (!(o instanceof JanusStatistics)) {
            return false;
        }
        JanusStatistics that = (JanusStatistics) o;
        return programming == that.programming && reprogramming == that.reprogramming
                && idleWithdrawals == that.idleWithdrawals
                && hardTimeoutWithdrawals == that.hardTimeoutWithdrawals
                && activeIntents == that.activeIntents && reroutes == that.reroutes
                && noPathWithdrawals == that.noPathWithdrawals && rerouteLatency.equals(that.rerouteLatency)
                && rerouteInstallLatency.equals(that.rerouteInstallLatency) && selections.equals(that.selections)
                && fallbacks.equals(that.fallbacks) && ignoredPackets.equals(that.ignoredPackets)
                && selectionLatency.equals(that.selectionLatency)
                && queueDepth == that.queueDepth && queuePeakDepth == that.queuePeakDepth
                && queueDrops == that.queueDrops && queueCoalesced == that.queueCoalesced
                && capReclaims == that.capReclaims && rebalanceRounds == that.rebalanceRounds
                && rebalanceMoves == that.rebalanceMoves && placementRepairs == that.placementRepairs
                && placementRepairMoves == that.placementRepairMoves;
    }

    @Override
    public int hashCode() {
        return Objects.hash(programming, reprogramming, idleWithdrawals, hardTimeoutWithdrawals,
                            activeIntents, reroutes, noPathWithdrawals, rerouteLatency, rerouteInstallLatency,
                            selections, fallbacks, ignoredPackets, selectionLatency,
                            queueDepth, queuePeakDepth, queueDrops, queueCoalesced, capReclaims,
                            rebalanceRounds, rebalanceMoves, placementRepairs, placementRepairMoves);
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("programming", programming)
                .add("reprogramming", reprogramming).add("idleWithdrawals", idleWithdrawals)
                .add("hardTimeoutWithdrawals", hardTimeoutWithdrawals).add("active", activeIntents)
                .add("reroutes", reroutes).add("noPathWithdrawals", noPathWithdrawals)
                .add("rerouteLatency", rerouteLatency).add("rerouteInstallLatency", rerouteInstallLatency)
                .add("selections", selections).add("fallbacks", fallbacks)
                .add("ignored", ignoredPackets).add("latency", selectionLatency)
                .add("queueDepth", queueDepth).add("queuePeak", queuePeakDepth).add("queueDrops", queueDrops)
                .add("queueCoalesced", queueCoalesced).add("capReclaims", capReclaims)
                .add("rebalanceRounds", rebalanceRounds).add("rebalanceMoves", rebalanceMoves)
                .add("placementRepairs", placementRepairs).add("placementRepairMoves", placementRepairMoves)
                .toString();
    }

    /** Percentiles of a latency distribution, in microseconds. Immutable. */
    public static final class LatencySummary {
        private final long samples;
        private final double p50Micros;
        private final double p90Micros;
        private final double p99Micros;
        private final double maxMicros;

        public LatencySummary(long samples, double p50Micros, double p90Micros,
                              double p99Micros, double maxMicros) {
            this.samples = samples;
            this.p50Micros = p50Micros;
            this.p90Micros = p90Micros;
            this.p99Micros = p99Micros;
            this.maxMicros = maxMicros;
        }

        public static LatencySummary empty() {
            return new LatencySummary(0, 0, 0, 0, 0);
        }

        public long samples() {
            return samples;
        }

        public double p50Micros() {
            return p50Micros;
        }

        public double p90Micros() {
            return p90Micros;
        }

        public double p99Micros() {
            return p99Micros;
        }

        public double maxMicros() {
            return maxMicros;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (!(o instanceof LatencySummary)) {
                return false;
            }
            LatencySummary that = (LatencySummary) o;
            return samples == that.samples && Double.compare(p50Micros, that.p50Micros) == 0
                    && Double.compare(p90Micros, that.p90Micros) == 0
                    && Double.compare(p99Micros, that.p99Micros) == 0
                    && Double.compare(maxMicros, that.maxMicros) == 0;
        }

        @Override
        public int hashCode() {
            return Objects.hash(samples, p50Micros, p90Micros, p99Micros, maxMicros);
        }

        @Override
        public String toString() {
            return MoreObjects.toStringHelper(this).add("n", samples).add("p50", p50Micros)
                    .add("p90", p90Micros).add("p99", p99Micros).add("max", maxMicros).toString();
        }
    }

    /** Builder of {@link JanusStatistics}. */
    public static final class Builder {
        private long programming;
        private long reprogramming;
        private long idleWithdrawals;
        private long hardTimeoutWithdrawals;
        private long activeIntents;
        private long reroutes;
        private long noPathWithdrawals;
        private LatencySummary rerouteLatency = LatencySummary.empty();
        private LatencySummary rerouteInstallLatency = LatencySummary.empty();
        private Map<String, Long> selections = ImmutableMap.of();
        private Map<String, Long> fallbacks = ImmutableMap.of();
        private Map<String, Long> ignoredPackets = ImmutableMap.of();
        private LatencySummary selectionLatency = LatencySummary.empty();
        private long queueDepth;
        private long queuePeakDepth;
        private long queueDrops;
        private long queueCoalesced;
        private long capReclaims;
        private long rebalanceRounds;
        private long rebalanceMoves;
        private long placementRepairs;
        private long placementRepairMoves;

        private Builder() {
        }

        public Builder programming(long value) {
            this.programming = value;
            return this;
        }

        public Builder reprogramming(long value) {
            this.reprogramming = value;
            return this;
        }

        public Builder idleWithdrawals(long value) {
            this.idleWithdrawals = value;
            return this;
        }

        public Builder hardTimeoutWithdrawals(long value) {
            this.hardTimeoutWithdrawals = value;
            return this;
        }

        public Builder activeIntents(long value) {
            this.activeIntents = value;
            return this;
        }

        public Builder reroutes(long value) {
            this.reroutes = value;
            return this;
        }

        public Builder noPathWithdrawals(long value) {
            this.noPathWithdrawals = value;
            return this;
        }

        public Builder rerouteLatency(LatencySummary value) {
            this.rerouteLatency = checkNotNull(value);
            return this;
        }

        public Builder rerouteInstallLatency(LatencySummary value) {
            this.rerouteInstallLatency = checkNotNull(value);
            return this;
        }

        public Builder selections(Map<String, Long> value) {
            this.selections = checkNotNull(value);
            return this;
        }

        public Builder fallbacks(Map<String, Long> value) {
            this.fallbacks = checkNotNull(value);
            return this;
        }

        public Builder ignoredPackets(Map<String, Long> value) {
            this.ignoredPackets = checkNotNull(value);
            return this;
        }

        public Builder selectionLatency(LatencySummary value) {
            this.selectionLatency = checkNotNull(value);
            return this;
        }

        public Builder queueDepth(long value) {
            this.queueDepth = value;
            return this;
        }

        public Builder queuePeakDepth(long value) {
            this.queuePeakDepth = value;
            return this;
        }

        public Builder queueDrops(long value) {
            this.queueDrops = value;
            return this;
        }

        public Builder queueCoalesced(long value) {
            this.queueCoalesced = value;
            return this;
        }

        public Builder capReclaims(long value) {
            this.capReclaims = value;
            return this;
        }

        public Builder rebalanceRounds(long value) {
            this.rebalanceRounds = value;
            return this;
        }

        public Builder rebalanceMoves(long value) {
            this.rebalanceMoves = value;
            return this;
        }

        public Builder placementRepairs(long value) {
            this.placementRepairs = value;
            return this;
        }

        public Builder placementRepairMoves(long value) {
            this.placementRepairMoves = value;
            return this;
        }

        public JanusStatistics build() {
            return new JanusStatistics(this);
        }
    }
}

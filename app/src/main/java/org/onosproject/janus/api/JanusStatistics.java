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
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A snapshot of Janus's counters, in groups: {@link #provisioning()}, {@link #withdrawals()}, the
 * {@link #queue()}, {@link #reroutes()}, the {@link #rebalancer()}, {@link #placementRepair()} and
 * {@link #selection()}. Each group declares its statistics (name, label, description); the JSON codec,
 * {@code janus-stats}, the REST model and the GUI panel render {@link #groups()} generically, so a
 * statistic added to a group shows in all of them. Immutable; build with {@link #builder()}.
 */
public final class JanusStatistics {

    private final ProvisioningStatistics provisioning;
    private final WithdrawalStatistics withdrawals;
    private final QueueStatistics queue;
    private final RerouteStatistics reroutes;
    private final RebalancerStatistics rebalancer;
    private final PlacementRepairStatistics placementRepair;
    private final SelectionStatistics selection;

    private JanusStatistics(Map<Statistic<?>, Object> values) {
        this.provisioning = new ProvisioningStatistics(values);
        this.withdrawals = new WithdrawalStatistics(values);
        this.queue = new QueueStatistics(values);
        this.reroutes = new RerouteStatistics(values);
        this.rebalancer = new RebalancerStatistics(values);
        this.placementRepair = new PlacementRepairStatistics(values);
        this.selection = new SelectionStatistics(values);
        Set<Statistic<?>> known = statisticsOf(groups());
        if (!known.containsAll(values.keySet())) {
            throw new IllegalArgumentException("statistics of no group: " + values.keySet().stream()
                    .filter(s -> !known.contains(s)).collect(Collectors.toList()));
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /** Every group, in the order views show them. */
    public List<StatisticsGroup> groups() {
        return ImmutableList.of(provisioning, withdrawals, queue, reroutes, rebalancer, placementRepair, selection);
    }

    /** Every statistic of every group, in the order views show them. */
    public static List<Statistic<?>> allStatistics() {
        return ImmutableList.copyOf(statisticsOf(builder().build().groups()));
    }

    private static Set<Statistic<?>> statisticsOf(List<StatisticsGroup> groups) {
        return groups.stream().flatMap(g -> g.statistics().stream())
                .collect(ImmutableSet.toImmutableSet());
    }

    public ProvisioningStatistics provisioning() {
        return provisioning;
    }

    public WithdrawalStatistics withdrawals() {
        return withdrawals;
    }

    public QueueStatistics queue() {
        return queue;
    }

    public RerouteStatistics reroutes() {
        return reroutes;
    }

    public RebalancerStatistics rebalancer() {
        return rebalancer;
    }

    public PlacementRepairStatistics placementRepair() {
        return placementRepair;
    }

    public SelectionStatistics selection() {
        return selection;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o instanceof JanusStatistics && groups().equals(((JanusStatistics) o).groups());
    }

    @Override
    public int hashCode() {
        return groups().hashCode();
    }

    @Override
    public String toString() {
        MoreObjects.ToStringHelper helper = MoreObjects.toStringHelper(this);
        groups().forEach(helper::addValue);
        return helper.toString();
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

    /** Builder of {@link JanusStatistics}: any statistic not set is zero. */
    public static final class Builder {
        private final Map<Statistic<?>, Object> values = new HashMap<>();

        private Builder() {
        }

        /**
         * Sets one statistic.
         *
         * @param statistic a statistic of one of the groups
         * @param value     its value
         * @param <V>       its type
         * @return this builder
         */
        public <V> Builder set(Statistic<V> statistic, V value) {
            values.put(checkNotNull(statistic), statistic.cast(value));
            return this;
        }

        /**
         * Sets one count.
         *
         * @param statistic a count of one of the groups
         * @param value     its value
         * @return this builder
         */
        public Builder set(Statistic<Long> statistic, long value) {
            return set(statistic, Long.valueOf(value));
        }

        public JanusStatistics build() {
            return new JanusStatistics(values);
        }
    }
}

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
import org.onosproject.janus.api.Statistic.Kind;

import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A snapshot of the value of every {@link Statistic}: a count, a count per name, or a latency summary,
 * read with the accessor of the statistic's {@link Kind}. Immutable; build with {@link #builder()}.
 */
public final class JanusStatistics extends ValueObject {

    private final ImmutableMap<Statistic, Object> values;

    private JanusStatistics(Map<Statistic, Object> set) {
        ImmutableMap.Builder<Statistic, Object> all = ImmutableMap.builder();
        for (Statistic statistic : Statistic.values()) {
            all.put(statistic, set.getOrDefault(statistic, zero(statistic.kind())));
        }
        this.values = all.build();
    }

    private static Object zero(Kind kind) {
        switch (kind) {
            case COUNT:
                return 0L;
            case COUNTS:
                return ImmutableMap.of();
            default:
                return LatencySummary.empty();
        }
    }

    public static Builder builder() {
        return new Builder();
    }

    /**
     * The value of a statistic of kind {@link Kind#COUNT}.
     *
     * @param statistic a count
     * @return its value
     * @throws IllegalArgumentException if the statistic is of another kind
     */
    public long count(Statistic statistic) {
        return (Long) value(statistic, Kind.COUNT);
    }

    /**
     * The value of a statistic of kind {@link Kind#COUNTS}.
     *
     * @param statistic a count per name
     * @return its counts by name
     * @throws IllegalArgumentException if the statistic is of another kind
     */
    @SuppressWarnings("unchecked")
    public Map<String, Long> counts(Statistic statistic) {
        return (Map<String, Long>) value(statistic, Kind.COUNTS);
    }

    /**
     * The value of a statistic of kind {@link Kind#LATENCY}.
     *
     * @param statistic a latency
     * @return its percentiles
     * @throws IllegalArgumentException if the statistic is of another kind
     */
    public LatencySummary latency(Statistic statistic) {
        return (LatencySummary) value(statistic, Kind.LATENCY);
    }

    private Object value(Statistic statistic, Kind kind) {
        checkKind(statistic, kind);
        return values.get(statistic);
    }

    private static void checkKind(Statistic statistic, Kind kind) {
        checkArgument(checkNotNull(statistic).kind() == kind, "%s is a %s, not a %s", statistic, statistic.kind(),
                      kind);
    }

    @Override
    List<Object> fields() {
        return List.of(values);
    }

    @Override
    public String toString() {
        MoreObjects.ToStringHelper helper = MoreObjects.toStringHelper(this);
        values.forEach((statistic, value) -> helper.add(statistic.field(), value));
        return helper.toString();
    }

    /** Percentiles of a latency distribution, in microseconds. Immutable. */
    public static final class LatencySummary extends ValueObject {
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
        List<Object> fields() {
            return Arrays.asList(samples, p50Micros, p90Micros, p99Micros, maxMicros);
        }

        @Override
        public String toString() {
            return MoreObjects.toStringHelper(this).add("n", samples).add("p50", p50Micros)
                    .add("p90", p90Micros).add("p99", p99Micros).add("max", maxMicros).toString();
        }
    }

    /** Builder of {@link JanusStatistics}: any statistic not set is zero (no names, no samples). */
    public static final class Builder {
        private final Map<Statistic, Object> values = new EnumMap<>(Statistic.class);

        private Builder() {
        }

        /**
         * Sets a count.
         *
         * @param statistic a statistic of kind {@link Kind#COUNT}
         * @param value     its value
         * @return this builder
         * @throws IllegalArgumentException if the statistic is of another kind
         */
        public Builder set(Statistic statistic, long value) {
            return put(statistic, Kind.COUNT, value);
        }

        /**
         * Sets a count per name.
         *
         * @param statistic a statistic of kind {@link Kind#COUNTS}
         * @param counts    its counts by name
         * @return this builder
         * @throws IllegalArgumentException if the statistic is of another kind
         */
        public Builder set(Statistic statistic, Map<String, Long> counts) {
            return put(statistic, Kind.COUNTS, ImmutableMap.copyOf(counts));
        }

        /**
         * Sets a latency.
         *
         * @param statistic a statistic of kind {@link Kind#LATENCY}
         * @param latency   its percentiles
         * @return this builder
         * @throws IllegalArgumentException if the statistic is of another kind
         */
        public Builder set(Statistic statistic, LatencySummary latency) {
            return put(statistic, Kind.LATENCY, checkNotNull(latency));
        }

        private Builder put(Statistic statistic, Kind kind, Object value) {
            checkKind(statistic, kind);
            values.put(statistic, value);
            return this;
        }

        public JanusStatistics build() {
            return new JanusStatistics(values);
        }
    }
}

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

import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * What one of Janus's statistics is: its name (the JSON field operators read), the label
 * {@code janus-stats} and the GUI show, a one-sentence description (the REST model's), and the kind of
 * value it holds. Each {@link StatisticsGroup} declares its statistics as constants of this class; every
 * view of the statistics (JSON codec, {@code janus-stats}, Swagger model, GUI panel) walks them, so a
 * statistic declared in a group shows everywhere. Immutable; identity is the constant.
 *
 * @param <V> the type of the value: {@code Long}, {@code Map<String, Long>} or {@link LatencySummary}
 */
public final class Statistic<V> {

    /** The kinds of value a statistic holds. */
    public enum Kind {
        /** One number ({@code Long}). */
        COUNT,
        /** A number per name ({@code Map<String, Long>}), e.g. per strategy or per reason. */
        COUNTS,
        /** Percentiles of a latency distribution ({@link LatencySummary}). */
        LATENCY
    }

    private final String name;
    private final String label;
    private final String description;
    private final Kind kind;
    private final V zero;

    private Statistic(String name, String label, String description, Kind kind, V zero) {
        checkArgument(name.matches("[a-z][A-Za-z0-9]*"), "not a JSON field name: %s", name);
        this.name = name;
        this.label = checkNotNull(label);
        this.description = checkNotNull(description);
        this.kind = kind;
        this.zero = zero;
    }

    /**
     * A single number.
     *
     * @param name        JSON field name
     * @param label       short name beside its group's other counts, e.g. {@code idle} among withdrawals
     * @param description one sentence for the REST model
     * @return the statistic
     */
    public static Statistic<Long> count(String name, String label, String description) {
        return new Statistic<>(name, label, description, Kind.COUNT, 0L);
    }

    /**
     * A number per name.
     *
     * @param name        JSON field name
     * @param label       what the row says, e.g. {@code ignored packets}
     * @param description one sentence for the REST model
     * @return the statistic
     */
    public static Statistic<Map<String, Long>> counts(String name, String label, String description) {
        return new Statistic<>(name, label, description, Kind.COUNTS, ImmutableMap.of());
    }

    /**
     * Latency percentiles.
     *
     * @param name        JSON field name
     * @param label       what the row says, e.g. {@code selection latency}
     * @param description one sentence for the REST model
     * @return the statistic
     */
    public static Statistic<LatencySummary> latency(String name, String label, String description) {
        return new Statistic<>(name, label, description, Kind.LATENCY, LatencySummary.empty());
    }

    /** The JSON field name, unique among all of Janus's statistics. */
    public String name() {
        return name;
    }

    /** How {@code janus-stats} and the GUI name it. */
    public String label() {
        return label;
    }

    /** One sentence saying what it counts. */
    public String description() {
        return description;
    }

    public Kind kind() {
        return kind;
    }

    /** The value before anything was counted: 0, no names, or no samples. */
    public V zero() {
        return zero;
    }

    /**
     * The given value as this statistic's type, immutable.
     *
     * @param value a value of this statistic's kind
     * @return the value
     * @throws IllegalArgumentException if the value is not of this statistic's kind
     */
    @SuppressWarnings("unchecked")
    V cast(Object value) {
        checkNotNull(value, "%s: null", name);
        switch (kind) {
            case COUNT:
                checkArgument(value instanceof Long, "%s takes a long, not %s", name, value);
                return (V) value;
            case COUNTS:
                checkArgument(value instanceof Map, "%s takes a map of names to counts, not %s", name, value);
                return (V) ImmutableMap.copyOf((Map<String, Long>) value);
            default:
                checkArgument(value instanceof LatencySummary, "%s takes a LatencySummary, not %s", name, value);
                return (V) value;
        }
    }

    @Override
    public String toString() {
        return name;
    }
}

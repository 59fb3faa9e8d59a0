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
import com.google.common.collect.ImmutableMap;

import java.util.List;
import java.util.Map;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * A group of Janus's statistics that belong together (provisioning, withdrawals, the provisioning
 * queue...): its name, its title, and the value of each of its {@link Statistic}s, in the order the group
 * declares them. A subclass declares its statistics as constants, lists them, and may add typed accessors;
 * the views of the statistics render every group from {@link #statistics()} and {@link #get(Statistic)}
 * alone. Immutable.
 */
public abstract class StatisticsGroup {

    private final String name;
    private final String title;
    private final ImmutableMap<Statistic<?>, Object> values;

    /**
     * Takes this group's statistics from {@code values}; any of them missing is zero.
     *
     * @param name       the group's name, a JSON-style identifier
     * @param title      how {@code janus-stats} and the GUI head the group
     * @param statistics the group's statistics, in the order views show them
     * @param values     values by statistic, of this group and others
     */
    protected StatisticsGroup(String name, String title, List<Statistic<?>> statistics,
                              Map<Statistic<?>, Object> values) {
        this.name = checkNotNull(name);
        this.title = checkNotNull(title);
        checkArgument(!statistics.isEmpty(), "group %s has no statistics", name);
        ImmutableMap.Builder<Statistic<?>, Object> own = ImmutableMap.builder();
        for (Statistic<?> statistic : statistics) {
            Object value = values.get(statistic);
            own.put(statistic, value == null ? statistic.zero() : statistic.cast(value));
        }
        this.values = own.build();
    }

    /** The group's name, e.g. {@code provisioningQueue}. */
    public final String name() {
        return name;
    }

    /** How the group is headed, e.g. {@code provisioning queue}. */
    public final String title() {
        return title;
    }

    /** The group's statistics, in the order views show them. */
    public final List<Statistic<?>> statistics() {
        return ImmutableList.copyOf(values.keySet());
    }

    /**
     * The value of one of this group's statistics.
     *
     * @param statistic one of {@link #statistics()}
     * @param <V>       its type
     * @return its value
     * @throws IllegalArgumentException if the statistic is not this group's
     */
    @SuppressWarnings("unchecked")
    public final <V> V get(Statistic<V> statistic) {
        Object value = values.get(statistic);
        checkArgument(value != null, "%s is not a statistic of %s", statistic, name);
        return (V) value;
    }

    /** A count of this group, as a long. */
    protected final long count(Statistic<Long> statistic) {
        return get(statistic);
    }

    @Override
    public final boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        return o != null && o.getClass() == getClass() && values.equals(((StatisticsGroup) o).values);
    }

    @Override
    public final int hashCode() {
        return values.hashCode();
    }

    @Override
    public final String toString() {
        MoreObjects.ToStringHelper helper = MoreObjects.toStringHelper(name);
        values.forEach((statistic, value) -> helper.add(statistic.name(), value));
        return helper.toString();
    }
}

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

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JanusStatistics.LatencySummary;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Every value a {@link JanusStatistics} carries, enumerated through {@link Statistic} (each count, each per-name
 * map and each field of each {@link LatencySummary}, found by reflection over its accessors), and a
 * JanusStatistics in which each of them holds a distinct non-zero value. Tests of every view of the
 * statistics (REST, CLI, GUI, Swagger) check that each value shows, so a statistic added to a group and
 * missed by a view fails them.
 */
public final class StatisticsCounters {

    /** Values start here, so none is 0 or 1 and each is 4 digits, unlikely to occur by chance. */
    private static final long FIRST_VALUE = 1001;

    private StatisticsCounters() {
    }

    /** One value shown by JanusStatistics: its statistic, the LatencySummary field or map key, and the value. */
    public static final class Counter {
        private final Statistic statistic;
        private final String field;
        private final Number value;

        Counter(Statistic statistic, String field, Number value) {
            this.statistic = statistic;
            this.field = field;
            this.value = value;
        }

        public Statistic statistic() {
            return statistic;
        }

        /** The statistic's name, its JSON field, e.g. {@code rerouteLatency}. */
        public String name() {
            return statistic.field();
        }

        /** The LatencySummary accessor (e.g. {@code p90Micros}) or map key; null for a plain count. */
        public String field() {
            return field;
        }

        public boolean isMapEntry() {
            return statistic.kind() == Statistic.Kind.COUNTS;
        }

        public boolean isLatency() {
            return statistic.kind() == Statistic.Kind.LATENCY;
        }

        public Number value() {
            return value;
        }

        /** The value as text the way a person reads it: a long as is, a double with one decimal. */
        public String text() {
            return value instanceof Double ? String.format(Locale.ROOT, "%.1f", value.doubleValue())
                    : value.toString();
        }

        /** Whether the text holds this value as a whole number (not as part of a longer one). */
        public boolean shownIn(String text) {
            return Pattern.compile("(?<![\\d.])" + Pattern.quote(text()) + "(?![\\d])").matcher(text).find();
        }

        @Override
        public String toString() {
            return name() + (field == null ? "" : "." + field) + "=" + text();
        }
    }

    /** The public accessors of LatencySummary, by name. */
    public static List<Method> latencyAccessors() {
        return Arrays.stream(LatencySummary.class.getDeclaredMethods())
                .filter(m -> Modifier.isPublic(m.getModifiers()) && !Modifier.isStatic(m.getModifiers()))
                .filter(m -> m.getParameterCount() == 0)
                .filter(m -> !m.getName().equals("hashCode") && !m.getName().equals("toString"))
                .sorted(Comparator.comparing(Method::getName))
                .collect(ImmutableList.toImmutableList());
    }

    /** A JanusStatistics with every value distinct and non-zero, and the list of those values. */
    public static final class Filled {
        private final JanusStatistics stats;
        private final List<Counter> counters;

        Filled(JanusStatistics stats, List<Counter> counters) {
            this.stats = stats;
            this.counters = ImmutableList.copyOf(counters);
        }

        public JanusStatistics stats() {
            return stats;
        }

        public List<Counter> counters() {
            return counters;
        }
    }

    /** Fills every statistic with distinct non-zero values. */
    public static Filled filled() {
        JanusStatistics.Builder builder = JanusStatistics.builder();
        List<Counter> counters = new ArrayList<>();
        long next = FIRST_VALUE;
        for (Statistic statistic : Statistic.values()) {
            switch (statistic.kind()) {
                case COUNT:
                    builder.set(statistic, next);
                    counters.add(new Counter(statistic, null, next));
                    next++;
                    break;
                case COUNTS:
                    String key = statistic.field() + "Key";
                    builder.set(statistic, ImmutableMap.of(key, next));
                    counters.add(new Counter(statistic, key, next));
                    next++;
                    break;
                case LATENCY:
                    LatencySummary latency = latency(next);
                    next += latencyAccessors().size();
                    builder.set(statistic, latency);
                    for (Method field : latencyAccessors()) {
                        counters.add(new Counter(statistic, field.getName(), (Number) invoke(field, latency)));
                    }
                    break;
                default:
                    throw new AssertionError(statistic + " is of a kind StatisticsCounters cannot fill");
            }
        }
        JanusStatistics stats = builder.build();
        checkReadBack(stats, counters);
        return new Filled(stats, counters);
    }

    /** A LatencySummary whose constructor arguments are first, first + 1, ... (doubles with .5 added). */
    private static LatencySummary latency(long first) {
        Constructor<?> constructor = Arrays.stream(LatencySummary.class.getConstructors())
                .filter(c -> c.getParameterCount() == latencyAccessors().size())
                .findFirst()
                .orElseThrow(() -> new AssertionError("LatencySummary has no constructor taking every field"));
        Object[] args = new Object[constructor.getParameterCount()];
        for (int i = 0; i < args.length; i++) {
            Class<?> type = constructor.getParameterTypes()[i];
            if (type == long.class) {
                args[i] = first + i;
            } else if (type == double.class) {
                args[i] = first + i + 0.5;
            } else {
                throw new AssertionError("LatencySummary takes a " + type + ", which StatisticsCounters cannot fill");
            }
        }
        try {
            return (LatencySummary) constructor.newInstance(args);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Object invoke(Method accessor, Object target) {
        try {
            return accessor.invoke(target);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new AssertionError(e);
        }
    }

    /** Every value set reads back, and no two share their text. */
    private static void checkReadBack(JanusStatistics stats, List<Counter> counters) {
        Set<String> integerParts = new HashSet<>();
        for (Counter c : counters) {
            Object read;
            if (c.isLatency()) {
                read = invoke(latencyAccessors().stream().filter(m -> m.getName().equals(c.field()))
                                      .findFirst().get(), stats.latency(c.statistic()));
            } else if (c.isMapEntry()) {
                read = stats.counts(c.statistic()).get(c.field());
            } else {
                read = stats.count(c.statistic());
            }
            if (!c.value().equals(read)) {
                throw new AssertionError(c + " reads back as " + read);
            }
            if (!integerParts.add(Long.toString(c.value().longValue()))) {
                throw new AssertionError(c + " is not distinct from the other values");
            }
        }
    }

    /** The names of every statistic. */
    public static Set<String> names() {
        return Arrays.stream(Statistic.values()).map(Statistic::field).collect(Collectors.toSet());
    }
}

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
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Every value a {@link JanusStatistics} carries, found by reflection over its public accessors (the
 * counters, the per-name maps and the fields of each {@link LatencySummary}), and a JanusStatistics in
 * which each of them holds a distinct non-zero value. Tests of every view of the statistics (REST, CLI,
 * GUI, Swagger) check that each value shows, so a counter added to JanusStatistics and to no view fails
 * them. An accessor of a kind this class does not know (not a long, a map of names to counts or a
 * LatencySummary) fails too, so that it gets taught here rather than silently skipped.
 */
public final class StatisticsCounters {

    /** Values start here, so none is 0 or 1 and each is 4 digits, unlikely to occur by chance. */
    private static final long FIRST_VALUE = 1001;

    private StatisticsCounters() {
    }

    /** One value shown by JanusStatistics: its accessor, the LatencySummary field or map key, and the value. */
    public static final class Counter {
        private final String accessor;
        private final String field;
        private final Number value;

        Counter(String accessor, String field, Number value) {
            this.accessor = accessor;
            this.field = field;
            this.value = value;
        }

        /** The JanusStatistics accessor, e.g. {@code rerouteLatency}. */
        public String accessor() {
            return accessor;
        }

        /** The LatencySummary accessor (e.g. {@code p90Micros}) or map key; null for a plain counter. */
        public String field() {
            return field;
        }

        public boolean isMapEntry() {
            return field != null && !isLatency();
        }

        public boolean isLatency() {
            return field != null && LATENCY_FIELDS.contains(field);
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
            return accessor + (field == null ? "" : "." + field) + "=" + text();
        }
    }

    private static final Set<String> LATENCY_FIELDS = latencyAccessors().stream()
            .map(Method::getName).collect(Collectors.toSet());

    /** The public accessors of JanusStatistics (no arguments, not static, not Object's), by name. */
    public static List<Method> accessors() {
        return accessorsOf(JanusStatistics.class);
    }

    /** The public accessors of LatencySummary, by name. */
    public static List<Method> latencyAccessors() {
        return accessorsOf(LatencySummary.class);
    }

    private static List<Method> accessorsOf(Class<?> type) {
        return Arrays.stream(type.getDeclaredMethods())
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

    /** Fills every accessor of JanusStatistics through its builder with distinct non-zero values. */
    public static Filled filled() {
        JanusStatistics.Builder builder = JanusStatistics.builder();
        List<Counter> counters = new ArrayList<>();
        long next = FIRST_VALUE;
        for (Method accessor : accessors()) {
            String name = accessor.getName();
            Class<?> kind = accessor.getReturnType();
            if (kind == long.class) {
                set(builder, name, long.class, next);
                counters.add(new Counter(name, null, next));
                next++;
            } else if (kind == Map.class) {
                String key = name + "Key";
                set(builder, name, Map.class, ImmutableMap.of(key, next));
                counters.add(new Counter(name, key, next));
                next++;
            } else if (kind == LatencySummary.class) {
                LatencySummary latency = latency(next);
                next += latencyAccessors().size();
                set(builder, name, LatencySummary.class, latency);
                for (Method field : latencyAccessors()) {
                    counters.add(new Counter(name, field.getName(), (Number) invoke(field, latency)));
                }
            } else {
                throw new AssertionError("JanusStatistics." + name + " returns " + kind.getName()
                                                 + ", which StatisticsCounters does not know how to fill");
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

    private static void set(JanusStatistics.Builder builder, String name, Class<?> type, Object value) {
        try {
            JanusStatistics.Builder.class.getMethod(name, type).invoke(builder, value);
        } catch (NoSuchMethodException e) {
            throw new AssertionError("JanusStatistics.Builder has no " + name + "(" + type.getSimpleName() + ")");
        } catch (IllegalAccessException | InvocationTargetException e) {
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

    /** Every value set reads back, and no two share their text (so finding one never finds another). */
    private static void checkReadBack(JanusStatistics stats, List<Counter> counters) {
        Set<String> integerParts = new HashSet<>();
        for (Counter c : counters) {
            Object read = invoke(accessorNamed(c.accessor()), stats);
            if (read instanceof LatencySummary) {
                read = invoke(latencyAccessors().stream().filter(m -> m.getName().equals(c.field()))
                                      .findFirst().get(), read);
            } else if (read instanceof Map) {
                read = ((Map<?, ?>) read).get(c.field());
            }
            if (!c.value().equals(read)) {
                throw new AssertionError(c + " reads back as " + read);
            }
            if (!integerParts.add(Long.toString(c.value().longValue()))) {
                throw new AssertionError(c + " is not distinct from the other values");
            }
        }
    }

    private static Method accessorNamed(String name) {
        return accessors().stream().filter(m -> m.getName().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no accessor " + name));
    }
}

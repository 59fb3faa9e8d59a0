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

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

/**
 * One property of the Janus component as an operator sets it: its name, its type, its default, the values
 * Janus accepts and what it does. This is the property's only declaration: ONOS's catalogue of it (the
 * component's cfgdef), Janus's validated configuration and the REST API's schema are all read from it, so
 * they cannot disagree.
 */
public final class JanusProperty {

    /** The type of a property's value. */
    public enum Type {
        /** A whole number in {@code [min, max]}. */
        WHOLE,
        /** A finite decimal in {@code [low, high]}, or {@code (low, high]}. */
        DECIMAL,
        /** {@code true} or {@code false}. */
        BOOLEAN,
        /** A string: one of the choices if there are any. */
        TEXT
    }

    private final String name;
    private final Type type;
    private final long min;
    private final long max;
    private final double low;
    private final boolean lowIncluded;
    private final double high;
    private final List<String> choices;
    private final String defaultValue;
    private final String catalogueType;
    private final String description;

    private JanusProperty(String name, Type type, long min, long max, double low, boolean lowIncluded, double high,
                          List<String> choices, String defaultValue, String catalogueType, String description) {
        this.name = checkNotNull(name, "name");
        this.defaultValue = checkNotNull(defaultValue, "defaultValue");
        this.catalogueType = catalogueType;
        this.description = checkNotNull(description, "description");
        this.type = type;
        this.min = min;
        this.max = max;
        this.low = low;
        this.lowIncluded = lowIncluded;
        this.high = high;
        this.choices = ImmutableList.copyOf(choices);
    }

    /** A whole number in {@code [min, max]}, an {@code Integer} to ONOS. */
    public static JanusProperty whole(String name, int defaultValue, long min, long max, String description) {
        return whole(name, defaultValue, min, max, "INTEGER", description);
    }

    /** A whole number in {@code [min, max]}, a {@code Long} to ONOS. */
    public static JanusProperty wideWhole(String name, long defaultValue, long min, long max, String description) {
        return whole(name, defaultValue, min, max, "LONG", description);
    }

    private static JanusProperty whole(String name, long defaultValue, long min, long max, String catalogueType,
                                       String description) {
        checkArgument(min <= defaultValue && defaultValue <= max, "%s: default %s outside [%s, %s]",
                      name, defaultValue, min, max);
        return new JanusProperty(name, Type.WHOLE, min, max, min, true, max, ImmutableList.of(),
                                 Long.toString(defaultValue), catalogueType, description);
    }

    /** A finite decimal in {@code [low, high]} if {@code lowIncluded}, else in {@code (low, high]}. */
    public static JanusProperty decimal(String name, double defaultValue, double low, boolean lowIncluded,
                                        double high, String description) {
        checkArgument(low < high, "%s: low %s >= high %s", name, low, high);
        return new JanusProperty(name, Type.DECIMAL, 0, 0, low, lowIncluded, high, ImmutableList.of(),
                                 Double.toString(defaultValue), "DOUBLE", description);
    }

    /** {@code true} or {@code false}. */
    public static JanusProperty bool(String name, boolean defaultValue, String description) {
        return new JanusProperty(name, Type.BOOLEAN, 0, 0, 0, true, 0, ImmutableList.of(),
                                 Boolean.toString(defaultValue), "BOOLEAN", description);
    }

    /** A string, one of {@code choices} (any, if there are none: checked elsewhere). */
    public static JanusProperty text(String name, String defaultValue, String description, String... choices) {
        checkArgument(choices.length == 0 || ImmutableList.copyOf(choices).contains(defaultValue),
                      "%s: default %s is not a choice", name, defaultValue);
        return new JanusProperty(name, Type.TEXT, 0, 0, 0, true, 0, ImmutableList.copyOf(choices),
                                 defaultValue, "STRING", description);
    }

    public String name() {
        return name;
    }

    public Type type() {
        return type;
    }

    /** The default value, as ONOS's {@code cfg} shows it. */
    public String defaultValue() {
        return defaultValue;
    }

    /** What the property does, with its accepted values, as ONOS's {@code cfg} shows it. */
    public String description() {
        return description;
    }

    /** The type ONOS's component configuration gives the property: INTEGER, LONG, DOUBLE, BOOLEAN or STRING. */
    public String catalogueType() {
        return catalogueType;
    }

    /** The lowest whole number accepted. */
    public long min() {
        return min;
    }

    /** The highest whole number accepted. */
    public long max() {
        return max;
    }

    /** A decimal's lower end. */
    public double low() {
        return low;
    }

    /** True if a decimal's lower end is accepted. */
    public boolean lowIncluded() {
        return lowIncluded;
    }

    /** A decimal's upper end, accepted. */
    public double high() {
        return high;
    }

    /** The strings a text property takes; empty if it is checked elsewhere. */
    public List<String> choices() {
        return choices;
    }

    /** True if a whole number is in range. */
    public boolean accepts(long value) {
        return value >= min && value <= max;
    }

    /** True if a decimal is finite and in range. */
    public boolean accepts(double value) {
        return Double.isFinite(value) && (lowIncluded ? value >= low : value > low) && value <= high;
    }

    /** The accepted values, e.g. {@code [0, 86400]}, {@code (0.0, 10.0]} or {@code hostPair, fiveTuple}. */
    public String range() {
        switch (type) {
            case WHOLE:
                return "[" + min + ", " + max + "]";
            case DECIMAL:
                return (lowIncluded ? "[" : "(") + low + ", " + high + "]";
            case BOOLEAN:
                return "true or false";
            default:
                return String.join(", ", choices);
        }
    }

    @Override
    public String toString() {
        return name + " " + range();
    }
}

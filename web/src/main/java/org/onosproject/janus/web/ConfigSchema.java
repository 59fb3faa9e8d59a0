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
package org.onosproject.janus.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JanusProperty;

import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The Janus component properties the API reads and writes, with the types and ranges Janus itself
 * validates them with ({@link JanusProperty}). Janus keeps its previous value for anything else, so
 * the API refuses such values up front instead of letting them be silently ignored.
 * <p>
 * Types: whole numbers (JSON integers), decimals (any finite JSON number), booleans (JSON
 * {@code true}/{@code false} only) and strings.
 */
final class ConfigSchema {

    /** The Janus component, as ONOS's component configuration service names it. */
    static final String COMPONENT = JanusProperty.COMPONENT;

    private static final Map<String, JanusProperty> BY_NAME;

    static {
        ImmutableMap.Builder<String, JanusProperty> byName = ImmutableMap.builder();
        JanusProperty.ALL.forEach(p -> byName.put(p.name(), p));
        BY_NAME = byName.build();
    }

    /** Every property, in the order the API lists them. */
    static final Set<String> NAMES = BY_NAME.keySet();

    private ConfigSchema() {
    }

    /**
     * The property of that name (one of {@link #NAMES}).
     *
     * @param name a property name
     * @return the property
     */
    static JanusProperty property(String name) {
        JanusProperty property = BY_NAME.get(name);
        if (property == null) {
            throw new BadInputException(name, "unknown property");
        }
        return property;
    }

    /**
     * Checks one property's new value and gives it in the text form ONOS's configuration service takes.
     *
     * @param name       a property in {@link #NAMES}
     * @param value      the JSON value sent
     * @param strategies the names the {@code strategy} property may take
     * @return the value as ONOS's configuration service takes it
     * @throws BadInputException naming the property, if the value is of the wrong type or out of range
     */
    static String validate(String name, JsonNode value, Predicate<String> strategies) {
        JanusProperty property = property(name);
        switch (property.type()) {
            case WHOLE:
                return whole(property, value);
            case DECIMAL:
                return decimal(property, value);
            case BOOLEAN:
                if (!value.isBoolean()) {
                    throw new BadInputException(name, "must be true or false");
                }
                return Boolean.toString(value.booleanValue());
            default:
                return text(property, value, strategies);
        }
    }

    private static String whole(JanusProperty property, JsonNode value) {
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new BadInputException(property.name(), "must be a whole number in " + property.range());
        }
        long number = value.longValue();
        if (!property.accepts(number)) {
            throw new BadInputException(property.name(), number + " is outside " + property.range());
        }
        return Long.toString(number);
    }

    private static String decimal(JanusProperty property, JsonNode value) {
        if (!value.isNumber()) {
            throw new BadInputException(property.name(), "must be a number in " + property.range());
        }
        double number = value.doubleValue();
        if (!Double.isFinite(number)) {
            throw new BadInputException(property.name(), "must be a finite number in " + property.range());
        }
        if (!property.accepts(number)) {
            throw new BadInputException(property.name(), number + " is outside " + property.range());
        }
        return Double.toString(number);
    }

    private static String text(JanusProperty property, JsonNode value, Predicate<String> strategies) {
        if (!value.isTextual()) {
            throw new BadInputException(property.name(), "must be a string");
        }
        String text = value.textValue();
        if (!property.choices().isEmpty() && !property.choices().contains(text)) {
            throw new BadInputException(property.name(), "must be one of " + property.range());
        }
        if (property == JanusProperty.STRATEGY && !strategies.test(text)) {
            throw new BadInputException(property.name(), "unknown strategy");
        }
        return text;
    }
}

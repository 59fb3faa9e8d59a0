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

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableSet;

import java.io.IOException;
import java.io.InputStream;
import java.util.Iterator;
import java.util.Set;

/**
 * Reads request bodies: one JSON object, with only the fields an endpoint knows.
 */
final class JsonBodies {

    static final String BODY = "body";

    private JsonBodies() {
    }

    /**
     * Parses {@code stream} as a JSON object whose field names all lie in {@code allowed}.
     *
     * @param mapper the resource's mapper
     * @param stream the request body
     * @param allowed the field names the endpoint knows
     * @return the object
     * @throws BadInputException for an empty or malformed body, a non-object, or an unknown field
     */
    static ObjectNode object(ObjectMapper mapper, InputStream stream, Set<String> allowed) {
        return object(mapper, stream, allowed, false);
    }

    /**
     * As {@link #object(ObjectMapper, InputStream, Set)}; with {@code nonFiniteNumbers}, the tokens
     * {@code NaN} and {@code Infinity} (not JSON, but what a script may send for a number) parse as
     * numbers, so the field that carries one is refused by name rather than the body as malformed.
     *
     * @param mapper the resource's mapper
     * @param stream the request body
     * @param allowed the field names the endpoint knows
     * @param nonFiniteNumbers whether {@code NaN} and {@code Infinity} parse as numbers
     * @return the object
     */
    static ObjectNode object(ObjectMapper mapper, InputStream stream, Set<String> allowed, boolean nonFiniteNumbers) {
        ObjectReader reader = nonFiniteNumbers
                ? mapper.reader().with(JsonParser.Feature.ALLOW_NON_NUMERIC_NUMBERS) : mapper.reader();
        JsonNode tree;
        try {
            tree = stream == null ? null : reader.readTree(stream);
        } catch (JsonProcessingException e) {
            throw new BadInputException(BODY, "malformed JSON: " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new BadInputException(BODY, "unreadable body: " + e.getMessage());
        }
        if (tree == null || tree.isMissingNode()) {
            throw new BadInputException(BODY, "a JSON object is required");
        }
        if (!tree.isObject()) {
            throw new BadInputException(BODY, "a JSON object is required, not " + tree.getNodeType());
        }
        Iterator<String> names = tree.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                throw new BadInputException(name, "unknown field; known: "
                        + String.join(", ", ImmutableSet.copyOf(allowed)));
            }
        }
        return (ObjectNode) tree;
    }
}

package org.onosproject.janus.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
     * @throws BadInputException for an empty or malformed body, a non-object, or an unknown field
     */
    static ObjectNode object(ObjectMapper mapper, InputStream stream, Set<String> allowed) {
        JsonNode tree;
        try {
            tree = stream == null ? null : mapper.readTree(stream);
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

package org.onosproject.janus.api.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.PathSelector;

/**
 * A strategy as operators see it: {@code name} and {@code description}.
 */
public final class PathSelectorCodec extends JsonCodec<PathSelector> {

    @Override
    public ObjectNode encode(PathSelector selector, CodecContext context) {
        return context.mapper().createObjectNode()
                .put("name", selector.name())
                .put("description", selector.description());
    }
}

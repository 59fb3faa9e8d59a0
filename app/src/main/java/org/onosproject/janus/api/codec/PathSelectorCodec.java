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

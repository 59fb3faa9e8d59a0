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
import org.onosproject.janus.api.JanusPath;

/**
 * One provisioned path: intent {@code key}, {@code flow}, hosts, {@code strategy} and its
 * {@code reason}, {@code hops} and {@code links} ({@code src}/{@code dst} connect points, ingress
 * first), {@code createdMillis}, {@code lastActiveMillis}, {@code bytes}, and its idle timeout:
 * {@code idleTimeoutMode} ({@code fixed} or {@code adaptive}), {@code idleTimeoutMillis} (0: never) and
 * {@code idleGapsLearned} (gaps of its host pair the timeout rests on).
 */
public final class JanusPathCodec extends JsonCodec<JanusPath> {

    @Override
    public ObjectNode encode(JanusPath path, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode()
                .put("key", path.intentKey())
                .put("flow", path.flow().toString())
                .put("srcHost", path.srcHost().toString())
                .put("dstHost", path.dstHost().toString())
                .put("strategy", path.strategy())
                .put("reason", path.reason())
                .put("hops", path.links().size());
        JanusDocuments.putLinks(node, "links", path.links());
        return node.put("createdMillis", path.createdMillis())
                .put("lastActiveMillis", path.lastActiveMillis())
                .put("bytes", path.bytes())
                .put("idleTimeoutMode", path.idleTimeoutMode().configName())
                .put("idleTimeoutMillis", path.idleTimeoutMillis())
                .put("idleGapsLearned", path.idleGapsLearned());
    }
}

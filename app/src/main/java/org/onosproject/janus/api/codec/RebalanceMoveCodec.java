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
import org.onosproject.janus.api.RebalanceMove;

/**
 * One move of the rebalancer: the flow's intent {@code key}, {@code atMillis}, the expected utilisation
 * of the busiest link of the old and the new path with the flow on it ({@code bottleneckBefore},
 * {@code bottleneckAfter}), the flow's charged rate {@code flowRateBytesPerSec}, and both paths as
 * {@code from} and {@code to} ({@code src}/{@code dst} connect points, ingress first).
 */
public final class RebalanceMoveCodec extends JsonCodec<RebalanceMove> {

    @Override
    public ObjectNode encode(RebalanceMove move, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode()
                .put("key", move.intentKey())
                .put("atMillis", move.atMillis())
                .put("bottleneckBefore", move.bottleneckBefore())
                .put("bottleneckAfter", move.bottleneckAfter())
                .put("flowRateBytesPerSec", move.flowRateBytesPerSec());
        JanusDocuments.putLinks(node, "from", move.from());
        JanusDocuments.putLinks(node, "to", move.to());
        return node;
    }
}

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
import org.onosproject.janus.api.LinkUsage;

/**
 * One directed link's load, three ways: {@code src}, {@code dst}, {@code capacityBytesPerSec}; the
 * measured load of its last sample, {@code rateBytesPerSec} and {@code utilisation}; the committed load
 * of the Janus flows placed on it, {@code committedRateBytesPerSec}, {@code committedUtilisation} and
 * {@code committedFlows}; the expected load load-aware strategies see, {@code expectedRateBytesPerSec}
 * and {@code expectedUtilisation}; {@code sampleTimeMillis} (null if never sampled) and {@code stale}.
 */
public final class LinkUsageCodec extends JsonCodec<LinkUsage> {

    @Override
    public ObjectNode encode(LinkUsage usage, CodecContext context) {
        return context.mapper().createObjectNode()
                .put("src", usage.src().toString())
                .put("dst", usage.dst().toString())
                .put("rateBytesPerSec", usage.rateBytesPerSec())
                .put("capacityBytesPerSec", usage.capacityBytesPerSec())
                .put("utilisation", usage.utilisation())
                .put("committedRateBytesPerSec", usage.committedRateBytesPerSec())
                .put("committedUtilisation", usage.committedUtilisation())
                .put("committedFlows", usage.committedFlows())
                .put("expectedRateBytesPerSec", usage.expectedRateBytesPerSec())
                .put("expectedUtilisation", usage.expectedUtilisation())
                .put("sampleTimeMillis", usage.sampleTimeMillis() > 0 ? (Long) usage.sampleTimeMillis() : null)
                .put("stale", usage.isStale());
    }
}

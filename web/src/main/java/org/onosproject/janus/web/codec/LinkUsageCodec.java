package org.onosproject.janus.web.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.LinkUsage;

/**
 * One directed link's last sample: {@code src}, {@code dst}, {@code rateBytesPerSec},
 * {@code capacityBytesPerSec}, {@code utilisation}, {@code sampleTimeMillis} (null if never sampled)
 * and {@code stale}.
 */
public final class LinkUsageCodec extends JsonCodec<LinkUsage> {

    @Override
    public ObjectNode encode(LinkUsage usage, CodecContext context) {
        ObjectNode node = context.mapper().createObjectNode()
                .put("src", usage.src().toString())
                .put("dst", usage.dst().toString())
                .put("rateBytesPerSec", usage.rateBytesPerSec())
                .put("capacityBytesPerSec", usage.capacityBytesPerSec())
                .put("utilisation", usage.utilisation());
        if (usage.sampleTimeMillis() > 0) {
            node.put("sampleTimeMillis", usage.sampleTimeMillis());
        } else {
            node.putNull("sampleTimeMillis");
        }
        return node.put("stale", usage.isStale());
    }
}

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

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;

/**
 * One declared job: {@code id}, {@code status}, the declaration ({@code hosts}, {@code pattern},
 * {@code grid}, {@code expectedBytes}, {@code ttl}, and for the pairs pattern the {@code declaredPairs}),
 * {@code createdMillis}, {@code expiresMillis} (0: never) and every pair with its ranks, hosts, addresses,
 * intent key, charge and path.
 */
public final class JobStateCodec extends JsonCodec<JobState> {

    @Override
    public ObjectNode encode(JobState job, CodecContext context) {
        JobSpec spec = job.spec();
        ObjectNode node = context.mapper().createObjectNode()
                .put("id", job.id())
                .put("status", job.status().name())
                .put("pattern", spec.pattern().configName());
        spec.hosts().forEach(node.putArray("hosts")::add);
        spec.grid().forEach(node.putArray("grid")::add);
        if (!spec.pairs().isEmpty()) {
            ArrayNode declared = node.putArray("declaredPairs");
            for (RankPair pair : spec.pairs()) {
                declared.addObject().put("src", pair.src()).put("dst", pair.dst()).put("bytes", pair.expectedBytes());
            }
        }
        node.put("expectedBytes", spec.expectedBytes())
                .put("ttl", spec.ttlSeconds())
                .put("createdMillis", job.createdMillis())
                .put("expiresMillis", job.expiresMillis());
        ArrayNode pairs = node.putArray("pairs");
        for (JobPair pair : job.pairs()) {
            ObjectNode p = pairs.addObject()
                    .put("src", pair.srcRank())
                    .put("dst", pair.dstRank())
                    .put("srcHost", pair.srcHost().toString())
                    .put("dstHost", pair.dstHost().toString())
                    .put("srcIp", pair.srcIp().toString())
                    .put("dstIp", pair.dstIp().toString())
                    .put("expectedBytes", pair.expectedBytes())
                    .put("chargeBytesPerSec", pair.chargeBytesPerSec())
                    .put("key", pair.intentKey())
                    .put("placed", pair.placed())
                    .put("hops", pair.path().size());
            JanusDocuments.putLinks(p, "links", pair.path());
        }
        return node;
    }
}

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
import org.onosproject.janus.api.JobState;

import java.util.List;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The JSON documents of the jobs API ({@code /onos/janus/jobs}), which {@code janus-jobs -j} prints too;
 * each job encoded by the codec the context finds for {@link JobState}.
 */
public final class JobDocuments {

    private JobDocuments() {
    }

    /** {@code {"jobs": [job...]}} in the order given (the service's: by id). */
    public static ObjectNode jobs(List<JobState> jobs, CodecContext context) {
        JsonCodec<JobState> codec = codec(context);
        ObjectNode root = context.mapper().createObjectNode();
        ArrayNode array = root.putArray("jobs");
        jobs.forEach(j -> array.add(codec.encode(j, context)));
        return root;
    }

    /** One job. */
    public static ObjectNode job(JobState job, CodecContext context) {
        return codec(context).encode(job, context);
    }

    private static JsonCodec<JobState> codec(CodecContext context) {
        return checkNotNull(context.codec(JobState.class), "no JSON codec registered for JobState (is Janus active?)");
    }
}

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
import com.google.common.collect.ImmutableList;
import org.onosproject.codec.CodecContext;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;
import org.onosproject.net.Link;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The JSON documents of Janus's REST API, jobs included, which {@code janus-* -j} prints too: each entity is
 * encoded by the codec the context finds for its type (the one Janus registers), and the document adds what
 * depends on the time of asking (ages, in milliseconds, never negative).
 */
public final class JanusDocuments {

    private JanusDocuments() {
    }

    /** The statistics, as their codec encodes them. */
    public static ObjectNode statistics(JanusStatistics statistics, CodecContext context) {
        return codec(context, JanusStatistics.class).encode(statistics, context);
    }

    /** {@code {"active": name, "available": [strategy...]}}. */
    public static ObjectNode strategies(String active, List<PathSelector> available, CodecContext context) {
        JsonCodec<PathSelector> codec = codec(context, PathSelector.class);
        return withArray(context.mapper().createObjectNode().put("active", active), "available", available,
                         s -> codec.encode(s, context));
    }

    /**
     * {@code {"links": [link...]}} in the order given, each with its {@code sampleAgeMillis} (null if never
     * sampled).
     */
    public static ObjectNode links(List<LinkUsage> usages, long nowMillis, CodecContext context) {
        JsonCodec<LinkUsage> codec = codec(context, LinkUsage.class);
        return withArray(context.mapper().createObjectNode(), "links", usages, usage -> {
            long sampled = usage.sampleTimeMillis();
            return codec.encode(usage, context).put("sampleAgeMillis",
                                                    sampled > 0 ? (Long) elapsed(nowMillis, sampled) : null);
        });
    }

    /** {@code {"paths": [path...]}}, ordered by intent key. */
    public static ObjectNode paths(Collection<JanusPath> paths, long nowMillis, CodecContext context) {
        return withArray(context.mapper().createObjectNode(), "paths",
                         ImmutableList.sortedCopyOf(Comparator.comparing(JanusPath::intentKey), paths),
                         p -> path(p, nowMillis, context));
    }

    /** One path with its {@code ageMillis} and {@code idleMillis}. */
    public static ObjectNode path(JanusPath path, long nowMillis, CodecContext context) {
        return codec(context, JanusPath.class).encode(path, context)
                .put("ageMillis", elapsed(nowMillis, path.createdMillis()))
                .put("idleMillis", elapsed(nowMillis, path.lastActiveMillis()));
    }

    /** {@code {"moves": [move...]}} in the order given (the service's: oldest first), each with its age. */
    public static ObjectNode moves(List<RebalanceMove> moves, long nowMillis, CodecContext context) {
        JsonCodec<RebalanceMove> codec = codec(context, RebalanceMove.class);
        return withArray(context.mapper().createObjectNode(), "moves", moves,
                         m -> codec.encode(m, context).put("ageMillis", elapsed(nowMillis, m.atMillis())));
    }

    /** {@code {"jobs": [job...]}} in the order given (the service's: by id). */
    public static ObjectNode jobs(List<JobState> jobs, CodecContext context) {
        JsonCodec<JobState> codec = codec(context, JobState.class);
        return withArray(context.mapper().createObjectNode(), "jobs", jobs, j -> codec.encode(j, context));
    }

    /** One job. */
    public static ObjectNode job(JobState job, CodecContext context) {
        return codec(context, JobState.class).encode(job, context);
    }

    // {@code root} with the array field {@code field}: each item as {@code encode} writes it, in the order given.
    private static <T> ObjectNode withArray(ObjectNode root, String field, Collection<T> items,
                                            Function<T, ObjectNode> encode) {
        ArrayNode array = root.putArray(field);
        items.forEach(item -> array.add(encode.apply(item)));
        return root;
    }

    // A path as the array field {@code field} of {@code node}: its links' src and dst, ingress first.
    static void putLinks(ObjectNode node, String field, List<Link> links) {
        ArrayNode array = node.putArray(field);
        links.forEach(l -> array.addObject().put("src", l.src().toString()).put("dst", l.dst().toString()));
    }

    private static <T> JsonCodec<T> codec(CodecContext context, Class<T> type) {
        return checkNotNull(context.codec(type), "no JSON codec registered for %s (is Janus active?)",
                            type.getSimpleName());
    }

    private static long elapsed(long nowMillis, long sinceMillis) {
        return Math.max(0, nowMillis - sinceMillis);
    }
}

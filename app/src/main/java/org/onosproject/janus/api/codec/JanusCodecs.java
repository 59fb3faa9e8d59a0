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

import com.google.common.collect.ImmutableMap;
import org.onosproject.codec.JsonCodec;
import org.onosproject.janus.api.JanusPath;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.LinkUsage;
import org.onosproject.janus.api.PathSelector;
import org.onosproject.janus.api.RebalanceMove;

import java.util.Map;

/**
 * Every JSON codec of Janus's types, keyed by the type it encodes.
 */
public final class JanusCodecs {

    private JanusCodecs() {
    }

    public static Map<Class<?>, JsonCodec<?>> all() {
        return ImmutableMap.<Class<?>, JsonCodec<?>>builder()
                .put(LinkUsage.class, new LinkUsageCodec())
                .put(JanusPath.class, new JanusPathCodec())
                .put(JanusStatistics.class, new JanusStatisticsCodec())
                .put(PathSelector.class, new PathSelectorCodec())
                .put(RebalanceMove.class, new RebalanceMoveCodec())
                .put(JobState.class, new JobStateCodec())
                .build();
    }
}

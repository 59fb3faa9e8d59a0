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
package org.onosproject.janus.impl.store;

import org.onlab.util.KryoNamespace;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.janus.api.Selection;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.Serializer;

/**
 * How Janus's shared state travels between ONOS nodes: ONOS's own API namespace (links, connect
 * points, host ids, addresses, application ids, node ids, Guava collections) plus Janus's value types
 * (the flow records with their selections and shared charges, the declared jobs), field by field (every node of a
 * cluster runs the same build). Intent keys travel as ONOS's own intent store sends them, with their
 * application id (registered by ONOS's API namespace).
 */
public final class JanusSerializers {

    private JanusSerializers() {
    }

    /** The namespace of every Janus distributed map. */
    public static KryoNamespace namespace() {
        return KryoNamespace.newBuilder()
                .register(KryoNamespaces.API)
                .nextId(KryoNamespaces.BEGIN_USER_CUSTOM_ID)
                .register(FlowKey.class, FlowRequest.class, ProvisionedFlow.class, ProvisionedFlow.State.class,
                          Selection.class, FlowCharge.class, ActivityBucket.class)
                .register(JobState.class, JobState.Status.class, JobSpec.class, JobPattern.class, RankPair.class,
                          JobPair.class)
                .build("janus");
    }

    /** A serializer over {@link #namespace}. */
    public static Serializer serializer() {
        return Serializer.using(namespace());
    }
}

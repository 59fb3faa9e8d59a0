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

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import org.onlab.packet.Ip4Address;
import org.onlab.util.KryoNamespace;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.FlowRequest;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.net.Link;
import org.onosproject.net.intent.Key;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.Serializer;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * How Janus's shared state travels between ONOS nodes: ONOS's own API namespace (links, connect
 * points, host ids, application ids, node ids, Guava collections) plus explicit serializers for
 * Janus's value types, so that their wire form does not depend on field layout.
 */
public final class JanusSerializers {

    private JanusSerializers() {
    }

    /**
     * The namespace of every Janus distributed map. Intent keys travel as their text; they are rebuilt
     * with {@code appId}, Janus's application id, which is the same on every node of a cluster.
     */
    public static KryoNamespace namespace(ApplicationId appId) {
        return KryoNamespace.newBuilder()
                .register(KryoNamespaces.API)
                .nextId(KryoNamespaces.BEGIN_USER_CUSTOM_ID)
                .register(new FlowKeySerializer(), FlowKey.class)
                .register(new FlowRequestSerializer(), FlowRequest.class)
                .register(new ProvisionedFlowSerializer(appId), ProvisionedFlow.class)
                .register(new FlowActivitySerializer(), FlowActivity.class)
                .register(new ActivityBucketSerializer(), ActivityBucket.class)
                .build("janus");
    }

    /** A serializer over {@link #namespace}. */
    public static Serializer serializer(ApplicationId appId) {
        return Serializer.using(namespace(appId));
    }

    private static final class FlowKeySerializer extends com.esotericsoftware.kryo.Serializer<FlowKey> {
        private FlowKeySerializer() {
            super(false, true);
        }

        @Override
        public void write(Kryo kryo, Output output, FlowKey key) {
            output.writeInt(key.srcIp().toInt());
            output.writeInt(key.dstIp().toInt());
            output.writeByte(key.protocol());
            output.writeInt(key.srcPort());
            output.writeInt(key.dstPort());
        }

        @Override
        public FlowKey read(Kryo kryo, Input input, Class<FlowKey> type) {
            Ip4Address src = Ip4Address.valueOf(input.readInt());
            Ip4Address dst = Ip4Address.valueOf(input.readInt());
            return FlowKey.ofFiveTuple(src, dst, input.readByte(), input.readInt(), input.readInt());
        }
    }

    private static final class FlowRequestSerializer extends com.esotericsoftware.kryo.Serializer<FlowRequest> {
        private FlowRequestSerializer() {
            super(false, true);
        }

        @Override
        public void write(Kryo kryo, Output output, FlowRequest request) {
            kryo.writeObject(output, request.key());
            kryo.writeObject(output, request.srcHost());
            kryo.writeObject(output, request.dstHost());
            kryo.writeObject(output, request.ingress());
            kryo.writeObject(output, request.egress());
        }

        @Override
        public FlowRequest read(Kryo kryo, Input input, Class<FlowRequest> type) {
            return new FlowRequest(kryo.readObject(input, FlowKey.class), kryo.readObject(input, HostId.class),
                                   kryo.readObject(input, HostId.class), kryo.readObject(input, ConnectPoint.class),
                                   kryo.readObject(input, ConnectPoint.class));
        }
    }

    private static final class FlowActivitySerializer extends com.esotericsoftware.kryo.Serializer<FlowActivity> {
        private FlowActivitySerializer() {
            super(false, true);
        }

        @Override
        public void write(Kryo kryo, Output output, FlowActivity activity) {
            output.writeLong(activity.lastActiveMillis());
            output.writeLong(activity.bytes());
            output.writeLong(activity.charge().rateBytesPerSec());
            output.writeBoolean(activity.charge().isMeasured());
            output.writeLong(activity.charge().countedAtMillis());
        }

        @Override
        public FlowActivity read(Kryo kryo, Input input, Class<FlowActivity> type) {
            return new FlowActivity(input.readLong(), input.readLong(),
                                    new FlowCharge(input.readLong(), input.readBoolean(), input.readLong()));
        }
    }

    private static final class ActivityBucketSerializer extends com.esotericsoftware.kryo.Serializer<ActivityBucket> {
        private ActivityBucketSerializer() {
            super(false, true);
        }

        @Override
        public void write(Kryo kryo, Output output, ActivityBucket bucket) {
            output.writeLong(bucket.writtenAtMillis());
            output.writeInt(bucket.activities().size(), true);
            bucket.activities().forEach((id, activity) -> {
                output.writeString(id);
                kryo.writeObject(output, activity);
            });
        }

        @Override
        public ActivityBucket read(Kryo kryo, Input input, Class<ActivityBucket> type) {
            long writtenAt = input.readLong();
            int size = input.readInt(true);
            Map<String, FlowActivity> activities = new HashMap<>();
            for (int i = 0; i < size; i++) {
                activities.put(input.readString(), kryo.readObject(input, FlowActivity.class));
            }
            return new ActivityBucket(activities, writtenAt);
        }
    }

    private static final class ProvisionedFlowSerializer
            extends com.esotericsoftware.kryo.Serializer<ProvisionedFlow> {
        private final ApplicationId appId;

        private ProvisionedFlowSerializer(ApplicationId appId) {
            super(false, true);
            this.appId = appId;
        }

        @Override
        public void write(Kryo kryo, Output output, ProvisionedFlow flow) {
            output.writeString(flow.intentKey().toString());
            kryo.writeObject(output, flow.request());
            kryo.writeClassAndObject(output, flow.links());
            output.writeString(flow.strategy());
            output.writeString(flow.reason());
            output.writeLong(flow.createdMillis());
            output.writeString(flow.state().name());
            output.writeLong(flow.lastActiveMillis());
            output.writeLong(flow.bytes());
            output.writeBoolean(flow.fallback());
            output.writeLong(flow.charge().rateBytesPerSec());
            output.writeBoolean(flow.charge().isMeasured());
            output.writeLong(flow.charge().countedAtMillis());
        }

        @Override
        @SuppressWarnings("unchecked")
        public ProvisionedFlow read(Kryo kryo, Input input, Class<ProvisionedFlow> type) {
            Key intentKey = Key.of(input.readString(), appId);
            FlowRequest request = kryo.readObject(input, FlowRequest.class);
            List<Link> links = (List<Link>) kryo.readClassAndObject(input);
            return new ProvisionedFlow(intentKey, request, links, input.readString(), input.readString(),
                                       input.readLong(), ProvisionedFlow.State.valueOf(input.readString()),
                                       input.readLong(), input.readLong(), input.readBoolean(),
                                       new FlowCharge(input.readLong(), input.readBoolean(), input.readLong()));
        }
    }
}

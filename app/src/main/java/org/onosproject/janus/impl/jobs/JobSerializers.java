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
package org.onosproject.janus.impl.jobs;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.google.common.collect.ImmutableList;
import org.onlab.packet.Ip4Address;
import org.onlab.util.KryoNamespace;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.RankPair;
import org.onosproject.net.ConnectPoint;
import org.onosproject.net.HostId;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.Serializer;

import java.util.ArrayList;
import java.util.List;

/**
 * How job records travel between ONOS nodes: ONOS's API namespace plus an explicit serializer for
 * {@link JobRecord}, so that the wire form does not depend on field layout.
 */
final class JobSerializers {

    private JobSerializers() {
    }

    /** The serializer of the jobs map. */
    static Serializer serializer() {
        return Serializer.using(namespace());
    }

    static KryoNamespace namespace() {
        return KryoNamespace.newBuilder()
                .register(KryoNamespaces.API)
                .nextId(KryoNamespaces.BEGIN_USER_CUSTOM_ID)
                .register(new JobRecordSerializer(), JobRecord.class)
                .build("janus-jobs");
    }

    private static final class JobRecordSerializer extends com.esotericsoftware.kryo.Serializer<JobRecord> {
        private JobRecordSerializer() {
            super(false, true);
        }

        @Override
        public void write(Kryo kryo, Output output, JobRecord job) {
            JobSpec spec = job.spec();
            output.writeString(spec.id());
            output.writeInt(spec.hosts().size());
            spec.hosts().forEach(output::writeString);
            output.writeString(spec.pattern().name());
            output.writeInt(spec.grid().size());
            spec.grid().forEach(output::writeInt);
            output.writeInt(spec.pairs().size());
            for (RankPair pair : spec.pairs()) {
                output.writeInt(pair.src());
                output.writeInt(pair.dst());
                output.writeLong(pair.expectedBytes());
            }
            output.writeLong(spec.expectedBytes());
            output.writeLong(spec.ttlSeconds());
            output.writeLong(job.createdMillis());
            output.writeLong(job.expiresMillis());
            output.writeInt(job.pairs().size());
            for (JobRecord.Pair record : job.pairs()) {
                JobPair p = record.pair();
                output.writeInt(p.srcRank());
                output.writeInt(p.dstRank());
                kryo.writeObject(output, p.srcHost());
                kryo.writeObject(output, p.dstHost());
                output.writeInt(p.srcIp().toInt());
                output.writeInt(p.dstIp().toInt());
                output.writeLong(p.expectedBytes());
                output.writeLong(p.chargeBytesPerSec());
                output.writeString(p.intentKey());
                kryo.writeObject(output, record.ingress());
                kryo.writeObject(output, record.egress());
            }
        }

        @Override
        public JobRecord read(Kryo kryo, Input input, Class<JobRecord> type) {
            JobSpec.Builder spec = JobSpec.builder(input.readString());
            int hostCount = input.readInt();
            List<String> hosts = new ArrayList<>(hostCount);
            for (int i = 0; i < hostCount; i++) {
                hosts.add(input.readString());
            }
            spec.hosts(hosts).pattern(JobPattern.valueOf(input.readString()));
            int gridSize = input.readInt();
            List<Integer> grid = new ArrayList<>(gridSize);
            for (int i = 0; i < gridSize; i++) {
                grid.add(input.readInt());
            }
            int pairCount = input.readInt();
            List<RankPair> rankPairs = new ArrayList<>(pairCount);
            for (int i = 0; i < pairCount; i++) {
                rankPairs.add(RankPair.of(input.readInt(), input.readInt(), input.readLong()));
            }
            spec.grid(grid).pairs(rankPairs).expectedBytes(input.readLong()).ttlSeconds(input.readLong());
            long created = input.readLong();
            long expires = input.readLong();
            int recordCount = input.readInt();
            List<JobRecord.Pair> records = new ArrayList<>(recordCount);
            for (int i = 0; i < recordCount; i++) {
                JobPair pair = new JobPair(input.readInt(), input.readInt(), kryo.readObject(input, HostId.class),
                                           kryo.readObject(input, HostId.class), Ip4Address.valueOf(input.readInt()),
                                           Ip4Address.valueOf(input.readInt()), input.readLong(), input.readLong(),
                                           input.readString(), false, ImmutableList.of());
                records.add(new JobRecord.Pair(pair, kryo.readObject(input, ConnectPoint.class),
                                               kryo.readObject(input, ConnectPoint.class)));
            }
            return new JobRecord(spec.build(), created, expires, records);
        }
    }
}

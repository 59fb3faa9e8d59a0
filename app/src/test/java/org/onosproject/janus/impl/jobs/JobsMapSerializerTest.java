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

import com.google.common.collect.ImmutableList;
import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.JobPair;
import org.onosproject.janus.api.JobPattern;
import org.onosproject.janus.api.JobSpec;
import org.onosproject.janus.api.JobState;
import org.onosproject.janus.api.RankPair;
import org.onosproject.net.HostId;
import org.onosproject.store.service.Serializer;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.is;

/**
 * A declared job crosses the cluster unchanged.
 */
public class JobsMapSerializerTest {

    @Test
    public void aDeclaredJobRoundTrips() {
        JobSpec spec = JobSpec.builder("lu.8-x").hosts(ImmutableList.of("10.0.0.2", "00:00:00:00:00:03/None"))
                .pattern(JobPattern.PAIRS).pairs(ImmutableList.of(RankPair.of(0, 1, 42), RankPair.of(1, 0)))
                .expectedBytes(7).ttlSeconds(3600).build();
        JobPair first = new JobPair(0, 1, HostId.hostId("00:00:00:00:00:02/None"),
                                    HostId.hostId("00:00:00:00:00:03/None"), Ip4Address.valueOf("10.0.0.2"),
                                    Ip4Address.valueOf("10.0.1.3"), 42, 125_000_000L, "job:lu.8-x:0:1", false,
                                    ImmutableList.of());
        JobPair second = new JobPair(1, 0, HostId.hostId("00:00:00:00:00:03/None"),
                                     HostId.hostId("00:00:00:00:00:02/None"), Ip4Address.valueOf("10.0.1.3"),
                                     Ip4Address.valueOf("10.0.0.2"), 7, 1, "job:lu.8-x:1:0", false,
                                     ImmutableList.of());
        JobState declared = new JobState(spec, 1_000, 3_601_000, ImmutableList.of(first, second));

        Serializer serializer = JobManager.serializer();
        JobState back = serializer.decode(serializer.encode(declared));

        assertThat(back, is(declared));
        assertThat(back.status(), is(JobState.Status.DEGRADED));
    }
}

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
package org.onosproject.janus.impl.strategy;

import org.junit.Test;
import org.onlab.packet.Ip4Address;
import org.onosproject.janus.api.CandidatePaths;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.testing.SimpleSelectionContext;
import org.onosproject.net.DeviceId;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Random;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.closeTo;
import static org.hamcrest.Matchers.is;

public class EcmpSelectorTest {

    private final KFourFabric fabric = new KFourFabric();
    private final EcmpSelector selector = new EcmpSelector();

    @Test
    public void isNamedEcmp() {
        assertThat(selector.name(), is("ecmp"));
    }

    @Test
    public void takesTheStableHashModuloThePathCount() {
        for (int port = 2000; port < 2050; port++) {
            FlowKey key = fabric.tcp(port);
            long index = key.stableHash() % 4;
            assertThat(selector.select(fabric.context(key)).path(), is(fabric.interPod.path(index)));
        }
    }

    @Test
    public void theSameFlowAlwaysGetsTheSamePath() {
        FlowKey key = fabric.tcp(40000);
        assertThat(selector.select(fabric.context(key)).path(),
                   is(new EcmpSelector().select(fabric.context(key)).path()));
    }

    @Test
    public void tenThousandRandomFlowsBetweenTwoPodsSpreadEvenlyOverTheFourCores() {
        Random random = new Random(42);
        Map<DeviceId, Integer> flowsPerCore = new HashMap<>();
        int flows = 10_000;
        for (int i = 0; i < flows; i++) {
            DeviceId src = fabric.tree.edge(0, random.nextInt(2));
            DeviceId dst = fabric.tree.edge(1, random.nextInt(2));
            Ip4Address srcIp = fabric.tree.hostIp(src, random.nextInt(2));
            Ip4Address dstIp = fabric.tree.hostIp(dst, random.nextInt(2));
            FlowKey key = FlowKey.ofFiveTuple(srcIp, dstIp, random.nextBoolean() ? (byte) 6 : (byte) 17,
                                              1024 + random.nextInt(64512), 1 + random.nextInt(65535));
            CandidatePaths candidates = fabric.graph.candidates(src, dst);
            DeviceId core = KFourFabric.coreOf(
                    selector.select(SimpleSelectionContext.of(key, candidates, fabric.usage.usage())).path());
            flowsPerCore.merge(core, 1, Integer::sum);
        }
        assertThat(flowsPerCore.keySet(), is(new HashSet<>(fabric.tree.cores())));
        for (int count : flowsPerCore.values()) {
            assertThat((double) count / flows, closeTo(0.25, 0.03));
        }
    }

    @Test
    public void reasonNamesThePathIndex() {
        FlowKey key = fabric.tcp(2001);
        assertThat(selector.select(fabric.context(key)).reason(),
                   is("flow hash picks path " + key.stableHash() % 4 + " of 4"));
    }
}

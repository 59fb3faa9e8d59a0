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
package org.onosproject.janus.realcluster;

import org.junit.ClassRule;
import org.junit.Test;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.Serializer;
import org.onosproject.store.service.Versioned;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import static org.hamcrest.MatcherAssert.assertThat;
import static org.hamcrest.Matchers.greaterThan;
import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertNotNull;
import static org.junit.Assert.assertTrue;

/**
 * Three real ONOS cluster stacks in this JVM form one cluster: they see each other, share consistent
 * maps through Raft, and split ONOS's work partitions so that every key has exactly one owner. One
 * cluster for the class; no test here changes its membership.
 */
public class RealClusterTest {

    private static final int NODES = 3;
    private static final long KEYS = 1000;
    private static final int TIMED_PUTS = 200;
    private static final Serializer SERIALIZER = Serializer.using(KryoNamespaces.BASIC);

    @ClassRule
    public static final SharedRealCluster CLUSTER = new SharedRealCluster(NODES);

    private static ConsistentMap<String, String> map(int node, String name) {
        return CLUSTER.cluster().node(node).storageService().<String, String>consistentMapBuilder()
                .withName(name).withSerializer(SERIALIZER).build();
    }

    @Test
    public void everyNodeSeesEveryNodeActive() {
        for (RealClusterNode node : CLUSTER.cluster().nodes()) {
            Set<String> seen = node.clusterService().getNodes().stream().map(n -> n.id().id())
                    .collect(Collectors.toSet());
            assertEquals(node + " sees", Set.of("node-1", "node-2", "node-3"), seen);
            for (ControllerNode other : node.clusterService().getNodes()) {
                assertTrue(node + " sees " + other + " active",
                           node.clusterService().getState(other.id()).isActive());
            }
            assertEquals(node.id(), node.clusterService().getLocalNode().id());
        }
    }

    @Test
    public void aMapWrittenOnOneNodeIsReadOnTheOthers() {
        ConsistentMap<String, String> onFirst = map(0, "janus-test-replicated");
        ConsistentMap<String, String> onSecond = map(1, "janus-test-replicated");
        ConsistentMap<String, String> onThird = map(2, "janus-test-replicated");

        onFirst.put("flow", "written on node-1");
        Versioned<String> read = onSecond.get("flow");
        assertNotNull("node-2 reads what node-1 wrote", read);
        assertEquals("written on node-1", read.value());

        assertTrue("node-3 updates it only if it saw node-1's version",
                   onThird.replace("flow", read.version(), "replaced on node-3"));
        assertEquals("replaced on node-3", onFirst.get("flow").value());
    }

    @Test
    public void putLatencyAcrossThreeNodes() {
        ConsistentMap<String, String> onFirst = map(0, "janus-test-latency");
        long[] micros = new long[TIMED_PUTS];
        for (int i = 0; i < TIMED_PUTS; i++) {
            long began = System.nanoTime();
            onFirst.put("key-" + i, "value-" + i);
            micros[i] = (System.nanoTime() - began) / 1000;
        }
        Arrays.sort(micros);
        System.out.printf("ConsistentMap put on a 3-node cluster in one JVM, %d puts: p50 %.1f ms, p99 %.1f ms, "
                                  + "max %.1f ms%n", TIMED_PUTS, micros[TIMED_PUTS / 2] / 1000.0,
                          micros[TIMED_PUTS * 99 / 100] / 1000.0, micros[TIMED_PUTS - 1] / 1000.0);
        assertEquals(TIMED_PUTS, map(2, "janus-test-latency").size());
    }

    @Test
    public void workPartitionsGiveEveryKeyExactlyOneOwnerAndEveryNodeSome() {
        long took = Eventually.within(120, "every node owns some keys, each key exactly one owner",
                                      () -> {
                                          KeyOwnership now = KeyOwnership.of(CLUSTER.cluster().nodes(), KEYS);
                                          return now.eachKeyHasOneOwner() && now.everyNodeOwnsSome();
                                      },
                                      () -> KeyOwnership.of(CLUSTER.cluster().nodes(), KEYS).toString());
        KeyOwnership split = KeyOwnership.of(CLUSTER.cluster().nodes(), KEYS);
        System.out.printf("work partitions split after %d ms more: %s%n", took, split);
        RealClusterNode first = CLUSTER.cluster().node(0);
        for (RealClusterNode node : CLUSTER.cluster().nodes()) {
            assertThat(node + " owns keys", split.keysByOwner().get(node.id()), greaterThan(0L));
            for (long key = 0; key < KEYS; key++) {
                assertEquals("every node names the same owner of key " + key,
                             first.workPartitionService().getLeader(key, KeyOwnership.IDENTITY_HASH),
                             node.workPartitionService().getLeader(key, KeyOwnership.IDENTITY_HASH));
            }
        }
    }
}

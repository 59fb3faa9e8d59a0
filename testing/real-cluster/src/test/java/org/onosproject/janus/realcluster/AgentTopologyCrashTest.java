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

import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.Serializer;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

/**
 * ONOS's atomix-agent topology with true crashes: three Atomix servers in child JVMs hold the Raft
 * partitions, three ONOS nodes in this JVM are their clients. A host dies ({@code kill -9} of its Atomix
 * server, its ONOS node cut off at the same moment): the survivors' writes stall while Raft re-elects
 * and then go on, no acknowledged write is lost, and every work-partition key moves to exactly one
 * survivor.
 */
public class AgentTopologyCrashTest {

    private static final long KEYS = 1000;
    private static final int PUTS = 200;
    private static final Serializer SERIALIZER = Serializer.using(KryoNamespaces.BASIC);

    private final ThreadLeaks threads = ThreadLeaks.snapshot();
    private AgentTopologyCluster cluster;

    @Before
    public void startCluster() {
        cluster = AgentTopologyCluster.start(3);
        System.out.printf("3 Atomix servers (child JVMs) and 3 ONOS nodes started in %d ms%n", cluster.startMillis());
    }

    @After
    public void stopCluster() {
        List<Long> pids = List.of(cluster.server(0).pid(), cluster.server(1).pid(), cluster.server(2).pid());
        long began = System.nanoTime();
        cluster.close();
        System.out.printf("closed the cluster in %d ms%n", millisSince(began));
        threads.assertAllEnded();
        for (long pid : pids) {
            assertFalse("child JVM " + pid + " still runs", ProcessHandle.of(pid).map(ProcessHandle::isAlive)
                    .orElse(false));
        }
    }

    private static ConsistentMap<String, String> map(RealClusterNode node) {
        return node.storageService().<String, String>consistentMapBuilder()
                .withName("janus-test-agent-crash").withSerializer(SERIALIZER).build();
    }

    private static long keysClaimedBy(RealClusterNode node) {
        return java.util.stream.LongStream.range(0, KEYS)
                .filter(k -> node.workPartitionService().isMine(k, KeyOwnership.IDENTITY_HASH)).count();
    }

    @Test
    public void aKilledRaftMemberStallsWritesBrieflyAndItsHostsKeysMoveToOneSurvivorEach() {
        Eventually.within(120, "every node owns some keys, each key exactly one owner", () -> {
            KeyOwnership now = KeyOwnership.of(cluster.nodes(), KEYS);
            return now.eachKeyHasOneOwner() && now.everyNodeOwnsSome();
        }, () -> KeyOwnership.of(cluster.nodes(), KEYS).toString());
        RealClusterNode lost = cluster.node(2);
        List<RealClusterNode> survivors = List.of(cluster.node(0), cluster.node(1));
        ConsistentMap<String, String> onSurvivor = map(survivors.get(0));

        long[] putMicros = new long[PUTS];
        for (int i = 0; i < PUTS; i++) {
            long began = System.nanoTime();
            onSurvivor.put("before-" + i, "acknowledged before the crash");
            putMicros[i] = (System.nanoTime() - began) / 1000;
        }
        Arrays.sort(putMicros);
        long lostKeys = keysClaimedBy(lost);
        Map<String, String> leadersBefore = survivors.get(0).raftPartitionLeaders();

        long crashedAt = System.nanoTime();
        cluster.crash(2);
        long firstPutMillis = timedPut(onSurvivor, "after-0");
        long slowestMillis = firstPutMillis;
        for (int i = 1; i < 20; i++) {
            slowestMillis = Math.max(slowestMillis, timedPut(onSurvivor, "after-" + i));
        }
        long movedMillis = Eventually.within(120, "each key owned by exactly one survivor",
                                             () -> KeyOwnership.of(survivors, KEYS).eachKeyHasOneOwner(),
                                             () -> KeyOwnership.of(survivors, KEYS).toString());
        long sinceCrashMillis = millisSince(crashedAt);
        KeyOwnership after = KeyOwnership.of(survivors, KEYS);

        System.out.printf("put on a 3-server cluster from an ONOS client, %d puts: p50 %.1f ms, p99 %.1f ms%n",
                          PUTS, putMicros[PUTS / 2] / 1000.0, putMicros[PUTS * 99 / 100] / 1000.0);
        System.out.printf("Raft leaders before the crash %s, after %s%n", leadersBefore,
                          survivors.get(0).raftPartitionLeaders());
        System.out.printf("host 3 crashed (kill -9 of atomix-3, node-3 cut off) owning %d of %d keys: first put "
                                  + "on a survivor took %d ms, slowest of 20 %d ms; every key owned by one survivor "
                                  + "%d ms after the crash (waited %d ms for it): %s%n",
                          lostKeys, KEYS, firstPutMillis, slowestMillis, sinceCrashMillis, movedMillis, after);
        assertEquals(KEYS, after.keysByOwner().values().stream().mapToLong(Long::longValue).sum());
        // ONOS may hand every partition of the dead node to one survivor first and rebalance after.
        Eventually.within(120, "both survivors own keys", () -> KeyOwnership.of(survivors, KEYS).everyNodeOwnsSome(),
                          () -> KeyOwnership.of(survivors, KEYS).toString());
        ConsistentMap<String, String> onOther = map(survivors.get(1));
        for (int i = 0; i < PUTS; i++) {
            assertEquals("acknowledged before the crash", onOther.get("before-" + i).value());
        }
        for (int i = 0; i < 20; i++) {
            assertEquals("acknowledged after the crash", onOther.get("after-" + i).value());
        }
    }

    private static long timedPut(ConsistentMap<String, String> map, String key) {
        long began = System.nanoTime();
        map.put(key, "acknowledged after the crash");
        return millisSince(began);
    }

    private static long millisSince(long nanoTime) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanoTime);
    }
}

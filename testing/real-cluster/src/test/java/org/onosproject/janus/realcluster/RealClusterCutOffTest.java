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

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

import static org.junit.Assert.assertEquals;

/**
 * A node of a real three-node cluster is cut off the network, as a crash or a partition does it:
 * the survivors' writes stall while Raft re-elects, its work-partition keys move to the survivors
 * once its sessions expire, and meanwhile the cut-off node, alone, still believes it owns its keys.
 */
public class RealClusterCutOffTest {

    private static final long KEYS = 1000;
    private static final int WRITES_AFTER_CUT = 12;
    private static final Serializer SERIALIZER = Serializer.using(KryoNamespaces.BASIC);

    private final ThreadLeaks threads = ThreadLeaks.snapshot();
    private RealCluster cluster;

    @Before
    public void startCluster() {
        cluster = RealCluster.start(3);
    }

    @After
    public void stopCluster() {
        if (cluster != null) {
            long began = System.nanoTime();
            cluster.close();
            System.out.printf("closed the cluster (one node cut off) in %d ms%n", millisSince(began));
        }
        threads.assertAllEnded();
    }

    private static ConsistentMap<String, String> map(RealClusterNode node) {
        return node.storageService().<String, String>consistentMapBuilder()
                .withName("janus-test-cut-off").withSerializer(SERIALIZER).build();
    }

    private static long keysClaimedBy(RealClusterNode node) {
        return LongStream.range(0, KEYS)
                .filter(k -> node.workPartitionService().isMine(k, KeyOwnership.IDENTITY_HASH)).count();
    }

    /** What asking the cut-off node {@code isMine} gives: a count, or how long it took to fail and with what. */
    private static String askCutOffNode(RealClusterNode node) {
        long began = System.nanoTime();
        try {
            return "claims " + keysClaimedBy(node) + " keys (asked in " + millisSince(began) + " ms)";
        } catch (RuntimeException e) {
            return "isMine threw " + e.getClass().getName() + " after " + millisSince(began) + " ms";
        }
    }

    @Test
    public void theKeysOfACutOffNodeMoveToTheSurvivorsWhileItStillClaimsThem() {
        Eventually.within(120, "every node owns some keys, each key exactly one owner", () -> {
            KeyOwnership now = KeyOwnership.of(cluster.nodes(), KEYS);
            return now.eachKeyHasOneOwner() && now.everyNodeOwnsSome();
        }, () -> KeyOwnership.of(cluster.nodes(), KEYS).toString());
        RealClusterNode lost = cluster.node(2);
        List<RealClusterNode> survivors = List.of(cluster.node(0), cluster.node(1));
        ConsistentMap<String, String> onSurvivor = map(survivors.get(0));
        onSurvivor.put("before", "written before node-3 was cut off");
        long lostKeys = keysClaimedBy(lost);
        java.util.Map<String, String> leadersBefore = survivors.get(0).raftPartitionLeaders();

        long cutAt = System.nanoTime();
        cluster.cutOff(lost);
        // Keys spread over the Raft partitions: some partition was led by node-3 and must re-elect.
        long slowestPutMillis = 0;
        for (int i = 0; i < WRITES_AFTER_CUT; i++) {
            long putBegan = System.nanoTime();
            onSurvivor.put("after-" + i, "written after node-3 was cut off");
            slowestPutMillis = Math.max(slowestPutMillis, millisSince(putBegan));
        }

        Eventually.within(90, "each key owned by exactly one survivor",
                          () -> KeyOwnership.of(survivors, KEYS).eachKeyHasOneOwner(),
                          () -> KeyOwnership.of(survivors, KEYS).toString());
        long movedMillis = millisSince(cutAt);
        KeyOwnership after = KeyOwnership.of(survivors, KEYS);
        String lostView = askCutOffNode(lost);

        System.out.printf("Raft partition leaders before the cut %s, after %s%n", leadersBefore,
                          survivors.get(0).raftPartitionLeaders());
        System.out.printf("node-3 cut off while owning %d of %d keys: slowest of %d puts on a survivor right after "
                                  + "took %d ms; every key owned by one survivor %d ms after the cut: %s; node-3 "
                                          + "itself then: %s%n",
                          lostKeys, KEYS, WRITES_AFTER_CUT, slowestPutMillis, movedMillis, after, lostView);
        assertEquals(KEYS, after.keysByOwner().values().stream().mapToLong(Long::longValue).sum());
        for (int i = 0; i < WRITES_AFTER_CUT; i++) {
            assertEquals("written after node-3 was cut off", map(survivors.get(1)).get("after-" + i).value());
        }
        assertEquals("written before node-3 was cut off", map(survivors.get(1)).get("before").value());
    }

    private static long millisSince(long nanoTime) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanoTime);
    }
}

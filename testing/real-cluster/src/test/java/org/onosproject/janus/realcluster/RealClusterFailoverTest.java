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
import org.onosproject.cluster.ControllerNode;
import org.onosproject.store.serializers.KryoNamespaces;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.Serializer;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;

/**
 * A node of a real three-node cluster stops: its work-partition keys move to the two survivors, each
 * key to exactly one of them, and the survivors keep reading and writing the shared maps. The node
 * stops cleanly, as ONOS does on shutdown (it withdraws from its elections); a crash is slower to
 * detect and is not shown here.
 */
public class RealClusterFailoverTest {

    private static final long KEYS = 1000;
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
            System.out.printf("closed the cluster in %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - began));
        }
        threads.assertAllEnded();
    }

    private ConsistentMap<String, String> map(RealClusterNode node) {
        return node.storageService().<String, String>consistentMapBuilder()
                .withName("janus-test-failover").withSerializer(SERIALIZER).build();
    }

    @Test
    public void theKeysOfAStoppedNodeMoveToTheSurvivorsEachToOne() {
        Eventually.within(120, "every node owns some keys, each key exactly one owner", () -> {
            KeyOwnership now = KeyOwnership.of(cluster.nodes(), KEYS);
            return now.eachKeyHasOneOwner() && now.everyNodeOwnsSome();
        }, () -> KeyOwnership.of(cluster.nodes(), KEYS).toString());
        KeyOwnership before = KeyOwnership.of(cluster.nodes(), KEYS);
        map(cluster.node(0)).put("before", "written before node-3 stopped");

        RealClusterNode leaving = cluster.node(2);
        long stopBegan = System.nanoTime();
        cluster.stop(leaving);
        long stopMillis = millisSince(stopBegan);
        List<RealClusterNode> survivors = cluster.runningNodes();
        assertEquals(2, survivors.size());
        assertFalse(survivors.contains(leaving));

        Eventually.within(60, "each key owned by exactly one survivor",
                          () -> KeyOwnership.of(survivors, KEYS).eachKeyHasOneOwner(),
                          () -> KeyOwnership.of(survivors, KEYS).toString());
        long ownedMillis = millisSince(stopBegan);
        KeyOwnership after = KeyOwnership.of(survivors, KEYS);
        long putBegan = System.nanoTime();
        map(survivors.get(1)).put("after", "written after node-3 stopped");
        long putMillis = millisSince(putBegan);
        Eventually.within(60, "the survivors no longer count node-3 as active", () -> survivors.stream()
                .allMatch(s -> !isActive(s, leaving)),
                () -> "node-1 sees " + survivors.get(0).clusterService().getNodes());
        long inactiveMillis = millisSince(stopBegan);
        System.out.printf("before: %s%nafter node-3 began to stop: stopped in %d ms; every key owned by one survivor "
                                  + "at %d ms: %s; node-3 not active for the survivors at %d ms; first put on a "
                                  + "survivor took %d ms%n",
                          before, stopMillis, ownedMillis, after, inactiveMillis, putMillis);

        assertEquals(KEYS, after.keysByOwner().values().stream().mapToLong(Long::longValue).sum());
        assertEquals("written before node-3 stopped", map(survivors.get(1)).get("before").value());
        assertEquals("written after node-3 stopped", map(survivors.get(0)).get("after").value());
    }

    private static boolean isActive(RealClusterNode observer, RealClusterNode node) {
        ControllerNode.State state = observer.clusterService().getState(node.id());
        return state != null && state.isActive()
                && observer.clusterService().getNodes().stream().anyMatch(n -> n.id().equals(node.id()));
    }

    private static long millisSince(long nanoTime) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - nanoTime);
    }
}

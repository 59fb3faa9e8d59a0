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
package org.onosproject.janus.impl.cluster;

import org.junit.Test;
import org.onlab.packet.IpAddress;
import org.onosproject.cluster.ClusterServiceAdapter;
import org.onosproject.cluster.ControllerNode;
import org.onosproject.cluster.DefaultControllerNode;
import org.onosproject.cluster.NodeId;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.TestStorageService;

import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertTrue;

/**
 * Whether a node stopping Janus hands its flows over or is the last one comes from the members'
 * heartbeats, not from ONOS's cluster view, which here, as after a crash on a real cluster, still
 * calls every node active. Each node has its own clock: a crashed node's clock stops.
 */
public class JanusMembersTest {

    private final ConsistentMap<NodeId, Long> shared = new TestStorageService()
            .<NodeId, Long>consistentMapBuilder().withName("members").build();
    private final ManualScheduler clockA = new ManualScheduler(1_000);
    private final ManualScheduler clockB = new ManualScheduler(1_000);
    private final JanusMembers a = new JanusMembers(shared, laggingViewOf("a"), clockA,
                                                      Ownerships.backoffOn(clockA));
    private final JanusMembers b = new JanusMembers(shared, laggingViewOf("b"), clockB,
                                                      Ownerships.backoffOn(clockB));

    /** ONOS's cluster view on one node, calling every node active, whatever happened to it. */
    private static ClusterServiceAdapter laggingViewOf(String self) {
        return new ClusterServiceAdapter() {
            @Override
            public ControllerNode getLocalNode() {
                return new DefaultControllerNode(NodeId.nodeId(self), IpAddress.valueOf("127.0.0.1"));
            }

            @Override
            public ControllerNode.State getState(NodeId node) {
                return ControllerNode.State.ACTIVE;
            }
        };
    }

    // Both nodes run, heartbeats interleaved, for the given time.
    private void bothRunFor(long millis) {
        for (long t = 0; t < millis; t += 100) {
            clockA.advance(100);
            clockB.advance(100);
        }
    }

    @Test
    public void aNodeLeavingWhileAnotherBeatsHandsItsFlowsOver() {
        a.join();
        b.join();
        bothRunFor(10_000);
        assertTrue(a.leave());
    }

    @Test
    public void aMemberThatStoppedBeatingIsNotCountedThoughOnosStillCallsItActive() {
        a.join();
        b.join();
        bothRunFor(10_000);
        // b crashes: its clock, and so its heartbeat, stops; its entry stays in the map.
        clockA.advance(JanusMembers.SILENT_MILLIS + JanusMembers.HEARTBEAT_MILLIS);
        assertFalse("a is the last live member: it withdraws everything instead of leaking it", a.leave());
    }

    @Test
    public void aMemberCrashedLessThanTheSilenceBoundIsStillCounted() {
        a.join();
        b.join();
        bothRunFor(10_000);
        clockA.advance(JanusMembers.HEARTBEAT_MILLIS);
        assertTrue("the window that remains of the lag", a.leave());
    }

    @Test
    public void aMemberThatLeftIsNotCounted() {
        a.join();
        b.join();
        bothRunFor(2_000);
        assertTrue(b.leave());
        assertFalse(a.leave());
    }

    @Test
    public void aNodeAloneIsTheLast() {
        a.join();
        bothRunFor(2_000);
        assertFalse(a.leave());
    }
}

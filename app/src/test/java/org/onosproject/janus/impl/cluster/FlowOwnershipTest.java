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
import org.onosproject.TestApplicationId;
import org.onosproject.cluster.NodeId;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.time.ManualScheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionEvent;
import org.onosproject.net.intent.WorkPartitionEventListener;
import org.onosproject.net.intent.WorkPartitionServiceAdapter;
import org.onosproject.store.service.StorageException;

import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.function.Function;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNotEquals;
import static org.junit.Assert.assertTrue;

/**
 * Which flows a node acts on comes from ONOS's work partitions, kept on the node: callers never wait on
 * the store, the answers follow ONOS's work-partition events and periodic reads, and they are a lease,
 * so a node whose store stops answering (cut off from its cluster) soon owns nothing.
 */
public class FlowOwnershipTest {

    private static final ApplicationId APP = new TestApplicationId("janus");
    private static final Key KEY = Key.of("10.0.0.1->10.0.0.2", APP);
    private static final int KEY_PARTITION = FlowOwnership.partitionOf(KEY.hash());

    private final ManualScheduler clock = new ManualScheduler();
    private final Partitions partitions = new Partitions();

    /** A node's view of ONOS's work partitions: the ones it leads, and whether the store answers at all. */
    private static final class Partitions extends WorkPartitionServiceAdapter {
        final Set<Integer> led = new CopyOnWriteArraySet<>();
        final Set<WorkPartitionEventListener> listeners = new CopyOnWriteArraySet<>();
        volatile boolean cutOff;
        int questions;

        @Override
        public <K> boolean isMine(K id, Function<K, Long> hasher) {
            questions++;
            if (cutOff) {
                throw new StorageException.Timeout();
            }
            return led.contains(FlowOwnership.partitionOf(hasher.apply(id)));
        }

        @Override
        public <K> NodeId getLeader(K id, Function<K, Long> hasher) {
            throw new AssertionError("ownership is asked with isMine");
        }

        @Override
        public void addListener(WorkPartitionEventListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeListener(WorkPartitionEventListener listener) {
            listeners.remove(listener);
        }

        void moved(int partition) {
            listeners.forEach(l -> l.event(new WorkPartitionEvent(WorkPartitionEvent.Type.LEADER_CHANGED,
                                                                  "work-partition-" + partition)));
        }
    }

    private FlowOwnership started() {
        return Ownerships.started(partitions, clock);
    }

    @Test
    public void aFlowInAPartitionThisNodeLeadsIsMine() {
        partitions.led.add(KEY_PARTITION);
        assertTrue(started().isMine(KEY));
    }

    @Test
    public void aFlowInAPartitionAnotherNodeLeadsIsNotMine() {
        partitions.led.add((KEY_PARTITION + 1) % FlowOwnership.WORK_PARTITIONS);
        assertFalse(started().isMine(KEY));
    }

    @Test
    public void askingNeverReachesTheStore() {
        partitions.led.add(KEY_PARTITION);
        FlowOwnership ownership = started();
        int afterStart = partitions.questions;
        for (int i = 0; i < 1000; i++) {
            ownership.isMine(KEY);
        }
        assertEquals("one read of each partition at start, none per question",
                     FlowOwnership.WORK_PARTITIONS, afterStart);
        assertEquals(afterStart, partitions.questions);
    }

    @Test
    public void aPartitionLostIsNoLongerMineAsSoonAsItsEventArrives() {
        partitions.led.add(KEY_PARTITION);
        FlowOwnership ownership = started();
        assertTrue(ownership.isMine(KEY));
        partitions.led.remove(KEY_PARTITION);
        partitions.moved(KEY_PARTITION);
        assertFalse("no clock advance needed", ownership.isMine(KEY));
    }

    @Test
    public void aPartitionGainedIsMineOneLeaseAfterTheReadThatShowedIt() {
        FlowOwnership ownership = started();
        assertFalse(ownership.isMine(KEY));
        partitions.led.add(KEY_PARTITION);
        partitions.moved(KEY_PARTITION);
        clock.advance(FlowOwnership.LEASE_MILLIS - 1);
        assertFalse("the node that had it may not have heard yet, or still holds its lease", ownership.isMine(KEY));
        clock.advance(1);
        assertTrue(ownership.isMine(KEY));
    }

    @Test
    public void thePartitionsLedAtTheFirstReadAreMineAtOnce() {
        partitions.led.add(KEY_PARTITION);
        assertTrue(started().isMine(KEY));
    }

    @Test
    public void aMissedEventIsCaughtUpWithByThePeriodicRead() {
        FlowOwnership ownership = started();
        partitions.led.add(KEY_PARTITION);
        clock.advance(FlowOwnership.REFRESH_MILLIS);
        assertFalse("read, in its grace", ownership.isMine(KEY));
        clock.advance(FlowOwnership.LEASE_MILLIS);
        assertTrue(ownership.isMine(KEY));
        partitions.led.remove(KEY_PARTITION);
        clock.advance(FlowOwnership.REFRESH_MILLIS);
        assertFalse(ownership.isMine(KEY));
    }

    @Test
    public void aStoreThatStopsAnsweringEndsOwnershipWhenTheLeaseRunsOut() {
        partitions.led.add(KEY_PARTITION);
        FlowOwnership ownership = started();
        partitions.cutOff = true;
        clock.advance(FlowOwnership.LEASE_MILLIS - 1);
        assertTrue("the last answer holds for its lease", ownership.isMine(KEY));
        clock.advance(1);
        assertFalse("then this node owns nothing", ownership.isMine(KEY));
        partitions.cutOff = false;
        clock.advance(StoreBackoff.RETRY_AFTER_FAILURE_MILLIS);
        assertFalse("back, but others may have had it meanwhile: it waits one lease", ownership.isMine(KEY));
        clock.advance(FlowOwnership.LEASE_MILLIS);
        assertTrue("until the store answers again", ownership.isMine(KEY));
    }

    @Test
    public void aReadThatFailedIsTriedAgainOnlyAfterAPause() {
        FlowOwnership ownership = started();
        partitions.cutOff = true;
        int before = partitions.questions;
        clock.advance(StoreBackoff.RETRY_AFTER_FAILURE_MILLIS);
        assertEquals("one failed read, then none until the pause is over", before + 1, partitions.questions);
        clock.advance(FlowOwnership.REFRESH_MILLIS);
        assertEquals("then it reads again", before + 2, partitions.questions);
        ownership.stop();
    }

    @Test
    public void aStoppedOwnershipOwnsNothingAndNoLongerReads() {
        partitions.led.add(KEY_PARTITION);
        FlowOwnership ownership = started();
        ownership.stop();
        int questions = partitions.questions;
        partitions.moved(KEY_PARTITION);
        clock.advance(10 * FlowOwnership.REFRESH_MILLIS);
        assertFalse(ownership.isMine(KEY));
        assertEquals(questions, partitions.questions);
        assertTrue(partitions.listeners.isEmpty());
    }

    @Test
    public void aKeysPartitionIsOnesAsOnosHashesIt() {
        // ONOS's WorkPartitionManager: Math.abs(hash.intValue()) % 14.
        assertEquals(3, FlowOwnership.partitionOf(3));
        assertEquals(3, FlowOwnership.partitionOf(-17));
        assertEquals(Math.abs((int) 0x1_0000_0005L) % 14, FlowOwnership.partitionOf(0x1_0000_0005L));
        assertNotEquals("the int value is hashed, not the long", 0x1_0000_0005L % 14,
                        (long) FlowOwnership.partitionOf(0x1_0000_0005L));
    }
}

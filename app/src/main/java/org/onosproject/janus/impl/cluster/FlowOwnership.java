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

import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.net.intent.Key;
import org.onosproject.net.intent.WorkPartitionEvent;
import org.onosproject.net.intent.WorkPartitionEventListener;
import org.onosproject.net.intent.WorkPartitionService;
import org.onosproject.store.service.StorageException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Which Janus flows this ONOS node acts on (times out, purges, forgets): those whose intent key falls in
 * one of its work partitions, hashed as ONOS's intent manager hashes intent keys, so that the node that
 * compiles an intent is also the one that reaps it. Every flow has at most one owner at a time; when a
 * node leaves, its partitions, and so its flows, pass to the others.
 * <p>
 * Asking ONOS is a store read per question (on a node cut off from its cluster it waits 15 s, then
 * fails), so the answers are kept here, one per work partition, and callers never wait on the store:
 * they are read again from ONOS on every work-partition event and every {@link #REFRESH_MILLIS}.
 * <p>
 * No flow has two owners, although nodes hear of a move at different times: an answer is a lease, it
 * holds for {@link #LEASE_MILLIS} after the read that gave it began, so a node whose reads stop
 * succeeding (cut off) owns nothing once its lease runs out; and a partition this node gains after its
 * first read becomes its own only {@link #LEASE_MILLIS} after the read that showed it, by when the
 * node that had it has heard it lost it or its lease has run out. A flow therefore waits one lease
 * for its new owner after a move (a cut-off node's partitions move 16-20 s after the cut, measured in
 * testing/real-cluster). The partitions a node leads at its first read are its own at once (one node
 * alone, or Janus starting on a node that already leads them). Nodes only compare durations of their
 * own clocks, never timestamps.
 */
public final class FlowOwnership {

    /** ONOS's work partitions (WorkPartitionManager): an intent key's partition is |(int) hash| mod this. */
    public static final int WORK_PARTITIONS = 14;
    /** How often the answers are read again without an event. */
    static final long REFRESH_MILLIS = 1_000;
    /** How long an answer holds after the read that gave it began. */
    static final long LEASE_MILLIS = 5_000;

    private final Logger log = LoggerFactory.getLogger(getClass());
    private final WorkPartitionService partitions;
    private final Scheduler scheduler;
    private final Executor refresher;
    private final WorkPartitionEventListener listener = this::partitionMoved;
    private final AtomicBoolean refreshQueued = new AtomicBoolean();
    private final StoreBackoff backoff;
    private volatile Answers answers = Answers.NONE;
    private Scheduler.Task periodic;
    private boolean running;

    /**
     * @param partitions ONOS's work partitions
     * @param scheduler  the clock of the leases and the timer of the periodic reads
     * @param refresher  where a read caused by a work-partition event runs (never ONOS's event thread in
     *                   production: it waits on the store)
     * @param backoff    this node's luck with the store: after a failed call (a cut-off node's waits for the
     *                   store's timeout) no read is tried until its retry interval has passed
     */
    public FlowOwnership(WorkPartitionService partitions, Scheduler scheduler, Executor refresher,
                         StoreBackoff backoff) {
        this.partitions = checkNotNull(partitions, "partitions");
        this.backoff = checkNotNull(backoff, "backoff");
        this.scheduler = checkNotNull(scheduler, "scheduler");
        this.refresher = checkNotNull(refresher, "refresher");
    }

    /** Reads the answers once, then follows ONOS's work-partition events and reads them periodically. */
    public synchronized void start() {
        running = true;
        partitions.addListener(listener);
        refresh();
        periodic = scheduler.scheduleAtFixedRate(this::refresh, REFRESH_MILLIS, REFRESH_MILLIS);
    }

    /** Stops following ONOS; from now on this node owns nothing. */
    public synchronized void stop() {
        running = false;
        partitions.removeListener(listener);
        if (periodic != null) {
            periodic.cancel();
            periodic = null;
        }
        answers = Answers.NONE;
    }

    /**
     * True if this node acts on the flow with intent key {@code key}: a local read, never the store.
     * False when the last successful read is older than the lease (a node cut off from its cluster).
     */
    public boolean isMine(Key key) {
        return answers.mine(partitionOf(key.hash()), scheduler.nowMillis());
    }

    /** The work partition of an intent key's hash, as ONOS's WorkPartitionManager computes it. */
    public static int partitionOf(long hash) {
        return Math.abs((int) hash) % WORK_PARTITIONS;
    }

    private void partitionMoved(WorkPartitionEvent event) {
        if (refreshQueued.compareAndSet(false, true)) {
            refresher.execute(() -> {
                refreshQueued.set(false);
                refresh();
            });
        }
    }

    /**
     * Reads, for each work partition, whether this node leads it. On a store failure the previous answers
     * stand until their lease runs out.
     */
    public synchronized void refresh() {
        if (!running || !backoff.mayCall()) {
            return;
        }
        long began = scheduler.nowMillis();
        boolean[] mine = new boolean[WORK_PARTITIONS];
        boolean first = answers == Answers.NONE;
        try {
            for (int partition = 0; partition < WORK_PARTITIONS; partition++) {
                // The partition's own number hashes to itself.
                mine[partition] = partitions.isMine((long) partition, Long::longValue);
            }
        } catch (StorageException e) {
            log.warn("Janus cannot read its work partitions; its answers expire {} ms after the last read, "
                             + "and it reads again in {} ms: {}",
                     LEASE_MILLIS, StoreBackoff.RETRY_AFTER_FAILURE_MILLIS, e.toString());
            backoff.failed();
            return;
        }
        long read = scheduler.nowMillis();
        Answers previous = answers;
        boolean previousHeld = previous.validUntilMillis > began;
        long[] mineFrom = new long[WORK_PARTITIONS];
        for (int partition = 0; partition < WORK_PARTITIONS; partition++) {
            if (!mine[partition]) {
                mineFrom[partition] = Long.MAX_VALUE;
            } else if (first) {
                mineFrom[partition] = began;
            } else if (previousHeld && previous.mineFrom[partition] != Long.MAX_VALUE) {
                mineFrom[partition] = previous.mineFrom[partition];
            } else {
                mineFrom[partition] = read + LEASE_MILLIS;
            }
        }
        answers = new Answers(mineFrom, began + LEASE_MILLIS);
    }

    /** The answers of one read: from when each partition is this node's, and until when they hold. */
    private static final class Answers {
        static final Answers NONE = new Answers(new long[0], Long.MIN_VALUE);

        private final long[] mineFrom;
        private final long validUntilMillis;

        Answers(long[] mineFrom, long validUntilMillis) {
            this.mineFrom = mineFrom;
            this.validUntilMillis = validUntilMillis;
        }

        boolean mine(int partition, long nowMillis) {
            return nowMillis < validUntilMillis && partition >= 0 && partition < mineFrom.length
                    && nowMillis >= mineFrom[partition];
        }
    }
}

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

import org.onosproject.cluster.ClusterService;
import org.onosproject.cluster.NodeId;
import org.onosproject.janus.impl.time.Scheduler;
import org.onosproject.store.service.ConsistentMap;
import org.onosproject.store.service.StorageException;
import org.onosproject.store.service.Versioned;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * The ONOS nodes on which Janus is active, in a shared map, so that a node stopping Janus can tell
 * whether it is the last one (and so must withdraw Janus's intents and clear its shared state) or
 * hands its flows over to the others.
 * <p>
 * Whether another member is alive is not ONOS's cluster view, which names a crashed node active for
 * about 11 s (measured in testing/real-cluster): a member that stopped without leaving would be handed
 * flows nobody then reaps. Each member writes a heartbeat into the map every {@link #HEARTBEAT_MILLIS}
 * and reads the others'; a member counts as alive while this node has seen its entry change within
 * {@link #SILENT_MILLIS}, measured on this node's own clock (no clocks are compared between nodes).
 * A member that crashed less than {@link #SILENT_MILLIS} before the last other member leaves is still
 * taken for alive: that window is what remains of the lag.
 */
public final class JanusMembers {

    /** How often a member writes its heartbeat and reads the others'. */
    static final long HEARTBEAT_MILLIS = 1_000;
    /** A member whose entry this node has not seen change for this long is taken for dead. */
    static final long SILENT_MILLIS = 3 * HEARTBEAT_MILLIS;

    private final Logger log = LoggerFactory.getLogger(getClass());
    private final ConsistentMap<NodeId, Long> members;
    private final ClusterService clusterService;
    private final Scheduler scheduler;
    // Each other member: the version of its entry this node last saw, and when (this node's clock) it changed.
    private final Map<NodeId, long[]> seen = new ConcurrentHashMap<>();
    private Scheduler.Task heartbeat;
    private final StoreBackoff backoff;

    /**
     * @param members        the shared map of members' heartbeats
     * @param clusterService this node's identity
     * @param scheduler      the clock of the heartbeats and their timer
     * @param backoff        this node's luck with the store: after a failed call, no heartbeat is written
     *                       until its retry interval has passed
     */
    public JanusMembers(ConsistentMap<NodeId, Long> members, ClusterService clusterService, Scheduler scheduler,
                 StoreBackoff backoff) {
        this.members = checkNotNull(members, "members");
        this.backoff = checkNotNull(backoff, "backoff");
        this.clusterService = checkNotNull(clusterService, "clusterService");
        this.scheduler = checkNotNull(scheduler, "scheduler");
    }

    private NodeId self() {
        return clusterService.getLocalNode().id();
    }

    /** This node runs Janus from now on, and beats until it leaves. */
    public synchronized void join() {
        members.put(self(), scheduler.nowMillis());
        observe();
        heartbeat = scheduler.scheduleAtFixedRate(this::beat, HEARTBEAT_MILLIS, HEARTBEAT_MILLIS);
    }

    private void beat() {
        if (!backoff.mayCall()) {
            return;
        }
        try {
            members.put(self(), scheduler.nowMillis());
            observe();
        } catch (StorageException e) {
            // A cut-off node's write waits for the store's timeout; one every second would only queue more.
            backoff.failed();
            log.warn("Janus could not write its heartbeat; it tries again in {} ms: {}",
                     StoreBackoff.RETRY_AFTER_FAILURE_MILLIS, e.toString());
        }
    }

    // Notes, on this node's clock, which other members' entries changed since the last look.
    private void observe() {
        long now = scheduler.nowMillis();
        Map<NodeId, Versioned<Long>> entries = new HashMap<>();
        members.entrySet().forEach(e -> entries.put(e.getKey(), e.getValue()));
        entries.remove(self());
        seen.keySet().retainAll(entries.keySet());
        entries.forEach((node, entry) -> seen.compute(node, (n, last) -> last == null || last[0] != entry.version()
                ? new long[]{entry.version(), now} : last));
    }

    /**
     * This node stops running Janus.
     *
     * @return true if Janus still runs on another member whose heartbeat this node saw lately
     */
    public synchronized boolean leave() {
        if (heartbeat != null) {
            heartbeat.cancel();
            heartbeat = null;
        }
        members.remove(self());
        // Removal first, then the read: of two nodes leaving at once, at least the later one sees none left.
        observe();
        long now = scheduler.nowMillis();
        // Only other members are seen.
        return seen.values().stream().anyMatch(last -> now - last[1] < SILENT_MILLIS);
    }

    /** Forgets every member (when the last one leaves). */
    public void clear() {
        members.clear();
        seen.clear();
    }
}

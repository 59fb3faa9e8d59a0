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
package org.onosproject.janus.labcluster;

import com.google.common.collect.ImmutableList;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Every call of every node's Janus that changes the network (intent submit, withdraw, purge; flow-rule
 * writes), and every packet-in each node was handed with the wall time to its intent's submission, stamped
 * with the run's virtual time. Thread-safe: ONOS's threads and the engine's both record.
 */
final class ActLedger {

    /** What a call did. */
    enum Kind {
        /** Submit of a key with no intent yet: a new flow provisioned. */
        PROVISION,
        /** Submit of a key that has an intent: a reroute, a move or a re-install. */
        RESUBMIT,
        WITHDRAW,
        PURGE,
        /** A flow-rule write of Janus's own (it removes rules directly only when the last node leaves). */
        RULES
    }

    /** One call. {@code key} is null for flow-rule writes. */
    static final class Act {
        final String node;
        final Kind kind;
        final Key key;
        final long virtualMillis;
        final boolean byDeadNode;

        Act(String node, Kind kind, Key key, long virtualMillis, boolean byDeadNode) {
            this.node = node;
            this.kind = kind;
            this.key = key;
            this.virtualMillis = virtualMillis;
            this.byDeadNode = byDeadNode;
        }
    }

    /** One packet-in handed to a node; {@code submitNanos} is -1 when it led to no submission. */
    static final class PacketIn {
        final String node;
        final long virtualMillis;
        final long submitNanos;

        PacketIn(String node, long virtualMillis, long submitNanos) {
            this.node = node;
            this.virtualMillis = virtualMillis;
            this.submitNanos = submitNanos;
        }
    }

    /** The packet-in being handled on this thread: when it began (wall), and its first submission. */
    private static final class Current {
        final String node;
        final long virtualMillis;
        final long beganNanos;
        long submitNanos = -1;

        Current(String node, long virtualMillis, long beganNanos) {
            this.node = node;
            this.virtualMillis = virtualMillis;
            this.beganNanos = beganNanos;
        }
    }

    private final LongSupplier virtualMillis;
    private final LongSupplier wallNanos;
    private final ThreadLocal<Current> current = new ThreadLocal<>();
    private final List<Act> acts = new ArrayList<>();
    private final List<PacketIn> packetIns = new ArrayList<>();

    /**
     * @param virtualMillis the run's virtual clock
     * @param wallNanos     the wall clock packet-in latencies are measured on ({@link System#nanoTime})
     */
    ActLedger(LongSupplier virtualMillis, LongSupplier wallNanos) {
        this.virtualMillis = checkNotNull(virtualMillis, "virtualMillis");
        this.wallNanos = checkNotNull(wallNanos, "wallNanos");
    }

    long nowMillis() {
        return virtualMillis.getAsLong();
    }

    /** {@code node} is handed a packet-in on this thread; its processors run until {@link #packetInDone()}. */
    void packetInBegins(String node) {
        current.set(new Current(node, virtualMillis.getAsLong(), wallNanos.getAsLong()));
    }

    void packetInDone() {
        Current c = current.get();
        current.remove();
        if (c != null) {
            synchronized (this) {
                packetIns.add(new PacketIn(c.node, c.virtualMillis, c.submitNanos));
            }
        }
    }

    /** {@code node} called {@code kind} on {@code key}; a submission under a packet-in ends its wait. */
    void act(String node, Kind kind, Key key, boolean byDeadNode) {
        if (kind == Kind.PROVISION || kind == Kind.RESUBMIT) {
            Current c = current.get();
            if (c != null && c.submitNanos < 0) {
                c.submitNanos = wallNanos.getAsLong() - c.beganNanos;
            }
        }
        Act act = new Act(node, kind, key, virtualMillis.getAsLong(), byDeadNode);
        synchronized (this) {
            acts.add(act);
        }
    }

    synchronized ImmutableList<Act> acts() {
        return ImmutableList.copyOf(acts);
    }

    synchronized ImmutableList<PacketIn> packetIns() {
        return ImmutableList.copyOf(packetIns);
    }
}

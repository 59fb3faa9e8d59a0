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
package org.onosproject.janus.lab.net;

import com.google.common.base.MoreObjects;
import org.onosproject.janus.lab.topo.LinkSchedule;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.janus.lab.topo.TopologySpec;

import static com.google.common.base.Preconditions.checkNotNull;

/**
 * Everything that shapes an emulated network apart from the controller: topology, scheduled link
 * changes, seed and the timing of the emulated switches. Immutable; build with {@link #builder()}.
 */
public final class NetworkSettings {

    private final TopologySpec topology;
    private final LinkSchedule linkSchedule;
    private final long seed;
    private final Timing timing;
    private final int packetBytes;
    private final long stallTimeoutMillis;
    private final int maxPacketIns;
    private final long retransmitMillis;
    private final boolean sprayed;

    private NetworkSettings(Builder b) {
        this.topology = b.topology;
        this.linkSchedule = b.linkSchedule == null ? LinkSchedule.none(b.topology) : b.linkSchedule;
        this.seed = b.seed;
        this.timing = b.timing;
        this.packetBytes = b.packetBytes;
        this.stallTimeoutMillis = b.stallTimeoutMillis;
        this.maxPacketIns = b.maxPacketIns;
        this.retransmitMillis = b.retransmitMillis;
        this.sprayed = b.sprayed;
    }

    public static Builder builder() {
        return new Builder();
    }

    public TopologySpec topology() {
        return topology;
    }

    public LinkSchedule linkSchedule() {
        return linkSchedule;
    }

    public long seed() {
        return seed;
    }

    /** The timing of the switches and the controller (see {@link Timing}). */
    public Timing timing() {
        return timing;
    }

    /** Packet size used to turn byte counters into packet counters. */
    public int packetBytes() {
        return packetBytes;
    }

    /** How long a flow may sit behind a dead link before it is reported as black-holed. */
    public long stallTimeoutMillis() {
        return stallTimeoutMillis;
    }

    /** Packet-ins (first plus TCP retransmissions) a flow sends before it is reported as unrouted. */
    public int maxPacketIns() {
        return maxPacketIns;
    }

    /** First retransmission timeout after a packet-in that installed nothing; doubles each time. */
    public long retransmitMillis() {
        return retransmitMillis;
    }

    /**
     * Whether every flow is carried from its start spread evenly over all equal-cost shortest paths
     * ({@link EqualCostSpread}) instead of along the installed rules: the per-packet multipath
     * reference, with no controller involved. A host pair's first flow waits one control delay first.
     */
    public boolean sprayed() {
        return sprayed;
    }

    @Override
    public String toString() {
        return MoreObjects.toStringHelper(this).add("topology", topology.name()).add("seed", seed)
                .add("timing", timing).toString();
    }

    /** Builds settings; defaults: thesis fat-tree, seed 1, {@link Timing#DEFAULT}. */
    public static final class Builder {
        private TopologySpec topology = Topologies.thesisFatTree();
        private LinkSchedule linkSchedule;
        private long seed = 1;
        private Timing timing = Timing.DEFAULT;
        private int packetBytes = 1500;
        private long stallTimeoutMillis = 30_000;
        private int maxPacketIns = 4;
        private long retransmitMillis = 1000;
        private boolean sprayed;

        private Builder() {
        }

        /** See {@link NetworkSettings#sprayed()}; default false. */
        public Builder sprayed(boolean value) {
            this.sprayed = value;
            return this;
        }

        public Builder topology(TopologySpec topology) {
            this.topology = checkNotNull(topology, "topology");
            return this;
        }

        /** Link failures and recoveries; must be built against the same topology. */
        public Builder linkSchedule(LinkSchedule schedule) {
            this.linkSchedule = checkNotNull(schedule, "linkSchedule");
            return this;
        }

        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        public Builder timing(Timing value) {
            this.timing = checkNotNull(value, "timing");
            return this;
        }

        public Builder packetBytes(int bytes) {
            this.packetBytes = (int) positive("packetBytes", bytes);
            return this;
        }

        public Builder stallTimeoutMillis(long millis) {
            this.stallTimeoutMillis = nonNegative("stallTimeoutMillis", millis);
            return this;
        }

        public Builder maxPacketIns(int count) {
            this.maxPacketIns = (int) positive("maxPacketIns", count);
            return this;
        }

        public Builder retransmitMillis(long millis) {
            this.retransmitMillis = positive("retransmitMillis", millis);
            return this;
        }

        public NetworkSettings build() {
            return new NetworkSettings(this);
        }

        private static long nonNegative(String field, long value) {
            if (value < 0) {
                throw new IllegalArgumentException(field + ": must be >= 0, got " + value);
            }
            return value;
        }

        private static long positive(String field, long value) {
            if (value <= 0) {
                throw new IllegalArgumentException(field + ": must be > 0, got " + value);
            }
            return value;
        }
    }
}

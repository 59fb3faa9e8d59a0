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

import org.onosproject.janus.lab.experiment.ConfigException;

import java.util.Locale;

/**
 * What happens to the cluster during the measured application: how many nodes, which one dies, and
 * when it dies and comes back, as fractions of the application's calibrated runtime. Immutable; built
 * only through {@link Builder#build()}, which names the first bad field.
 */
public final class ClusterPlan {

    /** The example: node 3 of 3 dies at a third of the run and rejoins at two thirds. */
    public static final double DEFAULT_KILL_AT = 1.0 / 3;
    public static final double DEFAULT_REJOIN_AT = 2.0 / 3;
    /** Raft needs a majority to survive one death; more than five nodes do not fit this machine. */
    static final int MIN_NODES = 3;
    static final int MAX_NODES = 5;

    private final int nodes;
    private final int deadNode;
    private final double killAt;
    private final double rejoinAt;

    private ClusterPlan(Builder b) {
        this.nodes = b.nodes;
        this.deadNode = b.deadNode;
        this.killAt = b.killAt;
        this.rejoinAt = b.rejoinAt;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().nodes(nodes).deadNode(deadNode).killAt(killAt).rejoinAt(rejoinAt);
    }

    /** Cluster size. */
    public int nodes() {
        return nodes;
    }

    /** The node that dies and rejoins, 1-based (node-1 .. node-N). */
    public int deadNode() {
        return deadNode;
    }

    /** Its index in the cluster's node list. */
    public int deadIndex() {
        return deadNode - 1;
    }

    /** When it dies, as a fraction of the application's calibrated runtime after the application starts. */
    public double killAt() {
        return killAt;
    }

    /** When its rejoin begins, as the same fraction. */
    public double rejoinAt() {
        return rejoinAt;
    }

    public String describe() {
        return String.format(Locale.ROOT, "%d nodes; node-%d killed at %.2f and rejoining (empty disk) at %.2f of the"
                + " application's calibrated runtime", nodes, deadNode, killAt, rejoinAt);
    }

    /** The plan's fields; {@link #build()} checks them. */
    public static final class Builder {
        private int nodes = 3;
        private int deadNode = 3;
        private double killAt = DEFAULT_KILL_AT;
        private double rejoinAt = DEFAULT_REJOIN_AT;

        private Builder() {
        }

        public Builder nodes(int value) {
            this.nodes = value;
            return this;
        }

        public Builder deadNode(int value) {
            this.deadNode = value;
            return this;
        }

        public Builder killAt(double value) {
            this.killAt = value;
            return this;
        }

        public Builder rejoinAt(double value) {
            this.rejoinAt = value;
            return this;
        }

        /** Validates and builds; the exception names the first bad field. */
        public ClusterPlan build() throws ConfigException {
            if (nodes < MIN_NODES || nodes > MAX_NODES) {
                throw new ConfigException("nodes", "must be " + MIN_NODES + ".." + MAX_NODES
                        + " (a Raft majority must survive the death of one node), not " + nodes);
            }
            if (deadNode < 1 || deadNode > nodes) {
                throw new ConfigException("deadNode", "must name a node 1.." + nodes + ", not " + deadNode);
            }
            if (!(killAt > 0 && killAt < 1)) {
                throw new ConfigException("killAt", "must be a fraction of the run strictly between 0 and 1, not "
                        + killAt);
            }
            if (!(rejoinAt > killAt && rejoinAt < 1)) {
                throw new ConfigException("rejoinAt", "must be after killAt (" + killAt + ") and before 1, not "
                        + rejoinAt);
            }
            return new ClusterPlan(this);
        }
    }
}

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

import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;

/**
 * What happens to the cluster during the measured application: how many nodes, how long they may take
 * to form, which one dies (the owner of the most Janus flows at the kill unless the plan names one, see
 * {@link KillChoice}), and when it dies and comes back, as fractions of the application's calibrated
 * runtime. Immutable; built only through {@link Builder#build()}, which names the first bad field.
 */
public final class ClusterPlan {

    /** The example: a node of 3 dies at a third of the run and rejoins at two thirds. */
    public static final double DEFAULT_KILL_AT = 1.0 / 3;
    public static final double DEFAULT_REJOIN_AT = 2.0 / 3;
    /** Raft needs a majority to survive one death; more than five nodes do not fit this machine. */
    static final int MIN_NODES = 3;
    static final int MAX_NODES = 5;
    /**
     * The bound on forming the cluster (the Atomix server JVMs' Raft groups, then the ONOS nodes) and on a
     * rejoining host's start. Formation took 20-74 s at load 6-13 on this 2-core machine and did not
     * finish in 120 s at load 30-45 (docs/cluster-and-leaks.md).
     */
    static final int DEFAULT_FORMATION_SECONDS = 240;
    static final int MIN_FORMATION_SECONDS = 30;
    static final int MAX_FORMATION_SECONDS = 3600;

    private final int nodes;
    private final OptionalInt namedDeadNode;
    private final double killAt;
    private final double rejoinAt;
    private final int formationSeconds;

    private ClusterPlan(Builder b) {
        this.nodes = b.nodes;
        this.namedDeadNode = b.namedDeadNode;
        this.killAt = b.killAt;
        this.rejoinAt = b.rejoinAt;
        this.formationSeconds = b.formationSeconds;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder().nodes(nodes).killAt(killAt).rejoinAt(rejoinAt).formationSeconds(formationSeconds);
        namedDeadNode.ifPresent(b::deadNode);
        return b;
    }

    /** Cluster size. */
    public int nodes() {
        return nodes;
    }

    /**
     * The node the plan names to die and rejoin, 1-based (node-1 .. node-N); empty (the default): the
     * owner of the most Janus flows at the kill.
     */
    public OptionalInt namedDeadNode() {
        return namedDeadNode;
    }

    /** The node to kill, given the flows each node owns at the kill (node-1 first). */
    KillChoice chooseDeadNode(List<Integer> ownedFlows) {
        return namedDeadNode.isPresent() ? KillChoice.named(namedDeadNode.getAsInt() - 1, ownedFlows)
                : KillChoice.ownerOfMostFlows(ownedFlows);
    }

    /** When it dies, as a fraction of the application's calibrated runtime after the application starts. */
    public double killAt() {
        return killAt;
    }

    /** When its rejoin begins, as the same fraction. */
    public double rejoinAt() {
        return rejoinAt;
    }

    /** How long the cluster may take to form, and a rejoining host to start, in seconds. */
    public int formationSeconds() {
        return formationSeconds;
    }

    public String describe() {
        String dead = namedDeadNode.isPresent() ? "node-" + namedDeadNode.getAsInt()
                : "the node owning the most Janus flows (ties: the lowest number)";
        return String.format(Locale.ROOT, "%d nodes (formation bound %d s); %s killed at %.2f and rejoining (empty"
                + " disk) at %.2f of the application's calibrated runtime", nodes, formationSeconds, dead, killAt,
                rejoinAt);
    }

    /** The plan's fields; {@link #build()} checks them. */
    public static final class Builder {
        private int nodes = 3;
        private OptionalInt namedDeadNode = OptionalInt.empty();
        private double killAt = DEFAULT_KILL_AT;
        private double rejoinAt = DEFAULT_REJOIN_AT;
        private int formationSeconds = DEFAULT_FORMATION_SECONDS;

        private Builder() {
        }

        public Builder nodes(int value) {
            this.nodes = value;
            return this;
        }

        /** Names the node that dies, 1-based, instead of the owner of the most flows. */
        public Builder deadNode(int value) {
            this.namedDeadNode = OptionalInt.of(value);
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

        public Builder formationSeconds(int value) {
            this.formationSeconds = value;
            return this;
        }

        /** Validates and builds; the exception names the first bad field. */
        public ClusterPlan build() throws ConfigException {
            if (nodes < MIN_NODES || nodes > MAX_NODES) {
                throw new ConfigException("nodes", "must be " + MIN_NODES + ".." + MAX_NODES
                        + " (a Raft majority must survive the death of one node), not " + nodes);
            }
            if (namedDeadNode.isPresent() && (namedDeadNode.getAsInt() < 1 || namedDeadNode.getAsInt() > nodes)) {
                throw new ConfigException("deadNode", "must name a node 1.." + nodes + ", not "
                        + namedDeadNode.getAsInt());
            }
            if (!(killAt > 0 && killAt < 1)) {
                throw new ConfigException("killAt", "must be a fraction of the run strictly between 0 and 1, not "
                        + killAt);
            }
            if (!(rejoinAt > killAt && rejoinAt < 1)) {
                throw new ConfigException("rejoinAt", "must be after killAt (" + killAt + ") and before 1, not "
                        + rejoinAt);
            }
            if (formationSeconds < MIN_FORMATION_SECONDS || formationSeconds > MAX_FORMATION_SECONDS) {
                throw new ConfigException("formationTimeout", "must be " + MIN_FORMATION_SECONDS + ".."
                        + MAX_FORMATION_SECONDS + " s, not " + formationSeconds);
            }
            return new ClusterPlan(this);
        }
    }
}

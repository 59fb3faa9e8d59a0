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

/**
 * When the cluster's events of one run happened, in virtual ms since the run began (-1: not yet, or
 * never), with the wall time each took where the cluster, not the lab, set the pace. Written on the
 * engine's thread only.
 */
final class Timeline {

    /** The phases of a run, in order. */
    enum Phase {
        BEFORE_KILL("before the kill"),
        STALL("stall: kill until every partition has one surviving owner"),
        AFTER_KILL("after the kill: ownership moved, until the rejoin begins"),
        REJOINING("rejoin: until the new node's Janus runs and every flow has one owner of three"),
        AFTER_REJOIN("after the rejoin and rebalancing");

        private final String label;

        Phase(String label) {
            this.label = label;
        }

        String label() {
            return label;
        }
    }

    long killMillis = -1;
    long movedMillis = -1;
    long rejoinBeganMillis = -1;
    long rejoinedMillis = -1;
    long rebalancedMillis = -1;
    /** Wall ms from the kill until every partition had one surviving owner. */
    long movedWallMillis = -1;
    /** Wall ms the rejoin took: old node stopped, new Atomix server and ONOS node started. */
    long rejoinWallMillis = -1;
    /** Wall ms from the rejoin's beginning until every flow had one owner among the live nodes. */
    long rebalancedWallMillis = -1;

    /** The phase virtual time {@code millis} falls in. */
    Phase phaseAt(long millis) {
        if (killMillis < 0 || millis < killMillis) {
            return Phase.BEFORE_KILL;
        }
        long moved = movedMillis < 0 ? Long.MAX_VALUE : movedMillis;
        long rejoin = rejoinBeganMillis < 0 ? Long.MAX_VALUE : rejoinBeganMillis;
        if (millis < Math.min(moved, rejoin)) {
            return Phase.STALL;
        }
        if (millis < rejoin) {
            return Phase.AFTER_KILL;
        }
        if (rebalancedMillis < 0 || millis < rebalancedMillis) {
            return Phase.REJOINING;
        }
        return Phase.AFTER_REJOIN;
    }

    /** Where phase {@code p} begins (virtual ms), or -1 if the run never reached it. */
    long start(Phase p) {
        switch (p) {
            case BEFORE_KILL:
                return 0;
            case STALL:
                return killMillis;
            case AFTER_KILL:
                return movedMillis < 0 || (rejoinBeganMillis >= 0 && movedMillis >= rejoinBeganMillis)
                        ? -1 : movedMillis;
            case REJOINING:
                return rejoinBeganMillis;
            default:
                return rebalancedMillis;
        }
    }
}

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

import java.util.List;

import static com.google.common.base.Preconditions.checkArgument;

/**
 * Which node a cluster run kills, chosen at the kill from the Janus flows each node owns at that moment
 * (by its work partitions): the owner of the most flows, ties to the lowest node number, so that the
 * death always takes flows with it whenever any node owns one; or the node the plan names. Given the
 * same ownership it is always the same node. Immutable.
 */
final class KillChoice {

    private final ImmutableList<Integer> ownedFlows;
    private final int index;
    private final boolean named;

    private KillChoice(List<Integer> ownedFlows, int index, boolean named) {
        this.ownedFlows = ImmutableList.copyOf(ownedFlows);
        this.index = index;
        this.named = named;
    }

    /**
     * The owner of the most flows. {@code ownedFlows}: the flows each node owns, node-1 first. When no
     * node owns a flow, node-1.
     */
    static KillChoice ownerOfMostFlows(List<Integer> ownedFlows) {
        checkOwned(ownedFlows);
        int most = 0;
        for (int i = 1; i < ownedFlows.size(); i++) {
            if (ownedFlows.get(i) > ownedFlows.get(most)) {
                most = i;
            }
        }
        return new KillChoice(ownedFlows, most, false);
    }

    /** The node the plan names, {@code index} 0-based, whatever it owns. */
    static KillChoice named(int index, List<Integer> ownedFlows) {
        checkOwned(ownedFlows);
        checkArgument(index >= 0 && index < ownedFlows.size(), "no node %s among %s", index + 1, ownedFlows.size());
        return new KillChoice(ownedFlows, index, true);
    }

    private static void checkOwned(List<Integer> ownedFlows) {
        checkArgument(!ownedFlows.isEmpty(), "a choice needs a node");
        checkArgument(ownedFlows.stream().allMatch(n -> n != null && n >= 0), "flow counts must be >= 0: %s",
                      ownedFlows);
    }

    /** The node to kill, 0-based. */
    int index() {
        return index;
    }

    /** The flows each node owned at the kill, node-1 first. */
    ImmutableList<Integer> ownedFlows() {
        return ownedFlows;
    }

    /** How the node was chosen, in words. */
    String reason() {
        return named ? "named by the plan" : "owner of the most flows at the kill";
    }

    @Override
    public String toString() {
        return "node-" + (index + 1) + " (" + reason() + "; flows owned " + ownedFlows + ")";
    }
}

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
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.labcluster.ActLedger.Act;
import org.onosproject.janus.labcluster.ActLedger.Kind;
import org.onosproject.janus.labcluster.Timeline.Phase;
import org.onosproject.net.intent.Key;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * What one cluster run showed: per phase, the packet-ins each node handled, the flows provisioned and
 * the wall time from packet-in to intent submitted; who reaped or rerouted the dead node's flows; when
 * ownership moved and the cluster rebalanced; and what was left at the end. Immutable once read.
 */
public final class ClusterOutcome {

    /** One phase's row. Latencies in ms of wall time; NaN when no packet-in led to a submission. */
    public static final class PhaseRow {
        public final Phase phase;
        public final long fromMillis;
        public final long toMillis;
        public final ImmutableMap<String, Long> packetInsByNode;
        public final long provisioned;
        public final int submitted;
        public final double p50Millis;
        public final double p99Millis;
        public final double maxMillis;

        PhaseRow(Phase phase, long fromMillis, long toMillis, Map<String, Long> packetInsByNode, long provisioned,
                 List<Long> submitNanos) {
            this.phase = phase;
            this.fromMillis = fromMillis;
            this.toMillis = toMillis;
            this.packetInsByNode = ImmutableMap.copyOf(new TreeMap<>(packetInsByNode));
            this.provisioned = provisioned;
            List<Long> sorted = submitNanos.stream().sorted().collect(Collectors.toList());
            this.submitted = sorted.size();
            this.p50Millis = percentile(sorted, 50);
            this.p99Millis = percentile(sorted, 99);
            this.maxMillis = sorted.isEmpty() ? Double.NaN : sorted.get(sorted.size() - 1) / 1e6;
        }

        public long packetIns() {
            return packetInsByNode.values().stream().mapToLong(Long::longValue).sum();
        }
    }

    /** What was left once every flow ended and the idle timeout passed (all must be 0). */
    public static final class Leftovers {
        public final long janusIntents;
        public final long flowRules;
        public final long flowRecords;

        Leftovers(long janusIntents, long flowRules, long flowRecords) {
            this.janusIntents = janusIntents;
            this.flowRules = flowRules;
            this.flowRecords = flowRecords;
        }

        boolean none() {
            return janusIntents == 0 && flowRules == 0 && flowRecords == 0;
        }
    }

    public final String strategy;
    public final long clusterStartMillis;
    /** The node killed (chosen at the kill, see {@link KillChoice}). */
    public final String deadNode;
    /** The Janus flows each node owned at the kill, by node, the dead node's among them. */
    public final ImmutableMap<String, Integer> flowsOwnedAtKill;
    public final long killMillis;
    public final long movedMillis;
    public final long movedWallMillis;
    public final long rejoinBeganMillis;
    public final long rejoinedMillis;
    public final long rejoinWallMillis;
    public final long rebalancedMillis;
    public final long rebalancedWallMillis;
    public final long endMillis;
    public final ImmutableList<PhaseRow> phases;
    /** The dead node's flows: the Janus intents its partitions held at the kill. */
    public final int deadNodeFlows;
    /** Of those, reaped (withdrawn) by each node after the kill. */
    public final ImmutableMap<String, Long> reapedBy;
    /** Of those, rerouted or re-installed (submitted again) by each node after the kill. */
    public final ImmutableMap<String, Long> reroutedBy;
    /**
     * Of those, acted on by two nodes between the kill and the rejoin (must be 0). A flow ends with its
     * purge: a later submission of its key is a new flow on the same host pair (provisioned by whichever
     * node got its packet-in), not the dead node's flow acted on again.
     */
    public final int actedOnByTwo;
    /** Those flows' calls between the kill and the rejoin, one line each: key, then node, call and virtual s. */
    public final ImmutableList<String> actedOnByTwoCalls;
    /** Of those, not acted on between the kill and the rejoin (still carrying traffic, or idle not yet). */
    public final int untouchedUntilRejoin;
    /** Calls that act made by the dead node's Janus after its death, by kind (must be none). */
    public final ImmutableMap<String, Long> deadNodeActs;
    /** A key provisioned twice with no withdrawal in between (must be 0). */
    public final int duplicateProvisions;
    /** A key withdrawn twice with no submission in between (must be 0). */
    public final int doubleWithdrawals;
    /** Every intent key the run used, and how many of them had not exactly one owner among the live nodes. */
    public final int keysChecked;
    public final int keysWithoutOneOwner;
    public final Leftovers leftovers;
    /** Small probe flows started on new host pairs while the cluster was degraded (kill to rebalancing). */
    public final int probeFlows;
    /** Why the run could not do all it should (a rejoin that failed, ...), or null. */
    public final String problem;

    ClusterOutcome(String strategy, long clusterStartMillis, String deadNode, Map<String, Integer> flowsOwnedAtKill,
                   Timeline t, long endMillis,
                   ActLedger ledger, Set<Key> deadKeys, int keysChecked, int keysWithoutOneOwner,
                   Leftovers leftovers, int probeFlows, String problem) {
        this.strategy = strategy;
        this.clusterStartMillis = clusterStartMillis;
        this.deadNode = deadNode;
        this.flowsOwnedAtKill = ImmutableMap.copyOf(new TreeMap<>(flowsOwnedAtKill));
        this.killMillis = t.killMillis;
        this.movedMillis = t.movedMillis;
        this.movedWallMillis = t.movedWallMillis;
        this.rejoinBeganMillis = t.rejoinBeganMillis;
        this.rejoinedMillis = t.rejoinedMillis;
        this.rejoinWallMillis = t.rejoinWallMillis;
        this.rebalancedMillis = t.rebalancedMillis;
        this.rebalancedWallMillis = t.rebalancedWallMillis;
        this.endMillis = endMillis;
        this.keysChecked = keysChecked;
        this.keysWithoutOneOwner = keysWithoutOneOwner;
        this.leftovers = leftovers;
        this.probeFlows = probeFlows;
        this.problem = problem;
        List<Act> acts = ledger.acts();
        this.phases = phases(t, endMillis, ledger);
        this.deadNodeFlows = deadKeys.size();
        Map<String, Long> reaped = new TreeMap<>();
        Map<String, Long> rerouted = new TreeMap<>();
        Map<Key, Set<String>> actorsBeforeRejoin = new HashMap<>();
        Map<Key, List<String>> callsBeforeRejoin = new HashMap<>();
        Set<Key> purged = new HashSet<>();
        Set<Key> reapedKeys = new HashSet<>();
        Set<Key> reroutedKeys = new HashSet<>();
        long rejoin = t.rejoinBeganMillis < 0 ? Long.MAX_VALUE : t.rejoinBeganMillis;
        for (Act a : acts) {
            if (t.killMillis < 0 || a.virtualMillis < t.killMillis || a.key == null || !deadKeys.contains(a.key)
                    || a.node.equals(deadNode) || purged.contains(a.key)) {
                continue;
            }
            if (a.kind == Kind.PURGE) {
                purged.add(a.key);
            }
            if (a.virtualMillis < rejoin) {
                actorsBeforeRejoin.computeIfAbsent(a.key, k -> new HashSet<>()).add(a.node);
                callsBeforeRejoin.computeIfAbsent(a.key, k -> new ArrayList<>()).add(String.format(Locale.ROOT,
                        "%s %s at %.3f s", a.node, a.kind, a.virtualMillis / 1000.0));
            }
            if (a.kind == Kind.WITHDRAW && reapedKeys.add(a.key)) {
                reaped.merge(a.node, 1L, Long::sum);
            } else if (a.kind == Kind.RESUBMIT && !reapedKeys.contains(a.key) && reroutedKeys.add(a.key)) {
                rerouted.merge(a.node, 1L, Long::sum);
            }
        }
        this.reapedBy = ImmutableMap.copyOf(reaped);
        this.reroutedBy = ImmutableMap.copyOf(rerouted);
        this.actedOnByTwo = (int) actorsBeforeRejoin.values().stream().filter(s -> s.size() > 1).count();
        this.actedOnByTwoCalls = actorsBeforeRejoin.entrySet().stream().filter(e -> e.getValue().size() > 1)
                .map(e -> e.getKey() + ": " + String.join(", ", callsBeforeRejoin.get(e.getKey())))
                .sorted().collect(ImmutableList.toImmutableList());
        this.untouchedUntilRejoin = t.killMillis < 0 ? 0 : deadKeys.size() - actorsBeforeRejoin.size();
        Map<String, Long> byDead = new TreeMap<>();
        acts.stream().filter(a -> a.byDeadNode).forEach(a -> byDead.merge(a.kind.name(), 1L, Long::sum));
        this.deadNodeActs = ImmutableMap.copyOf(byDead);
        int[] twice = repeats(acts);
        this.duplicateProvisions = twice[0];
        this.doubleWithdrawals = twice[1];
    }

    /** Per key, in time order: a provision after a provision, a withdrawal after a withdrawal. */
    private static int[] repeats(List<Act> acts) {
        Map<Key, Kind> last = new HashMap<>();
        int provisions = 0;
        int withdrawals = 0;
        for (Act a : acts) {
            if (a.key == null) {
                continue;
            }
            Kind previous = last.get(a.key);
            if (a.kind == Kind.PROVISION) {
                provisions += previous == Kind.PROVISION ? 1 : 0;
                last.put(a.key, a.kind);
            } else if (a.kind == Kind.WITHDRAW) {
                withdrawals += previous == Kind.WITHDRAW ? 1 : 0;
                last.put(a.key, a.kind);
            } else if (a.kind == Kind.RESUBMIT) {
                last.put(a.key, a.kind);
            } else if (a.kind == Kind.PURGE) {
                last.put(a.key, a.kind);
            }
        }
        return new int[]{provisions, withdrawals};
    }

    private static ImmutableList<PhaseRow> phases(Timeline t, long endMillis, ActLedger ledger) {
        Map<Phase, Map<String, Long>> packetIns = new HashMap<>();
        Map<Phase, List<Long>> latencies = new HashMap<>();
        Map<Phase, Long> provisioned = new HashMap<>();
        for (ActLedger.PacketIn p : ledger.packetIns()) {
            Phase phase = t.phaseAt(p.virtualMillis);
            packetIns.computeIfAbsent(phase, x -> new TreeMap<>()).merge(p.node, 1L, Long::sum);
            if (p.submitNanos >= 0) {
                latencies.computeIfAbsent(phase, x -> new ArrayList<>()).add(p.submitNanos);
            }
        }
        for (Act a : ledger.acts()) {
            if (a.kind == Kind.PROVISION) {
                provisioned.merge(t.phaseAt(a.virtualMillis), 1L, Long::sum);
            }
        }
        List<PhaseRow> rows = new ArrayList<>();
        Phase[] all = Phase.values();
        for (int i = 0; i < all.length; i++) {
            long from = t.start(all[i]);
            if (from < 0) {
                continue;
            }
            long to = endMillis;
            for (int j = i + 1; j < all.length; j++) {
                if (t.start(all[j]) >= 0) {
                    to = t.start(all[j]);
                    break;
                }
            }
            rows.add(new PhaseRow(all[i], from, to, packetIns.getOrDefault(all[i], Map.of()),
                                  provisioned.getOrDefault(all[i], 0L), latencies.getOrDefault(all[i], List.of())));
        }
        return ImmutableList.copyOf(rows);
    }

    private static double percentile(List<Long> sortedNanos, int p) {
        if (sortedNanos.isEmpty()) {
            return Double.NaN;
        }
        int index = (int) Math.ceil(p / 100.0 * sortedNanos.size()) - 1;
        return sortedNanos.get(Math.max(0, Math.min(sortedNanos.size() - 1, index))) / 1e6;
    }

    /** Every check the run failed, in words; empty when the run showed what it should. */
    public List<String> failedChecks() {
        List<String> failed = new ArrayList<>();
        String run = strategy + ": ";
        if (problem != null) {
            failed.add(run + problem);
        }
        if (killMillis < 0) {
            failed.add(run + "the kill never happened (the application ended first)");
        }
        if (actedOnByTwo > 0) {
            failed.add(run + actedOnByTwo + " of the dead node's flows acted on by two nodes ("
                    + String.join("; ", actedOnByTwoCalls) + ")");
        }
        if (!deadNodeActs.isEmpty()) {
            failed.add(run + "the dead node's Janus acted after its death: " + deadNodeActs);
        }
        if (duplicateProvisions > 0) {
            failed.add(run + duplicateProvisions + " flows provisioned twice");
        }
        if (doubleWithdrawals > 0) {
            failed.add(run + doubleWithdrawals + " flows withdrawn twice");
        }
        if (keysWithoutOneOwner > 0) {
            failed.add(run + keysWithoutOneOwner + " of " + keysChecked
                    + " flows without exactly one owner at the end");
        }
        if (rebalancedMillis < 0) {
            failed.add(run + "the cluster never had every flow with one owner after the rejoin");
        }
        if (!leftovers.none()) {
            failed.add(run + "left behind: " + leftovers.janusIntents + " intents, " + leftovers.flowRules
                    + " flow rules, " + leftovers.flowRecords + " flow records");
        }
        return failed;
    }
}

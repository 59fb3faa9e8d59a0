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
package org.onosproject.janus.lab.workload;

import org.onosproject.janus.lab.topo.FabricCuts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A lower bound on an open-loop workload's makespan and mean flow completion time that holds on any
 * fabric and for any routing, from its {@link PlannedFlow}s and the fabric's {@link FabricCuts}. Every
 * flow waits its control delay (if it {@link PlannedFlow#waitsForPath() waits}) and then cannot outrun
 * the narrower of its two host links; every byte of the flows that cross a cut crosses it at no more than
 * the cut's capacity.
 *
 * <ul>
 * <li>Makespan, per cut and direction, over the flows crossing it sorted by the time they may first send
 * ({@code start + delay}): for each such time {@code t}, {@code t + (bytes of the flows that may send no
 * earlier than t) / capacity}. The host links give today's contention-free time; the switch groups'
 * uplinks add what an oversubscribed fabric costs.</li>
 * <li>Mean flow completion: each flow alone takes at least {@code delay + bytes / host link}. For the
 * crossing flows of one cut and direction that start together, the i-th of them to finish has moved at
 * least the i smallest sizes across the cut, so it ends no earlier than {@code delay + (sum of the i
 * smallest) / capacity} (and no earlier than the i-th smallest solo time). The cuts of one family (the
 * host links; each layer prefix's switch groups) hold disjoint hosts, so in one direction a flow crosses
 * at most one of them: their gains over the solo times add up. The bound is the solo times plus the
 * largest family's summed gain.</li>
 * </ul>
 */
public final class LowerBound {

    private static final double TIE = 1e-9;

    private LowerBound() {
    }

    /**
     * The bound of {@code flows} on the fabric of {@code cuts}, each waiting flow after
     * {@code controlDelayMillis}.
     *
     * @throws IllegalArgumentException if there are no flows or a flow names a host the fabric lacks
     */
    public static ContentionFreeTime of(List<PlannedFlow> flows, FabricCuts cuts, long controlDelayMillis) {
        if (flows.isEmpty()) {
            throw new IllegalArgumentException("a bound needs at least one flow");
        }
        int hostCount = cuts.hostLinks().size();
        double[] solo = new double[flows.size()];
        double soloSum = 0;
        for (int i = 0; i < flows.size(); i++) {
            PlannedFlow f = flows.get(i);
            if (f.src() >= hostCount || f.dst() >= hostCount) {
                throw new IllegalArgumentException("flow " + i + " names a host beyond the fabric's " + hostCount);
            }
            double rate = Math.min(cuts.hostLinks().get(f.src()).bytesPerSecond(),
                                   cuts.hostLinks().get(f.dst()).bytesPerSecond());
            solo[i] = f.src() == f.dst() ? 0 : delay(f, controlDelayMillis) + f.bytes() * 1000.0 / rate;
            soloSum += solo[i];
        }
        double makespan = 0;
        String makespanBinds = FabricCuts.HOST_LINKS;
        double meanSum = soloSum;
        String meanBinds = FabricCuts.HOST_LINKS;
        List<FabricCuts.Cut> all = cuts.all();
        Map<Integer, List<Integer>> cutsOfHost = new HashMap<>();
        for (int c = 0; c < all.size(); c++) {
            for (int h : all.get(c).hosts()) {
                cutsOfHost.computeIfAbsent(h, x -> new ArrayList<>()).add(c);
            }
        }
        // crossing.get(2c) = flows leaving cut c, crossing.get(2c + 1) = flows entering it
        Map<Integer, List<Integer>> crossing = new TreeMap<>();
        for (int i = 0; i < flows.size(); i++) {
            List<Integer> ofSrc = cutsOfHost.getOrDefault(flows.get(i).src(), List.of());
            List<Integer> ofDst = cutsOfHost.getOrDefault(flows.get(i).dst(), List.of());
            for (int c : ofSrc) {
                if (!ofDst.contains(c)) {
                    crossing.computeIfAbsent(2 * c, x -> new ArrayList<>()).add(i);
                }
            }
            for (int c : ofDst) {
                if (!ofSrc.contains(c)) {
                    crossing.computeIfAbsent(2 * c + 1, x -> new ArrayList<>()).add(i);
                }
            }
        }
        // A family's cuts hold disjoint hosts, so in one direction each flow crosses at most one of them and
        // their gains over the solo times add up; so do the gains of one cut's start groups.
        Map<Integer, Double> familyGain = new TreeMap<>();
        Map<Integer, String> familyLabel = new HashMap<>();
        Map<Integer, Double> bestGainInFamily = new HashMap<>();
        for (Map.Entry<Integer, List<Integer>> e : crossing.entrySet()) {
            FabricCuts.Cut cut = all.get(e.getKey() / 2);
            double m = makespan(flows, e.getValue(), cut.bytesPerSecond(), controlDelayMillis);
            if (m > makespan * (1 + TIE)) {
                makespan = m;
                makespanBinds = cut.label();
            }
            double gain = completionGain(flows, e.getValue(), cut.bytesPerSecond(), controlDelayMillis, solo);
            int family = 2 * cut.family() + e.getKey() % 2;
            familyGain.merge(family, gain, Double::sum);
            if (gain > bestGainInFamily.getOrDefault(family, 0.0)) {
                bestGainInFamily.put(family, gain);
                familyLabel.put(family, cut.isHostLink() ? FabricCuts.HOST_LINKS : cut.label());
            }
        }
        for (Map.Entry<Integer, Double> e : familyGain.entrySet()) {
            if (soloSum + e.getValue() > meanSum * (1 + TIE)) {
                meanSum = soloSum + e.getValue();
                meanBinds = familyLabel.get(e.getKey());
            }
        }
        return new ContentionFreeTime(makespan, meanSum / flows.size(), makespanBinds, meanBinds);
    }

    private static double delay(PlannedFlow f, long controlDelayMillis) {
        return f.waitsForPath() ? controlDelayMillis : 0;
    }

    private static double makespan(List<PlannedFlow> flows, List<Integer> crossing, double bytesPerSecond,
                                   long controlDelayMillis) {
        List<Integer> byFirstSend = new ArrayList<>(crossing);
        byFirstSend.sort(Comparator.comparingDouble(i -> firstSend(flows.get(i), controlDelayMillis)));
        double best = 0;
        double bytesFromHere = crossing.stream().mapToDouble(i -> flows.get(i).bytes()).sum();
        for (int i : byFirstSend) {
            best = Math.max(best, firstSend(flows.get(i), controlDelayMillis)
                    + bytesFromHere * 1000.0 / bytesPerSecond);
            bytesFromHere -= flows.get(i).bytes();
        }
        return best;
    }

    private static double firstSend(PlannedFlow f, long controlDelayMillis) {
        return f.startMillis() + delay(f, controlDelayMillis);
    }

    // What the flows of one cut and direction must add to their solo times, start group by start group.
    private static double completionGain(List<PlannedFlow> flows, List<Integer> crossing, double bytesPerSecond,
                                         long controlDelayMillis, double[] solo) {
        Map<Long, List<Integer>> byStart = new TreeMap<>();
        crossing.forEach(i -> byStart.computeIfAbsent(flows.get(i).startMillis(), s -> new ArrayList<>()).add(i));
        double gain = 0;
        for (List<Integer> group : byStart.values()) {
            double earliest = group.stream().mapToDouble(i -> delay(flows.get(i), controlDelayMillis)).min()
                    .orElse(0);
            long[] sizes = group.stream().mapToLong(i -> flows.get(i).bytes()).sorted().toArray();
            double[] solos = group.stream().mapToDouble(i -> solo[i]).sorted().toArray();
            double moved = 0;
            for (int n = 0; n < sizes.length; n++) {
                moved += sizes[n];
                gain += Math.max(earliest + moved * 1000.0 / bytesPerSecond, solos[n]) - solos[n];
            }
        }
        return gain;
    }
}

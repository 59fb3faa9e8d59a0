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
 * smallest) / capacity} (and no earlier than the i-th smallest solo time). The bound is the largest mean
 * any single cut and start group gives, the other flows counted at their solo times.</li>
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
        for (Map.Entry<Integer, List<Integer>> e : crossing.entrySet()) {
            FabricCuts.Cut cut = all.get(e.getKey() / 2);
            double m = makespan(flows, e.getValue(), cut.bytesPerSecond(), controlDelayMillis);
            if (m > makespan * (1 + TIE)) {
                makespan = m;
                makespanBinds = cut.label();
            }
            double s = completionSum(flows, e.getValue(), cut.bytesPerSecond(), controlDelayMillis, solo, soloSum);
            if (s > meanSum * (1 + TIE)) {
                meanSum = s;
                meanBinds = cut.label();
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
            best = Math.max(best, firstSend(flows.get(i), controlDelayMillis) + bytesFromHere * 1000.0 / bytesPerSecond);
            bytesFromHere -= flows.get(i).bytes();
        }
        return best;
    }

    private static double firstSend(PlannedFlow f, long controlDelayMillis) {
        return f.startMillis() + delay(f, controlDelayMillis);
    }

    private static double completionSum(List<PlannedFlow> flows, List<Integer> crossing, double bytesPerSecond,
                                        long controlDelayMillis, double[] solo, double soloSum) {
        Map<Long, List<Integer>> byStart = new TreeMap<>();
        crossing.forEach(i -> byStart.computeIfAbsent(flows.get(i).startMillis(), s -> new ArrayList<>()).add(i));
        double best = 0;
        for (List<Integer> group : byStart.values()) {
            double earliest = group.stream().mapToDouble(i -> delay(flows.get(i), controlDelayMillis)).min()
                    .orElse(0);
            long[] sizes = group.stream().mapToLong(i -> flows.get(i).bytes()).sorted().toArray();
            double[] solos = group.stream().mapToDouble(i -> solo[i]).sorted().toArray();
            double groupSolo = 0;
            double groupBound = 0;
            double moved = 0;
            for (int n = 0; n < sizes.length; n++) {
                moved += sizes[n];
                groupBound += Math.max(earliest + moved * 1000.0 / bytesPerSecond, solos[n]);
                groupSolo += solos[n];
            }
            best = Math.max(best, soloSum - groupSolo + groupBound);
        }
        return best;
    }
}

package org.onosproject.janus.lab.soak;

import com.google.common.collect.ImmutableList;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.impl.JanusManager;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.janus.lab.workload.BackgroundSpec;
import org.onosproject.janus.lab.workload.BackgroundTraffic;
import org.onosproject.store.service.ConsistentMap;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/**
 * The leak soak: the real Janus on a k=4 fat-tree under hours of virtual time of mice/elephant
 * background churn (thesis §5.2 background traffic); then the traffic stops, the idle timeout passes,
 * and nothing of Janus may be left: no Janus intent, no intent flow rule on any switch, no isolated
 * reservation, no entry in Janus's shared flow map, and the heap (after full GCs) near where it was
 * before the traffic.
 * <pre>
 * java ... org.onosproject.janus.lab.soak.LeakSoak [hours] [concurrencyPercent] [strategy] [idleTimeoutS] [seed]
 * </pre>
 * Defaults: 2 h, 75 %, isolated (the strategy with the most state), 10 s, seed 1. Exit code 0 if
 * clean, 1 if something was left behind.
 */
public final class LeakSoak {

    private static final long HOUR_MILLIS = 3_600_000L;
    private static final long SAMPLE_MILLIS = 600_000L;
    private static final int STATS_POLL_SECONDS = 5;
    private static final double LINK_BYTES_PER_SECOND = Topologies.DEFAULT_CAPACITY_BPS / 8.0;
    /** How far above its starting size the heap may end and still count as "back". */
    private static final double HEAP_TOLERANCE = 0.25;

    private final double hours;
    private final double concurrencyPercent;
    private final String strategy;
    private final int idleTimeoutSeconds;
    private final long seed;
    private final PrintStream out;

    public LeakSoak(double hours, double concurrencyPercent, String strategy, int idleTimeoutSeconds, long seed,
                    PrintStream out) {
        if (!(hours > 0) || !(concurrencyPercent > 0 && concurrencyPercent <= 100) || idleTimeoutSeconds <= 0) {
            throw new IllegalArgumentException("need hours > 0, 0 < concurrency <= 100, idle timeout > 0");
        }
        this.hours = hours;
        this.concurrencyPercent = concurrencyPercent;
        this.strategy = strategy;
        this.idleTimeoutSeconds = idleTimeoutSeconds;
        this.seed = seed;
        this.out = out;
    }

    public static void main(String[] args) {
        double hours = args.length > 0 ? Double.parseDouble(args[0]) : 2;
        double concurrency = args.length > 1 ? Double.parseDouble(args[1]) : 75;
        String strategy = args.length > 2 ? args[2] : "isolated";
        int idle = args.length > 3 ? Integer.parseInt(args[3]) : 10;
        long seed = args.length > 4 ? Long.parseLong(args[4]) : 1;
        Outcome outcome = new LeakSoak(hours, concurrency, strategy, idle, seed, System.out).run();
        System.exit(outcome.clean() ? 0 : 1);
    }

    /** What was left at the end, and the heap figures. */
    public static final class Outcome {
        private final long flowsStarted;
        private final int intents;
        private final int intentRules;
        private final int reservations;
        private final int flowRecords;
        private final long heapStartBytes;
        private final long heapPeakBytes;
        private final long heapEndBytes;

        @SuppressWarnings("checkstyle:ParameterNumber")
        Outcome(long flowsStarted, int intents, int intentRules, int reservations, int flowRecords,
                long heapStartBytes, long heapPeakBytes, long heapEndBytes) {
            this.flowsStarted = flowsStarted;
            this.intents = intents;
            this.intentRules = intentRules;
            this.reservations = reservations;
            this.flowRecords = flowRecords;
            this.heapStartBytes = heapStartBytes;
            this.heapPeakBytes = heapPeakBytes;
            this.heapEndBytes = heapEndBytes;
        }

        public long flowsStarted() {
            return flowsStarted;
        }

        public int intents() {
            return intents;
        }

        public int intentRules() {
            return intentRules;
        }

        public int reservations() {
            return reservations;
        }

        public int flowRecords() {
            return flowRecords;
        }

        public long heapStartBytes() {
            return heapStartBytes;
        }

        public long heapEndBytes() {
            return heapEndBytes;
        }

        public long heapPeakBytes() {
            return heapPeakBytes;
        }

        public boolean heapBack() {
            return heapEndBytes <= heapStartBytes * (1 + HEAP_TOLERANCE);
        }

        public boolean clean() {
            return intents == 0 && intentRules == 0 && reservations == 0 && flowRecords == 0 && heapBack();
        }
    }

    public Outcome run() {
        NetworkSettings settings = NetworkSettings.builder().topology(Topologies.thesisFatTree()).seed(seed).build();
        JanusController janus = JanusController.of(strategy, idleTimeoutSeconds, STATS_POLL_SECONDS);
        try (EmulatedNetwork net = EmulatedNetwork.start(settings, janus)) {
            ApplicationId appId = net.onos().coreService().getAppId(JanusManager.APP_NAME);
            long heapStart = heapAfterGc();
            out.printf(Locale.ROOT, "soak: k=4, %d hosts, %s, idle timeout %d s, %.0f%% background, %.2f h;"
                               + " heap at start %.1f MB%n", net.hosts().size(), strategy, idleTimeoutSeconds,
                       concurrencyPercent, hours, mb(heapStart));

            List<Integer> pool = IntStream.range(0, net.hosts().size()).boxed().collect(ImmutableList.toImmutableList());
            BackgroundTraffic background = new BackgroundTraffic(
                    BackgroundSpec.thesis(concurrencyPercent / 100.0, LINK_BYTES_PER_SECOND), pool, seed);
            background.start(net);
            long end = net.nowMillis() + Math.round(hours * HOUR_MILLIS);
            long heapPeak = heapStart;
            long wallStart = System.nanoTime();
            while (net.nowMillis() < end) {
                net.runFor(Math.min(SAMPLE_MILLIS, end - net.nowMillis()));
                long heap = heapAfterGc();
                heapPeak = Math.max(heapPeak, heap);
                out.printf(Locale.ROOT, "  t=%6.0f s  flows started %6d  active %3d  janus intents %4d"
                                   + "  reservations %4d  heap %6.1f MB  (%.0f s wall)%n",
                           net.nowMillis() / 1000.0, background.flowsStarted(), net.activeFlows(),
                           intents(net, appId), mapSize(net, JanusManager.RESERVATIONS_MAP), mb(heap),
                           (System.nanoTime() - wallStart) / 1e9);
            }
            background.stop();
            net.runUntilQuiet();
            // Then the idle timeout, plus two polls for the reaper to see it and ONOS to purge.
            net.runFor((idleTimeoutSeconds + 3L * STATS_POLL_SECONDS) * 1000L);
            net.settle();
            Outcome outcome = new Outcome(background.flowsStarted(), intents(net, appId),
                                          net.onos().switches().installedRuleCount(),
                                          mapSize(net, JanusManager.RESERVATIONS_MAP),
                                          mapSize(net, JanusManager.FLOWS_MAP),
                                          heapStart, heapPeak, heapAfterGc());
            out.printf(Locale.ROOT, "soak end (t=%.0f s, %.0f s wall): %d flows started; left: %d Janus intents,"
                               + " %d intent flow rules, %d reservations, %d flow records; heap %.1f MB"
                               + " (start %.1f MB, peak %.1f MB) -> %s%n",
                       net.nowMillis() / 1000.0, (System.nanoTime() - wallStart) / 1e9, outcome.flowsStarted(),
                       outcome.intents(), outcome.intentRules(), outcome.reservations(), outcome.flowRecords(),
                       mb(outcome.heapEndBytes()), mb(heapStart), mb(heapPeak),
                       outcome.clean() ? "CLEAN" : "LEFT SOMETHING BEHIND");
            return outcome;
        }
    }

    private static int intents(EmulatedNetwork net, ApplicationId appId) {
        return ImmutableList.copyOf(net.onos().intentService().getIntentsByAppId(appId)).size();
    }

    private static int mapSize(EmulatedNetwork net, String name) {
        ConsistentMap<Object, Object> map = net.onos().storageService().existingMap(name);
        return map == null ? 0 : map.size();
    }

    /** Heap in use after full collections (several: one may leave finalizable objects for the next). */
    static long heapAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        List<Long> readings = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            System.gc();
            readings.add(memory.getHeapMemoryUsage().getUsed());
        }
        return readings.stream().min(Long::compare).orElseThrow();
    }

    private static double mb(long bytes) {
        return bytes / (1024.0 * 1024.0);
    }
}

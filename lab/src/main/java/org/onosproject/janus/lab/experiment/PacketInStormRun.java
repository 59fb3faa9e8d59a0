package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.net.NetworkCounters;
import org.onosproject.janus.lab.net.EmulatedNetwork;
import org.onosproject.janus.lab.net.JanusController;
import org.onosproject.janus.lab.net.NetworkSettings;
import org.onosproject.janus.lab.topo.Topologies;
import org.onosproject.janus.lab.workload.PacketInStorm;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.Locale;

/**
 * The load measurement of issue 5: a packet-in storm on a k=8 fat-tree (128 hosts, 80 switches)
 * against the real Janus on the embedded ONOS core, on virtual time. Prints what stayed bounded:
 * intents created against flows and packet-ins, queue depth and drops, cap reclaims, Janus intents
 * alive at the end, selection latency percentiles, heap before and after, and wall time.
 * <p>
 * Arguments (all optional): flows per second (20000), storm seconds (10), maxIntents (50000),
 * provisioningQueueSize (10000), bytes per flow (100000), seed (1).
 */
public final class PacketInStormRun {

    private static final int K = 8;
    private static final int HOSTS_PER_EDGE = 4;
    private static final long MB = 1024 * 1024;

    private PacketInStormRun() {
    }

    public static void main(String[] args) {
        try {
            run(args);
        } finally {
            // The embedded core may leave non-daemon threads behind; a measurement run must end.
            System.exit(0);
        }
    }

    private static void run(String[] args) {
        int rate = intArg(args, 0, 20_000);
        int seconds = intArg(args, 1, 10);
        int maxIntents = intArg(args, 2, 50_000);
        int queueSize = intArg(args, 3, 10_000);
        long bytes = intArg(args, 4, 100_000);
        long seed = intArg(args, 5, 1);

        NetworkSettings settings = NetworkSettings.builder()
                .topology(Topologies.fatTree(K, HOSTS_PER_EDGE, Topologies.DEFAULT_CAPACITY_BPS))
                .seed(seed).build();
        JanusController janus = JanusController.builder().strategy("luar").idleTimeoutSeconds(10)
                .statsPollIntervalSeconds(5).matchGranularity("fiveTuple")
                .property("maxIntents", maxIntents).property("provisioningQueueSize", queueSize).build();
        PacketInStorm storm = new PacketInStorm(rate, seconds * 1000L, bytes, seed);

        long heapBefore;
        long wallStart;
        try (EmulatedNetwork net = EmulatedNetwork.start(settings, janus)) {
            heapBefore = usedHeapAfterGc();
            wallStart = System.nanoTime();
            WorkloadOutcome[] outcome = new WorkloadOutcome[1];
            long[] peakJanusIntents = {0};
            net.schedule(0, () -> storm.start(net, o -> outcome[0] = o));
            sampleEverySecond(net, janus, peakJanusIntents, seconds + 60);
            net.runUntilQuiet();
            double wallSeconds = (System.nanoTime() - wallStart) / 1e9;
            JanusStatistics stats = janus.janus().statistics();
            NetworkCounters plane = net.counters();
            long heapAfter = usedHeapAfterGc();
            long onosIntents = net.onos().intentService().getIntentCount();

            System.out.printf(Locale.ROOT, "packet-in storm: k=%d fat-tree, %d hosts, %d new flows/s for %d s"
                                      + " (virtual), fiveTuple, maxIntents=%d, provisioningQueueSize=%d%n",
                              K, net.hosts().size(), rate, seconds, maxIntents, queueSize);
            System.out.printf(Locale.ROOT, "flows started=%d delivered=%d failed=%d (virtual run %.1f s)%n",
                              plane.flowsStarted(), plane.flowsDelivered(), plane.flowsFailed(),
                              net.nowMillis() / 1000.0);
            System.out.printf(Locale.ROOT, "packet-ins=%d packet-outs=%d%n", plane.packetIns(), plane.packetOuts());
            System.out.printf(Locale.ROOT, "intents created=%d (programming=%d reprogramming=%d),"
                                      + " selections=%d, capReclaims=%d, idleWithdrawals=%d%n",
                              stats.programming() + stats.reprogramming(), stats.programming(),
                              stats.reprogramming(), stats.selections().values().stream().mapToLong(v -> v).sum(),
                              stats.capReclaims(), stats.idleWithdrawals());
            System.out.printf(Locale.ROOT, "janus intents: peak (1 s samples)=%d, at end=%d; ONOS intents at end=%d%n",
                              peakJanusIntents[0], stats.activeIntents(), onosIntents);
            System.out.printf(Locale.ROOT, "queue: peak depth=%d, drops=%d, coalesced=%d, depth at end=%d%n",
                              stats.queuePeakDepth(), stats.queueDrops(), stats.queueCoalesced(), stats.queueDepth());
            System.out.printf(Locale.ROOT, "selection latency (last %d): p50=%.1f us p90=%.1f us p99=%.1f us"
                                      + " max=%.1f us%n",
                              stats.selectionLatency().samples(), stats.selectionLatency().p50Micros(),
                              stats.selectionLatency().p90Micros(), stats.selectionLatency().p99Micros(),
                              stats.selectionLatency().maxMicros());
            System.out.printf(Locale.ROOT, "ignored packets: %s%n", stats.ignoredPackets());
            System.out.printf(Locale.ROOT, "heap used after GC: before=%d MB after=%d MB; wall time=%.1f s%n",
                              heapBefore / MB, heapAfter / MB, wallSeconds);
            if (outcome[0] == null) {
                System.out.println("storm did not finish");
            }
        }
    }

    private static void sampleEverySecond(EmulatedNetwork net, JanusController janus, long[] peak, int times) {
        net.engine().scheduleMillis(1000, new Runnable() {
            private int left = times;

            @Override
            public void run() {
                peak[0] = Math.max(peak[0], janus.janus().statistics().activeIntents());
                if (--left > 0 && net.activeFlows() > 0) {
                    net.engine().scheduleMillis(1000, this);
                }
            }
        });
    }

    private static long usedHeapAfterGc() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        System.gc();
        return memory.getHeapMemoryUsage().getUsed();
    }

    private static int intArg(String[] args, int index, int fallback) {
        return args.length > index ? Integer.parseInt(args[index]) : fallback;
    }
}

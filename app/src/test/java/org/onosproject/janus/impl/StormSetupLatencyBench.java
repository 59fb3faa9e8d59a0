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
package org.onosproject.janus.impl;

import com.google.common.collect.ImmutableList;
import jdk.jfr.Configuration;
import jdk.jfr.Recording;
import org.junit.Test;
import org.onlab.packet.Ethernet;
import org.onlab.packet.IPv4;
import org.onosproject.core.ApplicationId;
import org.onosproject.janus.api.FlowKey;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.api.Statistic;
import org.onosproject.janus.embedded.EmbeddedOnos;
import org.onosproject.janus.embedded.FatTree;
import org.onosproject.janus.embedded.FatTree.Host;
import org.onosproject.janus.impl.provision.FlowIntents;
import org.onosproject.net.intent.Intent;
import org.onosproject.net.intent.IntentService;
import org.onosproject.net.intent.Key;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

import static org.onosproject.janus.impl.TestPackets.tcp;

/**
 * Not a test: a harness (run on demand, see BENCHMARKS.md, "Synchronized bursts") that measures Janus's set-up latency
 * (packet-in to intent submitted) under a wall-clock packet-in storm, without and with the burst window (with it, every
 * flow is still submitted on arrival; the bursts' re-placement at each close takes the same provisioning thread). Janus
 * runs as in ONOS (no injected scheduler: its own provisioning, window and event threads) on the embedded ONOS core
 * with a k=8 fat-tree (128 hosts); one thread injects packet-ins of new five-tuple flows between random host pairs at
 * {@code janus.storm.rate} per second of the wall clock, in one batch per millisecond, for {@code janus.storm.seconds}.
 * Each variant runs on a fresh ONOS and Janus in the same JVM, after a warm-up storm of each (not reported). It prints,
 * per variant, the set-up latency of every flow (from just before its packet-in to Janus's first submit of its intent,
 * seen through a wrapper of the intent service), Janus's own {@code setupLatency} statistic (its last 4,096 flows), how
 * late the injector was, the CPU time of Janus's provisioning thread per flow, of the process, and the garbage
 * collector's pauses. It asserts nothing about time. With {@code janus.storm.intents=janus} Janus's intent submits,
 * withdrawals and purges stop at the wrapper (ONOS compiles nothing), so that Janus's own cost is measured alone.
 * <pre>
 * mvn -B -o -pl testing/onos-core-net,testing/embedded-onos,app -am test -Dtest=StormSetupLatencyBench \
 *     -Dsurefire.failIfNoSpecifiedTests=false -DfailIfNoTests=false \
 *     [-Djanus.storm.rate=20000] [-Djanus.storm.seconds=3] [-Djanus.storm.windows=0,5] \
 *     [-Djanus.storm.placementRepair=true] [-Djanus.storm.warmupSeconds=1] [-Djanus.storm.intents=onos|janus]
 *     [-Djanus.storm.jfr=/tmp/storm.jfr]
 * </pre>
 */
public class StormSetupLatencyBench {

    private static final int RATE = Integer.getInteger("janus.storm.rate", 20_000);
    private static final int SECONDS = Integer.getInteger("janus.storm.seconds", 3);
    private static final int WARMUP_SECONDS = Integer.getInteger("janus.storm.warmupSeconds", 1);
    private static final String WINDOWS = System.getProperty("janus.storm.windows", "0,5");
    private static final boolean REPAIR = Boolean.parseBoolean(
            System.getProperty("janus.storm.placementRepair", "true"));
    // "onos": intents go to the embedded ONOS core, which compiles and installs them on the same 2 cores;
    // "janus": Janus's submits, withdrawals and purges are recorded and go no further, to measure Janus alone.
    private static final boolean ONOS_INTENTS = !"janus".equals(System.getProperty("janus.storm.intents", "onos"));
    private static final List<String> SWALLOWED = ImmutableList.of("submit", "withdraw", "purge");
    // A JFR recording of the measured storms (not the warm-ups), with the "profile" settings, when set.
    private static final String JFR_FILE = System.getProperty("janus.storm.jfr", "");
    private static final long SETTLE_MILLIS = 1_000;
    private static final long BOUND_MILLIS = TimeUnit.SECONDS.toMillis(300);
    private static final int FIRST_SOURCE_PORT = 1024;
    private static final int SOURCE_PORTS = 64_000;
    private static final int TICK_MICROS = 1_000;

    @Test
    public void setupLatencyUnderAWallClockStorm() throws Exception {
        List<Integer> windows = Arrays.stream(WINDOWS.split(",")).map(String::trim).map(Integer::valueOf)
                .collect(ImmutableList.toImmutableList());
        for (int window : windows) {
            run(window, WARMUP_SECONDS, false);
        }
        List<String> lines = new ArrayList<>();
        Recording recording = JFR_FILE.isEmpty() ? null : new Recording(Configuration.getConfiguration("profile"));
        if (recording != null) {
            recording.start();
        }
        for (int window : windows) {
            lines.add(run(window, SECONDS, true));
        }
        if (recording != null) {
            recording.stop();
            recording.dump(Paths.get(JFR_FILE));
            recording.close();
        }
        System.out.printf(Locale.ROOT,
                          "%n== storm %d new flows/s for %d s, k=8, placementRepair=%s, intents to %s: summary%n",
                          RATE, SECONDS, REPAIR, ONOS_INTENTS ? "ONOS" : "nowhere (Janus alone)");
        lines.forEach(System.out::println);
    }

    private static String run(int windowMillis, int seconds, boolean report) throws Exception {
        FatTree fatTree = FatTree.build(8, 4, FatTree.DEFAULT_LINK_SPEED_MBPS);
        EmbeddedOnos onos = EmbeddedOnos.start();
        JanusManager janus = null;
        try {
            fatTree.applyTo(onos.switches());
            onos.awaitQuiescent();
            SubmitClock submits = new SubmitClock();
            janus = JanusTestWiring.on(onos).intentService(submits.wrap(onos.intentService()))
                    .property("strategy", "luar").property("matchGranularity", "fiveTuple")
                    .property("idleTimeout", 0).property("maxIntents", 1_000_000)
                    .property("provisioningQueueSize", 10_000).property("placementRepair", REPAIR)
                    .property("burstWindowMillis", windowMillis).activate();
            ApplicationId appId = onos.coreService().getAppId(JanusManager.APP_NAME);
            List<Flow> flows = flows(fatTree, appId, RATE * seconds);
            Sample before = Sample.now();
            Injection injection = inject(onos, flows);
            settle(janus, submits);
            Sample after = Sample.now();
            if (!report) {
                return "";
            }
            return report(windowMillis, flows, injection, submits, janus.statistics(), before, after);
        } finally {
            if (janus != null) {
                janus.deactivate();
            }
            onos.stop();
        }
    }

    /** One new flow of the storm: its packet-in and the intent key Janus gives it. */
    private static final class Flow {
        private final Host src;
        private final Ethernet frame;
        private final Key key;

        private Flow(Host src, Ethernet frame, Key key) {
            this.src = src;
            this.frame = frame;
            this.key = key;
        }
    }

    private static List<Flow> flows(FatTree fatTree, ApplicationId appId, int count) {
        List<Host> hosts = fatTree.hosts();
        Random random = new Random(1);
        List<Flow> flows = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Host s = hosts.get(random.nextInt(hosts.size()));
            Host d = hosts.get((s.index() + 1 + random.nextInt(hosts.size() - 1)) % hosts.size());
            int srcPort = FIRST_SOURCE_PORT + i % SOURCE_PORTS;
            int dstPort = 5001 + i / SOURCE_PORTS;
            Ethernet frame = tcp(s.mac(), d.mac(), s.ip().toString(), d.ip().toString(), srcPort, dstPort);
            FlowKey key = FlowKey.ofFiveTuple(s.ip(), d.ip(), IPv4.PROTOCOL_TCP, srcPort, dstPort);
            flows.add(new Flow(s, frame, FlowIntents.keyOf(key, appId)));
        }
        return flows;
    }

    /** When each flow's packet-in was injected, and how late against the wall-clock schedule. */
    private static final class Injection {
        private final Map<Key, Long> injectedAt = new HashMap<>();
        private final long[] lateNanos;
        private double seconds;

        private Injection(int flows) {
            lateNanos = new long[flows];
        }
    }

    // Flow i is due i / RATE seconds after the start; every flow due is injected once per tick.
    private static Injection inject(EmbeddedOnos onos, List<Flow> flows) {
        Injection injection = new Injection(flows.size());
        long start = System.nanoTime();
        int next = 0;
        while (next < flows.size()) {
            long now = System.nanoTime();
            long due = Math.min(flows.size(), (now - start) / 1_000 * RATE / 1_000_000 + 1);
            for (; next < due; next++) {
                Flow flow = flows.get(next);
                long at = System.nanoTime();
                injection.injectedAt.put(flow.key, at);
                injection.lateNanos[next] = at - (start + next * 1_000_000_000L / RATE);
                onos.switches().injectPacket(flow.src.location(), flow.frame);
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(TICK_MICROS));
        }
        injection.seconds = (System.nanoTime() - start) / 1e9;
        return injection;
    }

    // Until Janus's queue is empty and no intent was submitted for a while (bounded).
    private static void settle(JanusManager janus, SubmitClock submits) throws InterruptedException {
        long deadline = System.currentTimeMillis() + BOUND_MILLIS;
        long seen = -1;
        long quietSince = System.currentTimeMillis();
        while (System.currentTimeMillis() < deadline) {
            long now = submits.count();
            if (now != seen) {
                seen = now;
                quietSince = System.currentTimeMillis();
            } else if (System.currentTimeMillis() - quietSince > SETTLE_MILLIS
                    && janus.statistics().count(Statistic.QUEUE_DEPTH) == 0) {
                return;
            }
            Thread.sleep(50);
        }
    }

    private static String report(int windowMillis, List<Flow> flows, Injection injection, SubmitClock submits,
                                 JanusStatistics stats, Sample before, Sample after) {
        long[] setup = flows.stream().filter(f -> submits.firstSubmit(f.key) != null)
                .mapToLong(f -> submits.firstSubmit(f.key) - injection.injectedAt.get(f.key)).sorted().toArray();
        long[] late = injection.lateNanos.clone();
        Arrays.sort(late);
        long provisioningCpu = after.cpuOf("provisioner") - before.cpuOf("provisioner");
        long provisioningBytes = after.allocatedBy("janus provisioner") - before.allocatedBy("janus provisioner");
        String line = String.format(Locale.ROOT,
                "window %d ms: set-up (%d of %d flows submitted) p50 %s / p99 %s / max %s ms; Janus setupLatency"
                        + " (last 4,096) %s; provisioning CPU %.1f us and %.1f kB allocated per flow;"
                        + " process CPU %.2f s in %.2f s wall;"
                        + " GC %d pauses, %.0f ms",
                windowMillis, setup.length, flows.size(), millis(setup, 0.50), millis(setup, 0.99),
                millis(setup, 1.0), stats.latency(Statistic.SETUP_LATENCY),
                setup.length == 0 ? 0 : provisioningCpu / 1e3 / setup.length,
                setup.length == 0 ? 0 : provisioningBytes / 1e3 / setup.length,
                (after.processCpuNanos - before.processCpuNanos) / 1e9, (after.wallNanos - before.wallNanos) / 1e9,
                after.gcCount - before.gcCount, (double) (after.gcMillis - before.gcMillis));
        System.out.printf(Locale.ROOT, "%n== storm %d new flows/s for %d s (%d flows, injected in %.2f s), k=8, "
                                  + "luar, burstWindowMillis=%d, placementRepair=%s%n",
                          RATE, SECONDS, flows.size(), injection.seconds, windowMillis, REPAIR);
        System.out.println(line);
        System.out.printf(Locale.ROOT, "injector late p50 %s / p99 %s / max %s ms; queue drops %d, ignored %s, "
                                  + "placement repairs %d (moves %d), bursts placed jointly %d (moves %d), "
                                  + "peak queue %d%n",
                          millis(late, 0.50), millis(late, 0.99), millis(late, 1.0),
                          stats.count(Statistic.QUEUE_DROPS), stats.counts(Statistic.IGNORED_PACKETS),
                          stats.count(Statistic.PLACEMENT_REPAIRS), stats.count(Statistic.PLACEMENT_REPAIR_MOVES),
                          stats.count(Statistic.BURST_PLACEMENTS), stats.count(Statistic.BURST_MOVES),
                          stats.count(Statistic.QUEUE_PEAK_DEPTH));
        System.out.println("thread CPU (s) by group: " + after.minus(before));
        return line;
    }

    private static String millis(long[] sorted, double quantile) {
        if (sorted.length == 0) {
            return "-";
        }
        int index = (int) Math.min(sorted.length - 1, Math.max(0, Math.ceil(quantile * sorted.length) - 1));
        return String.format(Locale.ROOT, "%.3f", sorted[index] / 1e6);
    }

    /** The wall time of each intent key's first submit, through a wrapper of ONOS's intent service. */
    private static final class SubmitClock {
        private final Map<Key, Long> firstSubmit = new ConcurrentHashMap<>();
        private final AtomicLong submits = new AtomicLong();

        IntentService wrap(IntentService delegate) {
            return (IntentService) Proxy.newProxyInstance(
                    IntentService.class.getClassLoader(), new Class<?>[]{IntentService.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("submit") && args != null && args.length == 1) {
                            long at = System.nanoTime();
                            firstSubmit.putIfAbsent(((Intent) args[0]).key(), at);
                            submits.incrementAndGet();
                        }
                        if (!ONOS_INTENTS && SWALLOWED.contains(method.getName())) {
                            return null;
                        }
                        try {
                            return method.invoke(delegate, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }

        Long firstSubmit(Key key) {
            return firstSubmit.get(key);
        }

        long count() {
            return submits.get();
        }
    }

    /** The process's and each thread group's CPU time, and the collectors' pauses, at one moment. */
    private static final class Sample {
        private final long wallNanos;
        private final long processCpuNanos;
        private final Map<String, Long> cpuByGroup;
        private final Map<String, Long> allocatedByGroup;
        private final long gcCount;
        private final long gcMillis;

        private Sample(long wallNanos, long processCpuNanos, Map<String, Long> cpuByGroup,
                       Map<String, Long> allocatedByGroup, long gcCount, long gcMillis) {
            this.wallNanos = wallNanos;
            this.processCpuNanos = processCpuNanos;
            this.cpuByGroup = cpuByGroup;
            this.allocatedByGroup = allocatedByGroup;
            this.gcCount = gcCount;
            this.gcMillis = gcMillis;
        }

        static Sample now() {
            com.sun.management.ThreadMXBean threads =
                    (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            Map<String, Long> byGroup = new TreeMap<>();
            Map<String, Long> allocated = new TreeMap<>();
            for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
                if (info == null) {
                    continue;
                }
                long cpu = threads.getThreadCpuTime(info.getThreadId());
                if (cpu > 0) {
                    byGroup.merge(group(info.getThreadName()), cpu, Long::sum);
                }
                long bytes = threads.getThreadAllocatedBytes(info.getThreadId());
                if (bytes > 0) {
                    allocated.merge(group(info.getThreadName()), bytes, Long::sum);
                }
            }
            long count = 0;
            long millis = 0;
            for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
                count += Math.max(0, gc.getCollectionCount());
                millis += Math.max(0, gc.getCollectionTime());
            }
            com.sun.management.OperatingSystemMXBean os =
                    (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
            return new Sample(System.nanoTime(), os.getProcessCpuTime(), byGroup, allocated, count, millis);
        }

        // Janus's threads by their role; the storm's injector (this test's thread); the rest by name stem.
        private static String group(String name) {
            if (name.startsWith("onos-janus-") || name.startsWith("onos/janus-")) {
                return "janus " + name.substring("onos-janus-".length()).replaceAll("-\\d+$", "");
            }
            if (name.equals("main")) {
                return "injector (packet-in thread)";
            }
            return name.replaceAll("[-#]?\\d+$", "").replaceAll("-\\d+-", "-");
        }

        long cpuOf(String janusRole) {
            return cpuByGroup.getOrDefault("janus " + janusRole, 0L);
        }

        long allocatedBy(String group) {
            return allocatedByGroup.getOrDefault(group, 0L);
        }

        String minus(Sample earlier) {
            Map<String, Long> delta = new TreeMap<>();
            cpuByGroup.forEach((group, cpu) -> {
                long d = cpu - earlier.cpuByGroup.getOrDefault(group, 0L);
                if (d > TimeUnit.MILLISECONDS.toNanos(10)) {
                    delta.put(group, d);
                }
            });
            StringBuilder text = new StringBuilder();
            delta.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                    .forEach(e -> text.append(String.format(Locale.ROOT, "%s %.2f; ", e.getKey(),
                                                            e.getValue() / 1e9)));
            return text.toString();
        }
    }
}

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
package org.onosproject.janus.lab.experiment;

import org.onosproject.janus.lab.topo.TopologyJson;
import org.onosproject.janus.lab.topo.TopologySpec;
import org.onosproject.janus.lab.workload.FlowTrace;
import org.onosproject.janus.lab.workload.TraceFormatException;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Locale;

/**
 * What a scenario will cost, estimated from its description alone, before anything is built: the
 * heap one run needs (runs are one after the other, each on a fresh network, so one run's network and
 * flows are what must fit) and, roughly, the wall time. The counts come from the fabric (switches,
 * switch-to-switch links, hosts; a topology file is read, not built) and the workloads (the flows whose
 * intents and rules a run holds at once, background senders included); the cost of each is
 * calibrated by measuring the lab itself ({@code janus-lab bench --footprint}, docs/lab.md "How big a
 * scenario fits").
 */
public final class Footprint {
    private static final double MB = 1024.0 * 1024.0;

    // Live heap, fitted to `janus-lab bench --footprint` on fat-trees k=4..32 (docs/lab.md, "How big a
    // scenario fits"): the lab before any network, then per element of one run's network.
    static final double BASE_BYTES = 32 * MB;
    static final double BYTES_PER_SWITCH = 2_000;
    static final double BYTES_PER_LINK = 3_200;
    static final double BYTES_PER_HOST = 2_500;
    /** A flow's intent, rules, Janus records and lab records (the permutations measured 8-16 KB). */
    static final double BYTES_PER_FLOW = 16_000;
    /** Headroom over the live heap: garbage between collections, the collector's own room. */
    static final double HEADROOM = 1.5;

    // Wall time on the shared 2-core machine of docs/lab.md: rough, within a factor of about 2 there.
    static final double BUILD_SECONDS_PER_RUN = 0.3;
    static final double BUILD_SECONDS_PER_SWITCH = 0.001;
    static final double BUILD_SECONDS_PER_LINK = 0.0002;
    static final double BUILD_SECONDS_PER_HOST = 0.0003;
    /**
     * A new flow's set-up (packet-in, Janus's choice, intent, rules): a constant part and a part that
     * grows with the candidate paths Janus weighs, about the square of the mean switch degree. Fitted to
     * the incremental fluid engine's permutations at k=16 (2.5 ms per flow) and k=32 (3.5 ms per flow)
     * ({@code janus-lab bench --footprint --k 8,16,32}, docs/lab.md "How big a scenario fits").
     */
    static final double SECONDS_PER_FLOW = 0.0022;
    static final double SECONDS_PER_FLOW_PER_DEGREE_SQUARED = 0.000002;

    /** A network whose build is estimated at this many seconds or more is built with progress shown. */
    public static final double LARGE_BUILD_SECONDS = 2.0;

    private final String fabric;
    private final long switches;
    private final long links;
    private final long hosts;
    private final long flows;
    private final int runs;

    Footprint(String fabric, long switches, long links, long hosts, long flows, int runs) {
        this.fabric = fabric;
        this.switches = switches;
        this.links = links;
        this.hosts = hosts;
        this.flows = flows;
        this.runs = runs;
    }

    /**
     * The footprint of {@code scenario}; reads its topology file and traces, if any, builds nothing.
     *
     * @throws ConfigException if a topology file or trace cannot be read
     */
    public static Footprint of(Scenario scenario) throws ConfigException {
        FabricSpec f = scenario.fabric();
        long switches;
        long links;
        long hosts;
        switch (f.kind()) {
            case FAT_TREE: {
                long k = f.k();
                long half = k / 2;
                switches = k * k + half * half;
                links = 2 * k * half * half;
                hosts = f.hostCount();
                break;
            }
            case LEAF_SPINE:
                switches = (long) f.spines() + f.leaves();
                links = (long) f.spines() * f.leaves();
                hosts = f.hostCount();
                break;
            default: {
                TopologySpec spec;
                try {
                    spec = TopologyJson.readSpec(Paths.get(f.file()));
                } catch (IllegalArgumentException e) { // TopologyException included
                    throw new ConfigException("fabric.file", e.getMessage());
                }
                switches = spec.switches().size();
                links = spec.links().size();
                hosts = spec.hosts().size();
            }
        }
        long flows = 0;
        for (int i = 0; i < scenario.workloads().size(); i++) {
            WorkloadSpec w = scenario.workloads().get(i);
            long workloadHosts = workloadHosts(w, hosts);
            long maxConcurrency = scenario.concurrencyPercents().stream().mapToLong(c -> c).max().orElse(0);
            long background = Math.round(maxConcurrency / 100.0 * Math.max(0, hosts - workloadHosts));
            flows = Math.max(flows, workloadFlows(w, hosts, "workloads[" + i + "].file") + background);
        }
        return new Footprint(f.describe(), switches, links, hosts, flows, scenario.runCount());
    }

    private static long workloadHosts(WorkloadSpec w, long hosts) {
        switch (w.kind()) {
            case MIX:
                return w.ranks();
            case PERMUTATION:
                return w.ranks() == 0 ? hosts : w.ranks();
            case NAS:
            case RING:
            case COLLECTIVE:
                return w.ranks();
            default:
                return 0;
        }
    }

    /** The flows of a workload whose state a run may hold at once (every pair it ever uses, at most). */
    private static long workloadFlows(WorkloadSpec w, long hosts, String traceField) throws ConfigException {
        long n = w.ranks();
        switch (w.kind()) {
            case MIX: {
                long flows = 0;
                for (WorkloadSpec job : w.jobs()) {
                    flows += workloadFlows(job, hosts, traceField);
                }
                return flows;
            }
            case NAS:
            case COLLECTIVE:
                return n * (n - 1);
            case RING:
                return Math.min(n * (n - 1), 2 * n * (w.randomRings() + 1L));
            case PERMUTATION:
                return n == 0 ? hosts : n;
            case STORM:
                return n * w.durationMillis() / 1000;
            case FLOW_SETUP:
                return n;
            case HOLD:
                return 0;
            default:
                try (Reader reader = Files.newBufferedReader(Paths.get(w.traceFile()), StandardCharsets.UTF_8)) {
                    return FlowTrace.parse(reader).rows().size();
                } catch (IOException e) {
                    throw new ConfigException(traceField, "cannot read trace '" + w.traceFile() + "': "
                            + e.getMessage());
                } catch (TraceFormatException e) {
                    throw new ConfigException(traceField, e.getMessage());
                }
        }
    }

    public long switches() {
        return switches;
    }

    /** Switch-to-switch links (each carries traffic both ways). */
    public long links() {
        return links;
    }

    public long hosts() {
        return hosts;
    }

    /** Flows whose state one run holds at once, at most (workload and background). */
    public long flows() {
        return flows;
    }

    /** Live heap of one run's network, built, with its flows up, before headroom. */
    public double liveBytes() {
        return BASE_BYTES + BYTES_PER_SWITCH * switches + BYTES_PER_LINK * links + BYTES_PER_HOST * hosts
                + BYTES_PER_FLOW * flows;
    }

    /** The heap a run needs: the live heap with headroom for garbage. */
    public long heapBytes() {
        return (long) Math.min(Long.MAX_VALUE, HEADROOM * liveBytes());
    }

    /** Wall seconds to build one run's network. */
    public double buildSeconds() {
        return BUILD_SECONDS_PER_RUN + BUILD_SECONDS_PER_SWITCH * switches + BUILD_SECONDS_PER_LINK * links
                + BUILD_SECONDS_PER_HOST * hosts;
    }

    /** Wall seconds to set up one new flow on this fabric. */
    public double flowSeconds() {
        double degree = switches == 0 ? 0 : 2.0 * links / switches;
        return SECONDS_PER_FLOW + SECONDS_PER_FLOW_PER_DEGREE_SQUARED * degree * degree;
    }

    /**
     * Rough wall seconds of the whole scenario: every run's network build and flow set-ups, at least
     * (the simulated time on top depends on what the flows do, which only running tells).
     */
    public double seconds() {
        return runs * (buildSeconds() + flowSeconds() * flows);
    }

    /** Whether a JVM that may use at most {@code maxHeapBytes} can hold a run. */
    public boolean fits(long maxHeapBytes) {
        return heapBytes() <= maxHeapBytes;
    }

    /** Whether building one run's network takes long enough to show its progress. */
    public boolean largeNetwork() {
        return buildSeconds() >= LARGE_BUILD_SECONDS;
    }

    /** E.g. {@code "fat-tree k=4 ...: 20 switches, 32 links, 32 hosts, up to 60 flows at once"}. */
    public String counts() {
        return String.format(Locale.ROOT, "%s: %,d switches, %,d links, %,d hosts, up to %,d flows at once",
                fabric, switches, links, hosts, flows);
    }

    /** E.g. {@code "about 150 MB of heap per run; roughly 10 s (30 runs)"}. */
    public String estimate() {
        return String.format(Locale.ROOT, "about %,.0f MB of heap per run; roughly %s in all (%d run%s, %s to build"
                + " each network)", heapBytes() / MB, duration(seconds()), runs, runs == 1 ? "" : "s",
                duration(buildSeconds()));
    }

    static String duration(double seconds) {
        if (seconds < 10) {
            return String.format(Locale.ROOT, "%.1f s", Math.max(seconds, 0));
        }
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    @Override
    public String toString() {
        return counts() + "; " + estimate();
    }
}

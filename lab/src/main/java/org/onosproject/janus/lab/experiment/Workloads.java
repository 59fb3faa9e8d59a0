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

import com.google.common.collect.ImmutableList;
import org.onosproject.janus.lab.net.LabHost;
import org.onosproject.janus.lab.net.LabNetwork;
import org.onosproject.janus.lab.workload.BulkSynchronousRun;
import org.onosproject.janus.lab.workload.Collective;
import org.onosproject.janus.lab.workload.CollectiveRun;
import org.onosproject.janus.lab.workload.ContentionFreeTime;
import org.onosproject.janus.lab.workload.DistinctPairFlows;
import org.onosproject.janus.lab.workload.FlowTrace;
import org.onosproject.janus.lab.workload.Hold;
import org.onosproject.janus.lab.workload.MixedJobs;
import org.onosproject.janus.lab.workload.NasBenchmarks;
import org.onosproject.janus.lab.workload.PacketInStorm;
import org.onosproject.janus.lab.workload.Placement;
import org.onosproject.janus.lab.workload.RandomPermutation;
import org.onosproject.janus.lab.workload.RankPlacer;
import org.onosproject.janus.lab.workload.RingExchange;
import org.onosproject.janus.lab.workload.TraceReplay;
import org.onosproject.janus.lab.workload.Workload;

import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Turns a cell's {@link WorkloadSpec} into the {@link Workload} of one run, on the hosts it places. */
final class Workloads {

    /** A run's workload and the hosts it occupies (kept out of the background pool). */
    static final class Placed {
        final Workload workload;
        final ImmutableList<Integer> hosts;

        Placed(Workload workload, List<Integer> hosts) {
            this.workload = workload;
            this.hosts = ImmutableList.copyOf(hosts);
        }
    }

    private Workloads() {
    }

    static Placed of(Scenario scenario, Cell cell, long seed, LabNetwork network) {
        WorkloadSpec w = cell.workload();
        return w.kind() == WorkloadSpec.Kind.MIX ? mix(scenario, w, cell.placement(), seed, network)
                : of(scenario, w, cell.placement(), seed, network, network.hosts());
    }

    /**
     * A mix: job j placed by {@code placement} on the hosts jobs 0..j-1 left, with its own seed drawn from
     * the run's, so the jobs' host sets are disjoint and the same seed places them alike.
     */
    private static Placed mix(Scenario scenario, WorkloadSpec w, Placement placement, long seed, LabNetwork network) {
        List<LabHost> free = new ArrayList<>(network.hosts());
        List<Workload> jobs = new ArrayList<>();
        List<Double> bounds = new ArrayList<>();
        List<Integer> hosts = new ArrayList<>();
        for (int j = 0; j < w.jobs().size(); j++) {
            Placed job = of(scenario, w.jobs().get(j), placement, jobSeed(seed, j), network, free);
            Set<Integer> taken = new HashSet<>(job.hosts);
            free.removeIf(h -> taken.contains(h.index()));
            jobs.add(job.workload);
            hosts.addAll(job.hosts);
            bounds.add(ExperimentRunner.bound(scenario, job.workload).map(ContentionFreeTime::makespanMillis)
                    .orElse(Double.NaN));
        }
        return new Placed(new MixedJobs(w.label(), jobs, bounds), hosts);
    }

    /** Job {@code index}'s seed in a mix run of {@code seed}: the run's own for the first job. */
    static long jobSeed(long seed, int index) {
        return (seed + index * 0x9e37_79b9_7f4a_7c15L) & Long.MAX_VALUE;
    }

    private static Placed of(Scenario scenario, WorkloadSpec w, Placement placement, long seed, LabNetwork network,
                             List<LabHost> free) {
        switch (w.kind()) {
            case NAS: {
                List<Integer> hosts = w.hosts().isEmpty()
                        ? RankPlacer.place(free, w.ranks(), placement, seed) : w.hosts();
                return new Placed(new BulkSynchronousRun(
                        NasBenchmarks.application(w.app(), w.ranks(), scenario.fabric().linkBytesPerSecond()), hosts),
                        hosts);
            }
            case RING: {
                List<Integer> hosts = RingExchange.paperNodes(w.ranks(), network.hosts().size());
                return new Placed(new RingExchange(hosts, w.bytes(), w.exchanges(), w.randomRings(), seed), hosts);
            }
            case PERMUTATION: {
                int n = w.ranks() == 0 ? network.hosts().size() : w.ranks();
                List<Integer> hosts = RankPlacer.place(free, n, placement, seed);
                return new Placed(new RandomPermutation(hosts, w.bytes(), w.startSpreadMillis(), seed), hosts);
            }
            case STORM:
                return new Placed(new PacketInStorm(w.ranks(), w.durationMillis(), w.bytes(), seed), List.of());
            case FLOW_SETUP:
                return new Placed(new DistinctPairFlows(w.ranks(), w.burst(), seed), List.of());
            case HOLD:
                return new Placed(new Hold(w.durationMillis()), List.of());
            case COLLECTIVE: {
                List<Integer> hosts = RankPlacer.place(free, w.ranks(), placement, seed);
                return new Placed(new CollectiveRun(Collective.application(w.app(), w.ranks(), w.bytes(),
                        w.exchanges(), w.computeMillis()), hosts), hosts);
            }
            default:
                return trace(w);
        }
    }

    private static Placed trace(WorkloadSpec w) {
        FlowTrace trace;
        try (Reader reader = Files.newBufferedReader(Paths.get(w.traceFile()), StandardCharsets.UTF_8)) {
            trace = FlowTrace.parse(reader);
        } catch (Exception e) {
            throw new IllegalStateException("trace " + w.traceFile() + ": " + e.getMessage(), e);
        }
        LinkedHashSet<Integer> hosts = new LinkedHashSet<>();
        trace.rows().forEach(r -> {
            hosts.add(r.src());
            hosts.add(r.dst());
        });
        return new Placed(new TraceReplay(w.label(), trace), ImmutableList.copyOf(hosts));
    }
}

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

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/** Which workload a scenario measures; turned into a {@code Workload} for each run. */
public final class WorkloadSpec {
    public static final int DEFAULT_RANKS = 4;
    public static final int DEFAULT_RING_EXCHANGES = 10;
    public static final long DEFAULT_PERMUTATION_BYTES = 100_000_000;

    /**
     * The kinds of workload: NAS models, HPCC rings, permutations, trace replays; a packet-in storm (new
     * short flows between random host pairs at a rate), flow set-up (one tiny flow per distinct host
     * pair, serially or in one burst) and a hold (no flow of its own: the background runs for a while,
     * as in a soak); a mix (several jobs at once, each on its own hosts).
     */
    public enum Kind { NAS, RING, PERMUTATION, TRACE, STORM, FLOW_SETUP, HOLD, COLLECTIVE, MIX }

    /** The kinds a mix's job may be: the workloads placed on hosts of their own. */
    public static final ImmutableList<Kind> MIX_JOB_KINDS = ImmutableList.of(Kind.NAS, Kind.COLLECTIVE,
            Kind.PERMUTATION);

    private final Kind kind;
    private final String app;
    private final int ranks;
    private final long bytes;
    private final int exchanges;
    private final String traceFile;
    private final int randomRings;
    private final long startSpreadMillis;
    private final long durationMillis;
    private final boolean burst;
    private final ImmutableList<Integer> hosts;
    private final ImmutableList<WorkloadSpec> jobs;

    @SuppressWarnings("checkstyle:ParameterNumber")
    private WorkloadSpec(Kind kind, String app, int ranks, long bytes, int exchanges, String traceFile,
                         int randomRings, long startSpreadMillis, long durationMillis, boolean burst) {
        this(kind, app, ranks, bytes, exchanges, traceFile, randomRings, startSpreadMillis, durationMillis, burst,
                ImmutableList.of(), ImmutableList.of());
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private WorkloadSpec(Kind kind, String app, int ranks, long bytes, int exchanges, String traceFile,
                         int randomRings, long startSpreadMillis, long durationMillis, boolean burst,
                         List<Integer> hosts) {
        this(kind, app, ranks, bytes, exchanges, traceFile, randomRings, startSpreadMillis, durationMillis, burst,
                hosts, ImmutableList.of());
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private WorkloadSpec(Kind kind, String app, int ranks, long bytes, int exchanges, String traceFile,
                         int randomRings, long startSpreadMillis, long durationMillis, boolean burst,
                         List<Integer> hosts, List<WorkloadSpec> jobs) {
        this.hosts = ImmutableList.copyOf(hosts);
        this.jobs = ImmutableList.copyOf(jobs);
        this.kind = kind;
        this.app = app;
        this.ranks = ranks;
        this.bytes = bytes;
        this.exchanges = exchanges;
        this.traceFile = traceFile;
        this.randomRings = randomRings;
        this.startSpreadMillis = startSpreadMillis;
        this.durationMillis = durationMillis;
        this.burst = burst;
    }

    /** A NAS model (MG, EP, CG, LU, BT, SP) on {@code ranks} ranks. */
    public static WorkloadSpec nas(String app, int ranks) {
        return new WorkloadSpec(Kind.NAS, app.toUpperCase(Locale.ROOT), ranks, 0, 0, null, 0, 0, 0, false);
    }

    /**
     * A NAS model on the given hosts (indices of the fabric's hosts), rank i on {@code hosts.get(i)}, as a
     * batch scheduler would have allocated them; the scenario's placement does not apply to it.
     */
    public static WorkloadSpec nas(String app, List<Integer> hosts) {
        return new WorkloadSpec(Kind.NAS, app.toUpperCase(Locale.ROOT), hosts.size(), 0, 0, null, 0, 0, 0, false,
                hosts);
    }

    /** Paper 000's HPCC ring over {@code nodes} nodes: the naturally ordered ring only. */
    public static WorkloadSpec ring(int nodes, long messageBytes, int exchanges) {
        return ring(nodes, messageBytes, exchanges, 0);
    }

    /**
     * Paper 000's HPCC ring over {@code nodes} nodes: the naturally ordered ring, then
     * {@code randomRings} randomly ordered rings (drawn from the run's seed), {@code exchanges}
     * measured exchanges each.
     */
    public static WorkloadSpec ring(int nodes, long messageBytes, int exchanges, int randomRings) {
        return new WorkloadSpec(Kind.RING, null, nodes, messageBytes, exchanges, null, randomRings, 0, 0, false);
    }

    /** A random permutation over {@code hosts} hosts (0 = all), every flow starting at once. */
    public static WorkloadSpec permutation(int hosts, long bytes) {
        return permutation(hosts, bytes, 0);
    }

    /**
     * A random permutation over {@code hosts} hosts (0 = all) whose flows start at seeded random
     * offsets, uniform over [0, {@code startSpreadMillis}] ms from the workload's start (0 = all at once).
     */
    public static WorkloadSpec permutation(int hosts, long bytes, long startSpreadMillis) {
        return new WorkloadSpec(Kind.PERMUTATION, null, hosts, bytes, 0, null, 0, startSpreadMillis, 0, false);
    }

    /**
     * A packet-in storm: {@code flowsPerSecond} new flows of {@code bytes} between random host pairs for {@code
     * durationMillis}.
     */
    public static WorkloadSpec storm(int flowsPerSecond, long durationMillis, long bytes) {
        return new WorkloadSpec(Kind.STORM, null, flowsPerSecond, bytes, 0, null, 0, 0, durationMillis, false);
    }

    /**
     * Flow set-up: {@code flows} tiny flows, each on its own ordered host pair (across pods where there
     * are pods), one per virtual millisecond or, if {@code burst}, all at the same instant.
     */
    public static WorkloadSpec flowSetup(int flows, boolean burst) {
        return new WorkloadSpec(Kind.FLOW_SETUP, null, flows, 0, 0, null, 0, 0, 0, burst);
    }

    /** No flow of its own for {@code durationMillis}: the background runs alone (a soak). */
    public static WorkloadSpec hold(long durationMillis) {
        return new WorkloadSpec(Kind.HOLD, null, 0, 0, 0, null, 0, 0, durationMillis, false);
    }

    /**
     * A {@link org.onosproject.janus.lab.workload.Collective} of {@code ranks} ranks placed by the scenario:
     * {@code bytes} per message (alltoall, halo3d) or vector (allreduce), repeated {@code steps} times,
     * each after {@code computeMillis}.
     *
     * @throws IllegalArgumentException naming the bad parameter
     */
    public static WorkloadSpec collective(String collective, int ranks, long bytes, int steps, long computeMillis) {
        org.onosproject.janus.lab.workload.Collective.check(collective, ranks, bytes, steps, computeMillis);
        return new WorkloadSpec(Kind.COLLECTIVE, collective, ranks, bytes, steps, null, 0, 0, computeMillis, false);
    }

    /**
     * Several jobs at once in one run, each on hosts of its own drawn by the scenario's placement from the
     * hosts the jobs before it left (so the jobs' host sets are disjoint); the run ends when the last job
     * ends. {@code name} labels it in reports ({@code mix:NAME}); null or empty labels it by its jobs.
     * The scenario checks the jobs (kinds, sizes, hosts), naming the field.
     */
    public static WorkloadSpec mix(String name, List<WorkloadSpec> jobs) {
        int ranks = jobs.stream().mapToInt(WorkloadSpec::ranks).sum();
        return new WorkloadSpec(Kind.MIX, name == null || name.isEmpty() ? null : name, ranks, 0, 0, null, 0, 0, 0,
                false, ImmutableList.of(), jobs);
    }

    /** A mix's jobs, in the order they are placed (mix only; empty otherwise). */
    public ImmutableList<WorkloadSpec> jobs() {
        return jobs;
    }

    /** A collective's compute time before each repetition (collective only). */
    public long computeMillis() {
        return durationMillis;
    }

    public static WorkloadSpec trace(String file) {
        return new WorkloadSpec(Kind.TRACE, null, 0, 0, 0, file, 0, 0, 0, false);
    }

    public Kind kind() {
        return kind;
    }

    /** The NAS application name (NAS only). */
    public String app() {
        return app;
    }

    /**
     * Ranks (NAS), ring nodes (RING), hosts (PERMUTATION, 0 = all), flows per second (STORM), flows (FLOW_SETUP),
     * the jobs' ranks together (MIX).
     */
    public int ranks() {
        return ranks;
    }

    /** Ring message, permutation or storm flow size. */
    public long bytes() {
        return bytes;
    }

    public int exchanges() {
        return exchanges;
    }

    /** Randomly ordered rings after the natural one (RING only). */
    public int randomRings() {
        return randomRings;
    }

    /** Flows start uniformly over [0, this] ms (PERMUTATION only; 0 = all at once). */
    public long startSpreadMillis() {
        return startSpreadMillis;
    }

    /** How long a storm starts flows, or a hold lasts. */
    public long durationMillis() {
        return durationMillis;
    }

    /** Whether flow set-up starts every flow at one instant (else one per virtual millisecond). */
    public boolean burst() {
        return burst;
    }

    public String traceFile() {
        return traceFile;
    }

    /** The hosts a NAS model runs on, in rank order, when the scenario names them; empty when placed. */
    public ImmutableList<Integer> hosts() {
        return hosts;
    }

    /**
     * Label in reports: {@code LU}, {@code LU/8} (not 4 ranks), {@code LU@0-9-18-27} (on the hosts given),
     * {@code ring-8}, ...
     */
    public String label() {
        switch (kind) {
            case NAS:
                return (ranks == DEFAULT_RANKS ? app : app + "/" + ranks) + (hosts.isEmpty() ? ""
                        : "@" + hosts.stream().map(String::valueOf).collect(Collectors.joining("-")));
            case RING:
                return "ring-" + ranks;
            case PERMUTATION:
                return (ranks == 0 ? "permutation" : "permutation-" + ranks)
                        + (startSpreadMillis == 0 ? "" : "-staggered-" + spreadLabel());
            case STORM:
                return "storm-" + ranks + "/s";
            case FLOW_SETUP:
                return "flow-setup-" + (burst ? "burst" : "serial");
            case HOLD:
                return "hold-" + (durationMillis % 1000 == 0 ? durationMillis / 1000 + "s" : durationMillis + "ms");
            case COLLECTIVE:
                return org.onosproject.janus.lab.workload.Collective.label(app, ranks, bytes, exchanges)
                        + (durationMillis == 0 ? "" : "+" + durationMillis + "ms");
            case MIX:
                return app != null ? "mix:" + app
                        : "mix[" + jobs.stream().map(WorkloadSpec::label).collect(Collectors.joining(" ")) + "]";
            default:
                Path name = Paths.get(traceFile).getFileName();
                return "trace:" + (name == null ? traceFile : name.toString());
        }
    }

    private String spreadLabel() {
        return startSpreadMillis % 1000 == 0 ? startSpreadMillis / 1000 + "s" : startSpreadMillis + "ms";
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof WorkloadSpec)) {
            return false;
        }
        WorkloadSpec w = (WorkloadSpec) o;
        return kind == w.kind && Objects.equals(app, w.app) && ranks == w.ranks && bytes == w.bytes
                && exchanges == w.exchanges && Objects.equals(traceFile, w.traceFile) && randomRings == w.randomRings
                && startSpreadMillis == w.startSpreadMillis && durationMillis == w.durationMillis && burst == w.burst
                && hosts.equals(w.hosts) && jobs.equals(w.jobs);
    }

    @Override
    public int hashCode() {
        int hash = Objects.hash(kind, app, ranks, bytes, exchanges, traceFile, randomRings, startSpreadMillis,
                durationMillis, burst, hosts);
        return jobs.isEmpty() ? hash : 31 * hash + jobs.hashCode();
    }

    @Override
    public String toString() {
        return label();
    }
}

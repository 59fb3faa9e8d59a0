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
import com.google.common.collect.ImmutableMap;
import org.onosproject.janus.api.JanusStatistics;
import org.onosproject.janus.lab.faults.FaultOutcome;
import org.onosproject.janus.lab.net.FlowLedger;
import org.onosproject.janus.lab.workload.WorkloadOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What one run (one cell, one repetition) measured, and, when its scenario asks for them, what its
 * failures did, how the control plane bore its load, and what a leak check found. Its counts come from
 * two sources only: the flow ledgers of the data plane (the workload's flows, every flow of the network)
 * and Janus's own statistics for the control plane.
 */
public final class RunRecord {
    private static final WorkloadOutcome NO_OUTCOME = new WorkloadOutcome(0, 0, new FlowLedger(),
            ImmutableMap.of());

    private final Cell cell;
    private final int rep;
    private final long seed;
    private final ImmutableList<Integer> hosts;
    private final WorkloadOutcome workload;
    private final FlowLedger network;
    private final JanusStatistics janus;
    private final ImmutableList<Long> rebalanceMoveTimesMillis;
    private final long backgroundFlows;
    private final String failure;
    private final double contentionFreeMillis;
    private final double contentionFreeFlowMillis;
    private final FaultOutcome faults;
    private final LoadOutcome load;
    private final LeakOutcome leaks;
    private final IntentRelease release;
    private final JobOutcome job;
    private final String boundBinds;

    /**
     * @param workload                 how the measured workload went, with the ledger of its flows
     * @param network                  the ledger of every flow of the network (background included)
     * @param janus                    Janus's statistics at the end of the workload
     * @param rebalanceMoveTimesMillis virtual times of the rebalancer's moves Janus still lists
     * @param contentionFreeMillis     the workload's contention-free makespan (NaN when unknown)
     * @param contentionFreeFlowMillis its contention-free mean flow completion time (NaN when unknown)
     */
    public RunRecord(Cell cell, int rep, long seed, List<Integer> hosts, WorkloadOutcome workload,
                     FlowLedger network, JanusStatistics janus, List<Long> rebalanceMoveTimesMillis,
                     long backgroundFlows, double contentionFreeMillis, double contentionFreeFlowMillis) {
        this(cell, rep, seed, hosts, workload, network, janus, rebalanceMoveTimesMillis, backgroundFlows,
                workload.failure().map(f -> "flow not delivered: " + f).orElse(null), contentionFreeMillis,
                contentionFreeFlowMillis, null, null, null, null, null, null);
    }

    @SuppressWarnings("checkstyle:ParameterNumber")
    private RunRecord(Cell cell, int rep, long seed, List<Integer> hosts, WorkloadOutcome workload,
                      FlowLedger network, JanusStatistics janus, List<Long> rebalanceMoveTimesMillis,
                      long backgroundFlows, String failure, double contentionFreeMillis,
                      double contentionFreeFlowMillis, FaultOutcome faults, LoadOutcome load, LeakOutcome leaks,
                      IntentRelease release, JobOutcome job, String boundBinds) {
        this.cell = cell;
        this.rep = rep;
        this.seed = seed;
        this.hosts = ImmutableList.copyOf(hosts);
        this.workload = workload;
        this.network = network;
        this.janus = janus;
        this.rebalanceMoveTimesMillis = ImmutableList.copyOf(rebalanceMoveTimesMillis);
        this.backgroundFlows = backgroundFlows;
        this.failure = failure;
        this.contentionFreeMillis = contentionFreeMillis;
        this.contentionFreeFlowMillis = contentionFreeFlowMillis;
        this.faults = faults;
        this.load = load;
        this.leaks = leaks;
        this.release = release;
        this.job = job;
        this.boundBinds = boundBinds;
    }

    /** A run that did not produce a measurement. */
    public static RunRecord failed(Cell cell, int rep, long seed, String failure) {
        return new RunRecord(cell, rep, seed, ImmutableList.of(), NO_OUTCOME, NO_OUTCOME.ledger(),
                JanusStatistics.builder().build(), ImmutableList.of(), 0, failure, Double.NaN, Double.NaN,
                null, null, null, null, null, null);
    }

    public Cell cell() {
        return cell;
    }

    /** Repetition number, from 0. */
    public int rep() {
        return rep;
    }

    public long seed() {
        return seed;
    }

    /** Hosts the workload ran on (rank order). */
    public ImmutableList<Integer> hosts() {
        return hosts;
    }

    /** The workload's makespan: from its start to its last flow's last byte. */
    public long runtimeMillis() {
        return workload.runtimeMillis();
    }

    public double runtimeSeconds() {
        return runtimeMillis() / 1000.0;
    }

    /** The ledger of the workload's own flows: its flows, bytes, programming and control delay. */
    public FlowLedger workloadFlows() {
        return workload.ledger();
    }

    /** The ledger of every flow of the network, background included: packet-ins, delivery gaps. */
    public FlowLedger networkFlows() {
        return network;
    }

    /** Janus's own statistics at the end of the workload (empty ones without Janus or without a measurement). */
    public JanusStatistics janus() {
        return janus;
    }

    /** The workload's own metrics, and how fast its paths were released when the scenario measured it. */
    public ImmutableMap<String, Double> metrics() {
        if (release == null) {
            return workload.metrics();
        }
        return ImmutableMap.<String, Double>builder().putAll(workload.metrics()).putAll(release.metrics()).build();
    }

    public long backgroundFlows() {
        return backgroundFlows;
    }

    /**
     * Mean flow completion time in seconds: over the workload's delivered flows, from each flow's own
     * start to its last byte (NaN when unknown). The runtime is the makespan.
     */
    public double meanFlowCompletionSeconds() {
        return workload.ledger().meanFlowCompletionMillis() / 1000.0;
    }

    /** The workload's contention-free makespan in seconds, NaN when unknown. */
    public double contentionFreeSeconds() {
        return contentionFreeMillis / 1000.0;
    }

    /** The workload's contention-free mean flow completion time in seconds, NaN when unknown. */
    public double contentionFreeFlowSeconds() {
        return contentionFreeFlowMillis / 1000.0;
    }

    /** Runtime over the contention-free makespan (NaN when unknown). */
    public double runtimeOverContentionFree() {
        return runtimeMillis() / contentionFreeMillis;
    }

    /** Virtual time (ms since the run started) at which the workload started, after any warm-up. */
    public long workloadStartMillis() {
        return workload.startMillis();
    }

    /**
     * Virtual times (ms since the run started) of the rebalancer's moves that Janus still lists: all of
     * them when there were at most as many as Janus keeps (100), else the most recent ones; oldest first.
     */
    public ImmutableList<Long> rebalanceMoveTimesMillis() {
        return rebalanceMoveTimesMillis;
    }

    /**
     * The rebalancer's moves that Janus still lists, in seconds since the workload started (negative:
     * during the background warm-up), oldest first.
     */
    public List<Double> rebalanceMoveSeconds() {
        List<Double> times = new ArrayList<>();
        rebalanceMoveTimesMillis.forEach(t -> times.add((t - workload.startMillis()) / 1000.0));
        return times;
    }

    /**
     * This record with what the scenario asked for besides (each may be null): the failures' outcome, the
     * control plane's load, the leak check's outcome.
     */
    public RunRecord withOutcomes(FaultOutcome faultOutcome, LoadOutcome loadOutcome, LeakOutcome leakOutcome) {
        return new RunRecord(cell, rep, seed, hosts, workload, network, janus, rebalanceMoveTimesMillis,
                backgroundFlows, failure, contentionFreeMillis, contentionFreeFlowMillis, faultOutcome, loadOutcome,
                leakOutcome, release, job, boundBinds);
    }

    /** This record with how fast Janus released the workload's paths once it ended. */
    public RunRecord withRelease(IntentRelease intentRelease) {
        return new RunRecord(cell, rep, seed, hosts, workload, network, janus, rebalanceMoveTimesMillis,
                backgroundFlows, failure, contentionFreeMillis, contentionFreeFlowMillis, faults, load, leaks,
                intentRelease, job, boundBinds);
    }

    /** This record naming the cut whose bound binds ({@code host links}, {@code leaf-2 uplinks}, ...). */
    public RunRecord withBoundBinds(String binds) {
        return new RunRecord(cell, rep, seed, hosts, workload, network, janus, rebalanceMoveTimesMillis,
                backgroundFlows, failure, contentionFreeMillis, contentionFreeFlowMillis, faults, load, leaks,
                release, job, binds);
    }

    /** The cut whose lower bound binds, when the run has a bound. */
    public Optional<String> boundBinds() {
        return Optional.ofNullable(boundBinds);
    }

    /** How fast Janus released the workload's paths once it ended (scenarios that measure it). */
    public Optional<IntentRelease> release() {
        return Optional.ofNullable(release);
    }

    /** This record with how its NAS application reached Janus (scenarios that declare jobs). */
    public RunRecord withJob(JobOutcome jobOutcome) {
        return new RunRecord(cell, rep, seed, hosts, workload, network, janus, rebalanceMoveTimesMillis,
                backgroundFlows, failure, contentionFreeMillis, contentionFreeFlowMillis, faults, load, leaks,
                release, jobOutcome, boundBinds);
    }

    /** How the NAS application reached Janus, reactive or declared (scenarios that declare jobs). */
    public Optional<JobOutcome> job() {
        return Optional.ofNullable(job);
    }

    /** What the injected failures did (scenarios with a fault plan). */
    public Optional<FaultOutcome> faults() {
        return Optional.ofNullable(faults);
    }

    /** How the control plane bore the load (storms, flow set-up). */
    public Optional<LoadOutcome> load() {
        return Optional.ofNullable(load);
    }

    /** What the leak check found (soaks). */
    public Optional<LeakOutcome> leaks() {
        return Optional.ofNullable(leaks);
    }

    public Optional<String> failure() {
        return Optional.ofNullable(failure);
    }

    public boolean succeeded() {
        return failure == null;
    }
}
